"""A chapter's board, reopened, opens on the first puzzle not yet solved, not on puzzle 1 solved on the earlier
visit (a newcomer had to press "Next unsolved" to find where they were)."""

from __future__ import annotations

from pathlib import Path

from penchant.trainer.attempts import Attempt
from penchant.trainer.stores import SQLiteAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.board import PuzzleBoard

IDS = ["declaration-001", "declaration-002", "declaration-010", "barring-014"]


def _store(tmp_path: Path, outcomes: dict[str, str]) -> SQLiteAttemptStore:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    for n, (pid, outcome) in enumerate(outcomes.items()):
        store.append(Attempt(pid, outcome, at=float(n + 1), context="chapter"))
    return store


def test_the_engine_starts_a_board_on_its_first_unsolved_puzzle(tmp_path: Path) -> None:
    store = _store(tmp_path, {IDS[0]: "solved_first", IDS[1]: "solved_after_miss", IDS[2]: "shown"})
    trainer = Trainer(store, context="chapter")
    assert trainer.where_to_start(IDS) == 2  # a shown solution is not a solve: still to be solved
    assert trainer.next_unsolved(IDS, after=2) == 3
    assert trainer.next_unsolved(IDS, after=3) == 2  # wrapping round past the solved ones


def test_a_board_with_every_puzzle_solved_opens_on_the_first(tmp_path: Path) -> None:
    trainer = Trainer(_store(tmp_path, dict.fromkeys(IDS, "solved_first")), context="chapter")
    assert trainer.next_unsolved(IDS) is None
    assert trainer.where_to_start(IDS) == 0


def test_a_reopened_board_shows_the_first_unsolved_puzzle(tmp_path: Path) -> None:
    store = _store(tmp_path, {IDS[0]: "solved_first", IDS[1]: "solved_first"})
    board = PuzzleBoard(IDS, store=store)
    assert board.index == 2 and board.puzzle.id == IDS[2]
    assert not board.status[board.index].solved
    fresh = PuzzleBoard(IDS, store=SQLiteAttemptStore(tmp_path / "fresh.sqlite3"))
    assert fresh.index == 0
