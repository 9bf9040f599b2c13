"""The page about the computer players in a real browser: the analysis board steps through the stored game and
values every choice."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, TutorialServer

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 900}, {"width": 390, "height": 844}])
def test_the_analysis_board_steps_and_values_the_choices(browser: Any, tutorial_server: TutorialServer,
                                                         viewport: dict[str, int]) -> None:
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("the_computer_players"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-analysis").last
        board.wait_for(timeout=PAGE_TIMEOUT_MS)
        board.scroll_into_view_if_needed()
        assert "step 0 of" in board.inner_text()
        assert "Cannot load" not in board.inner_text()  # the game loaded: no error above it
        board.locator(".pt-an-forward").click()
        page.wait_for_function(
            "() => [...document.querySelectorAll('.pt-analysis')].pop().innerText.includes('step 1 of')",
            timeout=30_000)
        marks = board.locator(".pt-an-mark")
        assert marks.count() > 10
        board.locator(".pt-an-engine input").check()
        page.wait_for_function(
            "() => [...document.querySelectorAll('.pt-analysis .pt-an-choices')].pop().innerText"
            ".includes('net points')", timeout=60_000)
        text = board.locator(".pt-an-choices").inner_text()
        assert "best" in text and "◀ played" in text
    finally:
        context.close()
