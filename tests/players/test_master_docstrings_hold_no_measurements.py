"""Master's docstrings say how it plays, not what it measured (review d30 #7): the decision times and the match
figures against strong are the stored studies' (docs/players-and-studies.md) and a play-out's time is in
docs/benchmarks.md; a figure written into a docstring goes stale with the next run."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import penchant.players.master as master

TIMING = re.compile(r"\d+(?:\.\d+)?\s?(?:ms|s)\b|[+-]\d+\.\d+ \(")
"""A time (``0.22 s``, ``5.9 ms``) or a measured interval (``+1.5 (+0.7 to +2.4)``)."""


def measured(source: str) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node) or ""
            out += TIMING.findall(doc)
    return out


def test_the_scan_sees_the_old_docstring() -> None:
    old = ('"""+1.5 (+0.7 to +2.4) net points a deal, at 1.7 times (0.22 s against 0.13 s)."""\n'
           'def f():\n    """about 5.9 ms from the first trick"""\n')
    assert measured(old) == ["+1.5 (", "0.22 s", "0.13 s", "5.9 ms"]


def test_master_s_docstrings_hold_no_measurement() -> None:
    assert measured(Path(master.__file__).read_text(encoding="utf-8")) == []
