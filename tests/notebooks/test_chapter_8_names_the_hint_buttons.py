"""Chapter 8 said "Hint, pressed twice, gives the coach's move", but after the first press the board's button reads
"The coach's move", and the first hint was titled "Hint 1 of 2" with no "Hint 2" anywhere (issue #31). The chapter
names the button as it reads at each press, and each hint is titled with the button that gave it."""

from __future__ import annotations

import html
import json
from pathlib import Path

from penchant_widgets.play.asking_the_coach import HINT_BUTTON, MOVE_BUTTON
from penchant_widgets.play.board import PlayBoard

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_the_chapter_names_the_hint_button_as_it_reads() -> None:
    chapter = json.loads((NOTEBOOKS / "08_play_a_game.ipynb").read_text("utf-8"))
    text = " ".join("".join(c["source"]) for c in chapter["cells"] if c["cell_type"] == "markdown")
    assert f"**{HINT_BUTTON}**" in text and f"**{MOVE_BUTTON}**" in text, text[:600]
    assert "pressed twice" not in text and "of 2" not in text


def test_each_hint_is_titled_by_the_button_that_gave_it() -> None:
    b = PlayBoard("greedy", seed=5, coach="strong:4")
    assert b.hint_button.description == HINT_BUTTON
    b.hint()
    first = html.unescape(b.hint_box.value)
    assert f"{HINT_BUTTON}:" in first and "of 2" not in first, first
    assert b.hint_button.description == MOVE_BUTTON
    b.hint()
    assert f"{MOVE_BUTTON}:" in html.unescape(b.hint_box.value)
