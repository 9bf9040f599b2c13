"""A chapter's puzzles are under the learner's book, Kandell's, unless the chapter teaches the difference (newcomer
35): chapter 6's "first 5, easiest first" held an end-game under Foster's rules, and chapter 10's review tested
Foster's trump rule. A puzzle under another book comes after the ones to try first, and only where the book makes no
difference to it."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from learner_text import NOTEBOOKS

from penchant.puzzles.curation.under_other_books import book_makes_a_difference

# Chapters whose boards do not teach how the books differ (chapter 7's scoring board does, and says so).
KANDELLS = ["06_the_last_six_tricks", "10_at_the_table"]


def _boards(name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[Any]:
    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    boards = []
    for cell in nb["cells"]:
        code = "".join(cell["source"])
        if cell["cell_type"] != "code" or "PuzzleBoard(" not in code:
            continue
        tree = ast.parse(code)
        last = tree.body.pop()
        assert isinstance(last, ast.Expr)
        scope: dict[str, Any] = {}
        exec(compile(tree, "<cell>", "exec"), scope)
        boards.append(eval(compile(ast.Expression(last.value), "<cell>", "eval"), scope))
    return boards


@pytest.mark.parametrize("name", KANDELLS)
def test_a_chapters_puzzles_are_under_kandells_rules_where_the_book_matters(
        name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    boards = _boards(name, monkeypatch, tmp_path)
    assert boards, name
    for board in boards:
        first = board.try_first or len(board.puzzles)
        assert [p.id for p in board.puzzles[:first] if p.rules != "kandell"] == [], (name, board)
        assert [p.id for p in board.puzzles if book_makes_a_difference(p, "kandell")] == [], (name, board)
