"""Chapter 4's trick to trump on a phone and a desktop (issue #31: the chapter taught trumps in prose only, and a
newcomer never played one). A wrong card is answered with the card that took the trick and why, the right card not
named; the trump then takes it; each answer is on the screen with the trick."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""No kernel warmed ahead: the one page opens once (test_endgame_hint_by_the_cards_browser.py says why)."""

_SEEN = """(board) => {
  const message = board.querySelector('.pt-trumping-message').getBoundingClientRect();
  const trick = board.querySelector('.pt-trick-box').getBoundingClientRect();
  return {text: board.querySelector('.pt-trumping-message').innerText, top: Math.min(message.top, trick.top),
          bottom: Math.max(message.bottom, trick.bottom), trick: board.querySelector('.pt-trick-box').innerText};
}"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)])
def test_chapter_4_a_wrong_card_then_the_trump_wins_the_trick(browser: Any, tutorial_server: Any,
                                                               size: tuple[int, int]) -> None:
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("04_trump_and_penchants"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-trumping")
        board.locator(".pt-trumping-hand .pt-card").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        assert "Which of your cards wins this trick?" in board.locator(".pt-trumping-message").inner_text()
        board.locator(".pt-trumping-hand .pt-card-AH").click()  # a card of a third suit, and an Ace
        board.locator(".pt-trumping-message .pt-msg-error").wait_for(timeout=PAGE_TIMEOUT_MS)
        seen = page.evaluate(_SEEN, board.element_handle())
        assert seen["text"].startswith("✘ Your opponent's Q♠ takes the trick"), seen
        assert "third suit never wins" in seen["text"] and "8♣" not in seen["text"], seen
        assert "Your opponent takes the trick" in seen["trick"], seen
        board.locator(".pt-trumping-hand .pt-card-8C").click()
        board.locator(".pt-trumping-message .pt-msg-ok").wait_for(timeout=PAGE_TIMEOUT_MS)
        seen = page.evaluate(_SEEN, board.element_handle())
        assert seen["text"].startswith("✔ Your 8♣ takes the trick") and "clubs are trump" in seen["text"], seen
        assert "You take the trick" in seen["trick"], seen
        assert board.locator(".pt-trumping-hand .pt-card-AH").count() == 1  # the Ace back in the hand
        assert seen["bottom"] - seen["top"] <= height, seen  # the trick and its answer fit one screen
    finally:
        context.close()
