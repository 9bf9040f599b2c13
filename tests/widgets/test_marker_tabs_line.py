"""The browser's line between the marker's tabs (``penchant_widgets.marker.broadcast_tabs``): an anywidget whose
front end, ``broadcast_tabs.js``, owns the browser's ``BroadcastChannel``. The kernel tells the page what to say to
the other tabs in a message, and hears the other tabs' news as the page counts it in the synced ``news``; the
line is closed with its store, and a browser without a channel is said so plainly. Its kernel side is tested here
by its messages in and out, as the kernel's comm carries them; the page's side, two tabs of the static site in
step, is tests/browser/test_site_marker.py's.

Before, the kernel's Python held the channel itself, through Pyodide's ``js`` and ``create_proxy``: a line beside
the widget model, that only ran in the browser's Python and could only be tested with stand-ins for the browser.
"""

from __future__ import annotations

import logging
import re
import sys
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as W
import pytest
from marker_taps import start

from penchant.marker import NewGame, TrickWon
from penchant.marker.lines_store import LinesStore
from penchant.marker.sqlite_store import Store
from penchant.marker.tab_line import NoTabs
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker import starting
from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.marker.broadcast_tabs import CHANNEL, TABS_SCRIPT, BrowserTabs, TabsLine, browser_tabs
from penchant_widgets.marker.starting import marker_app

ROOT = Path(__file__).resolve().parents[2]


def new_game() -> NewGame:
    return NewGame(("Ann", "Bob"), KANDELL, 0)


def told(widget: W.Widget, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """What the kernel sends ``widget``'s page from now on, as its comm carries it (ipywidgets' wire format)."""
    sent: list[Any] = []
    monkeypatch.setattr(widget.comm, "send", lambda data=None, buffers=None, **_: sent.append(data))
    return sent


def page_sets(widget: W.Widget, state: dict[str, Any]) -> None:
    """The page's module sets traits and saves them (anywidget's ``model.set``, ``save_changes``), as the kernel's
    comm delivers it (the comm's public ``handle_msg``; ipywidgets' wire format ``method: update``)."""
    widget.comm.handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
                            "buffers": []})


def test_a_write_is_told_to_the_page_in_a_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tabs = BrowserTabs()
    store = LinesStore(tmp_path / "games.txt", tabs=tabs)
    sent = told(tabs.widget, monkeypatch)
    gid = store.create_game(new_game())
    store.append(gid, TrickWon(0))
    assert sent == [{"method": "custom", "content": {"game": gid, "seq": n}} for n in (1, 2)]
    assert tabs.widget.get_state()["channel"] == CHANNEL


def test_another_tabs_news_counted_by_the_page_calls_each_listener() -> None:
    tabs = BrowserTabs()
    heard: list[str] = []
    assert tabs.listen(lambda: heard.append("first")) and tabs.listen(lambda: heard.append("second"))
    page_sets(tabs.widget, {"line": "open"})
    assert heard == [] and tabs.open
    page_sets(tabs.widget, {"news": 1})
    page_sets(tabs.widget, {"news": 2})
    assert heard == ["first", "second"] * 2


def test_a_closed_store_closes_its_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's channel lived as long as it was not closed: a page that built a marker again (a notebook cell
    run twice, a marker closed) kept every earlier one listening, each one looking at the store on every other
    tab's write. Closed, the line hears nothing, tells nothing, and tells the page to close its channel."""
    tabs = BrowserTabs()
    store = LinesStore(tmp_path / "games.txt", tabs=tabs)
    heard: list[int] = []
    store.listen(lambda: heard.append(1))
    sent = told(tabs.widget, monkeypatch)
    store.close()
    assert tabs.widget.closed and tabs.widget.get_state()["closed"]  # the page is told: it closes its channel
    assert tabs.widget.comm is not None  # the widget stays drawn among its app's children
    assert not tabs.open and tabs.listen(lambda: heard.append(2)) is False
    page_sets(tabs.widget, {"news": 1})  # a message already on its way: heard by no one
    tabs.tell(1, 2)  # nothing to tell on a closed line, and no error
    assert heard == [] and [m for m in sent if m.get("method") == "custom"] == []
    tabs.close()  # twice is harmless
    assert tabs.widget.closed


