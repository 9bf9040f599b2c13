"""The practice page and the score marker link back to the tutorial's list of chapters, as each chapter does (a
newcomer on a phone found no way back from the marker, whose notebook's markdown the page hides: the app itself
holds its link)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from penchant_widgets.marker.app import CONTENTS_LINK
from penchant_widgets.style import package_css

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_the_practice_page_and_the_marker_link_to_the_chapter_list() -> None:
    first = json.loads((NOTEBOOKS / "00_how_to_use_this_tutorial.ipynb").read_text(encoding="utf-8"))
    headings = {re.sub(r"\s+", "-", line[3:].strip()) for c in first["cells"] if c["cell_type"] == "markdown"
                for line in "".join(c["source"]).splitlines() if line.startswith("## ")}
    nb = json.loads((NOTEBOOKS / "practice.ipynb").read_text(encoding="utf-8"))
    md = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    for name, links in (("practice", re.findall(r"\[Contents\]\(([^)]*)\)", md)),
                        ("marker", re.findall(r'<a href="([^"]*)">Contents</a>', CONTENTS_LINK))):
        assert links, f"{name} has no Contents link"
        for link in links:
            page, _, anchor = link.partition("#")
            assert page == "00_how_to_use_this_tutorial.ipynb" and anchor in headings, (name, link)
    # the marker hides its notebook's markdown: the link is the app's, shown under every screen
    css = package_css("marker/marker.css")
    assert ".jp-Cell-inputWrapper { display: none !important; }" in css
    assert re.search(r"\.pm-app > \.pm-contents \{ order: 100;", css)
