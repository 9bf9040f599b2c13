"""Every miss teaches, never tells: every wrong answer of the bank gets a reason in words from the engine
(``explanation`` or ``refutation``), and that reason does not name the right answer.

Every wrong choice of every choice puzzle is checked; for cards and numbers, a seeded sample of wrong
ones. "Names the right answer" is judged here independently of the engine's own ``names_answer``: a
right card in notation or in symbols, a right declaration's cards, a right choice's words or a right
number as a whole word.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from penchant.puzzles import Puzzle, analyse, check, get, load_bank, load_drills
from penchant.puzzles.checkers.grading import names_answer
from penchant.rules.cards import CardSet

BANK_DIR = Path(__file__).resolve().parents[2] / "penchant" / "data" / "puzzles"
NOTATION = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC]\b")


@pytest.fixture(scope="module")
def bank() -> list[Puzzle]:
    """Every puzzle stored: the practice bank and the chapters' drills."""
    return [*load_bank(BANK_DIR), *load_drills(BANK_DIR.parent / "drills")]


# Floors a little under the bank's counts when the drills were capped and the kinds from real play came
# (528 wrong choices, 342 wrong cards): losing many wrong answers' reasons fails the tests.
CHOICES_CHECKED = 240  # 290 before the fifth review culled the barring lookups;
# 500 before the second review culled its twins and face-value lookups, 450 before the third
# culled its lookups (the win-or-duck choices with one winner, the "Whose rules?" quizzes), 360 before the fourth
# culled the decision and timing choices the rule of thumb gets right
CARDS_CHECKED = 150


def _forms(answer: str) -> list[str]:
    """The ways a text could name ``answer``: as cards (notation, symbols) or as words."""
    out: list[str] = []
    for part in answer.split(" | "):
        try:
            cards = CardSet(part)
        except ValueError:
            out.append(part)
            continue
        out += [str(cards), " ".join(c.unicode for c in cards)]
    return out


def _names(text: str, answer: str) -> str | None:
    for form in _forms(answer):
        if form.lower() in ("yes", "no"):
            continue  # "no" is an ordinary word of any sentence
        pattern = r"(?<![\w♠♥♦♣-])" + re.escape(form) + r"(?![\w♠♥♦♣])"
        if re.search(pattern, text, re.IGNORECASE):
            return form
    return None


def _assert_teaches(p: Puzzle, wrong: str) -> str:
    result = check(p, wrong)
    assert not result.correct, (p.id, wrong)
    reason = " ".join(x for x in (result.explanation, result.refutation or "") if x).strip()
    assert reason, f"{p.id}: the miss {wrong!r} gets no reason ({result.message!r})"
    # A game at stake plays its refutation out to the deal's end, every card named (the second review: "a card"
    # was not good enough); every other miss keeps the answer hidden.
    for best in (() if p.task == "aim" else analyse(p).best):
        named = _names(reason, best)
        assert named is None, f"{p.id}: the reason for {wrong!r} names the answer {named!r}: {reason!r}"
    assert not NOTATION.search(reason + " " + result.message), f"{p.id}: notation in {reason!r}"
    return reason


def test_every_wrong_choice_of_every_choice_puzzle_gets_a_reason_that_does_not_tell(bank: list[Puzzle]) -> None:
    checked = 0
    for p in bank:
        if p.answer_form not in ("choice", "choices"):
            continue
        best = analyse(p).best
        for c in p.choices:
            if c in best:
                continue
            _assert_teaches(p, c)
            checked += 1
    # trump suit, which penchant, whose rules, barring, declaration (the drills capped at 20 a template
    # by issue #24), decision and timing
    assert checked >= CHOICES_CHECKED


def test_a_sample_of_wrong_cards_gets_a_reason_that_does_not_tell(bank: list[Puzzle]) -> None:
    rng = random.Random(19)
    kinds = set()
    checked = 0
    for p in bank:
        if p.answer_form not in ("card", "cards"):
            continue
        a = analyse(p)
        wrong = sorted(k for k, (ok, _w) in a.verdicts.items() if not ok)
        for w in rng.sample(wrong, min(2, len(wrong))):
            _assert_teaches(p, w)
            kinds.add(p.kind)
            checked += 1
    assert kinds == {"endgame", "declaration", "reading"} and checked >= CARDS_CHECKED


