"""Answering on a phone (390x844, touch).

A puzzle's reply comes under its answer buttons: after a tap near the bottom of the screen, the reply was below
the fold and only the tapped button turning red was seen. The reply is brought into view, the tapped button still
on the screen with it (penchant_widgets.reveal.Reveal). Chapter 7's "Score a deal" and "Score a game" boxes take
counts: a phone opens its number keypad for them (inputmode="numeric"), and a typo is still answered in words."""

from __future__ import annotations

from typing import Any

from browser_helpers import PAGE_TIMEOUT_MS
from playwright.sync_api import expect

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

WRONG = "you won the trick, and its winner may declare any combination"


def test_a_reply_is_brought_into_view_after_a_tap(browser: Any, tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("00_how_to_use_this_tutorial"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-puzzleboard").first
        answer = board.locator("button", has_text=WRONG).first
        answer.wait_for(timeout=PAGE_TIMEOUT_MS)
        # the tapped answer at the foot of the screen, as a reader scrolling down to it leaves it
        answer.evaluate("(b) => window.scrollBy(0, b.getBoundingClientRect().bottom - window.innerHeight + 4)")
        feedback = board.locator(".pt-feedback")
        assert feedback.evaluate("(f) => f.getBoundingClientRect().top") > page.viewport_size["height"]
        answer.tap()
        expect(feedback).to_contain_text("does not hold", timeout=PAGE_TIMEOUT_MS)
        expect(feedback).to_be_in_viewport(ratio=1, timeout=PAGE_TIMEOUT_MS)
        expect(answer).to_be_in_viewport(ratio=1)
    finally:
        context.close()


def test_the_scoring_boards_counts_open_the_number_keypad_and_typos_are_answered(browser: Any,
                                                                              tutorial_server: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("07_scoring_a_deal_and_a_game"), timeout=PAGE_TIMEOUT_MS)
        scorer = page.locator(".pt-dealscorer").first
        scorer.wait_for(timeout=PAGE_TIMEOUT_MS)
        page.locator(".pt-gametally").first.wait_for(timeout=PAGE_TIMEOUT_MS)
        for board, boxes in ((".pt-dealscorer", 4), (".pt-gametally", 2 * 4)):
            counts = page.locator(f"{board} .pt-number-entry input")
            expect(counts.first).to_be_visible(timeout=PAGE_TIMEOUT_MS)
            assert counts.count() >= boxes
            assert set(counts.evaluate_all("(xs) => xs.map((x) => x.inputMode)")) == {"numeric"}
            names = counts.evaluate_all("(xs) => xs.map((x) => x.getAttribute('aria-label'))")
            assert all(names), names
        assert page.locator(".pt-dealscorer input:not([inputmode=numeric])").count() == 2  # the declarations'
        box = scorer.locator(".pt-score-brisquettes-0 input")
        box.fill("eight")
        expect(scorer.locator(".pt-score-result")).to_contain_text("“eight” is not a number of brisquettes",
                                                                   timeout=PAGE_TIMEOUT_MS)
        box.fill("0")
        expect(scorer.locator(".pt-score-result")).not_to_contain_text("is not a number", timeout=PAGE_TIMEOUT_MS)
    finally:
        context.close()
