"""Chapter 5 at 1024x768, "A table card lifts a bar": the "Barring, live" panel sat under the board, so a reader
pressing Next could not see the cards and the bar's status on one screen. The panel stands beside the board where
the page is wide enough (beside_the_board), under it on a phone: at 1024x768 and 1280x900, with the
board's top at the window's top, the whole panel is in the window at every step beside the whole felt."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

SEEN = """(board) => {
  board.scrollIntoView({block: 'start'});
  const felt = board.querySelector('.pt-felt').getBoundingClientRect();
  const panel = board.closest('.pt-beside-board').querySelector(':scope > .pt-barring').getBoundingClientRect();
  const inside = (r) => r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.height > 0;
  return {felt: inside(felt), panel: inside(panel), beside: panel.left >= felt.right - 1};
}"""


@pytest.mark.parametrize(("width", "height"), [(1024, 768), (1280, 900)])
def test_the_live_bar_is_seen_with_the_board_at_every_step(browser: Any, tutorial_server: Any, width: int,
                                                           height: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("05_barring"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-dealtable").filter(has_text="A table card lifts a bar").first
        board.wait_for(timeout=PAGE_TIMEOUT_MS)
        page.locator(".pt-beside-board > .pt-barring").filter(has_text="Barring, live").first.wait_for(
            timeout=PAGE_TIMEOUT_MS)
        nxt = board.locator(".pt-next")
        for step in range(6):
            seen = page.evaluate(SEEN, board.element_handle())
            assert seen == {"felt": True, "panel": True, "beside": True}, (step, seen)
            if nxt.is_disabled():
                break
            nxt.click()
            page.wait_for_timeout(600)
    finally:
        context.close()
