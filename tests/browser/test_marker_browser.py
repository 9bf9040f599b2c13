"""The marker in a real browser: a whole game by tapping (the Won-trick flow and the quick flow with no
Won trick tap), undo, reload, refusals, two devices (and their race), phone and tablet layouts
(44 px targets, text sizes, no clipped glyph). The server's loss (killed, culled, restarted) is
test_marker_server_loss_browser.py's."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from marker_page import (
    COVERED_BUTTONS,
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
from penchant.marker.store import Store

pytestmark = pytest.mark.browser


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
    assert game.status == "over" and "Ann wins" in game.summary and "worth 64" in game.summary


def test_a_bad_entry_is_refused_with_its_message(page: Any, server: MarkerServer) -> None:
    open_marker(page, server)
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


# ---------------------------------------------------------------- issue #10: quick scoring, two devices, layouts


def test_a_quick_four_deal_game_with_no_won_trick_tap(page: Any, server: MarkerServer) -> None:
    open_marker(page, server)
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


LAYOUT_SIZES = {"phone": (390, 844), "tablet": (1024, 768), "desktop": (1280, 900)}


def test_layouts_targets_text_and_no_clipping(browser: Any, server: MarkerServer, tmp_path: Path) -> None:
    """Each state of the deal, laid out on a phone, a tablet and a desktop (one page, resized: the marker's
    layout is its style sheet's, which follows the window)."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)

    def every_size(state: str) -> None:
        for name, (w, h) in LAYOUT_SIZES.items():
            pg.set_viewport_size({"width": w, "height": h})
            pg.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            check_layout(pg)
            pg.screenshot(path=str(tmp_path / f"{name}-{state}.png"))

    try:
        open_marker(pg, server)
        new_game(pg, ("Maximiliana", "Bartholomew"))
        tap(pg, ".pm-kind0-quadruplet")
        tap(pg, ".pm-trick1")
        every_size("phase1")  # Phase 1: combinations, the penchant's suits, the loser's penchant
        tap(pg, ".pm-brisquette1-2")  # two brisques in the first trick of the last six: one tap
        every_size("phase2")  # Phase 2: brisquettes and the whole end-of-deal panel
        end = pg.inner_text(".pm-end")
        assert "How many brisques did Maximiliana take?" in end and "in deal 1" in end
        assert "took the rest of the 12" in end
        # 11 for Maximiliana leaves Bartholomew 1, fewer than his two brisquettes: off.
        assert "pm-off" in (pg.get_attribute(".pm-count-11", "class") or "")
        assert "pm-off" not in (pg.get_attribute(".pm-count-10", "class") or "")
        # A refusal is said at the bottom: it covers no total, the status line stays, nothing moves.
        assert "pm-off" in (pg.get_attribute(".pm-redo", "class") or "")  # plainly off, yet it answers
        for name, (w, h) in LAYOUT_SIZES.items():
            pg.set_viewport_size({"width": w, "height": h})
            before = pg.locator(".pm-status").bounding_box()
            pg.click(".pm-redo")
            banner = pg.locator(".pm-banner:not(.pm-hidden)")
            expect(banner).to_contain_text("Nothing to redo.")
            box, st = banner.bounding_box(), pg.locator(".pm-status").bounding_box()
            assert box is not None and st is not None and before is not None and st["y"] == before["y"], name
            assert box["y"] >= st["y"] + st["height"] and pg.evaluate(COVERED_TOTALS) == [], name
            pg.screenshot(path=str(tmp_path / f"{name}-refusal.png"))
            pg.click(".pm-error-close")
            pg.wait_for_selector(".pm-banner.pm-hidden", state="attached")
    finally:
        ctx.close()


def test_face_to_face_turns_the_far_players_half(page: Any, server: MarkerServer) -> None:
    open_marker(page, server)
    new_game(page, ("Ned", "Ora"))
    page.click(".pm-face-toggle")
    page.wait_for_selector(".pm-app.pm-face")
    transform = page.evaluate("() => getComputedStyle(document.querySelector('.pm-col0')).transform")
    near = page.evaluate("() => getComputedStyle(document.querySelector('.pm-col1')).transform")
    assert transform.startswith("matrix(-1") and near == "none"
    top0 = page.locator(".pm-col0").bounding_box()
    top1 = page.locator(".pm-col1").bounding_box()
    assert top0 is not None and top1 is not None and top0["y"] < top1["y"]  # stacked, far half on top
    # On the landscape tablet every button of both halves, and Last six tricks, is on the screen and not
    # under the fixed toolbar (players found Last six tricks hidden beneath it), after a trick too.
    tap(page, ".pm-trick0")
    assert page.evaluate(COVERED_BUTTONS) == []
    # The wake-lock note says what it could do (localhost is a secure context: kept awake or refused).
    expect(page.locator(".pm-wake").first).to_contain_text("Screen", timeout=10_000)


# ---------------------------------------------------------------- issue #20, item 6: phones and tablets

_CUT_TEXT = """() => Array.from(document.querySelectorAll('.pm-deal *'))
  .filter((e) => e.offsetParent !== null && e.children.length === 0 && e.textContent.trim())
  .filter((e) => e.scrollWidth > e.clientWidth + 1)
  .map((e) => [e.className, e.textContent.slice(0, 40), e.scrollWidth, e.clientWidth])"""

_OFF_SCREEN = """(sel) => Array.from(document.querySelectorAll(sel)).filter((e) => e.offsetParent !== null)
  .map((e) => [e.className.slice(0, 50), e.textContent.slice(0, 30), e.getBoundingClientRect()])
  .filter((x) => x[2].left < -0.5 || x[2].right > innerWidth + 0.5)
  .map((x) => [x[0], x[1], Math.round(x[2].left), Math.round(x[2].right)])"""

_OUTSIDE_ITS_COLUMN = """() => Array.from(document.querySelectorAll(SELECTOR)).filter(SHOWN)
  .map((e) => [e, e.closest('.pm-col')])
  .filter(([e, c]) => { const a = e.getBoundingClientRect(), b = c.getBoundingClientRect();
                        return a.left < b.left - 0.5 || a.right > b.right + 0.5; })
  .map(([e]) => [String(e.getAttribute('class') || e.tagName).slice(0, 50), e.textContent.slice(0, 30)])"""
"""What of SELECTOR that SHOWN keeps sticks out of its player's column (left or right)."""

_INSIDE_COLUMN = (_OUTSIDE_ITS_COLUMN.replace("SELECTOR", "'.pm-col .jupyter-button, .pm-col .pm-name > *'")
                  .replace("SHOWN", "(e) => e.offsetParent !== null"))


def test_long_names_the_lead_the_jack_row_and_the_confirmation_are_never_cut(
        browser: Any, server: MarkerServer, tmp_path: Path) -> None:
    """Long names on a phone, a portrait tablet and a desktop (one page, resized), side by side and face to
    face."""
    sizes = [(390, 844), (820, 1180), (1280, 900)]
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        open_marker(pg, server)
        new_game(pg, ("Jonathan", "Bartholomew"))  # Jonathan deals; he leads and is ahead after his tricks
        tap(pg, ".pm-kind0-quadruplet")
        tap(pg, ".pm-kind0-reunion")
        for size in sizes:
            pg.set_viewport_size({"width": size[0], "height": size[1]})
            assert "Jonathan" in pg.inner_text(".pm-marker0 .pm-name-text")
            assert pg.inner_text(".pm-marker0 .pm-ahead").split() == ["+35", "ahead"]
            assert pg.evaluate(_CUT_TEXT) == [], size
            sel = ".pm-deal .jupyter-button, .pm-deal .pm-name > *, .pm-note, .pm-status"
            assert pg.evaluate(_OFF_SCREEN, sel) == [], size
            assert pg.evaluate(_INSIDE_COLUMN) == [], size  # the penchant's Jack row (♣ last) stays in its column
            note = pg.locator(".pm-note")
            assert "declares a reunion +25" in note.inner_text()
            pg.screenshot(path=str(tmp_path / f"names-{size[0]}.png"))
        # Face to face: a status line for each player (the far one turned with their half), the toolbar on screen.
        pg.click(".pm-face-toggle")
        pg.wait_for_selector(".pm-app.pm-face .pm-col0 .pm-status-far")
        for size in sizes:
            pg.set_viewport_size({"width": size[0], "height": size[1]})
            far = pg.locator(".pm-col0 .pm-status-far")
            expect(far).to_contain_text("Deal 1 of 4")
            turned = pg.evaluate("() => getComputedStyle(document.querySelector('.pm-col0')).transform")
            assert turned.startswith("matrix(-1"), turned
            box = pg.locator(".pm-deal .pm-tools").bounding_box()
            assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size[1] + 0.5, (size, box)
            assert pg.evaluate(_CUT_TEXT) == [], size
            pg.screenshot(path=str(tmp_path / f"face-{size[0]}.png"))
        pg.click(".pm-face-toggle")
    finally:
        ctx.close()


_OUT_OF_COLUMN = (_OUTSIDE_ITS_COLUMN.replace("SELECTOR", "'.pm-col *'")
                  .replace("SHOWN", "(e) => e.checkVisibility() && e.children.length === 0 && e.textContent.trim()"))
"""Every visible text of a column (SVG too) sticking out of it."""


def test_fosters_totals_in_the_hundreds_are_never_cut(browser: Any, server: MarkerServer, tmp_path: Path) -> None:
    """Foster's totals run to hundreds: on a phone the dealer's badge, a three-figure total and "+550 ahead"
    side by side overflowed the column, which cut the margin to "+55" (two players at a table read it so)."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        open_marker(pg, server)
        new_game(pg, ("Ada", "Ben"), rules="Foster")
        before = pg.locator(".pm-trick0").bounding_box()
        for kind in ("reunion", "quadruplet", "quadruplet", "quadruplet"):
            tap(pg, f".pm-kind0-{kind}")
        # the status took a second line at the second trick and pushed every button down (a table saw it)
        after = pg.locator(".pm-trick0").bounding_box()
        assert before is not None and after is not None and abs(after["y"] - before["y"]) < 1, (before, after)
        for size in [(390, 844), (820, 1180), (1280, 900)]:
            pg.set_viewport_size({"width": size[0], "height": size[1]})
            pg.screenshot(path=str(tmp_path / f"foster-{size[0]}.png"))
            assert pg.inner_text(".pm-marker0 .pm-ahead").split() == ["+550", "ahead"]
            assert pg.evaluate(_OUT_OF_COLUMN) == [], size
            assert pg.evaluate(_CUT_TEXT) == [], size
    finally:
        ctx.close()


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


# ---------------------------------------------------------------- a real table's second report

_TOPS = """() => Array.from(document.querySelectorAll('.pm-deal .jupyter-button'))
  .filter((b) => b.offsetParent !== null)
  .map((b) => [b.textContent.trim().slice(0, 20), Math.round(b.getBoundingClientRect().top)])"""

_PAD_GAP = """() => { const near = Array.from(document.querySelectorAll('.pm-brisquette-row .jupyter-button'))
    .filter((b) => b.offsetParent !== null);
  const chips = Array.from(document.querySelectorAll('.pm-count-chip')).filter((b) => b.offsetParent !== null);
  let least = Infinity;
  for (const a of near) for (const c of chips) {
    const r = a.getBoundingClientRect(), s = c.getBoundingClientRect();
    const dy = Math.max(0, s.top - r.bottom, r.top - s.bottom), dx = Math.max(0, s.left - r.right, r.left - s.right);
    least = Math.min(least, Math.hypot(dx, dy)); }
  return least; }"""
"""The least distance between a +1/+2 button and a brisque count (a finger meant for +2 ended a deal)."""


def test_a_table_card_takes_two_taps_the_note_moves_nothing_and_the_pad_stands_apart(
        browser: Any, server: MarkerServer) -> None:
    """On a phone and a tablet: a card played from a table is asked by its first tap and played by the second
    (one tap played it before); a double tap's note moves no button; the brisque counts stand apart from
    +1/+2, side by side and face to face."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        open_marker(pg, server)
        new_game(pg, ("Ada", "Ben"))
        tap(pg, ".pm-trick0")
        for w, h in LAYOUT_SIZES.values():
            pg.set_viewport_size({"width": w, "height": h})
            pg.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            before = pg.evaluate(_TOPS)
            pg.click(".pm-trick0", click_count=2, delay=20)  # a bounce: entered once, and said beside it
            pg.wait_for_selector(".pm-tap-note0:not(.pm-hidden)")
            assert [y for _t, y in pg.evaluate(_TOPS)] == [y for _t, y in before], (w, h)
            assert pg.evaluate(COVERED_BUTTONS) == []  # the note lies over them, and a tap goes through it
            tap(pg, ".pm-trick1")
        pg.set_viewport_size({"width": 390, "height": 844})
        pg.click(".pm-referee")
        pg.wait_for_selector(".pm-ref:not(.pm-hidden)")
        for card in ("QS", "QH"):
            pg.click(f".pm-ref .pm-card-{card}")
        tap(pg, ".pm-ref-declare0")
        pg.wait_for_selector(".pm-table0-0:not(.pm-hidden)")
        n = seq(pg)
        pg.click(".pm-table0-0")  # asks, plays nothing
        expect(pg.locator(".pm-table-ask0")).to_contain_text("again")
        assert seq(pg) == n and pg.locator(".pm-col0 .pm-table-card:not(.pm-hidden)").count() == 2
        time.sleep(0.35)  # not a bounce
        tap(pg, ".pm-table0-0")  # plays it
        assert pg.locator(".pm-col0 .pm-table-card:not(.pm-hidden)").count() == 1
        pg.click(".pm-referee")
        tap(pg, ".pm-last-six")
        for face in (False, True):
            if face:
                pg.click(".pm-face-toggle")
                pg.wait_for_selector(".pm-app.pm-face")
            for w, h in LAYOUT_SIZES.values():
                pg.set_viewport_size({"width": w, "height": h})
                pg.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
                gap = pg.evaluate(_PAD_GAP)
                assert gap >= 60, (face, w, gap)
    finally:
        ctx.close()


_FAR_ESSENTIALS = """() => Array.from(document.querySelectorAll(
    '.pm-col0 .pm-badge, .pm-col0 .pm-table-ask, .pm-col0 .pm-status-far, .pm-col0 .pm-far-result, '
    + '.pm-col0 .pm-total-num')).filter((e) => e.checkVisibility())
  .map((e) => [String(e.className), e.textContent.slice(0, 30), e.getBoundingClientRect()])"""
"""The far player's essentials face to face (their badges, "tap again", status, result and total), shown."""

_SCROLL_THE_PAGE = """() => {
  for (let e = document.querySelector('.pm-deal'); e; e = e.parentElement) e.scrollTop = 1e6;
  window.scrollTo(0, 1e6); }"""
"""Scroll the deal and the page (whatever element of it scrolls: Voilà's and Voici's cells do, not the window)
to their end."""

_UNREACHABLE = """(sel) => Array.from(document.querySelectorAll(sel)).filter((b) => b.checkVisibility())
  .filter((b) => { const r = b.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
                   if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return true;
                   const hit = document.elementFromPoint(x, y); return !hit || !b.contains(hit); })
  .map((b) => b.textContent.slice(0, 30))"""
"""Buttons of ``sel`` off the screen or under something else, as the page is (nothing scrolled into view)."""


def test_face_to_face_with_the_referee_and_the_result_fits_the_screen(
        browser: Any, server: MarkerServer, tmp_path: Path) -> None:
    """Face to face, referee mode on (a card of the far player's table asked about) and then the result, at a
    landscape tablet's 1024x768 and a phone's 390x844: the page was taller than the screen and scrolled, and
    the far player's badges and "tap again" went off its top edge. Now the deal never scrolls: however the
    page is scrolled, the far player's essentials are on the screen, and so are the Declare buttons and the
    result's Rematch, not covered."""
    sizes = [(1024, 768), (390, 844)]
    ctx = browser.new_context(viewport={"width": 1024, "height": 768})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)

    def far_in_sight(state: str, must: list[str]) -> None:
        for w, h in sizes:
            pg.set_viewport_size({"width": w, "height": h})
            pg.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            pg.evaluate(_SCROLL_THE_PAGE)
            pg.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            pg.screenshot(path=str(tmp_path / f"face-{state}-{w}.png"))
            seen = pg.evaluate(_FAR_ESSENTIALS)
            for cls in must:
                assert any(cls in c for c, _t, _r in seen), (state, w, cls, seen)
            outside = [(c, t, round(r["top"]), round(r["bottom"])) for c, t, r in seen
                       if r["top"] < -0.5 or r["bottom"] > h + 0.5 or r["left"] < -0.5 or r["right"] > w + 0.5]
            assert outside == [], (state, w, outside)
            assert pg.evaluate(_UNREACHABLE, ".pm-deal .pm-tools .jupyter-button") == [], (state, w)
            buttons = ".pm-ref-actions .jupyter-button" if state == "referee" else ".pm-result .pm-row button"
            assert pg.evaluate(_UNREACHABLE, buttons) == [], (state, w)
            assert pg.evaluate(_UNREACHABLE, ".pm-col .jupyter-button") == [], (state, w)

    try:
        open_marker(pg, server)
        new_game(pg, ("Ann", "Bob"))  # Ann deals: her DEALS badge is on the far half
        tap(pg, ".pm-trick0")
        pg.click(".pm-face-toggle")
        pg.wait_for_selector(".pm-app.pm-face")
        pg.click(".pm-referee")
        pg.wait_for_selector(".pm-ref:not(.pm-hidden)")
        for card in ("QS", "QH"):
            pg.click(f".pm-ref .pm-card-{card}")
        tap(pg, ".pm-ref-declare0")
        pg.wait_for_selector(".pm-table0-0:not(.pm-hidden)")
        pg.click(".pm-table0-0")  # asked: the far player's table says "tap again"
        expect(pg.locator(".pm-table-ask0")).to_contain_text("again")
        far_in_sight("referee", ["pm-badge-deal", "pm-table-ask", "pm-status-far", "pm-total-num"])
        pg.set_viewport_size({"width": 1024, "height": 768})
        time.sleep(0.35)  # not a bounce of the last tap
        pg.click(".pm-referee")
        pg.wait_for_selector(".pm-ref", state="hidden")
        for _deal in range(4):
            quick_deal(pg)
        pg.wait_for_selector(".pm-result:not(.pm-hidden)")
        far_in_sight("result", ["pm-far-result", "pm-status-far", "pm-total-num"])
    finally:
        ctx.close()


# ---------------------------------------------------------------- a phone and a tablet at one table: the words


def test_a_phone_and_a_tablet_read_which_trick_units_and_refusals_in_a_players_words(
        browser: Any, server: MarkerServer) -> None:
    """Two players kept one game on a phone and a tablet: a declaration after Won trick said which trick it
    follows, the brisquette buttons and the count pad say their unit, a refusal is a sentence with no quoted
    names, and the file button shows no counter ("(0)")."""
    tab_ctx = browser.new_context(viewport={"width": 1024, "height": 768})
    phone_ctx = browser.new_context(viewport={"width": 390, "height": 844})
    tab, phone = tab_ctx.new_page(), phone_ctx.new_page()
    try:
        open_marker(tab, server)
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
        tab_ctx.close()
        phone_ctx.close()
