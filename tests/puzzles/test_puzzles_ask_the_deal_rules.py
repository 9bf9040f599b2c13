"""The puzzles and their makers ask the rules what a deal allows (review 45): the declarations a trump puzzle's
story may hold (rules.limits), the stock a constructed moment may have (rules.procedure)."""

from __future__ import annotations

from typing import Any

import pytest

from penchant.puzzlemakers.constructed import Phase1Target, construct_phase1
from penchant.puzzles.model import Puzzle, PuzzleError
from penchant.puzzles.trump import events_of
from penchant.rules.cards import CardSet


def _trump(events: list[dict[str, Any]]) -> Puzzle:
    return Puzzle(id="t", kind="trump", task="suit", title="", question="?", position={"events": events},
                  choices=("spades", "hearts"))


def test_a_trump_story_over_a_kinds_bound_is_refused() -> None:
    """Five marriages in one deal (the pack has four) passed: only more than ten declarations were refused."""
    suits = "SHDCS"
    five = [{"winner": 0, "declarer": 0, "cards": f"K{s} Q{s}", "trick": i + 1} for i, s in enumerate(suits)]
    with pytest.raises(PuzzleError, match="5 marriages in one deal"):
        events_of(_trump(five))
    assert len(events_of(_trump(five[:4]))) == 4


def test_a_trump_story_of_penchants_split_past_the_pack_is_refused() -> None:
    story = [{"winner": p, "declarer": p, "cards": "QS JH", "trick": i + 1} for i, p in enumerate([0] * 4 + [1] * 3)]
    with pytest.raises(PuzzleError, match="4 and 3 penchants"):
        events_of(_trump(story))


def test_eleven_declarations_are_still_refused() -> None:
    story = [{"winner": 0, "declarer": 0, "cards": "QS JH", "trick": i + 1} for i in range(11)]
    with pytest.raises(PuzzleError, match="11 declarations in one deal"):
        events_of(_trump(story))


@pytest.mark.parametrize("stock", [13, 21, -2, 22])
def test_a_moment_no_whole_tricks_leave_is_refused_as_a_puzzle_error(stock: int) -> None:
    """An odd stock reached the rules' tricks_for_stock first and escaped as its record error; the maker's own
    `% 2` never ran. Now the rules' refusal is the maker's "no moment" in every case."""
    target = Phase1Target("kandell", "play", CardSet("7S 8S 9S TS JS").mask, 0, 0, stock)
    with pytest.raises(PuzzleError, match=f"no moment of the first ten tricks has {stock!r} cards"):
        construct_phase1(target)
