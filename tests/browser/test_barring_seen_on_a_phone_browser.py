"""Chapter 5 on a phone (390x844), as a newcomer read it.

The red edge that marks a card that bars was cut square by the card's own picture (the thick stroke is drawn half
outside the card's outline, and the picture clipped that half). And the sandbox's verdict, the panel under both rows
of cards, was brought into view at each tap, which moved the page (about 40 px at 1024x768) so that the next tap
landed on another card: nothing moves at a tap now, the cards that bar marked red in the rows themselves."""

from __future__ import annotations

import re
from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS
from playwright.sync_api import expect

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
TABLET = {"viewport": {"width": 1024, "height": 768}}

CLIPPED_MARKS = """() => [...document.querySelectorAll('.pt-mark-bar svg')].filter((svg) => {
    const rect = svg.querySelector('rect');
    const half = parseFloat(getComputedStyle(rect).strokeWidth) / 2;
    const r = rect.getBBox(), v = svg.viewBox.baseVal;
    const outside = r.x - half < v.x || r.y - half < v.y || r.x + r.width + half > v.x + v.width
        || r.y + r.height + half > v.y + v.height;
    return outside && getComputedStyle(svg).overflow !== 'visible';
}).length"""
"""How many barring cards' red edges reach outside their picture while the picture clips them."""


def test_the_red_edge_of_a_card_that_bars_is_whole(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("05_barring"), timeout=PAGE_TIMEOUT_MS)
        page.locator(".pt-mark-bar").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        assert page.locator(".pt-mark-bar svg").count() > 0
        assert page.evaluate(CLIPPED_MARKS) == 0
    finally:
        context.close()


@pytest.mark.parametrize("screen", [TABLET, PHONE], ids=["tablet", "phone"])
def test_a_tap_in_the_sandbox_leaves_the_next_card_where_it_was(browser: Any, tutorial_server: Any,
                                                                 screen: dict[str, Any]) -> None:
    context = browser.new_context(**screen)
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("05_barring"), timeout=PAGE_TIMEOUT_MS)
        page.get_by_text("the sandbox, to lay cards on both tables").click()
        sandbox = page.locator(".pt-sandbox")
        his = sandbox.locator(".pt-sandbox-1 .pt-card")
        his.first.wait_for(timeout=PAGE_TIMEOUT_MS)
        his.nth(4).scroll_into_view_if_needed()  # his Queens on the screen, the verdict below it
        verdict = sandbox.locator(".pt-barring")
        assert verdict.evaluate("(v) => v.getBoundingClientRect().bottom") > screen["viewport"]["height"]
        first, second = his.nth(4), his.nth(5)
        before = second.bounding_box()
        tap(page, first, screen)
        expect(first).to_have_class(re.compile(r"\bpt-selected\b"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(1500)  # the time a scroll (smooth, then looked at again four times) took
        assert second.bounding_box() == before, (before, second.bounding_box())
        tap(page, second, screen)  # two Queens on his table: your minor pairs are barred, the verdict says so
        expect(verdict.locator(".pt-bar-barred").first).to_have_text("barred", timeout=PAGE_TIMEOUT_MS)
        expect(second).to_have_class(re.compile(r"\bpt-selected\b"))
    finally:
        context.close()


def tap(page: Any, card: Any, screen: dict[str, Any]) -> None:
    """A finger's tap on a touch screen, a click elsewhere."""
    if screen.get("has_touch"):
        card.tap()
    else:
        card.click()
