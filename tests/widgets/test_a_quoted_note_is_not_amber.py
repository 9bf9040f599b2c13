"""Chapter 0's colour key: an amber message is a hint, a blue one anything else. A chapter's quoted note (the
card order of chapter 1, "7 · 8 · 9 · 10 · Jack · Queen · King · Ace") is no hint, so the page draws it blue,
as a board's note (issue #31: a newcomer read it amber)."""

from __future__ import annotations

import re
from pathlib import Path

WIDGETS = Path(__file__).resolve().parents[2] / "penchant_widgets"


def _rule(css: str, selector: str) -> str:
    found = re.search(re.escape(selector) + r"\{([^}]*)\}", css)
    assert found, selector
    return found.group(1)


def test_a_quoted_note_takes_the_colours_of_a_boards_note_not_of_a_hint() -> None:
    boards = (WIDGETS / "boards.css").read_text(encoding="utf-8")
    quoted = _rule((WIDGETS / "page.css").read_text(encoding="utf-8"), ".jp-RenderedHTMLCommon blockquote")
    hint, note = _rule(boards, ".pt-msg-hint"), _rule(boards, ".pt-msg-info")
    amber = re.search(r"border-left:[^;]*?(#[0-9a-f]{6})", hint)
    blue = re.search(r"border-left:[^;]*?(#[0-9a-f]{6})", note)
    assert amber and blue
    assert amber.group(1) not in quoted, quoted
    assert blue.group(1) in quoted, quoted
