"""A puzzle's first screen on a phone (390x844, touch).

Newcomers on a phone met a long board's title and its numbered progress buttons (chapter 6: 22 of them, in four
rows) filling the first screen before the puzzle's question and its board. There the buttons are folded under one
button that says how many puzzles there are; it opens them with the key to their colours under them, so every state
stays explained where the buttons are. A wider screen shows the buttons as before, and no such button."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS
from playwright.sync_api import expect

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

PHONE = {"width": 390, "height": 844}

# Where the question and the board (the felt, its cards on it) end, measured from the top of the puzzle board: a
# reader who scrolled the board to the top of the screen sees what lies within the screen's height of it.
_TOPS = """(b) => {
  const top = b.getBoundingClientRect().top;
  const shown = [...b.querySelectorAll('.pt-felt')].find(f => f.getBoundingClientRect().height > 0);
  const question = b.querySelector('.pt-puzzle-question').getBoundingClientRect();
  return {question: question.bottom - top, felt: shown ? shown.getBoundingClientRect().bottom - top : null,
          dots: b.querySelectorAll('.pt-dotbtn').length};
}"""


@pytest.mark.parametrize("chapter", ["06_the_last_six_tricks", "05_barring"])
def test_the_first_puzzles_question_and_board_are_on_the_first_screen_of_a_phone(browser: Any, tutorial_server: Any,
                                                                                  chapter: str) -> None:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter(chapter), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-puzzleboard").first
        board.locator(".pt-puzzle-question").wait_for(timeout=PAGE_TIMEOUT_MS)
        board.locator(".pt-felt .pt-card >> visible=true").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        tops = board.evaluate(_TOPS)
        assert tops["dots"] >= 20, tops  # a long board, whose buttons filled the screen
        assert tops["felt"] is not None, tops
        # the question, and the board with every card on it, on the screen (chapter 6's ended 200 px below it)
        assert tops["question"] <= PHONE["height"], tops
        assert tops["felt"] <= PHONE["height"], tops
        dot = board.locator(".pt-dot-2")
        legend = board.locator(".pt-dots-legend summary")
        fold = board.locator(".pt-dots-fold")
        expect(fold).to_be_visible(timeout=PAGE_TIMEOUT_MS)
        expect(dot).to_be_hidden()
        expect(legend).to_be_hidden()
        # the buttons and the key to their colours are one tap away, and each button still goes to its puzzle
        expect(fold).to_contain_text(f"All {tops['dots']} puzzles")
        fold.tap()
        expect(dot).to_be_visible(timeout=PAGE_TIMEOUT_MS)
        expect(legend).to_be_visible()
        legend.tap()
        expect(board.locator(".pt-legend")).to_contain_text("missed, and not solved yet")
        box = dot.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44, box
        first = board.locator(".pt-puzzle-title").get_attribute("data-puzzle")
        dot.tap()
        expect(board.locator(".pt-puzzle-title")).not_to_have_attribute("data-puzzle", first or "",
                                                                         timeout=PAGE_TIMEOUT_MS)
        fold.tap()
        expect(dot).to_be_hidden(timeout=PAGE_TIMEOUT_MS)
    finally:
        context.close()


def test_a_wide_screen_shows_the_numbered_buttons_and_no_fold(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("06_the_last_six_tricks"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-puzzleboard").first
        expect(board.locator(".pt-dot-22")).to_be_visible(timeout=PAGE_TIMEOUT_MS)
        expect(board.locator(".pt-dots-legend summary")).to_be_visible()
        expect(board.locator(".pt-dots-fold")).to_be_hidden()
    finally:
        context.close()
