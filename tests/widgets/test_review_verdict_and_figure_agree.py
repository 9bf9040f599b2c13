"""Chapter 8: one review said "inaccuracy … better by about 2 points" and "mistake … better by about 2 points",
while the chapter puts an inaccuracy at ¾ to 2 points and a mistake at 2 to 4: the summary rounded the loss its own
way. Each summary line now says the figure the review's reason and the puzzle say (``ReviewItem.cost``, the
verdicts' wording): a figure rounded up over its verdict's top is said "nearly" it, so the figure read always lies
in the verdict's band."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from play_boards import board

from penchant_widgets.play.coach_panel import summary_line

BANDS = {"inaccuracy": (0.75, 2.0), "mistake": (2.0, 4.0), "blunder": (4.0, float("inf"))}


def _read(line: str) -> tuple[bool, float]:
    found = re.search(r"better by (nearly|about) (\d+(?:\.\d+)?) points?", line)
    assert found, line
    return found.group(1) == "nearly", float(found.group(2))


def test_each_summary_figure_lies_in_its_verdicts_band() -> None:
    seen = set()
    for seed in (2, 5):
        b = board(seed)
        b.autoplay("greedy")
        rev = b.review()
        assert rev is not None
        for i in rev.marked(0):
            line = summary_line(rev, i)
            assert i.cost and i.cost in line, line
            nearly, figure = _read(line)
            low, high = BANDS[i.verdict]
            said = figure - 0.5 if nearly else figure  # "nearly 2": under 2
            assert low <= said + 0.5 and said < high, (i.verdict, line)
            if figure == high:
                assert nearly, ("a figure at its band's top is said 'nearly' it", i.verdict, line)
            seen.add(i.verdict)
    assert seen, "the deals marked no decision"
