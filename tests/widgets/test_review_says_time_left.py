"""A review's waiting line says how long the rest may take once a few decisions are done (issue #31: "Reviewing your
decision 7 of 23" for some 50 seconds on a shared machine, with no word of how long). The clock is the test's own."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from penchant_widgets.play import coach_panel
from penchant_widgets.play.coach_panel import progress_shown


def test_the_count_says_the_time_left_after_a_few_decisions(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [100.0]
    monkeypatch.setattr(coach_panel.time, "monotonic", lambda: now[0])
    bar = widgets.IntProgress()
    with progress_shown(bar, "Reviewing your decision") as tick:
        now[0] += 4.0
        tick(2, 23)  # two done: too few to say
        assert bar.description == "Reviewing your decision 3 of 23"
        now[0] += 2.0
        tick(3, 23)  # 6 s for 3: 2 s each, 20 left
        assert bar.description == "Reviewing your decision 4 of 23 · about 40 seconds left"
        now[0] += 34.0
        tick(20, 23)
        assert bar.description == "Reviewing your decision 21 of 23 · about 10 seconds left"
    assert bar.layout.display == "none"
