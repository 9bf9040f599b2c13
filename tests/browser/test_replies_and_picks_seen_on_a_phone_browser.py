"""Newcomers reading on a phone (390x844) and a desktop (1280x900).

Chapter 6: after a wrong card the board played his K♥, then his 8♠ lead, at once, while the red reply that says so
stood under the cards, off the screen: the reply is brought into view as the cards change, the hand still on the
screen with it. Chapter 5: a picked answer of a pick-every-answer puzzle turned the solid green chapter 0 teaches
means right, before Check: it is drawn as picked (☑, a gold ring), never green; and a screen reader heard a plain
button, picked or not: a pick says so in its title, each a 44 px target. On a phone the chapter scrolled inside a box
of the screen's height (Voilà's shell), not the page: the page itself scrolls there. Long chapters: the way back and
on was only at the foot: it is under the title too."""

from __future__ import annotations

import re
from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS
from playwright.sync_api import expect

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

RED = "rgb(140, 47, 39)"  # #8c2f27, a wrong answer's red (puzzles.css)
GREEN = "rgb(47, 106, 79)"  # #2f6a4f, a right answer's and a primary button's green (boards.css)
NESTED_SCROLLERS = """() => [...document.querySelectorAll('*')].filter((e) => {
    const s = getComputedStyle(e);
    return /(auto|scroll)/.test(s.overflowY) && e.scrollHeight > e.clientHeight + 1;
}).map((e) => e.id || e.className)"""
"""The boxes of the page that scroll up and down on their own (the page itself is not one)."""


def test_a_wrong_end_game_card_s_reply_comes_into_view_with_the_cards(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("06_the_last_six_tricks"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-puzzleboard").first
        hand = board.locator(".pt-endgame-hand")
        hand.locator(".pt-card").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        # the hand at the foot of the screen, as a reader scrolling down to the cards leaves it
        hand.evaluate("(h) => window.scrollBy(0, h.getBoundingClientRect().bottom - window.innerHeight + 4)")
        message = board.locator(".pt-endgame-message")
        assert message.evaluate("(m) => m.getBoundingClientRect().bottom") > 844
        hand.locator(".pt-card:not([disabled])").first.tap()  # the first puzzle's first card is not its best
        expect(message.locator(".pt-msg-error")).to_contain_text("is not best", timeout=PAGE_TIMEOUT_MS)
        expect(message).to_be_in_viewport(ratio=1, timeout=PAGE_TIMEOUT_MS)
        expect(hand).to_be_in_viewport(ratio=1)
    finally:
        context.close()


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)])
def test_a_picked_answer_looks_picked_not_right(browser: Any, tutorial_server: Any, size: tuple[int, int]) -> None:
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("05_barring"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-puzzleboard").first
        tick = board.locator(".pt-tick").first
        tick.wait_for(timeout=PAGE_TIMEOUT_MS)
        assert tick.evaluate("(t) => getComputedStyle(t, '::before').content") == '"☐\u00a0"'
        expect(tick).not_to_have_attribute("title", re.compile("picked"), timeout=PAGE_TIMEOUT_MS)
        box = tick.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, box
        assert tick.evaluate("(t) => t.scrollWidth <= t.clientWidth + 1 && t.scrollHeight <= t.clientHeight + 1")
        if width <= 600:  # the page scrolls, not a box inside it
            assert page.evaluate(NESTED_SCROLLERS) == []
            assert page.evaluate("() => document.scrollingElement.scrollHeight > window.innerHeight")
        tick.click()
        expect(tick).to_have_class(re.compile(r"\bmod-active\b"), timeout=PAGE_TIMEOUT_MS)
        expect(tick).to_have_attribute("title", re.compile(r", picked$"), timeout=PAGE_TIMEOUT_MS)
        page.mouse.move(0, 0)  # no hover tint
        looks = tick.evaluate("(t) => [getComputedStyle(t).backgroundColor, getComputedStyle(t, '::before').content]")
        assert looks[0] != GREEN and looks[1] == '"☑\u00a0"', looks
        expect(board.locator(".pt-ticks-note").first).to_contain_text("Check turns your right picks green")
        board.locator(".pt-check").first.click()
        expect(tick).to_have_class(re.compile(r"\bpt-tick-(right|wrong)\b"), timeout=PAGE_TIMEOUT_MS)
        page.mouse.move(0, 0)
        right = "pt-tick-right" in (tick.get_attribute("class") or "")
        looks = tick.evaluate("(t) => [getComputedStyle(t).backgroundColor, getComputedStyle(t, '::before').content]")
        assert looks == ([GREEN, '"✔\u00a0"'] if right else [RED, '"✘\u00a0"']), looks
        # an answer not picked is not marked: the miss gives no answer away
        assert board.locator(".pt-tick:not(.mod-active):is(.pt-tick-right,.pt-tick-wrong)").count() == 0
    finally:
        context.close()


def test_a_chapter_says_the_way_back_and_on_on_its_first_screen(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("03_combinations"), timeout=PAGE_TIMEOUT_MS)
        for words, target in (("◀ Chapter 2", "02_the_first_ten_tricks.ipynb"), ("Contents", "#The-chapters"),
                              ("Chapter 4 ▶", "04_trump_and_penchants.ipynb")):
            link = page.locator("a", has_text=words).first
            expect(link).to_be_in_viewport(timeout=PAGE_TIMEOUT_MS)
            assert target in (link.get_attribute("href") or ""), words
    finally:
        context.close()