def test_a_sample_of_wrong_ticks_gets_a_reason_that_does_not_tell(bank: list[Puzzle]) -> None:
    # Tick every right card of a table (or every declaration you may make): a tick too many or one left out.
    rng = random.Random(19)
    checked = 0
    for p in bank:
        if p.answer_form != "choices":
            continue
        right = [c for c in analyse(p).best[0].split(" | ") if c != "none of them"]
        others = [c for c in p.choices if c not in right and c != "none of them"]
        for ticks in ([*right, *rng.sample(others, 1)] if others else None, right[:-1] or None):
            if not ticks:
                continue
            r = check(p, " | ".join(ticks))
            assert not r.correct and r.message.startswith("Not quite"), (p.id, ticks, r.message)
            assert r.refutation and not names_answer(r.refutation, right), (p.id, r.refutation)
            checked += 1
    assert checked >= 40  # 60 before the fifth review culled the barring lookups


def test_every_wrong_choice_from_real_play_teaches_what_it_does_and_what_it_costs(bank: list[Puzzle]) -> None:
    # decision and timing: what the action does in the game's words, and the judge's figure against it
    checked = 0
    for p in bank:
        if p.kind not in ("decision", "timing"):
            continue
        for c in p.choices:
            if c in analyse(p).best:
                continue
            reason = _assert_teaches(p, c)
            # what it gives up in the judge's own sampled deals, in cards and points (issue #32 item 4)
            assert re.search(r"gives up about .* of the deal against the best choice\. [A-Z]", reason) \
                or "less for the rest of the deal than the best choice" in reason, (p.id, c, reason)
            # The judge's figures are one click away, not in the words (issue #22).
            assert not re.search(r"\d+ deals sampled|runs of the|give or take|\d\.\d", reason), (p.id, c, reason)
            detail = check(p, c).detail
            assert re.search(r"Tried over \d+ ways|times the way the", detail) and "either way" in detail, (p.id, c)
            checked += 1
    assert checked >= 60  # 100 before the fourth review culled the choices the rule of thumb gets right, 70 before
    # the sixth culled decision-kandell-1004-17 (its answer needed the opponent to let 9♠ through)


def test_a_wrong_end_game_card_shows_the_punishing_reply_and_keeps_the_right_card_hidden(
        bank: list[Puzzle]) -> None:
    p = next(p for p in bank if p.id == "endgame-002")
    reason = _assert_teaches(p, "7H")
    assert "your opponent takes your 7♥ with 10♥" in reason and "four brisques" in reason


def test_a_sample_of_wrong_numbers_gets_a_reason_that_names_the_miscounted_part(bank: list[Puzzle]) -> None:
    rng = random.Random(19)
    checked = 0
    for p in bank:
        if p.answer_form != "number":
            continue
        truth = int(analyse(p).best[0])
        for n in rng.sample([d for d in range(-6, 7) if d], 3):
            _assert_teaches(p, str(truth + n))
            checked += 1
    counting = sum(1 for p in bank if p.answer_form == "number")
    assert counting >= 25 and checked == 3 * counting  # three misses of each counting puzzle


def test_a_slip_of_one_part_is_pointed_at_without_the_total_or_a_guessed_cause(bank: list[Puzzle]) -> None:
    # your 2 + 2 + 2 + 3 against his 1 + 1 + 2 + 3 + 10, 5 brisquettes and 2 over the book: -15 (a played deal)
    # The part that would explain the miss is offered as a "perhaps", not as what the learner did (ch07's review:
    # a 16 was put down to "counting your penchant twice") and not in a direction that gives the total away.
    p = next(p for p in bank if p.id == "scoring-009")
    said = _assert_teaches(p, "-20")
    assert "perhaps look again at your opponent's brisquettes" in said and "twice" not in said, said
    assert "too high" not in said and "too low" not in said  # the part and the way it is off: the total
    # A miss two slips explain names neither: -18 and -12 fit your triplet and his alike, and one point off (-14,
    # -16) fits any one-point part (chapter 7's 35 was sent to "your penchant" though a brisquette fits as well).
    for wrong in ("-18", "-12", "-14", "-16"):
        said = _assert_teaches(p, wrong)
        assert "perhaps" not in said and "add up each player's score again" in said.lower(), said


