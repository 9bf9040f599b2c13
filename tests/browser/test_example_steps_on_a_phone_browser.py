"""Chapters 2 and 4's stepped examples on a phone (390x844): the board is about two screens tall, and the last move's
words and Next ▶ sat under it, so that a newcomer scrolled down to read each step and press Next ▶, then up to see the
cards. With the middle of the table in sight, the words and Next ▶ are on the screen too."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

IN_SIGHT = """(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; }"""


@pytest.mark.parametrize("chapter", ["02_the_first_ten_tricks", "04_trump_and_penchants"])
def test_next_and_the_last_moves_words_are_seen_with_the_trick(browser: Any, tutorial_server: Any,
                                                              chapter: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter(chapter), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-dealtable-example").first
        board.wait_for(timeout=PAGE_TIMEOUT_MS)
        nxt = board.locator(".pt-next")
        for _ in range(2):
            board.locator(".pt-middle").scroll_into_view_if_needed()
            page.evaluate("() => document.querySelector('.pt-dealtable-example .pt-middle')"
                          ".scrollIntoView({block: 'center'})")
            assert page.evaluate(IN_SIGHT, ".pt-dealtable-example .pt-next"), "Next ▶ out of sight"
            nxt.click()
            page.wait_for_timeout(800)
            assert page.evaluate(IN_SIGHT, ".pt-dealtable-example .pt-message"), "the last move's words out of sight"
            assert page.evaluate(IN_SIGHT, ".pt-dealtable-example .pt-middle .pt-trick")
    finally:
        context.close()
