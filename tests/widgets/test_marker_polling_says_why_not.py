"""The marker goes without polling only for want of an event loop (or of tornado), and says so in its log: it once
caught every exception there in silence, a fault in its own sync as much as a plain Python shell (issue #30)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from tornado.ioloop import PeriodicCallback

from penchant.marker.opening_stores import open_marker_store
from penchant_widgets.marker import MarkerApp


def test_no_event_loop_is_logged_and_the_app_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    def no_loop(self: PeriodicCallback) -> None:
        raise RuntimeError("There is no current event loop")

    monkeypatch.setattr(PeriodicCallback, "start", no_loop)
    with caplog.at_level(logging.INFO, logger="penchant.marker"):
        app = MarkerApp(open_marker_store(tmp_path / "games.jsonl"), poll_seconds=5, own_store=True)
    try:
        assert "does not poll" in caplog.text and "no current event loop" in caplog.text
    finally:
        app.close()


def test_another_fault_is_not_swallowed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: PeriodicCallback) -> None:
        raise ValueError("a fault of the app's own")

    monkeypatch.setattr(PeriodicCallback, "start", broken)
    with pytest.raises(ValueError, match="own"):
        MarkerApp(open_marker_store(tmp_path / "games.jsonl"), poll_seconds=5, own_store=True)
