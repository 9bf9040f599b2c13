"""The words on the felt of the play board (chapter 8) and of the stepped examples (chapter 2) read at a desktop's
size: at 1280 wide a reader met them at 12 px ("in the hand", "You led", "stock: 18 cards", "nothing declared yet"),
too small to read. At 1024 and 1280 wide every word on the felt is 14 px at least (a seat's badges, bold chips,
13 px); on a phone (390 wide) the felt keeps its compact size and nothing scrolls sideways."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

SIZES = """(sel) => {
  const out = [];
  for (const felt of document.querySelectorAll(sel + ' .pt-felt')) {
    for (const e of felt.querySelectorAll('*')) {
      if (!e.getClientRects().length || e.closest('.pt-card')) continue;
      if (![...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
      out.push({text: e.textContent.trim().slice(0, 30), px: parseFloat(getComputedStyle(e).fontSize),
                badge: !!e.closest('.pt-badge')});
    }
  }
  return out;
}"""

BOARDS = [("08_play_a_game", ".pt-playboard"), ("02_the_first_ten_tricks", ".pt-dealtable-example")]


@pytest.mark.parametrize(("chapter", "board"), BOARDS)
@pytest.mark.parametrize(("width", "height"), [(1280, 900), (1024, 768), (390, 844)])
def test_the_felts_words_read_at_a_desktops_size(browser: Any, tutorial_server: Any, chapter: str, board: str,
                                                width: int, height: int) -> None:
    phone = width < 700
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter(chapter), timeout=PAGE_TIMEOUT_MS)
        page.locator(f"{board} .pt-felt").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(800)
        words = page.evaluate(SIZES, board)
        assert len(words) >= 5, words
        if phone:
            assert page.evaluate("document.scrollingElement.scrollWidth") <= width, "sideways scroll on a phone"
            return
        small = [w for w in words if w["px"] < (13 if w["badge"] else 14)]
        assert not small, small
    finally:
        context.close()
