"""A game's mistakes are made into puzzles in one place of the widgets: the play board's *Learn from your
mistakes* (``penchant_widgets/play/mistakes.py``) and the analysis board's (``penchant_widgets/play/analysis.py``) each
counted the
decisions to judge, ran the makers under a progress bar, said why some made no puzzle and laid the puzzles on a
puzzle board, the same lines twice (``duplicates`` paired them). The engine's makers of mistake puzzles are called
from one widgets module; the boards call it."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

MAKERS = frozenset({"mistake_puzzles", "first_ten_to_judge", "declined_words"})
"""What :mod:`penchant.puzzlemakers.mistakes` offers a view: the puzzles, the decisions they judge, why some failed."""


def makers_called(source: str) -> set[str]:
    """The makers ``source`` calls (by name or as an attribute)."""
    out = set()
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else (
                node.func.attr if isinstance(node.func, ast.Attribute) else "")
            if name in MAKERS:
                out.add(name)
    return out


def test_the_widgets_make_mistakes_into_puzzles_in_one_module() -> None:
    callers = sorted(rel for rel, source in sources() if rel.startswith("penchant_widgets/") and makers_called(source))
    assert callers == ["penchant_widgets/play/mistakes.py"]


def test_the_scan_sees_a_call_by_name_and_through_a_module() -> None:
    source = ("from penchant.puzzlemakers import mistakes\n"
              "n = len(first_ten_to_judge(marked))\n"
              "ps = mistakes.mistake_puzzles(record, marked)\n"
              "f = mistake_puzzles\n")
    assert makers_called(source) == {"first_ten_to_judge", "mistake_puzzles"}
