"""The practice page and the score marker link back to the tutorial's list of chapters, as each chapter does (a
newcomer on a phone found no way back from the marker, whose notebook's markdown the page hides: the app itself
holds its link), but only where the chapters are served beside them: `penchant practice` and `penchant marker`
serve one page by themselves, and there the link gave "403 Forbidden" (tests/browser/test_contents_links_browser.py
follows it in a browser for each way the pages are served)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from support import classes

from penchant.marker.sqlite_store import Store
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.contents_link import CONTENTS_HREF
from penchant_widgets.marker import MarkerApp
from penchant_widgets.marker.page_notes import CONTENTS_LINK
from penchant_widgets.page_environment import ALONE_ENV
from penchant_widgets.puzzles.practice import PracticeApp
from penchant_widgets.styles import package_css

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _links(app: object, css: str) -> list[str]:
    return [c.value for c in getattr(app, "children", ()) if css in classes(c)]


def test_the_link_names_a_heading_of_chapter_0() -> None:
    first = json.loads((NOTEBOOKS / "00_how_to_use_this_tutorial.ipynb").read_text(encoding="utf-8"))
    headings = {re.sub(r"\s+", "-", line[3:].strip()) for c in first["cells"] if c["cell_type"] == "markdown"
                for line in "".join(c["source"]).splitlines() if line.startswith("## ")}
    page, _, anchor = CONTENTS_HREF.partition("#")
    assert page == "00_how_to_use_this_tutorial.ipynb" and anchor in headings
    # the practice notebook holds no link of its own in markdown (the page would show it even served alone)
    nb = json.loads((NOTEBOOKS / "practice.ipynb").read_text(encoding="utf-8"))
    assert not any("00_how_to_use" in "".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


@pytest.mark.parametrize("alone", [False, True])
def test_the_apps_hold_the_link_only_where_the_chapters_are_served(alone: bool, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    if alone:
        monkeypatch.setenv(ALONE_ENV, "1")
    else:
        monkeypatch.delenv(ALONE_ENV, raising=False)
    app = PracticeApp(store=MemoryAttemptStore())
    practice = _links(app, "pt-practice-contents")
    if not alone:  # the first thing on the page, above its title, and again at its foot
        kids = list(app.children)
        tops = [i for i, c in enumerate(kids) if "pt-practice-contents" in classes(c)]
        heading = '<div class="pt-board-title">'
        title = next(i for i, c in enumerate(kids) if str(getattr(c, "value", "")).startswith(heading))
        assert tops[0] < title < tops[-1] == len(kids) - 1
    marker = _links(MarkerApp(Store(tmp_path / "marker.sqlite3")), "pm-contents")
    if alone:
        assert practice == [] and marker == []
    else:
        assert marker == [CONTENTS_LINK] and len(practice) == 2  # the practice page's top and foot
        for value in (*marker, *practice):
            assert re.findall(r'<a href="([^"]*)">Contents</a>', value) == [CONTENTS_HREF]


def test_the_marker_shows_its_link_under_every_screen() -> None:
    # the marker hides its notebook's markdown: the link is the app's, shown under every screen
    css = package_css("marker/marker.css")
    assert ".jp-Cell-inputWrapper { display: none !important; }" in css
    assert re.search(r"\.pm-app > \.pm-contents \{ order: 100;", css)
