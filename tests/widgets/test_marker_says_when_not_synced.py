"""A page that cannot read the store to catch up says so plainly, keeps every entry, and recovers (issue #30): the
marker's ``sync`` once caught every failure and only logged it, so the players at the table saw a screen that
looked up to date while it was not, and a tap that was not kept looked no different from one that was."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pytest
from marker_taps import banner, hidden, start, trick

from penchant.errors import StoreError
from penchant.marker.sqlite_store import Store
from penchant_widgets.marker import MarkerApp
from penchant_widgets.marker.screen_words import NOT_SYNCED


def store_note(app: MarkerApp) -> str:
    return html.unescape(str(app.store_note.value)) if not hidden(app.store_note) else ""


def _unreadable(*_args: Any, **_kwargs: Any) -> Any:
    raise StoreError("cannot read the marker database: disk I/O error")


def test_a_page_that_cannot_read_the_store_says_so_keeps_its_entries_and_recovers(
        db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(a, 0)
    b.sync()
    assert b.sheet == a.sheet and not b.not_synced and store_note(b) == "" and not b.store_note.alarm
    shown = b.sheet

    monkeypatch.setattr(b.store, "latest_game", _unreadable)  # b's look at the store fails from now
    trick(a, 1)  # the other device's entry, which b cannot read
    b.sync()
    assert b.not_synced and store_note(b) == NOT_SYNCED and b.store_note.alarm  # said, and drawn as an alarm
    assert b.sheet == shown  # the page keeps what it showed, every entry in it
    b.sync()  # the next poll fails too: still said
    assert b.not_synced and store_note(b) == NOT_SYNCED

    monkeypatch.undo()  # the store can be read again
    b.sync()
    assert not b.not_synced and store_note(b) == "" and not b.store_note.alarm
    assert b.sheet == a.sheet and b.sheet.current.tricks == 2  # caught up: the entry made meanwhile is there


def test_a_tap_while_not_synced_is_kept_or_refused_never_lost(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    monkeypatch.setattr(b.store, "latest_game", _unreadable)
    b.sync()
    assert b.not_synced
    trick(b, 0)  # the store takes the entry: kept, and the page still says it is not synced until it reads again
    assert b.sheet.current.tricks == 1 and banner(b) == "" and store_note(b) == NOT_SYNCED
    monkeypatch.undo()
    b.sync()
    a.sync()
    assert not b.not_synced and a.sheet == b.sheet and a.sheet.current.tricks == 1  # nothing lost


def test_a_page_whose_store_is_fine_says_nothing_of_syncing(db: Path) -> None:
    app = MarkerApp(Store(db), double_tap_seconds=0)
    start(app)
    trick(app, 0)
    app.sync()
    assert not app.not_synced and NOT_SYNCED not in store_note(app)
