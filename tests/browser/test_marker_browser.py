"""The marker in a real browser: a whole game by tapping (the Won-trick flow and the quick flow with no
Won trick tap), undo, reload, refusals, two devices (and their race), phone and tablet layouts
(44 px targets, text sizes, no clipped glyph), kernel culling, and a server killed with SIGKILL in the
middle of a game."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from penchant_widgets.marker.app import LINE_SECONDS, POLL_ENV
from playwright.sync_api import expect
from support import MarkerServer

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
    # A page needs a kernel: on a busy machine the next one may still be starting.
    page.wait_for_selector(".pm-app:not(.pm-syncing) .pm-screen:not(.pm-hidden)", timeout=120_000)


_SMALL_BUTTONS = """() => Array.from(document.querySelectorAll('.pm-app button'))
  .filter((b) => b.offsetParent !== null)
  .map((b) => { const r = b.getBoundingClientRect();
                return [b.textContent, Math.round(r.width), Math.round(r.height)]; })
  .filter((x) => x[1] < 44 || x[2] < 44)"""

_SMALL_TEXT = """(min) => Array.from(document.querySelectorAll('.pm-app button'))
  .filter((b) => b.offsetParent !== null && b.textContent.trim())
  .map((b) => [b.textContent, parseFloat(getComputedStyle(b).fontSize)])
  .filter((x) => x[1] < min)"""

_CLIPPED = """() => Array.from(document.querySelectorAll('.pm-app button'))
  .filter((b) => b.offsetParent !== null && b.textContent.trim())
  .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
  .map((b) => [b.textContent, b.scrollWidth, b.clientWidth, b.scrollHeight, b.clientHeight])"""

_TOTAL_SIZES = """() => Array.from(document.querySelectorAll('.pm-deal .pm-total-num'))
  .filter((e) => e.offsetParent !== null).map((e) => parseFloat(getComputedStyle(e).fontSize))"""


_SURFACE = """() => {
  const parts = ['.pm-deal .pm-total-num', '.pm-deal .pm-col .pm-kind', '.pm-deal .pm-pen-suit',
                 '.pm-deal .pm-brisquette-row .jupyter-button', '.pm-deal .pm-count-chip',
                 '.pm-deal .pm-tools .pm-undo', '.pm-deal .pm-tools .jupyter-button', '.pm-deal .pm-status'];
  const out = [];
  for (const sel of parts) for (const e of document.querySelectorAll(sel)) {
    if (e.offsetParent === null) continue;
    const r = e.getBoundingClientRect();
    if (r.top < -4 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5)
      out.push([sel, e.textContent.slice(0, 20), Math.round(r.top), Math.round(r.bottom)]);
  }
  return out;
}"""
"""The working surface (both totals, the kind buttons, the brisquettes, the counts, Undo and the toolbar, the
status line) outside the window, as it is laid out, with no scrolling."""

_COVERED_TOTALS = """() => Array.from(document.querySelectorAll('.pm-deal .pm-total-num'))
  .filter((e) => { const r = e.getBoundingClientRect();
                   const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                   return !hit || !e.contains(hit); })
  .map((e) => e.textContent)"""
"""Totals something else (a banner, the lost-server notice) is drawn over."""


def surface_fits(page: Any) -> None:
    """The whole working surface is on the screen as it opens (no scrolling), and nothing covers a total."""
    assert page.evaluate("() => window.scrollY") == 0
    assert page.evaluate(_SURFACE) == []
    assert page.evaluate(_COVERED_TOTALS) == []


def check_layout(page: Any, *, fits: bool = True) -> None:
    """Tap targets of at least 44 px with text of at least 18 px, no clipped label, totals of at least
    48 px; the deal fits the screen (the toolbar's bottom is on it, and the whole working surface)."""
    assert page.evaluate(_SMALL_BUTTONS) == []
    assert page.evaluate(_SMALL_TEXT, 18) == []
    assert page.evaluate(_CLIPPED) == []
    sizes = page.evaluate(_TOTAL_SIZES)
    assert len(sizes) == 2 and min(sizes) >= 48, sizes
    # The two totals stand level, whatever badges (deals, leads) and names each side shows.
    tops = page.evaluate("() => Array.from(document.querySelectorAll('.pm-deal .pm-total-num'))"
                         ".map((e) => e.getBoundingClientRect().top)")
    assert abs(tops[0] - tops[1]) <= 1, tops
    # Read from arm's length: the margin, the status line and the badges (issue #33).
    font = "(sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize)"
    if page.locator(".pm-deal .pm-ahead").count():
        assert page.evaluate(font, ".pm-deal .pm-ahead") >= 20
    assert page.evaluate(font, ".pm-deal .pm-status") >= 17
    if page.locator(".pm-deal .pm-badge").count():
        assert page.evaluate(font, ".pm-deal .pm-badge") >= 14
    if fits:
        bottom = page.evaluate("() => document.querySelector('.pm-deal .pm-tools').getBoundingClientRect().bottom")
        assert bottom <= page.viewport_size["height"]
        surface_fits(page)


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
    tap(page, ".pm-pen1-H")  # no trump yet: the penchant with its Jack's suit, one tap
    tap(page, ".pm-trick0")
    tap(page, ".pm-kind0-clan")
    for i in range(7):
        tap(page, f".pm-trick{i % 2}")
    # Every trick entered: Ann won the tenth and leads, and it is said (in deals 1 and 3 she deals too: both
    # badges on her side, and check_layout finds the totals level all the same).
    assert page.locator(".pm-marker0 .pm-badge-lead").count() == 1
    assert page.locator(".pm-marker1 .pm-badge-lead").count() == 0
    check_layout(page)  # the fullest moment: last declaration, brisquettes and the end of the deal offered
    for p in (0, 0, 1):
        tap(page, f".pm-brisquette{p}")
    tap(page, ".pm-count-8")  # one tap on Ann's brisques ends the deal


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
    # A count below Cat's brisquettes looks off; its tap says why, changes nothing, and covers no total.
    assert "pm-off" in (page.get_attribute(".pm-count-1", "class") or "")
    page.click(".pm-count-1")
    expect(page.locator(".pm-banner:not(.pm-hidden) .pm-error")).to_contain_text(
        "Cat has more brisquettes (2) than brisques (1)", timeout=15_000)
    assert seq(page) == before and total(page, 0) == 2
    assert page.evaluate(_COVERED_TOTALS) == []
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


# ---------------------------------------------------------------- issue #10: quick scoring, two devices, layouts


def quick_deal(page: Any) -> int:
    """The same deal as play_deal with no Won trick tap; the number of taps it took. The first brisquette's
    tap also says the last six have begun; a tap on Ann's brisque count ends the deal."""
    taps = [".pm-kind0-marriage", ".pm-pen1-H", ".pm-kind0-clan",
            ".pm-brisquette0", ".pm-brisquette0", ".pm-brisquette1", ".pm-count-8"]
    for sel in taps:
        tap(page, sel)
    return len(taps)


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
        expect(refused[0].locator(".pm-error")).to_contain_text("the other device just entered")
        for pg in (a, b):  # both screens show the one truth
            pg.wait_for_function("() => document.querySelector('.pm-status').dataset.tricks === '1'")
        # The refused device taps again, now up to date: accepted.
        tap(refused[0], ".pm-kind0-marriage")
        assert Store(server.db).load(game.id).sheet.totals == (2, 0)
    finally:
        a_ctx.close()
        b_ctx.close()


@pytest.mark.parametrize(("size", "name"), [((390, 844), "phone"), ((1024, 768), "tablet"),
                                            ((1280, 900), "desktop")])
def test_layouts_targets_text_and_no_clipping(browser: Any, server: MarkerServer, size: tuple[int, int],
                                              name: str, tmp_path: Path) -> None:
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        open_marker(pg, server)
        new_game(pg, ("Maximiliana", "Bartholomew"))
        tap(pg, ".pm-kind0-quadruplet")
        tap(pg, ".pm-trick1")
        check_layout(pg)  # Phase 1: combinations, the penchant's suits, the loser's penchant
        pg.screenshot(path=str(tmp_path / f"{name}-phase1.png"))
        tap(pg, ".pm-brisquette1-2")  # two brisques in the first trick of the last six: one tap
        check_layout(pg)  # Phase 2: brisquettes and the whole end-of-deal panel
        end = pg.inner_text(".pm-end")
        assert "End of deal 1" in end and "Maximiliana" in end and "took the rest of the 12" in end
        # 11 for Maximiliana leaves Bartholomew 1, fewer than his two brisquettes: off.
        assert "pm-off" in (pg.get_attribute(".pm-count-11", "class") or "")
        assert "pm-off" not in (pg.get_attribute(".pm-count-10", "class") or "")
        # A refusal is said at the bottom: it covers no total, the status line stays, nothing moves.
        assert "pm-off" in (pg.get_attribute(".pm-redo", "class") or "")  # plainly off, yet it answers
        before = pg.locator(".pm-status").bounding_box()
        pg.click(".pm-redo")
        banner = pg.locator(".pm-banner:not(.pm-hidden)")
        expect(banner).to_contain_text("nothing to redo")
        box, st = banner.bounding_box(), pg.locator(".pm-status").bounding_box()
        assert box is not None and st is not None and before is not None and st["y"] == before["y"]
        assert box["y"] >= st["y"] + st["height"] and pg.evaluate(_COVERED_TOTALS) == []
        pg.screenshot(path=str(tmp_path / f"{name}-refusal.png"))
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
    # The wake-lock note says what it could do (localhost is a secure context: kept awake or refused).
    expect(page.locator(".pm-wake").first).to_contain_text("Screen", timeout=10_000)


def test_a_closed_pages_kernel_is_culled_and_reopening_shows_the_game(browser: Any, tmp_path: Path) -> None:
    srv = MarkerServer(tmp_path / "cull.sqlite3", extra=["--cull-idle", "4", "--cull-interval", "2"])
    srv.start()
    try:
        assert srv.wait_pool()
        ctx = browser.new_context(viewport={"width": 1024, "height": 768})
        pg = ctx.new_page()
        pg.set_default_timeout(30_000)
        open_marker(pg, srv)
        new_game(pg, ("Pat", "Quin"))
        tap(pg, ".pm-kind1-reunion")
        assert srv.wait_pool(2)
        with_page = len(srv.children())
        assert with_page >= 2  # the page's kernel and the next waiting one
        ctx.close()
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and len(srv.children()) >= with_page:
            time.sleep(0.5)
        assert len(srv.children()) < with_page, srv.log_text()[-3000:]  # the closed page's kernel has exited
        assert "Culling 'idle' kernel" in srv.log_text()
        ctx = browser.new_context(viewport={"width": 1024, "height": 768})
        pg = ctx.new_page()
        pg.set_default_timeout(60_000)
        open_marker(pg, srv)
        pg.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker1")
        assert total(pg, 1) == 25
        ctx.close()
    finally:
        srv.stop()


# ---------------------------------------------------------------- issue #20, item 5: a dead server is said


@pytest.mark.parametrize("how", ["SIGTERM", "SIGKILL"])
def test_a_dead_server_is_said_at_once_and_the_page_comes_back_by_itself(browser: Any, tmp_path: Path,
                                                                         how: str) -> None:
    db = tmp_path / "dead.sqlite3"
    first = MarkerServer(db)
    first.start()
    first.wait_pool()
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(30_000)
    second: MarkerServer | None = None
    try:
        open_marker(page, first)
        new_game(page, ("Ivy", "Jon"))
        tap(page, ".pm-kind0-marriage")
        page.evaluate("() => window.scrollTo(0, 120)")
        if how == "SIGKILL":
            first.kill()
        else:
            first.stop()  # SIGTERM
        started = time.monotonic()
        page.click(".pm-kind1-pair")
        offline = page.locator(".pm-offline")
        expect(offline).to_be_visible(timeout=5_000)
        expect(offline).to_contain_text("lost its server")
        expect(offline).to_contain_text("that tap was not recorded")
        # The score is read exactly when the server is gone: both totals in sight, at full strength.
        assert page.evaluate(_COVERED_TOTALS) == []
        assert page.evaluate("() => getComputedStyle(document.querySelector('.pm-total-num')).opacity") == "1"
        said = time.monotonic() - started
        # The next poll of the dead server (every LINE_SECONDS) does not take back what the tap was told.
        page.wait_for_timeout(LINE_SECONDS * 1000 + 700)
        expect(offline).to_contain_text("that tap was not recorded", timeout=1_000)
        page.screenshot(path=str(tmp_path / f"dead-{how}.png"))
        page.evaluate("() => { window.__pmBefore = 1; }")
        # Restarted as a user runs it (the terminal shows the marker's own lines only).
        second = MarkerServer(db, port=first.port, log=db.with_suffix(".again.log"), env={"PENCHANT_SERVE_LOG": ""})
        second.start(timeout=120)
        # The page reloads itself (its old kernel is gone) and shows the stored game, at its place.
        page.wait_for_function("() => !window.__pmBefore", timeout=120_000)
        ready(page)
        page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker0", timeout=60_000)
        assert (total(page, 0), total(page, 1)) == (2, 0)  # the tap that was not recorded is not there
        assert page.locator(".pm-offline:visible").count() == 0
        tap(page, ".pm-kind1-pair")
        assert (total(page, 0), total(page, 1)) == (2, 2)
        assert said < 5
        # The page asked the restarted server for its old kernel (a 404) and opened a websocket: neither
        # Tornado's ping-timeout note nor the 404 reaches the terminal.
        lines = [line for line in second.log_text().splitlines() if line.strip()]
        assert lines and all(line.startswith("penchant marker: ") for line in lines), lines
    finally:
        context.close()
        first.stop()
        if second is not None:
            second.stop()


# ---------------------------------------------------------------- issue #20, item 6: phones and tablets

_CUT_TEXT = """() => Array.from(document.querySelectorAll('.pm-deal *'))
  .filter((e) => e.offsetParent !== null && e.children.length === 0 && e.textContent.trim())
  .filter((e) => e.scrollWidth > e.clientWidth + 1)
  .map((e) => [e.className, e.textContent.slice(0, 40), e.scrollWidth, e.clientWidth])"""

_OFF_SCREEN = """(sel) => Array.from(document.querySelectorAll(sel)).filter((e) => e.offsetParent !== null)
  .map((e) => [e.className.slice(0, 50), e.textContent.slice(0, 30), e.getBoundingClientRect()])
  .filter((x) => x[2].left < -0.5 || x[2].right > innerWidth + 0.5)
  .map((x) => [x[0], x[1], Math.round(x[2].left), Math.round(x[2].right)])"""

_INSIDE_COLUMN = """() => Array.from(document.querySelectorAll('.pm-col .jupyter-button, .pm-col .pm-name > *'))
  .filter((e) => e.offsetParent !== null).map((e) => [e, e.closest('.pm-col')])
  .filter(([e, c]) => { const a = e.getBoundingClientRect(), b = c.getBoundingClientRect();
                        return a.left < b.left - 0.5 || a.right > b.right + 0.5; })
  .map(([e]) => [e.className.slice(0, 50), e.textContent.slice(0, 30)])"""


@pytest.mark.parametrize("size", [(390, 844), (820, 1180), (1280, 900)], ids=["phone", "tablet", "desktop"])
def test_long_names_the_lead_the_jack_row_and_the_confirmation_are_never_cut(
        browser: Any, server: MarkerServer, size: tuple[int, int], tmp_path: Path) -> None:
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        open_marker(pg, server)
        new_game(pg, ("Jonathan", "Bartholomew"))  # Jonathan deals; he leads and is ahead after his tricks
        tap(pg, ".pm-kind0-quadruplet")
        tap(pg, ".pm-kind0-reunion")
        assert "Jonathan" in pg.inner_text(".pm-marker0 .pm-name-text")
        assert pg.inner_text(".pm-marker0 .pm-ahead").split() == ["+35", "ahead"]
        assert pg.evaluate(_CUT_TEXT) == []
        assert pg.evaluate(_OFF_SCREEN, ".pm-deal .jupyter-button, .pm-deal .pm-name > *, .pm-note, .pm-status") == []
        assert pg.evaluate(_INSIDE_COLUMN) == []  # the penchant's Jack row (♣ last) stays in its column
        note = pg.locator(".pm-note")
        assert "declares a reunion +25" in note.inner_text()
        pg.screenshot(path=str(tmp_path / f"names-{size[0]}.png"))
        # Face to face: a status line for each player (the far one turned with their half), the toolbar on screen.
        pg.click(".pm-face-toggle")
        pg.wait_for_selector(".pm-app.pm-face .pm-col0 .pm-status-far")
        far = pg.locator(".pm-col0 .pm-status-far")
        expect(far).to_contain_text("Deal 1 of 4")
        turned = pg.evaluate("() => getComputedStyle(document.querySelector('.pm-col0')).transform")
        assert turned.startswith("matrix(-1"), turned
        box = pg.locator(".pm-deal .pm-tools").bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size[1] + 0.5, box
        assert pg.evaluate(_CUT_TEXT) == []
        pg.screenshot(path=str(tmp_path / f"face-{size[0]}.png"))
        pg.click(".pm-face-toggle")
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
        expect(b.locator(".pm-banner:not(.pm-hidden) .pm-error")).to_contain_text("the other device just entered")
        b.wait_for_function("n => Number(document.querySelector('.pm-seq').dataset.seq) > n", arg=before)
        assert status(b)["deal"] == 2 and b.locator(".pm-end:not(.pm-hidden)").count() == 0
        game = Store(server.db).list_games()[0]
        deals = Store(server.db).load(game.id).sheet.deals
        assert deals[0].brisques == (8, 4) and len(deals) == 2
        assert b.evaluate(_COVERED_TOTALS) == []
    finally:
        a_ctx.close()
        b_ctx.close()
