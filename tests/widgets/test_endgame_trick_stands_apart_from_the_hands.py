"""A newcomer's review of chapter 6: the card led (the trick being played) sat right under the opponent's hand,
the same size on the same felt, and read as one more card of his hand. The end-game board draws the trick in a
box of its own, headed in words, set apart from both hands (its style: a border and a margin, on a phone too)."""

from __future__ import annotations

import re

from penchant_widgets.puzzles.endgame import EndgameBoard
from penchant_widgets.styles import board_css
from penchant_widgets.trick import TRICK_HEADING


def _board() -> EndgameBoard:
    return EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4),
                                      title="Follow suit, and win if you can")


def test_the_trick_led_is_drawn_in_a_box_of_its_own_headed_in_words() -> None:
    board = _board()
    html = board.trick.value
    assert html.startswith('<div class="pt-trick-box">'), html[:80]
    heading = re.search(r'<div class="pt-trick-heading">([^<]*)</div>', html)
    assert heading is not None and heading.group(1) == TRICK_HEADING
    assert "hand" not in TRICK_HEADING.lower() and "table" not in TRICK_HEADING.lower()  # "table": declared cards
    assert html.index("pt-trick-heading") < html.index("<svg"), "the heading above the card led"
    assert "Opponent led" in html  # whose card it is, under it


def test_the_trick_keeps_its_box_as_the_deal_goes_on() -> None:
    board = _board()
    board.play("KD")  # the only card allowed: the trick is won, and shown as the last trick
    assert "won" in board.trick.value
    assert board.trick.value.startswith('<div class="pt-trick-box">')
    assert TRICK_HEADING in board.trick.value


def test_the_box_is_set_apart_by_its_style_on_a_phone_and_a_desktop() -> None:
    css = board_css()
    rule = re.search(r"\.pt-trick-box\{([^}]*)\}", css)
    assert rule is not None, "the trick's box has a style"
    assert "border" in rule.group(1) and "margin" in rule.group(1), rule.group(1)
    assert re.search(r"\.pt-trick-heading\{[^}]*\}", css)
    # a phone's compact felt keeps it apart: no rule there takes its margin or border away
    phone = css[css.index("@media (max-width:480px)"):]
    assert not re.search(r"\.pt-trick-box\{[^}]*(margin:0|border:none|border:0)", phone)
