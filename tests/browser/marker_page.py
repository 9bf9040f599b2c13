"""The marker's page in a real browser: taps that wait for the committed entry, the totals and status as the
page shows them, and the layout checks (44 px targets, text sizes, nothing clipped, the working surface on
screen, no total covered). Shared by the marker's browser tests."""

from __future__ import annotations

import time
from typing import Any

from support import MarkerServer


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


SMALL_BUTTONS = """() => Array.from(document.querySelectorAll('.pm-app button'))
  .filter((b) => b.offsetParent !== null)
  .map((b) => { const r = b.getBoundingClientRect();
                return [b.textContent, Math.round(r.width), Math.round(r.height)]; })
  .filter((x) => x[1] < 44 || x[2] < 44)"""

SMALL_TEXT = """(min) => Array.from(document.querySelectorAll('.pm-app button'))
  .filter((b) => b.offsetParent !== null && b.textContent.trim())
  .map((b) => [b.textContent, parseFloat(getComputedStyle(b).fontSize)])
  .filter((x) => x[1] < min)"""

CLIPPED = """() => Array.from(document.querySelectorAll('.pm-app button'))
  .filter((b) => b.offsetParent !== null && b.textContent.trim())
  .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
  .map((b) => [b.textContent, b.scrollWidth, b.clientWidth, b.scrollHeight, b.clientHeight])"""

TOTAL_SIZES = """() => Array.from(document.querySelectorAll('.pm-deal .pm-total-num'))
  .filter((e) => e.offsetParent !== null).map((e) => parseFloat(getComputedStyle(e).fontSize))"""


