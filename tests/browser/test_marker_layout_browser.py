"""The marker laid out in a real browser: phone, tablet and desktop layouts (44 px targets, text sizes, no clipped
glyph, nothing cut in its column), face to face (the far player's half turned, the referee and the result on the
screen) and a real table's second report (a table card's two taps, the pad apart). The game tapped through, its
devices and their race are test_marker_browser.py's."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from marker_page import (
    COVERED_BUTTONS,
    COVERED_TOTALS,
    check_layout,
    new_game,
    open_marker,
    quick_deal,
    seq,
    tap,
)
from playwright.sync_api import expect
from support import MarkerServer

pytestmark = pytest.mark.browser


LAYOUT_SIZES = {"phone": (390, 844), "tablet": (1024, 768), "desktop": (1280, 900)}


def referee_declares_two_queens(pg: Any) -> None:
    """Referee mode on, and the first player declares Q♠ Q♥ (a pair): the two queens lie on their table."""
    pg.click(".pm-referee")
    pg.wait_for_selector(".pm-ref:not(.pm-hidden)")
    for card in ("QS", "QH"):
        pg.click(f".pm-ref .pm-card-{card}")
    tap(pg, ".pm-ref-declare0")
    pg.wait_for_selector(".pm-table0-0:not(.pm-hidden)")


def test_layouts_targets_text_and_no_clipping(browser: Any, server: MarkerServer, tmp_path: Path) -> None:
    """Each state of the deal, laid out on a phone, a tablet and a desktop (one page, resized: the marker's
    layout is its style sheet's, which follows the window)."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)

    def every_size(state: str) -> None:
        for name, (w, h) in LAYOUT_SIZES.items():
            resize(pg, w, h)
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
            resize(pg, w, h)
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


_SETTLED = """([w, h]) => innerWidth === w && innerHeight === h
  && new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"""


def resize(page: Any, width: int, height: int) -> None:
    """Resize the page and wait until it has the new size and has drawn twice at it: CI once read the face-to-face
    toolbar where it stood at the 1180-px viewport just left (y 1120 of 900), a layout read before the resize
    had reached the page."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(_SETTLED, arg=[width, height])


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
            resize(pg, size[0], size[1])
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
            resize(pg, size[0], size[1])
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
    """Foster's totals run to hundreds: on a phone the dealer's badge, a three-figure total and "+450 ahead"
    side by side overflowed the column, which cut such a margin to two figures (two players at a table read it so)."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        open_marker(pg, server)
        new_game(pg, ("Ada", "Ben"), rules="Foster")
        before = pg.locator(".pm-trick0").bounding_box()
        # a reunion and two quadruplets: a fourth declaration of these would need more cards than a player receives
        # before the tenth trick (penchant.rules.declaring_in_order), and the marker refuses it
        for kind in ("reunion", "quadruplet", "quadruplet"):
            tap(pg, f".pm-kind0-{kind}")
        # the status took a second line at the second trick and pushed every button down (a table saw it)
        after = pg.locator(".pm-trick0").bounding_box()
        assert before is not None and after is not None and abs(after["y"] - before["y"]) < 1, (before, after)
        for size in [(390, 844), (820, 1180), (1280, 900)]:
            resize(pg, size[0], size[1])
            pg.screenshot(path=str(tmp_path / f"foster-{size[0]}.png"))
            assert pg.inner_text(".pm-marker0 .pm-ahead").split() == ["+450", "ahead"]
            assert pg.evaluate(_OUT_OF_COLUMN) == [], size
            assert pg.evaluate(_CUT_TEXT) == [], size
    finally:
        ctx.close()


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
            resize(pg, w, h)
            pg.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            before = pg.evaluate(_TOPS)
            pg.click(".pm-trick0", click_count=2, delay=20)  # a bounce: entered once, and said beside it
            pg.wait_for_selector(".pm-tap-note0:not(.pm-hidden)")
            assert [y for _t, y in pg.evaluate(_TOPS)] == [y for _t, y in before], (w, h)
            assert pg.evaluate(COVERED_BUTTONS) == []  # the note lies over them, and a tap goes through it
            tap(pg, ".pm-trick1")
        resize(pg, 390, 844)
        referee_declares_two_queens(pg)
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
                resize(pg, w, h)
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
            resize(pg, w, h)
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
        referee_declares_two_queens(pg)
        pg.click(".pm-table0-0")  # asked: the far player's table says "tap again"
        expect(pg.locator(".pm-table-ask0")).to_contain_text("again")
        far_in_sight("referee", ["pm-badge-deal", "pm-table-ask", "pm-status-far", "pm-total-num"])
        resize(pg, 1024, 768)
        time.sleep(0.35)  # not a bounce of the last tap
        pg.click(".pm-referee")
        pg.wait_for_selector(".pm-ref", state="hidden")
        for _deal in range(4):
            quick_deal(pg)
        pg.wait_for_selector(".pm-result:not(.pm-hidden)")
        far_in_sight("result", ["pm-far-result", "pm-status-far", "pm-total-num"])
    finally:
        ctx.close()
