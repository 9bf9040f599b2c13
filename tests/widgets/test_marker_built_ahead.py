"""A marker built ahead of its page (Voilà's pre-heated kernel) holds its screen (``pm-syncing``) until the page
shows it, then reads the store again, sends the page its whole state and lets the screen show.

"The page shows it" is the page's own word, a public synced trait: the device view's ``shown``, which its module
(``device.js``) sets when the page draws it. It used to be ipywidgets' private, experimental ``_view_count`` on
the app: counted by the page's widget manager once, only if the page's copy of the app already held a number when
the app's view was attached, and nothing said otherwise, so the held screen would never show (the likeliest
reading of a CI run where a reload waited 120 s on ``.pm-app:not(.pm-syncing)``; not reproduced)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from support import classes

from penchant.marker import NewGame, TrickWon
from penchant.marker.sqlite_store import Store
from penchant.rules.profiles import KANDELL
from penchant_widgets.first_view import BUILT_AHEAD_ENV
from penchant_widgets.marker import app as app_module
from penchant_widgets.marker.app import MarkerApp


def _built_ahead(db: Path, monkeypatch: pytest.MonkeyPatch, ahead: bool = True) -> tuple[MarkerApp, Store, int]:
    monkeypatch.setenv(BUILT_AHEAD_ENV, "True" if ahead else "False")
    store = Store(db)
    gid = store.create_game(NewGame(("Ann", "Bob"), KANDELL, 0))
    return MarkerApp(store), store, gid


def _resends(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    sent: list[Any] = []
    monkeypatch.setattr(app_module, "resend_state", sent.append)
    return sent


def _page_draws_the_device(app: MarkerApp) -> None:
    assert app.device is not None
    app.device.set_state({"shown": True})  # what device.js's render sends


def test_a_marker_built_ahead_holds_its_screen_until_the_page_shows_it_then_reads_the_store_again(
        db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, store, gid = _built_ahead(db, monkeypatch)
    sent = _resends(monkeypatch)
    assert app.syncing and "pm-syncing" in classes(app)
    store.append(gid, TrickWon(0))  # another device's entry, made before any page shows this one
    assert app.ledger.seq == 1  # the sheet built ahead is stale, and held
    _page_draws_the_device(app)
    assert not app.syncing and "pm-syncing" not in classes(app)
    assert app.ledger.seq == 2 and app.screen == "deal"
    assert sent == [app]  # the page is sent the whole state once


def test_the_page_shown_again_reads_nothing_more_and_sends_nothing_again(db: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    app, _store, _gid = _built_ahead(db, monkeypatch)
    sent = _resends(monkeypatch)
    _page_draws_the_device(app)
    _page_draws_the_device(app)
    assert sent == [app] and not app.syncing


def test_a_marker_built_with_its_page_connected_holds_nothing(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _store, _gid = _built_ahead(db, monkeypatch, ahead=False)
    sent = _resends(monkeypatch)
    assert not app.syncing and "pm-syncing" not in classes(app)
    _page_draws_the_device(app)
    assert sent == []


def test_the_app_needs_no_view_count_of_ipywidgets(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's widget manager counts an app's views only if asked (``_view_count`` a number): the marker no
    longer asks, so a count the page never sends cannot hold its screen."""
    app, _store, _gid = _built_ahead(db, monkeypatch)
    assert app.get_state("_view_count") == {"_view_count": None}
