"""The coach's one-line advice and the figures under it say one thing of each move: the figures measure every move
from the move the advice recommends, and call about even exactly the moves the advice calls about even
(:meth:`~penchant.coaching.analysis.CoachAnalysis.about_even_moves`, the one test both read). Hint 1 states which
cards belong to no combination as a fact, never as cards to spare that the figures may put clearly worse."""

from __future__ import annotations

import pytest

from penchant.coaching.advice_words import LEVEL_WITH
from penchant.coaching.analysis import CoachAnalysis
from penchant.coaching.coach import Coach
from penchant.coaching.reasons import action_phrase
from penchant.english.grammar import capitalised
from penchant.play.forced import is_a_decision
from penchant.play.moves import Play
from penchant.rules.cards import Card
from penchant.rules.profiles import KANDELL
from penchant_widgets.play.board import PlayBoard

EIGHT, TEN, KING = (Play(Card.parse(c)) for c in ("8D", "TC", "KH"))


@pytest.fixture(scope="module")
def trick_one() -> tuple[PlayBoard, CoachAnalysis]:
    """Chapter 8's board at trick 1 (9♠ Q♥ K♥ 8♦ 10♣ Q♣ to lead) and the coach's analysis of it."""
    b = PlayBoard("strong", seed=9)
    return b, b.coach.analyse(b.view(), b._key())


def test_the_figures_at_chapter_8s_first_lead_are_measured_from_the_advices_move(trick_one: tuple) -> None:
    _board, an = trick_one
    # the advice recommends the coach's own 10♣ (it once kept it back for the 8♦, to agree with a Hint 1 that said to
    # keep it: Hint 1 now reads the coach's move); the figures are measured from that one move
    assert an.recommended() == TEN and an.best.action == TEN, an.details()
    advice = an.advice()
    said = dict(an.figures())
    # the advice recommends the 10♣ alone; the figures call K♥ about even beside it, with what it gives up
    assert "K♥" not in advice, advice
    assert said["Playing K♥"] == (f"{LEVEL_WITH} playing 10♣ as far as the coach can tell, though it gives up the "
                                  "marriage Q♥ K♥ (which you could otherwise declare for 2 points)"), said
    for move, words in said.items():
        assert "than playing 8♦" not in words, (move, words)
    # "level with playing 10♣, within about 1 point" read as a contradiction
    assert "within" not in advice and "level with" not in advice, advice
    # Hint 1 calls no card one you could spare, and says nothing of keeping the 10♣ the coach leads
    hint_1 = an.first_hint()
    assert "spare" not in hint_1 and "9♠ 8♦ 10♣ belong to no combination you could declare." in hint_1, hint_1
    assert "where Aces and Tens win brisques" not in hint_1 and "worth keeping" not in hint_1, hint_1
    # the fuller hint says the K♥ as the figures do, about even, not among the moves that "look worse"
    hint = an.hint()
    assert "Playing K♥, playing Q♣ and playing 9♠ will do too, as far as the coach can tell" in hint, hint
    assert "look worse" not in hint, hint


def test_the_advice_and_the_figures_call_the_same_moves_about_even() -> None:
    seen = 0
    for seed in range(6):
        b = PlayBoard("greedy", seed=seed, coach=Coach(KANDELL, 8))
        for _ in range(16):
            if b.state.is_over():
                break
            v = b.view()
            if v.to_move == v.player and v.phase == 1 and is_a_decision(v.legal):
                an = b.coach.analyse(v, b._key())
                chosen, even = an.recommended(), an.about_even_moves()
                assert chosen in even, (an.advice(), even)
                for move, words in an.figures():
                    a = next(ln.action for ln in an.lines if capitalised(action_phrase(ln.action)) == move)
                    about = words.startswith(("the coach's choice", LEVEL_WITH, "about as good"))
                    assert about == (a in even), (an.advice(), move, words)
                    if "worse" in words and chosen != an.best.action:
                        assert f"than {action_phrase(chosen)}" in words, (move, words)
                seen += 1
            b.autoplay("greedy", moves=1)
    assert seen >= 20, seen
