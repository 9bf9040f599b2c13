"""Chapters 2 and 5's stepped examples on a phone (390x844): a reader said the sticky bar (the last move's words,
Next ▶, Take back, Start again) covered the bottom of the board, his own hand and table. At every step of the
example, the reader's seat can be scrolled wholly into view with none of it under the bar (the bar, since, comes
right under the trick on a phone, your seat under it: test_example_trick_seen_with_its_message_browser)."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

CLEARS = """(which) => {
  const board = document.querySelectorAll('.pt-dealtable-example')[which];
  const seat = board.querySelector('.pt-seat-0'), bar = board.querySelector('.pt-dealtable-bar');
  let box = seat.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight + 5 && /(auto|scroll)/.test(getComputedStyle(box).overflowY)))
    box = box.parentElement;
  box = box || document.scrollingElement;
  const start = Math.max(0, seat.getBoundingClientRect().top + box.scrollTop - window.innerHeight);
  for (let y = start; y < start + 3 * window.innerHeight; y += 4) {
    box.scrollTop = y;
    const s = seat.getBoundingClientRect(), r = bar.getBoundingClientRect();
    const apart = s.bottom <= r.top + 1 || s.top >= r.bottom - 1;
    if (s.top >= 0 && s.bottom <= window.innerHeight && apart) return true;
  }
  return false;
}"""


@pytest.mark.parametrize("chapter", ["02_the_first_ten_tricks", "05_barring"])
def test_your_seat_can_be_seen_clear_of_the_bar_at_every_step(browser: Any, tutorial_server: Any, chapter: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter(chapter), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-dealtable-example").first
        board.wait_for(timeout=PAGE_TIMEOUT_MS)
        nxt = board.locator(".pt-next")
        for step in range(12):
            assert page.evaluate(CLEARS, 0), f"step {step}: your seat stays under the bar"
            if nxt.is_disabled():
                break
            nxt.click()
            page.wait_for_timeout(600)
    finally:
        context.close()
