"""The page says it shows a widget built ahead of it until the kernel has heard (``saying_shown.js``): the kernel's
side. A first ``shown`` that was lost on the way (a page drawn before its line to the kernel carried messages) is
made good by the page's message said again; one said again after the kernel heard gets ``heard`` sent again, and
changes nothing else. A marker built ahead that never heard would hold its screen for ever ("syncing")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets as W
import pytest
from support import classes

from penchant.marker.sqlite_store import Store
from penchant_widgets import first_view
from penchant_widgets.first_view import BUILT_AHEAD_ENV
from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.shown_signal import SAYING_SHOWN_SCRIPT, SHOWN, SHOWN_SCRIPT, ShownSignal


def page_says(widget: W.Widget, content: dict[str, Any]) -> None:
    """A custom message from ``widget``'s page module, as the kernel's comm delivers it."""
    widget.comm.handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_the_first_word_heard_says_heard() -> None:
    signal = ShownSignal()
    assert not signal.heard
    signal.set_state({"shown": True})  # the synced first word
    assert signal.shown and signal.heard


def test_a_lost_first_word_is_made_good_by_the_word_said_again() -> None:
    signal = ShownSignal()
    seen: list[bool] = []
    signal.observe(lambda change: seen.append(change["new"]), names=["shown"])
    page_says(signal, SHOWN)
    assert signal.shown and signal.heard and seen == [True]
    page_says(signal, SHOWN)  # said again before heard reached the page: heard is sent again, shown not changed
    assert seen == [True]


def test_heard_is_sent_again_to_a_page_that_says_it_again(monkeypatch: pytest.MonkeyPatch) -> None:
    signal = ShownSignal()
    signal.set_state({"shown": True})
    sent: list[Any] = []
    monkeypatch.setattr(signal, "send_state", lambda key=None: sent.append(key))
    page_says(signal, SHOWN)
    assert sent == ["heard"]
    page_says(signal, {"event": "tap"})  # not its word: nothing
    assert sent == ["heard"]


def test_every_front_end_of_a_signal_says_shown_until_heard() -> None:
    from penchant_widgets.marker.device import DEVICE_SCRIPT

    for script in (SHOWN_SCRIPT, DEVICE_SCRIPT):
        assert script.startswith(SAYING_SHOWN_SCRIPT) and "sayShown(model)" in script[len(SAYING_SHOWN_SCRIPT):]


def test_a_marker_built_ahead_whose_first_word_was_lost_shows_its_screen_on_the_word_said_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BUILT_AHEAD_ENV, "True")
    assert first_view.built_ahead()
    app = MarkerApp(Store(tmp_path / "m.sqlite3"))
    try:
        assert app.syncing and "pm-syncing" in classes(app)
        page_says(app.device, SHOWN)
        assert not app.syncing and "pm-syncing" not in classes(app) and app.device.heard
    finally:
        app.close()
