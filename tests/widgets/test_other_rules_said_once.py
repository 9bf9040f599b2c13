"""A puzzle under another rule book than its chapter's is flagged once, and only where the book matters: chapter 6's
third end-game, under Foster's rules, said so over the question and again over the answer, though Kandell's rules
answer it the same (newcomer 35)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from penchant.errors import UnknownPuzzleError
from penchant.puzzles import get
from penchant.puzzles.curation.under_other_books import book_makes_a_difference
from penchant_widgets.puzzles.board import PuzzleBoard


def _said(board: PuzzleBoard) -> str:
    """What the board says of the shown puzzle over its question and its answer, as text."""
    parts = [board.question.value, *(c.value for c in board.answer_area.children
                                     if isinstance(getattr(c, "value", None), str))]
    return html.unescape(re.sub(r"<[^>]+>", " ", " ".join(parts)))


@pytest.fixture(autouse=True)
def _own_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))


def test_a_book_that_makes_no_difference_is_not_warned_of() -> None:
    assert not book_makes_a_difference(get("endgame-012"), "kandell")
    board = PuzzleBoard(["endgame-001", "endgame-002", "endgame-012"], chapter_rules="kandell")
    board.show(2)
    assert "Foster" not in _said(board), _said(board)


def test_a_book_that_matters_is_warned_of_once() -> None:
    assert book_makes_a_difference(get("trump-013"), "kandell")
    kandells = [f"trump-{n:03d}" for n in range(1, 30) if _kandell(f"trump-{n:03d}")][:2]
    board = PuzzleBoard([*kandells, "trump-013"], chapter_rules="kandell")
    board.show(2)
    said = _said(board)
    assert said.count("Foster") == 1, said


def _kandell(pid: str) -> bool:
    try:
        return get(pid).rules == "kandell"
    except UnknownPuzzleError:
        return False


def test_the_guide_says_where_another_book_is_flagged() -> None:
    board = PuzzleBoard(["endgame-001", "endgame-002", "endgame-003", "endgame-012"], chapter_rules="kandell",
                        try_first=2)
    guide = html.unescape(re.sub(r"<[^>]+>", "", board.guide.value))
    assert "flagged over its question" not in guide and "flagged over its answer where those rules change it" in guide
