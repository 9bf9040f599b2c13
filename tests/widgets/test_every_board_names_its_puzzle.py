"""Chapters 9 and 10's checks were each titled as their board is ("What the numbers mean (2)" under "What the numbers
mean"), so the board left the puzzle's name out: a newcomer read a board with no name over its puzzle where every other
chapter names it. Each is named by what it asks, as practice's history names it, and a board whose puzzles have names
of their own keeps them."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from penchant.puzzles.checkers.understanding import checks
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard


def _name(board: PuzzleBoard) -> str:
    found = re.search(r'class="pt-puzzle-title"[^>]*>([^<]*)<', board.header.value)
    assert found, board.header.value
    return found.group(1).strip()


@pytest.mark.parametrize(("task", "title"), [("numbers", "What the numbers mean"), ("rules", "The rules at a glance")])
def test_each_check_is_named_by_what_it_asks(task: str, title: str) -> None:
    board = PuzzleBoard(checks(task), title=title, themes=False, store=MemoryAttemptStore())
    names = []
    for i in range(len(board.puzzles)):
        board.show(i)
        names.append(_name(board))
    assert all(names) and len(set(names)) == len(names), names
    assert all(title not in n and n[0].isupper() for n in names), names


def test_a_puzzles_own_name_is_kept() -> None:
    board = PuzzleBoard(["barring-026", "declaration-027"], title="Review", store=MemoryAttemptStore())
    assert _name(board) == "Every one you may declare"
