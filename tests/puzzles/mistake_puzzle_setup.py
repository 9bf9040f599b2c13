"""The setup the mistake puzzles' tests share (chapter 8's "Learn from your mistakes"): one game against the greedy
player, played out at random and reviewed; a marked first-ten decision of it; the judge's values made up and put
in place of its sampling; and the puzzle made of that decision with the coach's band given."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

import pytest

import penchant.puzzlemakers.mistakes as mistakes
from penchant.coaching.coach import Coach
from penchant.coaching.review import Review, ReviewItem
from penchant.play.moves import Action
from penchant.play.play_record import PlayRecord
from penchant.play.view import PlayerView
from penchant.players import get_player
from penchant.puzzles.checkers.choice_values import Judgement
from penchant.puzzles.history_replay import history_of_play, replay
from penchant.puzzles.model import Puzzle
from penchant.rules.profiles import DEFAULT_PROFILE
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.coach_panel import coach_for

RUNS = 12
"""The judge's sampled deals per choice, as the made-up values give them."""


def steady(mean: float) -> tuple[float, ...]:
    """A choice's values over :data:`RUNS` deals, all near ``mean``: a judgement that settles."""
    return tuple(mean + 0.01 * (r % 2) for r in range(RUNS))


@dataclass(frozen=True)
class ReviewedMistake:
    """A decision the review marked: the game's record, its review, the item and the view the player chose from."""

    record: PlayRecord
    review: Review
    item: ReviewItem
    view: PlayerView

    def others(self, *besides: Action) -> list[Action]:
        """The legal choices other than the best, the move played and ``besides``, in the view's order."""
        return [a for a in self.view.legal if a not in (self.item.best, self.item.played, *besides)]


@cache
def _chapter_8_coach() -> Coach:
    """The board's own coach (the default, master's deliberation), one a test process: it keeps each decision's
    analysis under the decision's key, so the boards of :func:`chapter_8_board` analyse each decision once a process,
    however many of them are reviewed (an analysis kept is the one the coach would make again: its sampling is seeded
    by the key)."""
    return coach_for("master", DEFAULT_PROFILE)


def chapter_8_board() -> PlayBoard:
    """A fresh board of the game against the greedy player (seed 9) played out at random, its coach the process's one
    (:func:`_chapter_8_coach`): the tests that review it, learn from it and read it share the coach's analyses, not
    the board."""
    board = PlayBoard("greedy", seed=9, coach=_chapter_8_coach())
    board.autoplay("random")
    return board


@cache
def _chapter_8_game() -> tuple[PlayRecord, Review]:
    """The game against the greedy player (seed 9) played out at random, and its review: played and reviewed once a
    test process, whatever decision of it a test takes (its parts are frozen: the record, the review's items)."""
    board = chapter_8_board()
    review = board.review()
    assert review is not None
    return board.record(), review


@cache
def chapter_8_mistake(choices: int = 3) -> ReviewedMistake:
    """The first marked decision of the first ten tricks with at least ``choices`` choices, in a game against the
    greedy player (seed 9) played out at random: chapter 8's mistakes."""
    record, review = _chapter_8_game()
    item = next(i for i in review.marked(0) if i.phase == 1 and i.choices >= choices)
    state = replay(history_of_play(record.deals[item.deal - 1], item.index, record.profile.name))
    return ReviewedMistake(record, review, item, state.view(0))


def judge_gives(monkeypatch: pytest.MonkeyPatch, values: Mapping[str, tuple[float, ...]]) -> None:
    """The master judge's sampling replaced by ``values`` (a choice -> its values over :data:`RUNS` deals)."""
    judged = Judgement("master", 1, dict(values), "", None, 0)
    monkeypatch.setattr(mistakes, "judge_view", lambda *a, **k: judged)


def judged_mistake(mistake: ReviewedMistake, near_best: tuple[Action, ...] | None = None
                   ) -> Puzzle | mistakes.Declined:
    """The puzzle made of ``mistake`` (or why none is), the coach's band ``near_best`` (the best choice alone by
    default), judged by the master over :data:`RUNS` deals."""
    item = dataclasses.replace(mistake.item, near_best=near_best or (mistake.item.best,))
    return mistakes._judged_mistake(mistake.record, item, get_player, "master", RUNS)
