"""A chapter's cells, read from its notebook, and what a cell shows, run in this process (no kernel, no browser):
the puzzle board a chapter's cell builds, as the tutoring tests ask it."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from learner_text import NOTEBOOKS

__all__ = ["cell_board", "cell_value", "cells_of", "chapter_board", "sources_of"]


def sources_of(name: str, kind: str) -> list[str]:
    """A chapter's cells of one kind (``"code"``, ``"markdown"``), in order, each as its source."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


def chapter_board(name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *, titled: str = "") -> Any:
    """The chapter's (first) puzzle board, built by the chapter's own cell (its last expression) in this process;
    given ``titled``, its first board of that title (chapter 10's "Review", after its check of the page)."""
    mark = f'title="{titled}"' if titled else ""
    return cell_board(next(c for c in sources_of(name, "code") if "PuzzleBoard(" in c and mark in c), monkeypatch,
                      tmp_path)


def cells_of(name: str) -> list[tuple[str, str]]:
    """A chapter's cells in order, each as (kind, source)."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def cell_board(code: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Any:
    """The puzzle board a cell's last expression builds; a cell that does not import it gets the import."""
    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    if "import PuzzleBoard" not in code:
        code = "from penchant_widgets.puzzles.board import PuzzleBoard\n" + code
    return cell_value(code)


def cell_value(code: str) -> Any:
    """What a cell shows: its last expression, run in this process."""
    tree = ast.parse(code)
    last = tree.body.pop()
    assert isinstance(last, ast.Expr)
    scope: dict[str, Any] = {}
    exec(compile(tree, "<cell>", "exec"), scope)
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), scope)
