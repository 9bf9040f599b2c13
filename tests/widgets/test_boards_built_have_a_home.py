"""The puzzle boards built in a kernel (what a warm tutorial page is asked for) are kept by their class, named for
what they are and documented, not in a bare module-level set; the ids read from it follow the boards made and
dropped."""

from __future__ import annotations

import penchant_widgets.puzzles.board as board_module
from penchant_widgets.puzzles.board import PuzzleBoard, shown_puzzle_ids

from penchant.puzzles import load_bank


def test_no_bare_module_set_keeps_the_boards() -> None:
    assert not hasattr(board_module, "_LIVE")
    assert PuzzleBoard.__dict__["_built"] is not None


def test_the_ids_shown_are_the_boards_puzzles() -> None:
    pid = load_bank()[0].id
    board = PuzzleBoard([pid])
    assert board in PuzzleBoard._built and pid in shown_puzzle_ids()
    assert shown_puzzle_ids() == sorted(shown_puzzle_ids())
