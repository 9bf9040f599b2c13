"""Chapter 1's piquet pack, a card's description open: on a desktop the felt was 484 px of content in a 480 px box,
a horizontal scroll bar under the cards (the description's own 2 px margins), and the card named in it sat on the
felt's light chip, which read as a space: "Seven of Hearts 7♥ : it beats nothing" (issue #31). No scroll bar at any
size, and no chip inside the description's box."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, TutorialServer

pytestmark = pytest.mark.browser
TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

MEASURE = """() => {
  const felt = document.querySelector('.pt-packview .pt-felt');
  const chip = felt.querySelector('.pt-pack-info .pt-msg .pt-cardtext');
  const s = getComputedStyle(chip);
  return {spills: felt.scrollWidth > felt.clientWidth, scroll: felt.scrollWidth, width: felt.clientWidth,
          padding: s.paddingLeft + ' ' + s.paddingRight, ground: s.backgroundColor};
}"""


@pytest.mark.parametrize("width", [1280, 1024, 390])
def test_a_cards_description_leaves_the_pack_without_a_scroll_bar(browser: Any, tutorial_server: TutorialServer,
                                                                   width: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("01_the_pack_and_the_deal"), timeout=PAGE_TIMEOUT_MS)
        cards = page.locator(".pt-packview .pt-felt button.pt-card")
        cards.first.wait_for(timeout=PAGE_TIMEOUT_MS)
        for i in (0, 7, 31):
            cards.nth(i).click()
            page.wait_for_selector(".pt-pack-info .pt-msg .pt-cardtext", timeout=PAGE_TIMEOUT_MS)
            got = page.evaluate(MEASURE)
            assert not got["spills"], got
            assert got["padding"] == "0px 0px" and got["ground"] in ("rgba(0, 0, 0, 0)", "transparent"), got
    finally:
        context.close()
