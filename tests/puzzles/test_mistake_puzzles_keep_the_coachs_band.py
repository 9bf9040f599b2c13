"""A mistake puzzle marks no choice wrong that the coach calls too close to call of the best: chapter 8's "Learn from
your mistakes" marked an 8♣ wrong ("it gives up about 1 point") beside a 9♣ answer, while the coach calls about a
point too close to call. The coach's band (:meth:`~penchant.coaching.weighing.Weighing.in_the_band`) is the one
rule: a choice within it is left out of the puzzle, said to be about as good as the answer as far as the coach can
tell, however clear the judge's longer look."""

from __future__ import annotations

import dataclasses

import pytest
from penchant_widgets.play.board import PlayBoard

import penchant.puzzlemakers.mistakes as mistakes
from penchant.play.moves import Play
from penchant.players import get_player
from penchant.puzzles.choice_values import Judgement, choice_of
from penchant.puzzles.history_replay import history_of_play, replay
from penchant.puzzles.model import Puzzle

RUNS = 12


def _steady(mean: float) -> tuple[float, ...]:
    return tuple(mean + 0.01 * (r % 2) for r in range(RUNS))


def test_a_choice_in_the_coachs_band_is_left_out_however_clear_the_longer_look() -> None:
    j = Judgement("master", 1, {"play 9C": _steady(5.0), "play 8C": _steady(4.0), "play AD": _steady(-1.0)},
                  "", None, 0)
    assert j.clear, "the longer look alone would mark the 8♣ wrong, about 1 point behind"
    kept = mistakes._without_near_best(j, "play AD", ["play 9C", "play 8C"])
    assert kept is not None and set(kept.values) == {"play 9C", "play AD"}
    assert mistakes._without_near_best(j, "play AD", ["play 9C", "play AD"]) is None, "the move played in the band"


def test_chapter_8s_mistake_puzzle_offers_no_choice_the_coach_calls_too_close_to_call(
        monkeypatch: pytest.MonkeyPatch) -> None:
    b = PlayBoard("greedy", seed=9)
    b.autoplay("random")
    rev = b.review()
    assert rev is not None
    item = next(i for i in rev.marked(0) if i.phase == 1 and i.choices >= 3)
    assert item.near_best[:1] == (item.best,), "the review keeps the coach's band, its choice first"
    assert item.played not in item.near_best, "a marked move is outside the band"
    state = replay(history_of_play(b.record().deals[item.deal - 1], item.index, b.record().profile.name))
    view = state.view(0)
    rival = next(a for a in view.legal if a not in (item.best, item.played))
    others = [a for a in view.legal if a not in (item.best, item.played, rival)]
    values = {choice_of(item.best): _steady(5.0), choice_of(rival): _steady(4.0),
              choice_of(item.played): _steady(-3.0), **{choice_of(a): _steady(-4.0) for a in others}}
    monkeypatch.setattr(mistakes, "judge_view", lambda *a, **k: Judgement("master", 1, values, "", None, 0))
    monkeypatch.setattr(mistakes, "_explained", lambda p, best: p)
    banded = dataclasses.replace(item, near_best=(item.best, rival))
    p = mistakes._judged_mistake(b.record(), banded, get_player, "master", RUNS)
    assert isinstance(p, Puzzle), p
    assert choice_of(rival) not in p.choices and choice_of(item.played) in p.choices, p.choices
    assert f"{choice_of(rival)} would do about as well as the answer" in p.question, p.question
    outside = mistakes._judged_mistake(b.record(), dataclasses.replace(item, near_best=(item.best,)), get_player,
                                       "master", RUNS)
    assert isinstance(outside, Puzzle) and choice_of(rival) in outside.choices, "a move outside the band stays"


def test_a_mistake_puzzles_choices_are_in_the_hands_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """The answer buttons read "9♣ 8♣ 10♣ Q♣ A♣ A♦", the judge's order: they follow the hand as the board shows it."""
    b = PlayBoard("greedy", seed=9)
    b.autoplay("random")
    rev = b.review()
    assert rev is not None
    item = next(i for i in rev.marked(0) if i.phase == 1 and i.choices >= 3)
    state = replay(history_of_play(b.record().deals[item.deal - 1], item.index, b.record().profile.name))
    view = state.view(0)
    shown = [choice_of(Play(c)) for c in (*view.hand, *view.table) if Play(c) in view.legal]
    values = {c: _steady(5.0 - n) for n, c in enumerate(reversed(shown))}  # the judge's order: the hand's reversed
    values[choice_of(item.best)], values[shown[-1]] = values[shown[-1]], values[choice_of(item.best)]
    monkeypatch.setattr(mistakes, "judge_view", lambda *a, **k: Judgement("master", 1, values, "", None, 0))
    monkeypatch.setattr(mistakes, "_explained", lambda p, best: p)
    p = mistakes._judged_mistake(b.record(), dataclasses.replace(item, near_best=(item.best,)), get_player, "master",
                                 RUNS)
    assert isinstance(p, Puzzle), p
    assert list(p.choices) == [c for c in shown if c in p.choices], (p.choices, shown)
