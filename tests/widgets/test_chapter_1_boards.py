"""Chapter 1's boards as a newcomer met them: the cut names its players before its cards do, and the dealing
board's labels fit a phone's line."""

from __future__ import annotations

import re

from penchant_widgets.lessons.deal import CutDemo, DealStepper


def text(html: str) -> str:
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", html))


def test_cut_demo_says_who_its_two_players_are_before_naming_them() -> None:
    """Chapter 1: the board wrote Ann and Ben over the cards cut and named one of them the dealer, and a newcomer
    asked who they were. Its caption says first that they are the two players cutting."""
    demo = CutDemo(seed=4, names=("Ann", "Ben"))
    caption = text(demo.children[1].value).removeprefix("Cutting for deal")
    assert caption.startswith("Two players, Ann and Ben, cut for deal: each player cuts"), caption


def test_deal_stepper_says_which_end_of_the_stock_is_on_top_in_a_line_a_phone_holds() -> None:
    """Chapter 1 at 390 px: "stock: 4 cards (bottom … top; the top card is drawn first)" broke over two lines, its
    end alone on the second. The label says the same in a short line: the top card is shown first."""
    stepper = DealStepper(seed=1893, method="traditional")
    for _ in range(7):
        stepper.next()
    labels = re.findall(r"stock: [^<]*", stepper.view.value)
    assert labels == ["stock: 4 cards, top card first"], labels


def test_the_stocks_first_card_shown_is_the_one_drawn_next() -> None:
    """Chapter 1's stock of twenty wraps into rows at 390 and 1280 px, so "the card drawn next is the last one
    shown" named no card a learner could point to (issue #31): the stock is drawn top card first, and the first card
    shown, top left at every width, is the one drawn next."""
    stepper = DealStepper(seed=1893)
    stepper.finish()
    stock = stepper.view.value.split('class="pt-deal-stock"', 1)[1]
    shown = re.findall(r'<span class="[^"]*" data-card="([^"]+)"', stock)
    top = stepper.stock_top_first()
    assert len(top) == 20 and shown[:20] == [str(c) for c in top], shown  # the dealer's hand follows
