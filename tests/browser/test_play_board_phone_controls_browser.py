"""On a phone (390x844) the play board's latest message and its buttons sit right under the hand: the list of
earlier moves sat between them, and a newcomer scrolled down to read each result and up again to play. Put under
Hint, the earlier moves then read as a log split in two (the recent ones above Hint, the earlier ones below): they
are one folded line just above the message now, the log one list in one place, in order. On a laptop (1280x900)
the side beside the felt lists the last few open, above the message."""

from __future__ import annotations

import time
from typing import Any

from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

NEAR = 24
"""How far under the hand's last row the log may begin (the felt's padding and a gap), in CSS pixels."""
ONE_LINE = 40
"""The height of the earlier moves' folded line on a phone, at most, in CSS pixels."""


def _box(page: Any, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box  # type: ignore[no-any-return]


def test_the_log_is_one_list_above_the_message_and_buttons_on_a_phone(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
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
        assert 0 <= log["y"] - under <= NEAR, (felt, log)
        assert log["height"] <= ONE_LINE, ("the earlier moves are one folded line", log)
        assert log["y"] + log["height"] <= message["y"] <= log["y"] + log["height"] + NEAR, (log, message)
        assert message["y"] < hint["y"], "the whole log, then the buttons: none of it under Hint"
        assert hint["y"] + hint["height"] - (under - 100) < 844, "the hand's row, the log, the message and Hint fit"
        assert not page.locator(".pt-playboard .pt-log-wide").first.is_visible()
        page.locator(".pt-playboard .pt-log-narrow summary").first.click()
        opened = page.locator(".pt-playboard .pt-log-narrow li").all_inner_texts()
        assert len(opened) >= 2 and "led" in opened[0], opened  # the first move of the deal first
        # The same board on a laptop (the page's own media queries, no reload): the side beside the felt lists the
        # last few earlier moves open, above the message.
        page.set_viewport_size({"width": 1280, "height": 900})
        page.wait_for_function("() => getComputedStyle(document.querySelector('.pt-playboard .pt-log-wide'))"
                               ".display !== 'none'", timeout=PAGE_TIMEOUT_MS)
        assert not page.locator(".pt-playboard .pt-log-narrow").first.is_visible()
        felt, log = _box(page, ".pt-playboard .pt-felt"), _box(page, ".pt-playboard .pt-log")
        message = _box(page, ".pt-playboard .pt-message")
        assert log["x"] >= felt["x"] + felt["width"] - 1, ("beside the felt", felt, log)
        assert log["y"] + log["height"] <= message["y"], ("the earlier moves above the message", log, message)
    finally:
        context.close()
