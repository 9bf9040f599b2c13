"""A "may you declare this?" puzzle's hints are about the point it turns on: a "who may declare" puzzle (the
loser of the trick) talks of who won the trick, never of fresh cards; a house-rule puzzle of what was declared
before; the others of where each card lies. The chapter-2 "Who may declare" puzzle used to show chapter 0's
fresh-card hints."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.puzzles import analyse
from penchant.puzzles.bank import load_file
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[2]
MAY = [p for p in load_file(ROOT / "seeds" / "drills" / "declaration.json") if p.task == "may_declare"]


def _point(p: Puzzle) -> str:
    themes = set(p.themes)
    if "the loser declares only a penchant" in themes:
        return "who won"
    if "one card, one use per kind" in themes:
        return "declared before"
    return "where"


@pytest.mark.parametrize("puzzle", MAY, ids=[p.id for p in MAY])
def test_hints_speak_of_the_puzzles_point(puzzle: Puzzle) -> None:
    for hints in (puzzle.hints, analyse(puzzle).hints):
        text = " ".join(hints).lower()
        point = _point(puzzle)
        if point == "who won":
            assert "who won" in text and "loser" in text, hints
            assert "fresh" not in text and "lies now" not in text, hints
        elif point == "declared before":
            assert "declared before" in text, hints
        else:
            assert "lies now" in text and "fresh from the hand" in text, hints


def test_every_point_is_drilled() -> None:
    assert {_point(p) for p in MAY} == {"who won", "declared before", "where"}
