"""Chapter 6's first puzzle on a phone and a desktop (issue #31): after a wrong card the board plays the computer's
reply, and the question over it still read "Trick 12: …" with the way back only below the cards. A line at the top of
the cards says play went on and how to go back, on the screen as the reply is shown."""

from __future__ import annotations

import os
from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""No kernel warmed ahead: the one page opens once (test_endgame_hint_by_the_cards_browser.py says why)."""

_MEASURE = """(board) => {
  const line = board.querySelector('.pt-moved-on');
  const box = line.getBoundingClientRect();
  return {top: box.top, bottom: box.bottom, text: line.textContent};
}"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)])
def test_a_wrong_card_says_play_went_on_on_the_screen(browser: Any, tutorial_server: Any,
                                                       size: tuple[int, int]) -> None:
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("06_the_last_six_tricks"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-puzzleboard").first
        board.locator(".pt-endgame-hand .pt-card").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        assert board.locator(".pt-moved-on").count() == 0
        board.locator(".pt-endgame-hand .pt-card-7H").click()  # endgame-001 (trick 14): A♥ is best
        board.locator(".pt-moved-on").wait_for(timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(800)  # the reply brought into view
        m = page.evaluate(_MEASURE, board.element_handle())
        shots = os.environ.get("PENCHANT_SHOTS")
        if shots:
            page.screenshot(path=f"{shots}/ch6-moved-on-{width}.png")
        assert "Start again" in m["text"] and "now, not trick 14" in m["text"], m
        assert 0 <= m["top"] and m["bottom"] <= height, m  # seen without scrolling
    finally:
        context.close()
