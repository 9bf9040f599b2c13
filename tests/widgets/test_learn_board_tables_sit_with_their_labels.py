"""Chapter 8: the Learn from your mistakes board, laid under the play board, drew "The opponent's table empty" and
"Your table" on one line, the play felt's rule for an empty table on a wide screen (its label and "empty" in one
line) reaching the puzzle's position inside the play board. The play felt keeps that rule; the puzzle's position
lays each table under its own label, each in its own frame, as the felt above it frames its tables."""

from __future__ import annotations

import re
from pathlib import Path

CSS = (Path(__file__).resolve().parents[2] / "penchant_widgets" / "boards.css").read_text(encoding="utf-8")


def _wide() -> str:
    start = CSS.index("@media (min-width:900px){")
    return CSS[start:CSS.index("\n}", start)]


def test_the_play_felts_empty_table_rule_leaves_the_puzzle_position_alone() -> None:
    rules = re.findall(r"^\s*(\.pt-playboard [^{]*:has\(\.pt-empty\)[^{]*)\{", _wide(), re.M)
    assert rules, "the play felt's own rule for an empty table is kept"
    for selector in rules:
        assert ":not(.pt-puzzle-position)" in selector, selector


def test_the_learn_board_frames_each_table_with_its_label() -> None:
    assert re.search(r"\.pt-playboard \.pt-puzzle-position \.pt-positions > \.pt-picker\{[^}]*border:", CSS), \
        "each zone of the Learn board's position is framed with its label"
