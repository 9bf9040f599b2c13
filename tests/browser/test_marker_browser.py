"""The marker in a real browser: a whole game by tapping (the Won-trick flow and the quick flow with no
Won trick tap), undo, reload, refusals, two devices (their race, a stale page, a phone and a tablet at one
table). Its layouts (44 px targets, text sizes, no clipped glyph, face to face) are test_marker_layout_browser.py's;
the server's loss (killed, culled, restarted) is test_marker_server_loss_browser.py's."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from marker_page import (
    COVERED_TOTALS,
    check_layout,
    new_game,
    open_marker,
    play_deal,
    quick_deal,
    ready,
    seq,
    status,
    tap,
    total,
)
from playwright.sync_api import expect
from support import MarkerServer

from penchant.marker.session import POLL_ENV
from penchant.marker.sqlite_store import Store

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def marker(browser: Any, server: MarkerServer) -> Iterator[Any]:
    """The marker's page at a tablet's size (1024x768), opened once for the tests that each play a new game of
    their own on the module's server (each page a kernel of its own)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.set_default_timeout(30_000)
    open_marker(page, server)
    yield page
    context.close()


# ---------------------------------------------------------------- tests


def test_a_whole_game_by_tapping_with_undo_and_reload(marker: Any, server: MarkerServer) -> None:
    page = marker
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
    assert game.status == "over" and "Ann wins" in game.summary and "worth 64" in game.summary


def test_a_bad_entry_is_refused_with_its_message(marker: Any) -> None:
    page = marker
    new_game(page, ("Cat", "Dan"))
    for i in range(10):
        tap(page, f".pm-trick{i % 2}")
    tap(page, ".pm-brisquette0")
    tap(page, ".pm-brisquette0")
    before = seq(page)
    # A count below Cat's brisquettes looks off; its tap says why, changes nothing, and covers no total.
    assert "pm-off" in (page.get_attribute(".pm-count-1", "class") or "")
    page.click(".pm-count-1")
    expect(page.locator(".pm-banner:not(.pm-hidden) .pm-error")).to_contain_text(
        "Cat has more brisquettes (2) than brisques (1)", timeout=15_000)
    assert seq(page) == before and total(page, 0) == 2
    assert page.evaluate(COVERED_TOTALS) == []
    page.click(".pm-error-close")
    page.wait_for_selector(".pm-banner.pm-hidden", state="attached")
    tap(page, ".pm-count-7")
    assert status(page)["deal"] == 2 and total(page, 0) == 3
    assert page.locator(".pm-banner.pm-hidden").count() == 1


def test_a_second_device_shows_the_same_game(browser: Any, marker: Any, server: MarkerServer) -> None:
    page = marker
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


# ---------------------------------------------------------------- issue #10: quick scoring, two devices


def test_a_quick_four_deal_game_with_no_won_trick_tap(marker: Any) -> None:
    page = marker
    new_game(page, ("Ivy", "Jon"))
    taps = []
    for deal_number in range(1, 5):
        assert status(page)["deal"] == deal_number
        taps.append(quick_deal(page))
    result = page.inner_text(".pm-result-text")
    assert "Ivy wins 40–8" in result and "lurched" in result and "worth 64" in result
    # Per deal: 3 declarations + 3 brisquette tricks + the brisque count = 7 things to score, in 7 taps.
    assert taps == [7, 7, 7, 7]
    # The result can be shared: a card image and the sheet as CSV.
    assert page.locator(".pm-result .pm-share-card").count() == 1
    assert page.locator(".pm-result .pm-share-csv").count() == 1
    assert page.locator(".pm-result .pm-card-preview svg").count() == 1


@pytest.fixture
def unpolled_server(tmp_path: Path) -> Iterator[MarkerServer]:
    """A marker whose pages do not check the store for other devices' entries during the test.

    The two-device race is about a tap made on a screen that has not caught up: on a loaded machine
    a click can reach its kernel seconds late, after the page's 2-second check has already caught
    up, and the tap is then rightly accepted (the screen it lands on is current). So the check waits
    an hour here; the refused device still catches up at once, as the refusal reads the store."""
    srv = MarkerServer(tmp_path / "race.sqlite3", env={POLL_ENV: "3600"})
    srv.start()
    srv.wait_pool()
    yield srv
    srv.stop()


