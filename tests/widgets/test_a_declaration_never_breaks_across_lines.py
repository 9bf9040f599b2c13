"""Chapter 7's first scoring puzzle on a phone (issue #31): the "declared" cell ran its declarations on with commas,
and a line ended after "J♦" while "J♣ (pair)" began the next, so a newcomer paired the wrong cards. Each declaration
is a line of its own, in one box whose cards never part (puzzles.css keeps them on one line)."""

from __future__ import annotations

import re
from pathlib import Path

from penchant.puzzles import get
from penchant_widgets.puzzles.position import _deals_html

CSS = (Path(__file__).resolve().parents[2] / "penchant_widgets" / "puzzles" / "puzzles.css").read_text(encoding="utf-8")


def test_each_declaration_is_one_unbroken_box_on_a_line_of_its_own() -> None:
    assert re.search(r"\.pt-combination-cards\{white-space:nowrap\}", CSS)
    assert re.search(r"\.pt-combination\{display:inline-block;max-width:100%\}", CSS)
    table = _deals_html(get("scoring-003"))
    cells = re.findall(r'data-label="declared">(.*?)</td>', table)
    assert cells, table
    boxes = 0
    for cell in cells:
        lines = re.findall(r"<div><span class=\"pt-combination\"><span class=\"pt-combination-cards\">", cell)
        boxes += len(lines)
        assert ", " not in re.sub(r"<[^>]+>", "", cell), cell  # no comma run-on left to break a line at
    assert boxes >= 7, table  # the five of yours and the two of your opponent
