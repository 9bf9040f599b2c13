"""The puzzle boards' and the marker's CSS are StyleSheets (a ``<style>`` that takes no room), and the marker's
wake-lock note, which the page's script writes into, is a widget of its own beside the marker's sheet."""

from __future__ import annotations

from support import classes
from penchant_widgets.marker import MarkerApp
from penchant_widgets.puzzles.style import PUZZLE_CSS, puzzle_style
from penchant_widgets.style import StyleSheet


def test_the_puzzle_boards_css_is_a_style_sheet() -> None:
    sheet = puzzle_style()
    assert isinstance(sheet, StyleSheet) and sheet is puzzle_style()
    assert sheet.value == f"<style>{PUZZLE_CSS}</style>"


def test_the_marker_has_one_style_sheet_and_its_wake_note_apart(app: MarkerApp) -> None:
    sheets = [w for w in app.children if isinstance(w, StyleSheet)]
    assert len(sheets) == 1 and "pm-style" in classes(sheets[0])
    assert 'class="pm-wake"' not in sheets[0].value
    assert sum('class="pm-wake"' in getattr(w, "value", "") for w in app.children) == 1