def test_the_marker_draws_its_stores_line_and_closes_it_with_the_store(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's module runs only where the widget is drawn: the app draws its store's line among its children,
    as it does its line to its server; closing the app closes the store it opened, and its line."""
    monkeypatch.setattr(starting, "browser_tabs", BrowserTabs)
    app = marker_app(tmp_path / "games.jsonl", poll_seconds=0)
    assert isinstance(app.store, LinesStore) and isinstance(app.store.tabs, BrowserTabs)
    line = app.store.tabs.widget
    assert line in app.children and not line.closed
    app.close()
    assert line.closed


def test_a_marker_with_no_browser_draws_no_line(db: Path) -> None:
    """Plain Python, a served kernel: the store has no line to tabs (the pages poll it), and the app draws none."""
    for store in (LinesStore(db.with_suffix(".jsonl")), Store(db)):
        app = MarkerApp(store, double_tap_seconds=0)
        assert not any(isinstance(child, TabsLine) for child in app.children)


def test_another_tabs_news_is_read_by_the_app(tmp_path: Path) -> None:
    """Two tabs on one file: the first one's entry reaches the second's page when the second's line hears it."""
    path = tmp_path / "games.jsonl"
    a = MarkerApp(LinesStore(path), double_tap_seconds=0)
    b_tabs = BrowserTabs()
    b = MarkerApp(LinesStore(path, tabs=b_tabs), double_tap_seconds=0)
    start(a)
    assert b.game_id is None
    page_sets(b_tabs.widget, {"line": "open", "news": 1})
    assert b.game_id == a.game_id and b.ledger.seq == a.ledger.seq


def test_a_browser_without_broadcastchannel_is_said_plainly(caplog: pytest.LogCaptureFixture) -> None:
    """An old browser with no ``BroadcastChannel`` is expected, not an error: it used to be logged with a stack
    trace."""
    tabs = BrowserTabs()
    with caplog.at_level(logging.DEBUG, logger="penchant.marker"):
        page_sets(tabs.widget, {"line": "absent"})
    assert not tabs.open and tabs.listen(lambda: None) is False
    (record,) = caplog.records
    assert record.exc_info is None and record.levelno < logging.WARNING  # expected: no stack trace, no alarm
    assert "BroadcastChannel" in record.getMessage()


def test_a_channel_the_browser_refused_is_said_in_one_line(caplog: pytest.LogCaptureFixture) -> None:
    tabs = BrowserTabs()
    with caplog.at_level(logging.DEBUG, logger="penchant.marker"):
        page_sets(tabs.widget, {"refusal": "SecurityError: sandboxed", "line": "refused"})
    assert not tabs.open
    (record,) = caplog.records
    assert record.exc_info is None and record.levelno == logging.WARNING and "SecurityError" in record.getMessage()


def test_a_listener_that_raises_leaves_the_others_hearing(caplog: pytest.LogCaptureFixture) -> None:
    """review26 #19: a listener that broke its promise not to raise stopped every listener after it, and the error
    went up into the browser's message."""
    tabs = BrowserTabs()
    heard: list[str] = []

    def broken() -> None:
        raise RuntimeError("a listener's bug")

    tabs.listen(broken)
    tabs.listen(lambda: heard.append("second"))
    with caplog.at_level(logging.ERROR, logger="penchant.marker"):
        page_sets(tabs.widget, {"news": 1})
    assert heard == ["second"]
    record, = caplog.records
    assert record.exc_info is not None  # a bug, unlike a closed channel: its trace is kept


def test_the_line_is_the_browsers_only(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(browser_tabs(), NoTabs)  # plain Python, a served kernel: the pages poll the store
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert isinstance(browser_tabs(), BrowserTabs)


def test_the_channel_is_the_page_modules_own() -> None:
    """The module owns the channel and speaks with the kernel only through its own model (anywidget's documented
    ``model.on("msg:custom")``, ``model.set``, ``save_changes``); the kernel's Python imports nothing of the
    browser."""
    assert issubclass(TabsLine, anywidget.AnyWidget)
    assert TABS_SCRIPT == (ROOT / "penchant_widgets" / "marker" / "broadcast_tabs.js").read_text(encoding="utf-8")
    code = re.sub(r"//[^\n]*", "", TABS_SCRIPT)
    for said in ("new BroadcastChannel(", 'model.on("msg:custom"', 'model.set("news"', "channel.close()",
                 'model.on("change:closed"', "export default"):
        assert said in code, said
    python = (ROOT / "penchant_widgets" / "marker" / "broadcast_tabs.py").read_text(encoding="utf-8")
    for gone in ("import js", "pyodide", "create_proxy"):
        assert gone not in python, gone
