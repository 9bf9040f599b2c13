"""*Show the solution* on a number puzzle says it puts the answer in the box: the number box stayed empty (newcomer
35). The box holds the solution's number once shown, and that number is no attempt: Check after it records nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penchant.puzzles import analyse, get
from penchant_widgets.puzzles.board import PuzzleBoard


@pytest.fixture(autouse=True)
def _own_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))


def test_show_the_solution_puts_the_number_in_the_box_and_says_so() -> None:
    board = PuzzleBoard(["scoring-001", "scoring-002"])
    truth = analyse(get("scoring-001")).best[0]
    board.show_solution()
    assert board.number.value == truth
    assert "(marked in the box)" in re.sub(r"<[^>]+>", "", board.feedback.value)
    said = board.feedback.value
    before = board.status[0]
    assert not before.solved
    board.check_picked()  # Check beside the shown number: no attempt, the solution stays, and it says so
    assert board.status[0] == before and board.feedback.value.startswith(said)
    note = re.sub(r"<[^>]+>", "", board.feedback.value[len(said):])
    assert "counts as seen" in note and "adds nothing" in note  # it said nothing, and looked broken
    board.check_picked()  # again: the note is not said twice
    assert board.feedback.value.count("adds nothing") == 1 and board.status[0] == before
    board.number.value = "999"  # another number typed: checked as an answer, no note
    assert board.number.shows_solution() is False


def test_the_next_puzzles_box_is_empty() -> None:
    board = PuzzleBoard(["scoring-001", "scoring-002"])
    board.show_solution()
    board.show(1)
    assert board.number.value == ""
