"""The marker's first page in a real browser: what a newcomer meets when the store already holds a game (one met a
game someone had left), and the table's second device joining the game being scored."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from marker_page import open_marker, status, tap
from playwright.sync_api import expect
from support import MarkerServer

from penchant.marker.sqlite_store import Store

pytestmark = pytest.mark.browser


def test_a_newcomer_meets_the_new_game_form_and_an_earlier_game_one_tap_away(browser: Any, tmp_path: Path) -> None:
    """A newcomer opening the marker met a game someone had left in the store: an earlier game (no entry for an
    hour) is not opened by itself; the new-game form shows, with that game one tap away. A table's second device
    (the game scored a moment ago) still joins the game, and says whose it is."""
    import sqlite3

    from penchant.marker import NewGame, TrickWon
    from penchant.rules.profiles import KANDELL

    db = tmp_path / "left.sqlite3"
    store = Store(db)

    gid = store.create_game(NewGame(("Eve", "Fay"), KANDELL, 0))
    store.append(gid, TrickWon(1), store.load(gid))
    store.close()
    with sqlite3.connect(db) as con:  # left an hour ago
        con.execute("UPDATE games SET updated = updated - 3600")
    srv = MarkerServer(db)
    srv.start()
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        assert srv.wait_pool()
        page = ctx.new_page()
        page.set_default_timeout(30_000)
        open_marker(page, srv)
        page.wait_for_selector(".pm-setup:not(.pm-hidden) .pm-start")
        assert page.locator(".pm-deal:not(.pm-hidden)").count() == 0
        resume = page.locator(".pm-setup .pm-resume:visible")
        assert resume.count() == 1 and resume.inner_text().startswith("Eve v Fay")
        assert "1 h ago" in resume.inner_text()
        # said to be perhaps someone else's, and Eve and Fay are not filled in as the newcomer's names
        expect(page.locator(".pm-setup .pm-kept")).to_contain_text("perhaps not yours")
        assert [page.input_value(f".pm-setup .pm-name{i} input") for i in (0, 1)] == ["", ""]
        resume.click()  # one tap: the earlier game
        page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker1")
        assert status(page)["tricks"] == 1
        tap(page, ".pm-trick0")  # the game is scored again: now it is the table's game
        assert srv.wait_pool(fills=2, timeout=120)
        second = ctx.browser.new_context(viewport={"width": 1024, "height": 768}).new_page()
        open_marker(second, srv)
        try:
            second.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker1")
        except Exception as exc:  # once in CI (not seen here since): say what the page showed, and the server
            shown = second.evaluate(
                "() => Array.from(document.querySelectorAll('.pm-screen:not(.pm-hidden), .pm-app'))"
                ".map(e => e.className + ': ' + e.innerText.slice(0, 200))")
            raise AssertionError(f"the second device did not join: {shown}\n{srv.log_text()[-4000:]}") from exc
        expect(second.locator(".pm-note")).to_contain_text("the game being scored here now: Eve v Fay")
        expect(second.locator(".pm-note")).to_contain_text("Not your game?")
        second.context.close()
    finally:
        ctx.close()
        srv.stop()
