"""Newcomers' review of chapter 6: on a laptop the end-game's felt filled 40% of the board's width (its cards at the
medium size), the text beside it the rest. On a wide page the felt takes about half the board and draws its
cards large, holding them without a scroll bar; a phone keeps the felt above the text, the full width."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, TutorialServer

pytestmark = pytest.mark.browser
TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): no page of this module found one waiting (each opens a
chapter before its warm-up was done), so the warm-ups only cost the machine."""

MEASURE = """() => {
  const board = document.querySelector('.pt-endgame');
  const felt = board.querySelector('.pt-endgame-play > .pt-felt');
  const card = felt.querySelector('.pt-card');
  return {board: board.getBoundingClientRect().width, felt: felt.getBoundingClientRect().width,
          card: card.getBoundingClientRect().width, spills: felt.scrollWidth > felt.clientWidth + 1};
}"""


@pytest.mark.parametrize(("width", "share", "card"), [(1280, 0.5, 74), (1024, 0.5, 74), (390, 0.9, 46)])
def test_the_end_game_felt_uses_the_width(browser: Any, tutorial_server: TutorialServer, width: int, share: float,
                                          card: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        page.goto(tutorial_server.chapter("06_the_last_six_tricks"), timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-endgame .pt-card", timeout=PAGE_TIMEOUT_MS)
        got = page.evaluate(MEASURE)
        assert got["felt"] >= share * got["board"] - 40, got  # the board's own padding aside
        assert abs(got["card"] - card) <= 1, got
        assert not got["spills"], got
    finally:
        context.close()
