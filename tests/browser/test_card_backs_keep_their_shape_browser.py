"""The computer's hidden hand and the stock are drawn as card backs of a card's shape (5 wide to 7 high) at every
width. At 1024x768 chapter 8 draws the felt compact (its cards 44 px high): a newcomer saw the computer's backs
narrow and squashed, the height held while a row of six gave up width."""

from __future__ import annotations

from typing import Any

import pytest

from penchant_widgets.cards import backs_html
from penchant_widgets.styles import board_css

SHAPES = """() => [...document.querySelectorAll('svg.penchant-card-back')].map(s => {
  const b = s.getBoundingClientRect(); return b.width / b.height; })"""


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1024, 768), (1280, 900)])
@pytest.mark.parametrize("room", [120, 200, 600])
def test_backs_keep_a_cards_shape(browser: Any, width: int, height: int, room: int) -> None:
    """A hidden hand of six and the stock on the play board's felt, in ``room`` px beside the hand's label."""
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        hand = backs_html(6, "sm")
        page.set_content(
            f"<html><head><meta name='viewport' content='width=device-width'><style>{board_css()}</style></head>"
            f"<body><div class='pt-board pt-playboard'><div class='pt-felt'><div style='width:{room}px'>"
            f"<div class='widget-html-content'><div class='pt-label'>hand (hidden)</div>{hand}</div>"
            f"<div class='widget-html-content'>{backs_html(20, 'sm', overlap=True)}</div>"
            "</div></div></div></body></html>")
        shapes = page.evaluate(SHAPES)
        assert len(shapes) == 26
        for ratio in shapes:
            assert abs(ratio - 100 / 140) < 0.03, (width, room, shapes)
    finally:
        context.close()
