"""The sheet's correction panel offers the brisquettes a trick can bring as the deal screen's buttons do
(:func:`~penchant_widgets.marker.deal.brisquette_choices`, from the rules' most a trick takes): it once had its own
fixed pair, ``[("one brisque", 1), ("two in one trick", 2)]`` (issue #30)."""

from __future__ import annotations

import pytest
from marker_taps import deal, start, trick

from penchant.rules.limits import most_brisquettes
from penchant_widgets.marker import MarkerApp
from penchant_widgets.marker import deal as deal_screen


def test_the_panel_offers_what_a_trick_can_bring(app: MarkerApp) -> None:
    start(app)
    trick(app, 0)
    deal(app).history.click()
    editor = app.screen_widget("history").editor
    counts = [value for _, value in editor.two.options]
    assert counts == list(deal_screen.BRISQUETTE_COUNTS) == list(range(1, most_brisquettes(1) + 1))
    assert [label for label, _ in editor.two.options] == ["one brisque", "two in one trick"]


def test_the_choices_follow_the_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deal_screen, "BRISQUETTE_COUNTS", (1, 2, 3))
    assert deal_screen.brisquette_choices()[-1] == ("three in one trick", 3)
