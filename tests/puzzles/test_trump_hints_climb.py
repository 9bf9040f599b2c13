"""A trump puzzle's hints climb (newcomer, chapter 4's third puzzle): the first hint points at least where a wrong
answer points (the rule of the first penchant that counts and its Jack), the second names every trick a wrong answer
sends the reader to, and the board shows these hints (the stored ones are the engine's)."""

from __future__ import annotations

import re

import pytest

from penchant.puzzles import Puzzle, analyse, check, load_bank, load_drills
from penchant.puzzles.checkers.trump_reasons import FIRST_THAT_COUNTS

TRICKS = re.compile(r"\btricks? ((?:\d+(?:, | and )?)+)")


def _tricks(text: str) -> set[int]:
    return {int(n) for m in TRICKS.finditer(text) for n in re.findall(r"\d+", m.group(1))}


def _trump_puzzles() -> list[Puzzle]:
    return [p for p in [*load_bank(), *load_drills()] if p.kind == "trump" and p.task in ("suit", "which")]


@pytest.mark.parametrize("puzzle", _trump_puzzles(), ids=lambda p: p.id)
def test_hints_point_where_a_wrong_answer_points_then_further(puzzle: Puzzle) -> None:
    hints = puzzle.hints
    assert hints == analyse(puzzle).hints, "the stored hints are the engine's"
    assert len(hints) >= 3
    assert "first" in hints[0] and "that counts" in hints[0]
    if puzzle.task == "suit":
        assert FIRST_THAT_COUNTS in hints[0]
    misses = [check(puzzle, c).refutation or "" for c in puzzle.choices if c not in puzzle.answer]
    for miss in misses:
        if puzzle.task == "suit" and "would be trump only if" in miss:
            assert "first penchant that counts had the jack" in miss.lower()
        assert _tricks(miss) <= _tricks(hints[1]), (miss, hints[1])


def test_the_third_puzzle_of_chapter_four_points_at_its_tricks() -> None:
    puzzle = next(p for p in _trump_puzzles() if p.id == "trump-008")
    assert _tricks(puzzle.hints[1]) == {1, 5, 6}
    assert "trick 6" in (check(puzzle, "diamonds").refutation or "").lower()