def test_the_cli_returns_the_reason_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main

    # trump-017: your loser's penchant J♦ Q♣ of trick 4, then his Q♠ J♥ of trick 5, which sets hearts
    assert main(["puzzles", "show", "trump-017", "--answer", "JD QC", "--json"]) == 1  # a drill; wrong: exit 1
    got = json.loads(capsys.readouterr().out)["check"]
    assert got["correct"] is False
    # Where to look (the trick, who won it and who declared), not the rule that settles it, nor the trump.
    assert "who won it, and who declared" in got["refutation"] and "hearts" not in got["refutation"]
    assert "does not set trump" not in got["refutation"]


def test_a_score_under_other_rules_is_named_as_that_with_the_parts_to_look_up(bank: list[Puzzle]) -> None:
    # A newcomer counted chapter 7's first puzzle (modern rules: the quadruplet at 8) with Kandell's quadruplet
    # at 10 and was told "counting your pair twice" (the pair is also worth 2): the reading of the wrong column
    # is named before any single slip, with the parts to look up in the puzzle's rules. Not their values: told
    # "a quadruplet is worth 8 (not 10)", the next newcomer took 2 off without counting again.
    from penchant.play.sheet import score_deal
    from penchant.puzzles.checkers.scoring import deal_entries
    from penchant.rules.profiles import KANDELL

    p = next(p for p in bank if p.id == "scoring-002")
    assert p.profile.name == "modern"
    kandell = score_deal(deal_entries(p)[0][0], KANDELL)[0]
    assert str(kandell) != analyse(p).best[0]
    reason = _assert_teaches(p, str(kandell))
    # The declaration the two rules value apart is named, not all the declarations.
    assert "Kandell's rules" in reason and "with what your quadruplet is worth under this puzzle's rules" in reason
    assert "look up" not in reason and "there" not in reason
    assert "twice" not in reason and "(not 10)" not in reason
    # Kandell's doubled brisques read on a game scored without them: named precisely, not as "Kandell's rules".
    from penchant.play.sheet import tally

    # (a game whose doubled count no slip under its own rules explains: such a slip is told first)
    game = next(p for p in bank if p.id == "scoring-013")
    assert game.task == "game_value" and game.profile == KANDELL
    doubled = tally([e for e, _ in deal_entries(game)],
                    KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2)).value
    assert str(doubled) != analyse(game).best[0]
    reason = _assert_teaches(game, str(doubled))
    # Both rules named the same way: "the score under Kandell's rules; this puzzle is scored under Kandell's
    # rules with doubled brisques" read as a contradiction. The option alone is named, on both sides.
    assert "is the score with doubled brisques. This puzzle is scored with the brisques not doubled" in reason
    assert "brisquettes" in reason and "Kandell" not in reason
    assert "(not 2)" not in reason
    doubled_deal = next(p for p in bank if p.id == "scoring-008")
    plain = score_deal(deal_entries(doubled_deal)[0][0], KANDELL)[0]
    assert str(plain) != analyse(doubled_deal).best[0]
    reason = _assert_teaches(doubled_deal, str(plain))
    assert "is the score with the brisques not doubled. This puzzle is scored with doubled brisques" in reason


def test_a_slip_under_the_puzzles_own_rules_comes_before_another_books_score(bank: list[Puzzle]) -> None:
    """Chapter 7's -13 (the opponent's book bonus forgotten) is also the deal's score under the modern rules, and a
    newcomer was told to look up what the declarations are worth there. A number that one slip under the puzzle's
    own rules explains is told that slip, whatever other book it also matches; another book is named only for a
    number nothing under the puzzle's rules explains."""
    from penchant.puzzles.checkers.scoring import deal_entries
    from penchant.puzzles.checkers.scoring_other_rules import other_rules
    from penchant.puzzles.checkers.scoring_slips import slip_under_own_rules

    p = get("scoring-009")
    assert analyse(p).best[0] == "-15" and other_rules(p, deal_entries(p), -13)
    said = _assert_teaches(p, "-13")
    assert "your opponent's brisques in all" in said and "rules" not in said
    both = 0
    for p in bank:
        if p.kind != "scoring":
            continue
        truth = int(analyse(p).best[0])
        for n in range(truth - 30, truth + 31):
            if n == truth or not other_rules(p, deal_entries(p), n):
                continue
            said = _assert_teaches(p, str(n))
            slip = slip_under_own_rules(p, deal_entries(p), n, truth)
            if slip:
                both += 1
                assert "this puzzle is scored" not in said, f"{p.id} {n}: {said!r}"
            else:
                assert "look up" not in said, f"{p.id} {n}: {said!r}"
    assert both, "a number that both a slip and another book explain"


