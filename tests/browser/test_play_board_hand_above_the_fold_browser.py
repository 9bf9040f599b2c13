"""Chapter 8 opens with your own hand on screen: at 1024x768 the hand began 80 px below the fold, and a newcomer
scrolled to find the cards the page told them to click. The board's heading, the opponent's hidden hand and the stock
are drawn compact on a short landscape screen; a tall one and a phone keep their layout."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""


@pytest.mark.parametrize(("width", "height"), [(1024, 768), (1280, 900)])
def test_your_hand_shows_without_scrolling_when_chapter_8_loads(browser: Any, tutorial_server: Any, width: int,
                                                                height: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("08_play_a_game"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-playboard .pt-play-hand button:enabled", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(500)
        assert page.evaluate("window.scrollY") == 0
        card = page.locator(".pt-playboard .pt-play-hand button").first.bounding_box()
        assert card is not None
        assert card["y"] + card["height"] <= height, (card, "your hand's cards end below the fold")
        intro = page.locator("h1").first.bounding_box()
        assert intro is not None and intro["y"] >= 0, "the chapter opens at its heading"
    finally:
        context.close()
