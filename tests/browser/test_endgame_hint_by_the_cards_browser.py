"""Chapter 6 on a phone (390x844): pressing Hint on an end-game puzzle opened the hint far below the board, under
"Tricks so far", and a newcomer saw nothing change near the cards. The hint now opens right under the end-game's
message, below the hand on a phone and beside the cards on a desktop: above the tricks played so far, and with
the hand and the hint on one screen."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

_MEASURE = """(board) => {
  const box = e => e.getBoundingClientRect();
  const hand = box(board.querySelector('.pt-endgame-hand'));
  const hint = box(board.querySelector('.pt-hints .pt-msg'));
  const tricks = box(board.querySelector('.pt-endgame-tricks'));
  return {handTop: hand.top, handBottom: hand.bottom, hintTop: hint.top, hintBottom: hint.bottom,
          tricksTop: tricks.top, tricksShown: tricks.height > 0, handRight: hand.right, hintLeft: hint.left};
}"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)])
def test_the_hint_opens_by_the_cards(browser: Any, tutorial_server: Any, size: tuple[int, int]) -> None:
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("06_the_last_six_tricks"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-puzzleboard").first
        board.locator(".pt-endgame-hand .pt-card").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        board.locator(".pt-endgame-hand .pt-card:not([disabled])").first.click()  # a trick played: "Tricks so far"
        board.locator(".pt-endgame-tricks li").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        board.locator(".pt-hint").click()
        board.locator(".pt-hints .pt-msg").wait_for(timeout=PAGE_TIMEOUT_MS)
        m = page.evaluate(_MEASURE, board.element_handle())
        assert m["tricksShown"] and m["hintBottom"] <= m["tricksTop"], m  # over the tricks so far, not under them
        if width < 600:  # stacked: right under the hand, the two on one screen
            assert m["handBottom"] <= m["hintTop"] and m["hintBottom"] - m["handTop"] <= height, m
        else:  # beside the cards
            assert m["hintLeft"] >= m["handRight"] and m["hintTop"] < m["handBottom"], m
    finally:
        context.close()