def test_no_wrong_choice_is_told_with_another_choice_named(bank: list[Puzzle]) -> None:
    """With three choices, a miss that names or values a second one leaves the third: "Nothing now" was told "Q♠ K♠
    (marriage), the choice a rule of thumb makes, gives up about 2 points" (a newcomer's review). Every choice
    puzzle of every kind: the unsolved miss names no choice but the learner's own."""
    checked: dict[str, int] = {}
    for p in bank:
        if p.answer_form != "choice" or len(p.choices) < 3:
            continue
        best = analyse(p).best
        for wrong in p.choices:
            if wrong in best:
                continue
            r = check(p, wrong)
            said = " ".join((r.message, r.explanation, r.refutation or "", r.detail))  # the detail one click away
            for other in p.choices:
                if other != wrong:
                    assert _names(said, other) is None, f"{p.id}: the miss {wrong!r} names {other!r}: {said!r}"
            checked[p.kind] = checked.get(p.kind, 0) + 1
    assert {"decision", "timing", "trump", "declaration"} <= set(checked), checked


def test_a_score_under_other_rules_speaks_of_the_side_the_question_asks_about(bank: list[Puzzle]) -> None:
    """Chapter 7 asked for the opponent's score and was told of what "your declarations" are worth."""
    from penchant.play.sheet import score_deal
    from penchant.puzzles.checkers.scoring import deal_entries
    from penchant.rules.profiles import PROFILES

    asked = 0
    for p in bank:
        if p.task != "deal_points":
            continue
        player = int(p.position.get("player", 0))
        for other in PROFILES.values():
            wrong = score_deal(deal_entries(p)[0][0], other)[player]
            if str(wrong) == analyse(p).best[0]:
                continue
            reason = _assert_teaches(p, str(wrong))
            if "with what your" not in reason:  # no declaration of the side valued apart
                continue
            asked += player
            # The declarations valued apart are named, with their side ("what your quadruplet is worth").
            mine, theirs = "with what your ", "with what your opponent's "
            assert (theirs in reason) if player else (mine in reason and theirs not in reason), reason
    assert asked, "an opponent's score read under other rules"


def test_a_combination_counted_at_another_kinds_value_is_pointed_at() -> None:
    # Chapter 7's first puzzle (Kandell's rules): a newcomer counted the reunion at a flush's 5, not its 25, wrote
    # 14 and read only "No single part explains 14". The slip of one kind's value read for another's is found from
    # the engine's parts of the deal's score and pointed at, the reunion's value not said.
    p = get("scoring-003")
    truth = analyse(p).best[0]
    said = _assert_teaches(p, "14")
    assert "no single part" not in said.lower() and "your reunion" in said and "flush" in said
    assert "25" not in said and truth not in said


def test_a_book_bonus_paid_on_every_brisque_is_pointed_at() -> None:
    # Chapter 7's first puzzle (Kandell's rules, six brisques each): a newcomer answered 40 and read only "No single
    # part explains 40". 40 is the engine's score of the deal with the book bonus paid on each of the six brisques
    # taken, though six each is the book shared and earns none: the slip is pointed at, as a kind counted at another
    # kind's value is, the bonus's worth and the total not said.
    from penchant.play.sheet import deal_score_parts
    from penchant.puzzles.checkers.scoring import deal_entries
    from penchant.rules.brisques import brisques_over_book

    p = get("scoring-003")
    truth = analyse(p).best[0]
    entry = deal_entries(p)[0][0]
    part = deal_score_parts(entry, p.profile)[0]
    assert brisques_over_book(entry.brisques[0]) == 0 and part.book_bonus == 0
    assert part.total + entry.brisques[0] * p.profile.bonus_points == 40  # the bonus on all six brisques
    said = _assert_teaches(p, "40")
    assert "no single part" not in said.lower(), said
    # where to look, asked: not the slip nor the rule ("over six" gave the answer, issue #31)
    assert "brisques in all" in said and "earn a book bonus?" in said and "over six" not in said, said
    assert truth not in said and " 6 " not in said, said