def test_two_devices_tapping_at_the_same_moment_record_one_trick(browser: Any, unpolled_server: MarkerServer) -> None:
    server = unpolled_server
    a_ctx = browser.new_context(viewport={"width": 1024, "height": 768})
    b_ctx = browser.new_context(viewport={"width": 390, "height": 844})
    a, b = a_ctx.new_page(), b_ctx.new_page()
    try:
        open_marker(a, server)
        new_game(a, ("Kim", "Lou"))
        # The first page took the waiting kernel: the second opens once Voilà has another waiting (on a
        # loaded machine a page that must start its own kernel can take longer than a page load may).
        assert server.wait_pool(fills=2, timeout=120)
        open_marker(b, server)
        b.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker1")
        b.wait_for_function("() => document.querySelector('.pm-marker1 .pm-name-text').textContent === 'Lou'")
        start = seq(a)
        assert seq(b) == start
        # Both tap Won trick at once (neither has seen the other's tap).
        a.click(".pm-trick0", no_wait_after=True)
        b.click(".pm-trick0", no_wait_after=True)
        for pg in (a, b):
            pg.wait_for_function("n => Number(document.querySelector('.pm-seq').dataset.seq) > n", arg=start,
                                 timeout=30_000)
        store = Store(server.db)
        game = store.list_games()[0]
        ledger = store.load(game.id)
        assert ledger.sheet.current.tricks == 1 and ledger.seq == start + 1  # one trick, not two
        refused: list[Any] = []
        deadline = time.monotonic() + 15  # the refusal is drawn just after the refused page's new sheet
        while not refused and time.monotonic() < deadline:
            refused = [pg for pg in (a, b) if pg.locator(".pm-banner:not(.pm-hidden)").count()]
            time.sleep(0.2)
        assert len(refused) == 1
        expect(refused[0].locator(".pm-error")).to_contain_text("The other device has just entered")
        for pg in (a, b):  # both screens show the one truth
            pg.wait_for_function("() => document.querySelector('.pm-status').dataset.tricks === '1'")
        # The refused device taps again, now up to date: accepted.
        tap(refused[0], ".pm-kind0-marriage")
        assert Store(server.db).load(game.id).sheet.totals == (2, 0)
    finally:
        a_ctx.close()
        b_ctx.close()


# ---------------------------------------------------------------- issue #33: one truth on every device


def test_a_stale_page_cannot_end_the_deal_with_its_own_count(browser: Any, unpolled_server: MarkerServer) -> None:
    """Two pages at the end of a deal: the first ends it with its count; the second, which has not seen that
    (it does not poll here), taps another count: refused, it shows the first page's end, and the deal ended
    once, with the first page's count. A button is on exactly when the ledger accepts: the second page's
    counts are those of the new deal (none) once it has caught up."""
    server = unpolled_server
    a_ctx = browser.new_context(viewport={"width": 390, "height": 844})
    b_ctx = browser.new_context(viewport={"width": 390, "height": 844})
    a, b = a_ctx.new_page(), b_ctx.new_page()
    try:
        open_marker(a, server)
        new_game(a, ("Uma", "Val"))
        tap(a, ".pm-kind0-marriage")
        tap(a, ".pm-brisquette1-2")  # the last six begin with a trick of two brisques: one tap
        assert server.wait_pool(fills=2, timeout=120)
        open_marker(b, server)
        b.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-end:not(.pm-hidden) .pm-count-6")
        assert seq(b) == seq(a)
        tap(a, ".pm-count-8")  # Uma took 8 brisques: the deal ends
        before = seq(b)
        b.click(".pm-count-6")  # the stale page: a count the other page did not pick
        expect(b.locator(".pm-banner:not(.pm-hidden) .pm-error")).to_contain_text("The other device has just entered")
        b.wait_for_function("n => Number(document.querySelector('.pm-seq').dataset.seq) > n", arg=before)
        assert status(b)["deal"] == 2 and b.locator(".pm-end:not(.pm-hidden)").count() == 0
        game = Store(server.db).list_games()[0]
        deals = Store(server.db).load(game.id).sheet.deals
        assert deals[0].brisques == (8, 4) and len(deals) == 2
        assert b.evaluate(COVERED_TOTALS) == []
    finally:
        a_ctx.close()
        b_ctx.close()


