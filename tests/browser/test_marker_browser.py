"""The marker in a real browser: a whole game by tapping, undo, reload, refusals,
a second device, and a server killed with SIGKILL in the middle of a game."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from penchant_widgets.marker.testing import MarkerServer
from playwright.sync_api import expect

from penchant.marker.store import Store

pytestmark = pytest.mark.browser


# ---------------------------------------------------------------- helpers


def seq(page: Any) -> int:
    value = page.get_attribute(".pm-seq", "data-seq")
    return int(value or 0)


_last: list[str] = [""]


def tap(page: Any, selector: str) -> None:
    """Tap, then wait until the marker shows the committed entry (its event number moves on).

    The same button twice in a row waits a moment first: quicker would be a double tap, which the
    marker ignores on purpose."""
    if _last[0] == selector:
        time.sleep(0.35)
    _last[0] = selector
    before = seq(page)
    page.click(selector)
    page.wait_for_function(
        "n => { const e = document.querySelector('.pm-seq'); return e && Number(e.dataset.seq) > n; }",
        arg=before,
    )


def total(page: Any, player: int) -> int:
    return int(page.get_attribute(f".pm-marker{player}", "data-total"))


def status(page: Any) -> dict[str, int]:
    el = page.locator(".pm-status")
    return {k: int(el.get_attribute(f"data-{k}") or 0) for k in ("deal", "tricks", "phase")}


def ready(page: Any) -> None:
    """The marker is shown and has read the store (a pre-heated page holds its screen until then)."""
    page.wait_for_selector(".pm-app:not(.pm-syncing) .pm-screen:not(.pm-hidden)")


_SMALL_BUTTONS = """() => Array.from(document.querySelectorAll('.pm-app button'))
  .filter((b) => b.offsetParent !== null)
  .map((b) => { const r = b.getBoundingClientRect();
                return [b.textContent, Math.round(r.width), Math.round(r.height)]; })
  .filter((x) => x[1] < 44 || x[2] < 44)"""


def check_layout(page: Any) -> None:
    """Tap targets of at least 44 px; the deal fits the screen (the toolbar's bottom is on it)."""
    assert page.evaluate(_SMALL_BUTTONS) == []
    bottom = page.evaluate("() => document.querySelector('.pm-deal .pm-tools').getBoundingClientRect().bottom")
    assert bottom <= page.viewport_size["height"]


def open_marker(page: Any, server: MarkerServer) -> None:
    page.goto(server.url)
    ready(page)


def new_game(page: Any, names: tuple[str, str] = ("Ann", "Bob")) -> None:
    if not page.locator(".pm-setup:not(.pm-hidden)").count():
        if page.locator(".pm-games:visible").count():
            page.click(".pm-games")
        page.click(".pm-new-game")
    page.wait_for_selector(".pm-setup:not(.pm-hidden) .pm-start")
    page.fill(".pm-name0 input", names[0])
    page.fill(".pm-name1 input", names[1])
    page.click(".pm-rules-choice button:has-text('Kandell')")
    page.click(".pm-dealer button >> nth=0")
    page.click(".pm-start")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-trick0")
    page.wait_for_function("() => document.querySelector('.pm-status') !== null")


def play_deal(page: Any, *, undo_once: bool = False) -> None:
    """Ann: marriage, clan, 2 brisquettes, 8 brisques; Bob: a penchant (Jack of hearts), 1 brisquette."""
    tap(page, ".pm-trick0")
    tap(page, ".pm-kind0-marriage")
    if undo_once:
        before = total(page, 0)
        tap(page, ".pm-undo")
        assert total(page, 0) == before - 2
        tap(page, ".pm-redo")
        assert total(page, 0) == before
    tap(page, ".pm-trick1")
    page.click(".pm-kind1-penchant")
    page.wait_for_selector(".pm-jack:not(.pm-hidden) .pm-jack1-H")
    tap(page, ".pm-jack1-H")
    tap(page, ".pm-trick0")
    tap(page, ".pm-kind0-clan")
    for i in range(7):
        tap(page, f".pm-trick{i % 2}")
    check_layout(page)  # the fullest moment: last declaration, brisquettes and the end of the deal offered
    for p in (0, 0, 1):
        tap(page, f".pm-brisquette{p}")
    page.fill(".pm-count input", "8")
    tap(page, ".pm-end-go")


# ---------------------------------------------------------------- tests


def test_a_whole_game_by_tapping_with_undo_and_reload(page: Any, server: MarkerServer) -> None:
    open_marker(page, server)
    assert "marker_app" not in page.content()  # no notebook source on the page
    new_game(page)
    assert status(page) == {"deal": 1, "tricks": 0, "phase": 1}
    play_deal(page, undo_once=True)
    assert (total(page, 0), total(page, 1)) == (10, 2)
    assert "Trump" not in page.inner_text(".pm-status")  # the new deal starts without trump
    play_deal(page)
    # Reload mid-game: everything is there.
    tap(page, ".pm-trick1")
    page.reload()
    ready(page)
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker0")
    assert (total(page, 0), total(page, 1)) == (20, 4)
    assert status(page) == {"deal": 3, "tricks": 1, "phase": 1}
    tap(page, ".pm-undo")  # the trick entered before the reload
    assert status(page)["tricks"] == 0
    play_deal(page)
    play_deal(page)
    result = page.inner_text(".pm-result-text")
    assert "Ann wins 40–8" in result and "lurched" in result and "worth 64" in result
    assert page.locator(".pm-result .pm-breakdown0 tbody tr").count() == 4
    # The sheet lists every deal; the store holds the same game.
    game = Store(server.db).list_games()[0]
    assert game.status == "over" and "Ann won by 64" in game.summary


def test_a_bad_entry_is_refused_with_its_message(page: Any, server: MarkerServer) -> None:
    open_marker(page, server)
    new_game(page, ("Cat", "Dan"))
    for i in range(10):
        tap(page, f".pm-trick{i % 2}")
    tap(page, ".pm-brisquette0")
    tap(page, ".pm-brisquette0")
    before = seq(page)
    for typed, needle in [("13", "'13' is not a number of brisques"),
                          ("seven", "'seven' is not a number of brisques"),
                          ("1", "Cat has more brisquettes (2) than brisques (1)")]:
        page.fill(".pm-count input", typed)
        page.click(".pm-end-go")
        expect(page.locator(".pm-banner:not(.pm-hidden) .pm-error")).to_contain_text(needle, timeout=15_000)
        assert seq(page) == before and total(page, 0) == 2
        page.click(".pm-error-close")
        page.wait_for_selector(".pm-banner.pm-hidden", state="attached")
    page.fill(".pm-count input", "7")
    tap(page, ".pm-end-go")
    assert status(page)["deal"] == 2 and total(page, 0) == 3
    assert page.locator(".pm-banner.pm-hidden").count() == 1


def test_a_second_device_shows_the_same_game(browser: Any, page: Any, server: MarkerServer) -> None:
    open_marker(page, server)
    new_game(page, ("Eve", "Fay"))
    tap(page, ".pm-trick1")
    tap(page, ".pm-kind1-reunion")
    other = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    open_marker(other, server)
    other.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker1")
    other.wait_for_function("() => document.querySelector('.pm-marker1').dataset.total === '25'")
    assert other.inner_text(".pm-marker1 .pm-name-text") == "Fay"
    check_layout(other)  # a phone
    # An entry on the first device reaches the second (polled).
    tap(page, ".pm-trick0")
    other.wait_for_function("() => document.querySelector('.pm-status').dataset.tricks === '2'", timeout=15_000)
    other.context.close()


def test_a_server_killed_mid_game_loses_nothing(browser: Any, tmp_path: Path) -> None:
    db = tmp_path / "killed.sqlite3"
    first = MarkerServer(db)
    first.start()
    first.wait_pool()
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    try:
        open_marker(page, first)
        new_game(page, ("Gus", "Hal"))
        tap(page, ".pm-trick0")
        tap(page, ".pm-kind0-quadruplet")
        tap(page, ".pm-trick1")
        tap(page, ".pm-trick1")
        tap(page, ".pm-kind1-family")
        shown = (total(page, 0), total(page, 1), status(page)["tricks"], seq(page))
    finally:
        first.kill()  # SIGKILL: no clean shutdown
        context.close()
    assert shown == (10, 3, 3, 6)
    second = MarkerServer(db)
    second.start()
    second.wait_pool()
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    try:
        started = time.monotonic()
        open_marker(page, second)
        page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker0")
        assert (total(page, 0), total(page, 1), status(page)["tricks"], seq(page)) == shown
        assert time.monotonic() - started < 30
        page.click(".pm-history")
        sheet = page.locator(".pm-history-screen:not(.pm-hidden) .pm-list")
        # The sheet fills in as the kernel renders it: wait for the rows rather than read at once.
        expect(sheet).to_contain_text("declares a quadruplet", timeout=15_000)
        expect(sheet).to_contain_text("declares a family", timeout=15_000)
    finally:
        context.close()
        second.stop()
