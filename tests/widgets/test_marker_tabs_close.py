"""The browser's line between the marker's tabs (``penchant_widgets.marker.broadcast_tabs``) is closed with its store,
and a browser without one is said so plainly.

A ``BroadcastChannel`` and the Pyodide proxy that keeps its listener alive live as long as they are not closed:
a page that built a marker again (a notebook cell run twice, a marker closed) kept every earlier one listening,
each one looking at the store on every other tab's write. A browser with no ``BroadcastChannel`` (an old one) is
expected, not an error: it used to be logged with a stack trace."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, ClassVar

import pytest
from penchant_widgets.marker import app as app_module
from penchant_widgets.marker.app import marker_app
from penchant_widgets.marker.broadcast_tabs import BroadcastTabs

from penchant.marker.drive_store import DriveStore


class _Channel:
    """A stand-in for the browser's BroadcastChannel that says whether it was closed."""

    made: ClassVar[list[_Channel]] = []

    def __init__(self, name: str) -> None:
        self.name, self.closed = name, False
        self.listeners: list[tuple[str, Any]] = []
        self.posted: list[str] = []
        _Channel.made.append(self)

    @classmethod
    def new(cls, name: str) -> _Channel:
        return cls(name)

    def addEventListener(self, kind: str, listener: Any) -> None:
        self.listeners.append((kind, listener))

    def removeEventListener(self, kind: str, listener: Any) -> None:
        self.listeners.remove((kind, listener))

    def postMessage(self, message: str) -> None:
        self.posted.append(message)

    def close(self) -> None:
        self.closed = True


class _Proxy:
    """A stand-in for Pyodide's proxy of a Python callable: alive until destroyed."""

    def __init__(self, f: Any) -> None:
        self.f, self.destroyed = f, False

    def __call__(self, event: Any) -> None:
        self.f(event)

    def destroy(self) -> None:
        self.destroyed = True


class _JsError(Exception):
    pass


def _tabs() -> tuple[BroadcastTabs, _Channel]:
    tabs = BroadcastTabs(_Channel, _Proxy, _JsError)
    return tabs, _Channel.made[-1]


def test_a_closed_store_closes_its_channel_and_frees_its_listener(tmp_path: Path) -> None:
    tabs, channel = _tabs()
    store = DriveStore(tmp_path / "games.txt", tabs=tabs)
    (_, proxy), = channel.listeners
    store.close()
    assert channel.closed and channel.listeners == [] and proxy.destroyed
    assert not tabs.open and tabs.listen(lambda: None) is False
    tabs.tell(1, 2)  # nothing to tell on a closed line, and no error
    assert channel.posted == []
    tabs.close()  # twice is harmless
    assert channel.closed


def test_the_marker_closes_the_store_it_opened_and_its_line_to_the_tabs(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app_module, "browser_tabs", lambda: BroadcastTabs(_Channel, _Proxy, _JsError))
    app = marker_app(tmp_path / "games.jsonl", poll_seconds=0)
    channel = _Channel.made[-1]
    assert channel.listeners and not channel.closed
    app.close()
    assert channel.closed and channel.listeners == []


def test_a_browser_without_broadcastchannel_is_said_plainly(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG, logger="penchant.marker"):
        tabs = BroadcastTabs(None, _Proxy, _JsError)
    assert not tabs.open
    (record,) = caplog.records
    assert record.exc_info is None and record.levelno < logging.WARNING  # expected: no stack trace, no alarm
    assert "BroadcastChannel" in record.getMessage()


class _ClosedChannel(_Channel):
    """A channel the browser closed under the tab (the tab going): posting raises the browser's error."""

    def postMessage(self, message: str) -> None:
        raise _JsError("InvalidStateError: the channel is closed")


def test_a_channel_closed_under_the_tab_is_said_in_one_line(caplog: pytest.LogCaptureFixture) -> None:
    """review26 #19: telling the others on a channel the browser closed (expected as the tab goes) was logged with
    ``log.exception``, a stack trace for an expected condition."""
    tabs = BroadcastTabs(_ClosedChannel, _Proxy, _JsError)
    with caplog.at_level(logging.DEBUG, logger="penchant.marker"):
        tabs.tell(1, 2)
    record, = caplog.records
    assert record.exc_info is None and "InvalidStateError" in record.getMessage()


def test_a_listener_that_raises_leaves_the_others_hearing(caplog: pytest.LogCaptureFixture) -> None:
    """review26 #19: a listener that broke its promise not to raise stopped every listener after it, and the error
    went up into the browser's message."""
    tabs, channel = _tabs()
    heard: list[str] = []

    def broken() -> None:
        raise RuntimeError("a listener's bug")

    tabs.listen(broken)
    tabs.listen(lambda: heard.append("second"))
    (_, proxy), = channel.listeners
    with caplog.at_level(logging.ERROR, logger="penchant.marker"):
        proxy(object())
    assert heard == ["second"]
    record, = caplog.records
    assert record.exc_info is not None  # a bug, unlike a closed channel: its trace is kept
