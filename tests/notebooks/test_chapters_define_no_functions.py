"""A chapter is prose and widgets built and linked: its code cells call the project, they define nothing of their own.
Chapter 9 defined ``more()`` (detail one click away) in a cell: it is
:func:`penchant_widgets.html_parts.more_html`, tested and typed with the other builders; chapter 2 defined ``worth()``,
a combination's points in words: it is :func:`penchant.words.scoring.declared_worth_words` (issue #30). A function or
class made in a notebook's cell is refused, but for those listed with their reason."""

from __future__ import annotations

import ast
import json
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

DEFINED_IN_CELLS: dict[tuple[str, str], str] = {}
"""Functions still defined in a cell, each with its reason: none may be added."""


def defined_in(source: str) -> list[str]:
    """The functions and classes a notebook's code (IPython's ``%``/``!`` lines left out) defines."""
    code = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith(("%", "!")))
    return [n.name for n in ast.walk(ast.parse(code)) if isinstance(n, ast.FunctionDef | ast.ClassDef)]


def test_the_scan_sees_a_function_made_in_a_cell() -> None:
    assert defined_in("%matplotlib inline\ndef more(s, h):\n    return s + h\nHTML(more('a', 'b'))\n") == ["more"]
    assert defined_in("from penchant_widgets.html_parts import more_html as more\n") == []


def test_no_chapter_cell_defines_a_function() -> None:
    found = set()
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "code":
                found |= {(path.name, name) for name in defined_in("".join(cell["source"]))}
    assert found <= set(DEFINED_IN_CELLS), sorted(found - set(DEFINED_IN_CELLS))
    assert set(DEFINED_IN_CELLS) <= found, f"no longer defined, leave the list: {sorted(set(DEFINED_IN_CELLS) - found)}"
    assert ("09_the_numbers.ipynb", "more") not in found