SURFACE = """() => {
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

COVERED_TOTALS = """() => Array.from(document.querySelectorAll('.pm-deal .pm-total-num'))
  .filter((e) => { const r = e.getBoundingClientRect();
                   const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                   return !hit || !e.contains(hit); })
  .map((e) => e.textContent)"""
"""Totals something else (a banner, the lost-server notice) is drawn over."""


COVERED_BUTTONS = """() => Array.from(document.querySelectorAll('.pm-deal .jupyter-button'))
  .filter((b) => b.offsetParent !== null && !b.closest('.pm-tools'))
  .filter((b) => { const r = b.getBoundingClientRect();
                   const x = r.left + r.width / 2, y = r.top + r.height / 2;
                   if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return true;
                   const hit = document.elementFromPoint(x, y);
                   return !hit || !b.contains(hit); })
  .map((b) => b.textContent.slice(0, 30))"""
"""The deal's buttons (the toolbar's aside) off the screen or under something else (the fixed toolbar)."""


AHEAD_OUTSIDE = """() => Array.from(document.querySelectorAll('.pm-deal .pm-ahead'))
  .filter((e) => e.offsetParent !== null)
  .filter((e) => { const c = e.closest('.pm-col').getBoundingClientRect(), r = e.getBoundingClientRect();
                   return r.right > c.right + 0.5 || r.left < c.left - 0.5; })
  .map((e) => e.textContent)"""


SCROLLED = """() => { let sum = window.scrollY;
  for (let e = document.querySelector('.pm-app'); e; e = e.parentElement) sum += e.scrollTop;
  return sum; }"""
"""How far the page and every box around the marker are scrolled down, in pixels (on a page Voila serves the box
that scrolls is its panel, not the window)."""


def surface_fits(page: Any) -> None:
    """The whole working surface is on the screen as it opens (no scrolling), and nothing covers a total."""
    assert page.evaluate("() => window.scrollY") == 0
    off = page.evaluate(SURFACE)
    assert off == [], off
    assert page.evaluate(COVERED_TOTALS) == []


def check_layout(page: Any, *, fits: bool = True) -> None:
    """Tap targets of at least 44 px with text of at least 18 px, no clipped label, totals of at least
    48 px; the deal fits the screen (the toolbar's bottom is on it, and the whole working surface)."""
    assert page.evaluate(SMALL_BUTTONS) == []
    assert page.evaluate(SMALL_TEXT, 18) == []
    try:  # a label clipped for a moment while the screen redraws (a loaded machine) is not one a player reads
        page.wait_for_function(f"() => ({CLIPPED})().length === 0", timeout=5_000)
    except Exception:
        pass
    clipped = page.evaluate(CLIPPED)
    assert clipped == [], clipped
    try:  # a screen switched a moment ago (back from the history) shows its totals after one round trip
        page.wait_for_function(f"() => ({TOTAL_SIZES})().length === 2", timeout=10_000)
    except Exception:
        pass
    sizes = page.evaluate(TOTAL_SIZES)
    assert len(sizes) == 2 and min(sizes) >= 48, sizes
    # The two totals stand level, whatever badges (deals, leads) and names each side shows.
    tops = page.evaluate("() => Array.from(document.querySelectorAll('.pm-deal .pm-total-num'))"
                         ".map((e) => e.getBoundingClientRect().top)")
    assert abs(tops[0] - tops[1]) <= 1, tops
    # Read from arm's length: the margin, the status line and the badges (issue #33).
    font = "(sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize)"
    if page.locator(".pm-deal .pm-ahead").count():
        assert page.evaluate(font, ".pm-deal .pm-ahead") >= 20
        # the margin stays inside its player's column (on a phone "+17 ahead" ran past the edge)
        outside = page.evaluate(AHEAD_OUTSIDE)
        assert outside == [], (outside, page.viewport_size)
    assert page.evaluate(font, ".pm-deal .pm-status") >= 17
    if page.locator(".pm-deal .pm-badge").count():
        assert page.evaluate(font, ".pm-deal .pm-badge") >= 14
    if fits:
        bottom = page.evaluate("() => document.querySelector('.pm-deal .pm-tools').getBoundingClientRect().bottom")
        assert bottom <= page.viewport_size["height"]
        surface_fits(page)


def open_marker(page: Any, server: MarkerServer) -> None:
    """Open the marker and wait for it to be ready; if it never is, fail with what the page's console and the
    server's log said (a page that waits for ever is a bug to find, not a timeout to raise)."""
    console: list[str] = []
    page.on("console", lambda msg: console.append(f"{msg.type}: {msg.text}"))
    page.goto(server.url)
    try:
        ready(page)
    except Exception as e:
        log = server.log_path.read_text(encoding="utf-8", errors="replace") if server.log_path.exists() else ""
        classes = page.evaluate("() => document.querySelector('.pm-app') ? document.querySelector('.pm-app').className"
                                " : 'no app on the page'")
        said = "\n".join(console[-40:])
        raise AssertionError(f"the marker never became ready ({e!s:.200}); app classes: {classes!r}\n"
                             f"page console:\n{said}\nserver log (end):\n{log[-6000:]}") from e


def new_game(page: Any, names: tuple[str, str] = ("Ann", "Bob"), rules: str = "Kandell") -> None:
    if not page.locator(".pm-setup:not(.pm-hidden)").count():
        if page.locator(".pm-games:visible").count():
            page.click(".pm-games")
        page.click(".pm-new-game")
    page.wait_for_selector(".pm-setup:not(.pm-hidden) .pm-start")
    page.fill(".pm-name0 input", names[0])
    page.fill(".pm-name1 input", names[1])
    page.click(f".pm-rules-choice button:has-text('{rules}')")
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


def quick_deal(page: Any) -> int:
    """The same deal as play_deal with no Won trick tap; the number of taps it took. The first brisquette's
    tap also says the last six have begun; a tap on Ann's brisque count ends the deal."""
    taps = [".pm-kind0-marriage", ".pm-pen1-H", ".pm-kind0-clan",
            ".pm-brisquette0", ".pm-brisquette0", ".pm-brisquette1", ".pm-count-8"]
    for sel in taps:
        tap(page, sel)
    return len(taps)