# ---------------------------------------------------------------- a phone and a tablet at one table: the words


def test_a_phone_and_a_tablet_read_which_trick_units_and_refusals_in_a_players_words(
        browser: Any, marker: Any, server: MarkerServer) -> None:
    """Two players kept one game on a phone and a tablet: a declaration after Won trick said which trick it
    follows, the brisquette buttons and the count pad say their unit, a refusal is a sentence with no quoted
    names, and the file button shows no counter ("(0)"). The tablet is the module's marker page."""
    tab = marker
    phone_ctx = browser.new_context(viewport={"width": 390, "height": 844})
    phone = phone_ctx.new_page()
    try:
        new_game(tab, ("Gus", "Hal"))
        assert server.wait_pool(fills=2, timeout=120)
        open_marker(phone, server)
        phone.wait_for_function("() => document.querySelector('.pm-marker1 .pm-name-text').textContent === 'Hal'")
        for i in range(7):
            tap(tab, f".pm-trick{i % 2}")
        phone.wait_for_function("n => Number(document.querySelector('.pm-seq').dataset.seq) >= n", arg=seq(tab),
                                timeout=15_000)
        tap(phone, ".pm-kind0-marriage")  # Gus won trick 7: the marriage follows it
        expect(phone.locator(".pm-note")).to_contain_text("after trick 7: Gus declares a marriage")
        phone.click(".pm-history")
        expect(phone.locator(".pm-history-screen .pm-breakdown0")).to_contain_text("after trick 7")
        phone.click(".pm-history-screen .pm-back")
        phone.wait_for_selector(".pm-deal .pm-total-num", state="visible")
        # The units, read across the table (once the tablet shows the phone's entry: a loaded machine is slow).
        tab.wait_for_function("n => Number(document.querySelector('.pm-seq').dataset.seq) >= n", arg=seq(phone),
                              timeout=15_000)
        assert tab.locator(".pm-marker0 .pm-dials-unit").inner_text() == "points"
        # the dials say what each counts on the tablet; a phone shows the total alone (the deal must fit it)
        labels = tab.locator(".pm-deal .pm-marker0 .pm-dial-label")
        assert labels.all_inner_texts() == ["100s", "10s", "1s"]
        assert all(box["height"] > 0 for box in (labels.nth(i).bounding_box() or {"height": 0} for i in range(3)))
        assert phone.locator(".pm-deal .pm-marker0 .pm-dials").is_hidden()
        assert tab.locator(".pm-brisquette0-2").inner_text().replace("\u00ad", "") == "+2 brisquettes"
        check_layout(tab)
        check_layout(phone)
        # A refusal: a brisque count below the brisquettes entered, tapped on the tablet.
        tab.wait_for_function("n => Number(document.querySelector('.pm-seq').dataset.seq) >= n", arg=seq(phone),
                              timeout=15_000)
        tap(tab, ".pm-brisquette0-2")
        expect(tab.locator(".pm-end-label")).to_contain_text("How many brisques did Gus take?")
        tab.click(".pm-count-1")
        error = tab.locator(".pm-banner:not(.pm-hidden) .pm-error")
        expect(error).to_contain_text("was not entered: Gus has more brisquettes (2) than brisques (1)")
        assert "'" not in error.inner_text() and error.inner_text().endswith(".")
        # The file button: its words alone.
        tab.click(".pm-error-close")
        tab.click(".pm-games")
        upload = tab.locator(".pm-upload")
        upload.wait_for()
        drawn = upload.evaluate("(u) => [getComputedStyle(u).fontSize, getComputedStyle(u, '::before').content]")
        assert drawn == ["0px", '"Open a file…"']
    finally:
        phone_ctx.close()
