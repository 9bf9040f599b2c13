"""On a phone (390x844) the play board's latest message and its buttons sit right under the hand: the list of
earlier moves sat between them, and a newcomer scrolled down to read each result and up again to play."""

from __future__ import annotations

import time
from typing import Any

from browser_helpers import PAGE_TIMEOUT_MS

NEAR = 24
"""How far under the hand's last row the message may begin (the felt's padding and a gap), in CSS pixels."""


def _box(page: Any, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box  # type: ignore[no-any-return]


def test_the_message_and_buttons_sit_under_the_hand_on_a_phone(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_hand"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-playboard .pt-play-hand button:enabled", timeout=PAGE_TIMEOUT_MS)
        for _ in range(4):  # a few tricks: the list of earlier moves grows
            page.wait_for_selector(".pt-playboard .pt-play-hand button:enabled", timeout=PAGE_TIMEOUT_MS)
            page.locator(".pt-playboard .pt-play-hand button:enabled").first.click()
            time.sleep(1.5)
            passing = page.locator(".pt-playboard .pt-pass")
            if passing.count() and passing.first.is_visible():
                passing.first.click()
                time.sleep(1.5)
        page.wait_for_function("() => document.querySelector('.pt-playboard .pt-log .pt-step-list')",
                               timeout=PAGE_TIMEOUT_MS)
        felt = _box(page, ".pt-playboard .pt-felt")
        message = _box(page, ".pt-playboard .pt-message")
        log = _box(page, ".pt-playboard .pt-log")
        hint = _box(page, ".pt-playboard .pt-hint")
        under = felt["y"] + felt["height"]
        assert 0 <= message["y"] - under <= NEAR, (felt, message)
        assert hint["y"] < log["y"], "the buttons come before the earlier moves"
        assert hint["y"] + hint["height"] - (under - 100) < 844, "the hand's row, the message and Hint fit a screen"
    finally:
        context.close()
