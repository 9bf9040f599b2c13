"""Long chapters on a phone: the way to the previous and the next chapter, and back to the contents, was only at
each chapter's foot, screens below its title. Every chapter says it under its title too, in one short line,
pointing where its foot points; the last chapter leads on to the practice page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CHAPTERS = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
LED_ON = CHAPTERS
LINK = re.compile(r"\[([^\]]+)\]\(([^)]+)\)")


def _markdown(name: str) -> list[str]:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]


@pytest.mark.parametrize("name", LED_ON)
def test_the_title_is_followed_by_the_way_back_and_on(name: str) -> None:
    title_cell = _markdown(name)[0]
    title, _, rest = title_cell.partition("\n\n")
    assert title.startswith("# "), title
    line = rest.split("\n\n", 1)[0]
    links = dict((words, target) for words, target in LINK.findall(line))
    n = CHAPTERS.index(name)
    targets = list(links.values())
    assert "\n" not in line.strip() and len(line) < 200, line  # one short line: no clutter over the text
    if n:
        assert targets[0] == CHAPTERS[n - 1], line
        assert "00_how_to_use_this_tutorial.ipynb#The-chapters" in targets, line
    else:
        assert "#The-chapters" in targets, line
    assert targets[-1] == (CHAPTERS[n + 1] if n + 1 < len(CHAPTERS) else "practice.ipynb"), line
    foot = " ".join(_markdown(name)[-1:])
    for target in targets:  # the same places as the chapter's foot
        assert target.split("#")[0] in foot or target.startswith("#"), (target, foot)
