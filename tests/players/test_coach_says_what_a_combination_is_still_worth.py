"""The coach speaks of a combination a card belongs to only while keeping it still has value by the rules, and says
what is lost in a player's words. Chapter 8's hint said "breaks up your marriage Q♥ K♥" of a marriage already
declared (its points scored, nothing more to lose) and never said what "breaks up" costs; it listed five cards
about the same where one or two and "the others are about as good" would do. And it said "Slightly better:
declaring the pair Q♥ Q♣" of a move its own review then called too close to call."""

from __future__ import annotations

from penchant.coaching.advice_words import EVERY_MOVE_THE_SAME
from penchant.coaching.analysis import CoachAnalysis, Line
from penchant.coaching.combination_reasons import breaks_up, keeps_whole
from penchant.judgement.verdicts import VERDICT_WORDS
from penchant.lessons.deals import arranged_deal
from penchant.play.moves import Pass, Play, parse_action
from penchant.rules.cards import Card
from penchant.rules.profiles import KANDELL


def _play(card: str) -> Play:
    return Play(Card.parse(card))


def test_a_marriage_already_declared_is_no_loss_to_break_up() -> None:
    st = arranged_deal(("8D 9S TC 7C", "AS KD QC JC 9C 8C"), tables=("QH KH", ""), stock=8)
    v = st.view(0)
    assert breaks_up(v, _play("KH")) == "", "its points are scored: playing the K♥ loses nothing of it"
    assert keeps_whole(v, _play("8D")) == "", "nothing left to keep whole"


def test_a_declared_marriage_is_still_worth_keeping_toward_a_larger_combination() -> None:
    st = arranged_deal(("8D 9S TC JH", "AS KD QC JC 9C 8C"), tables=("QH KH", ""), stock=8)
    said = breaks_up(st.view(0), _play("KH"))
    assert said == "gives up the family J♥ Q♥ K♥ (which you could otherwise declare for 3 points)", said


def test_an_undeclared_marriage_says_what_it_would_score() -> None:
    st = arranged_deal(("8D 9S TC 7C QH KH", "AS KD QC JC 9C 8C"), stock=8)
    v = st.view(0)
    said = breaks_up(v, _play("KH"))
    assert said == "gives up the marriage Q♥ K♥ (which you could otherwise declare for 2 points)", said
    assert "breaks up" not in said
    kept = keeps_whole(v, _play("8D"))
    assert kept == "keeps the marriage Q♥ K♥ (you could still declare it for 2 points)", kept


def test_a_pair_his_table_bars_is_not_called_yours_to_keep() -> None:
    # his triplet of Aces on the table bars your minor pairs (Kandell's reading, by size)
    st = arranged_deal(("8D 9S TC 7C 9C KH", "KD QS JC"), tables=("", "AS AC AD"), stock=8)
    v = st.view(0)
    assert breaks_up(v, _play("9C")) == "", breaks_up(v, _play("9C"))
    free = arranged_deal(("8D 9S TC 7C 9C KH", "KD QS JC AS AC AD"), stock=8).view(0)
    said = breaks_up(free, _play("9C"))
    assert said == "gives up the pair 9♠ 9♣ (which you could otherwise declare for 2 points)", said


def _spare(cards: str, values: list[float]) -> CoachAnalysis:
    st = arranged_deal(("8D 9S TC 7C KD AH", "AS QD QC JC 9C 8C"), stock=8)
    lines = tuple(Line(_play(c), x) for c, x in zip(cards.split(), values, strict=True))
    return CoachAnalysis(st.view(0), lines, True, 0, KANDELL)


def test_many_moves_about_the_same_are_each_named_in_the_fuller_hint() -> None:
    """"Playing 8♦, playing 9♠ or any of the others will do here" left the learner to guess which the others were:
    the fuller hint names every one (chapter 8: the coach's figures "name every move about as good")."""
    an = _spare("8D 9S 7C TC KD", [1.0] * 5)
    text = an.hint()
    first = text.split(". ")[0]
    named = sum(f"laying {c}" in first for c in ("8♦", "9♠", "7♣", "10♣", "K♦"))
    assert named == 5, text
    assert "any of the others" not in text and "other moves" not in text, text
    advice = an.advice()  # the coach's move names one; every card known and every move equal: the choice is open
    assert sum(f"laying {c}" in advice for c in ("8♦", "9♠", "7♣", "10♣", "K♦")) == 1, advice
    assert EVERY_MOVE_THE_SAME in advice, advice
    three = _spare("8D 9S 7C", [1.0, 1.0, 1.0])  # three are all named: "one other" would leave it to guess
    assert all(f"playing {c}" in three.hint().lower() for c in ("8♦", "9♠", "7♣")), three.hint()
    assert "about as good" not in three.hint().split(". ")[0], three.hint()


def test_a_lean_the_review_calls_too_close_to_call_is_said_as_about_as_good() -> None:
    st = arranged_deal(("QH QC 9S TC 7C 8D", "AS KD JC 9C 8C 8S"), stock=8)
    v = st.view(0)
    pair = parse_action("declare QH QC")
    n = 40
    best = Line(pair, 1.0, nets=tuple(9.0 if i % 2 else -7.0 for i in range(n)))
    passing = Line(Pass(), 0.0, nets=(0.0,) * n)
    an = CoachAnalysis(v, (best, passing), False, n, KANDELL)
    assert an.verdict(Pass()) == "close", "the review would not mark passing"
    advice = an.advice()
    assert "Slightly better" not in advice and advice.startswith("Declaring the pair Q♥ Q♣"), advice
    assert VERDICT_WORDS["close"] not in advice and "about even" not in advice, advice
    hint = an.hint()
    assert "is the coach's pick, about 1 point ahead of passing" in hint and "so passing will do too" in hint, hint
    assert VERDICT_WORDS["close"] not in hint, hint
