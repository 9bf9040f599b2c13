"""Chapter 8 was titled "Play a hand" and began "play a game of four deals" (a newcomer on a phone): its title, its
heading, the contents page's entry and its opening say one thing, a game (the file keeps its name)."""

from __future__ import annotations

import json
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_chapter_8_is_called_what_it_plays() -> None:
    chapter = json.loads((NOTEBOOKS / "08_play_a_hand.ipynb").read_text("utf-8"))
    title = chapter["metadata"]["title"]
    text = "".join("".join(c["source"]) for c in chapter["cells"] if c["cell_type"] == "markdown")
    heading = next(line for line in text.splitlines() if line.startswith("# "))
    assert title == "8 · Play a game" and heading == f"# {title}", (title, heading)
    assert "play a game of four deals" in text.split("\n\n", 2)[1], text[:300]
    contents = (NOTEBOOKS / "00_how_to_use_this_tutorial.ipynb").read_text("utf-8")
    assert "**8 · [Play a game](08_play_a_hand.ipynb)**" in contents
    assert "Play a hand" not in contents and "play a hand" not in text.lower()
