"""Chapter 6 on a phone (390x844) and a desktop (1280x900): the card led sat right under the opponent's hand and
read as one of his. The trick is drawn in a box of its own, headed in words, with a visible border, and clear
of both hands: a gap above it and below it."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

from penchant_widgets.trick import TRICK_HEADING

TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

GAP = 8
"""The least room between the trick's box and each hand, in CSS pixels."""

_MEASURE = """() => {
  const board = document.querySelector('.pt-endgame');
  board.scrollIntoView({block: 'start'});
  const box = e => e.getBoundingClientRect();
  const trick = board.querySelector('.pt-trick-box');
  const style = getComputedStyle(trick);
  return {opp: box(board.querySelector('.pt-endgame-opp')).bottom, top: box(trick).top, bottom: box(trick).bottom,
          mine: box(board.querySelector('.pt-endgame-hand')).top, border: parseFloat(style.borderTopWidth),
          heading: board.querySelector('.pt-trick-heading').textContent,
          headingAbove: box(board.querySelector('.pt-trick-heading')).bottom <= box(trick.querySelector('svg')).top};
}"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)])
def test_the_trick_stands_apart_from_both_hands(browser: Any, tutorial_server: Any, size: tuple[int, int]) -> None:
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("06_the_last_six_tricks"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-endgame .pt-trick-box svg", timeout=PAGE_TIMEOUT_MS)
        m = page.evaluate(_MEASURE)
        assert m["heading"] == TRICK_HEADING and m["headingAbove"], m
        assert m["border"] >= 1, m
        assert m["top"] - m["opp"] >= GAP and m["mine"] - m["bottom"] >= GAP, m
    finally:
        context.close()
