"""Chapter 1's pack on a phone (issue #31): a newcomer tapped the 7♥, then pressed *Outline the brisques*, and the 7♥
kept its blue mark alone, one brisque seemingly not outlined. A card read about that is a brisque shows both marks,
the blue band inside its edge and the red outline outside it."""

from __future__ import annotations

import os
from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, TutorialServer

pytestmark = pytest.mark.browser
TUTORIAL_WARM = 0
"""No kernel warmed ahead: the one page opens once (test_pack_description_fits_browser.py says why)."""

MEASURE = """() => {
  const card = document.querySelector('.pt-packview .pt-felt button.pt-card-7H');
  return {classes: card.className, shadow: getComputedStyle(card).boxShadow};
}"""


@pytest.mark.parametrize("width", [390, 1280])
def test_a_brisque_read_about_shows_its_outline_too(browser: Any, tutorial_server: TutorialServer,
                                                     width: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 844 if width < 600 else 900})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("01_the_pack_and_the_deal"), timeout=PAGE_TIMEOUT_MS)
        card = page.locator(".pt-packview .pt-felt button.pt-card-7H")
        card.wait_for(timeout=PAGE_TIMEOUT_MS)
        card.click()
        page.wait_for_selector(".pt-packview button.pt-card-7H.pt-selected", timeout=PAGE_TIMEOUT_MS)
        page.locator(".pt-pack-brisques").click()
        page.wait_for_selector(".pt-packview button.pt-card-7H.pt-marked", timeout=PAGE_TIMEOUT_MS)
        page.mouse.click(2, 2)  # the pointer off the card: its hover look is not the mark
        page.wait_for_timeout(400)
        got = page.evaluate(MEASURE)
        shots = os.environ.get("PENCHANT_SHOTS")
        if shots:
            page.locator(".pt-packview").screenshot(path=f"{shots}/ch1-pack-{width}.png")
        assert "pt-selected" in got["classes"] and "pt-marked" in got["classes"], got
        assert "rgb(29, 78, 216)" in got["shadow"] and "rgb(224, 72, 60)" in got["shadow"], got  # blue and red
    finally:
        context.close()
