"""Chapter 10's "The ten kinds of combination" at 1280 px (issue #31): the table filled the left half of its board
and its example cards were about 20 px high, unreadable from the table's side. The table takes the board's width and
chapter 10 draws its cards at least as large as the play boards' smallest (phones shrink them to fit, boards.css)."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_kinds_table_takes_the_boards_width() -> None:
    css = (ROOT / "penchant_widgets" / "boards.css").read_text(encoding="utf-8")
    assert ".pt-kinds-board table.pt-kinds{width:100%}" in css


def test_chapter_10_draws_the_kinds_examples_large() -> None:
    cells = json.loads((ROOT / "notebooks" / "10_at_the_table.ipynb").read_text(encoding="utf-8"))["cells"]
    code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    sizes = [int(s) for s in re.findall(r"KindsTable\(size=(\d+)", code)]
    assert sizes and min(sizes) >= 40, sizes
