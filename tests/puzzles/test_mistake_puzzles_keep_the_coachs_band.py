"""A mistake puzzle marks no choice wrong that the coach calls too close to call of the best: chapter 8's "Learn from
your mistakes" marked an 8♣ wrong ("it gives up about 1 point") beside a 9♣ answer, while the coach calls about a
point too close to call. The coach's band (:func:`~penchant.coaching.weighing.in_the_band`) is the one
rule: a choice within it is left out of the puzzle, said to be about as good as the answer as far as the coach can
tell, however clear the judge's longer look."""

from __future__ import annotations

import pytest
from mistake_puzzle_setup import chapter_8_mistake, judge_gives, judged_mistake, steady

import penchant.puzzlemakers.mistakes as mistakes
from penchant.play.moves import Play
from penchant.puzzles.checkers.choice_values import Judgement, choice_of
from penchant.puzzles.model import Puzzle


def test_a_choice_in_the_coachs_band_is_left_out_however_clear_the_longer_look() -> None:
    j = Judgement("master", 1, {"play 9C": steady(5.0), "play 8C": steady(4.0), "play AD": steady(-1.0)},
                  "", None, 0)
    assert j.clear, "the longer look alone would mark the 8♣ wrong, about 1 point behind"
    kept = mistakes._without_near_best(j, "play AD", ["play 9C", "play 8C"])
    assert kept is not None and set(kept.values) == {"play 9C", "play AD"}
    assert mistakes._without_near_best(j, "play AD", ["play 9C", "play AD"]) is None, "the move played in the band"


def test_chapter_8s_mistake_puzzle_offers_no_choice_the_coach_calls_too_close_to_call(
        monkeypatch: pytest.MonkeyPatch) -> None:
    m = chapter_8_mistake()
    item = m.item
    assert item.near_best[:1] == (item.best,), "the review keeps the coach's band, its choice first"
    assert item.played not in item.near_best, "a marked move is outside the band"
    rival = m.others()[0]
    judge_gives(monkeypatch, {choice_of(item.best): steady(5.0), choice_of(rival): steady(4.0),
                              choice_of(item.played): steady(-3.0),
                              **{choice_of(a): steady(-4.0) for a in m.others(rival)}})
    monkeypatch.setattr(mistakes, "_explained", lambda p, best: p)
    p = judged_mistake(m, near_best=(item.best, rival))
    assert isinstance(p, Puzzle), p
    assert choice_of(rival) not in p.choices and choice_of(item.played) in p.choices, p.choices
    assert choice_of(rival) not in p.question, "a move left out is said once solved, never in the question"
    assert p.history is not None and choice_of(rival) in p.history["review"]["left"], p.history
    outside = judged_mistake(m)
    assert isinstance(outside, Puzzle) and choice_of(rival) in outside.choices, "a move outside the band stays"


def test_a_mistake_puzzles_choices_are_in_the_hands_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """The answer buttons read "9♣ 8♣ 10♣ Q♣ A♣ A♦", the judge's order: they follow the hand as the board shows it."""
    m = chapter_8_mistake()
    item, view = m.item, m.view
    shown = [choice_of(Play(c)) for c in (*view.hand, *view.table) if Play(c) in view.legal]
    values = {c: steady(5.0 - n) for n, c in enumerate(reversed(shown))}  # the judge's order: the hand's reversed
    values[choice_of(item.best)], values[shown[-1]] = values[shown[-1]], values[choice_of(item.best)]
    judge_gives(monkeypatch, values)
    monkeypatch.setattr(mistakes, "_explained", lambda p, best: p)
    p = judged_mistake(m)
    assert isinstance(p, Puzzle), p
    assert list(p.choices) == [c for c in shown if c in p.choices], (p.choices, shown)
