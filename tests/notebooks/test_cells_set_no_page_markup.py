"""A chapter's code cell builds widgets and links them; its prose is the markdown's, its words the engine's and its
markup the widgets'. Chapter 5's cell of its two asides built them as f-strings of HTML (``CHECKING``,
``FOSTER_READING``: paragraphs, a numbered list, the rules' words spliced in), and is now one widget
(:func:`penchant_widgets.lessons.barring_asides.barring_asides`) over the engine's words
(:mod:`penchant.lessons.barring_asides`). No cell's string holds a block of a page (a paragraph, a list or its item,
a division, a table, a heading); the cells that still do are listed, each with its reason, and leave the list when
they are moved."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
BLOCK = re.compile(r"<(?:p|ol|ul|li|div|table|h[1-6])\b")
"""An HTML tag that opens a block of the page (inline marks such as ``<b>`` in a caption are the widget's to place)."""

WAITING: dict[str, str] = {
    name: "not moved yet: the cells set their page's HTML themselves (issue #30; another engineer's notebooks)"
    for name in ("01_the_pack_and_the_deal", "03_combinations", "07_scoring_a_deal_and_a_game", "09_the_numbers",
                 "10_at_the_table")
}
"""Notebooks whose cells still build a block of HTML, each with its reason."""


def markup_in(code: str) -> list[int]:
    """The lines of ``code`` whose string (or f-string's text) opens a block of the page."""
    return sorted({n.lineno for n in ast.walk(ast.parse(code))
                   if isinstance(n, ast.Constant) and isinstance(n.value, str) and BLOCK.search(n.value)})


def cells_with_markup() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for n, cell in enumerate(cells):
            if cell["cell_type"] == "code":
                found.setdefault(path.stem, []).extend(f"cell {n} line {line}"
                                                       for line in markup_in("".join(cell["source"])))
    return {name: hits for name, hits in found.items() if hits}


def test_no_cell_sets_a_block_of_the_page() -> None:
    found = cells_with_markup()
    assert {name: hits for name, hits in found.items() if name not in WAITING} == {}
    assert set(WAITING) <= set(found), "a listed notebook sets no markup now: take it off the list"


def test_the_scan_sees_chapter_5s_old_asides() -> None:
    old = ('CHECKING = f"""\n<p>When your opponent declares a minor set ({MINOR_SETS_WORDS}):</p>\n'
           '<ol>{"".join(f"<li>{step}</li>" for step in checking_steps())}</ol>\n"""\n'
           'barring_example(f"<b>{capitalised(BARS_BY_SIZE_WORDS)}.</b> A major pair is against you.")\n')
    assert markup_in(old) == [1, 3]  # the asides (and their list's items); not the caption's inline bold
