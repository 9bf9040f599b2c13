"""The stepped examples of chapters 2, 4 and 5: the trick just played is seen with the message about it.

On a phone (390x844) the last move's words and Next ▶ / Take back / Start again were a panel held at the bottom of
the screen, about a quarter of it, and as the reader scrolled it slid over the middle of the table: the trick just
played hid under the words about it. At every step, and wherever the page is scrolled, the panel covers no part of
the trick's area (the middle of the table), and there is a place where the trick's area and the message are both
wholly on the screen; on a phone, a tablet and a desktop alike."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS
from playwright.sync_api import TimeoutError as PlaywrightTimeout

SCROLLED = """(which) => {
  const board = document.querySelectorAll('.pt-dealtable-example')[which];
  const middle = board.querySelector('.pt-middle'), bar = board.querySelector('.pt-dealtable-bar');
  const message = board.querySelector('.pt-message');
  let box = middle.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight + 5 && /(auto|scroll)/.test(getComputedStyle(box).overflowY)))
    box = box.parentElement;
  box = box || document.scrollingElement;
  const kept = box.scrollTop, vh = window.innerHeight;
  const top = board.getBoundingClientRect().top + box.scrollTop;
  const covered = [], seen = [];
  for (let y = Math.max(0, top - vh); y < top + board.offsetHeight; y += 10) {
    box.scrollTop = y;
    const m = middle.getBoundingClientRect(), b = bar.getBoundingClientRect(), t = message.getBoundingClientRect();
    const onScreen = m.bottom > 0 && m.top < vh;
    if (onScreen && b.top < m.bottom - 1 && b.bottom > m.top + 1) covered.push(Math.round(box.scrollTop));
    if (m.top >= 0 && m.bottom <= vh && t.height > 0 && t.top >= 0 && t.bottom <= vh
        && !(b.top < m.bottom - 1 && b.bottom > m.top + 1)) seen.push(Math.round(box.scrollTop));
  }
  box.scrollTop = kept;
  return {covered: covered.length, at: covered.slice(0, 3), seen: seen.length, said: message.innerText.trim().length};
}"""


CHANGED = """([which, before]) => document.querySelectorAll('.pt-dealtable-example')[which].innerText !== before"""
"""The example's board says or shows something else than ``before``: the step it was asked for is drawn."""

TEXT = "(which) => document.querySelectorAll('.pt-dealtable-example')[which].innerText"

# One page a device: a phone (touch, mobile), and a laptop's and a desktop's screen in one browser resized between
# them, the example started again at each size (a chapter's kernel starts once a device, not once a size).
DEVICES = {"phone": ((390, 844),), "laptop and desktop": ((1024, 768), (1280, 900))}


def _step(page: Any, nxt: Any) -> None:
    """Next ▶, then wait for the board to draw the step (up to 3 s: a step that changes nothing is not waited on),
    and for its buttons to settle: the board's words come before Next ▶ is greyed at the example's end (CI clicked
    a Next ▶ about to be greyed, read enabled 100 ms after the words)."""
    before = page.evaluate(TEXT, 0)
    nxt.click(timeout=10_000)
    try:
        page.wait_for_function(CHANGED, arg=[0, before], timeout=3_000)
    except PlaywrightTimeout:  # the step drew nothing new: read it as it is
        pass
    page.wait_for_timeout(600)


@pytest.mark.parametrize("device", list(DEVICES))
@pytest.mark.parametrize("chapter", ["02_the_first_ten_tricks", "04_trump_and_penchants", "05_barring"])
def test_the_panel_never_covers_the_trick_just_played(browser: Any, tutorial_server: Any, chapter: str,
                                                     device: str) -> None:
    sizes = DEVICES[device]
    phone = device == "phone"
    width, height = sizes[0]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter(chapter), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-dealtable-example").first
        board.wait_for(timeout=PAGE_TIMEOUT_MS)
        nxt = board.locator(".pt-next")
        for n, (width, height) in enumerate(sizes):
            if n:
                page.set_viewport_size({"width": width, "height": height})
                before = page.evaluate(TEXT, 0)
                board.locator(".pt-restart").click()
                page.wait_for_function(CHANGED, arg=[0, before], timeout=10_000)
                page.wait_for_function("(which) => !document.querySelectorAll('.pt-dealtable-example')[which]"
                                       ".querySelector('.pt-next').disabled", arg=0, timeout=10_000)
            said = 0
            for step in range(10):
                found = page.evaluate(SCROLLED, 0)
                assert found["covered"] == 0, (f"{width}x{height}, step {step}: the panel covers the trick's area",
                                               found)
                # (before the first Next ▶ the example has said nothing yet)
                assert found["seen"] > 0 or not found["said"], (f"{width}x{height}, step {step}: never the trick's "
                                                                "area and the message at once", found)
                said += bool(found["said"])
                if nxt.is_disabled():
                    break
                try:
                    _step(page, nxt)
                except PlaywrightTimeout:
                    if nxt.is_disabled():  # greyed just after it was read enabled: the example's end
                        break
                    raise
            assert said >= 2, f"{width}x{height}: the example's steps were read"
    finally:
        context.close()
