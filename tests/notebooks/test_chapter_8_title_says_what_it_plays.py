"""Chapter 8 was titled "Play a hand" and began "play a game of four deals" (a newcomer on a phone): its title, its
heading, the contents page's entry and its opening say one thing, a game. The file kept its old name, and the
served contents page (tree.html) titles a chapter from its file name, so it still listed "Play a hand": every
chapter's file name now says its heading's words."""

from __future__ import annotations

import json
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CHAPTERS = sorted(p for p in NOTEBOOKS.glob("*.ipynb") if p.name[:2].isdigit())


def test_chapter_8_is_called_what_it_plays() -> None:
    chapter = json.loads((NOTEBOOKS / "08_play_a_game.ipynb").read_text("utf-8"))
    title = chapter["metadata"]["title"]
    text = "".join("".join(c["source"]) for c in chapter["cells"] if c["cell_type"] == "markdown")
    heading = next(line for line in text.splitlines() if line.startswith("# "))
    assert title == "8 · Play a game" and heading == f"# {title}", (title, heading)
    # the opening: the paragraph after the title and its line of links back and on
    assert "play a game of four deals" in text.split("\n\n", 3)[2], text[:300]
    contents = (NOTEBOOKS / "00_how_to_use_this_tutorial.ipynb").read_text("utf-8")
    assert "**8 · [Play a game](08_play_a_game.ipynb)**" in contents
    assert "Play a hand" not in contents and "play a hand" not in text.lower()


def _contents_title(name: str) -> str:
    """The title penchant_server/jupyter/voila/templates/penchant/tree.html shows for a chapter's file name."""
    words = name[3:-6].replace("_", " ")
    return words[:1].upper() + words[1:]


def _heading(chapter: Path) -> str:
    cells = json.loads(chapter.read_text("utf-8"))["cells"]
    text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return next(line for line in text.splitlines() if line.startswith("# "))


def test_the_contents_page_titles_each_chapter_as_its_heading_does() -> None:
    assert len(CHAPTERS) >= 11, [p.name for p in CHAPTERS]
    for chapter in CHAPTERS:
        number = int(chapter.name[:2])
        assert _heading(chapter) == f"# {number} · {_contents_title(chapter.name)}", chapter.name


def test_the_contents_title_is_computed_as_tree_html_computes_it() -> None:
    templates = NOTEBOOKS.parent / "penchant_server" / "jupyter" / "voila" / "templates"
    template = (templates / "penchant" / "tree.html").read_text()
    assert "content.name[3:-6].replace('_', ' ')" in template
    assert "words[:1].upper() ~ words[1:]" in template
    assert _contents_title("08_play_a_hand.ipynb") == "Play a hand"
