"""Chapter 1's pack: the card read about has a mark of its own, unlike the brisques' outline."""

from __future__ import annotations

import re
from pathlib import Path

import penchant_widgets
from penchant.rules.cards import Card
from penchant_widgets.cards import PackView


def test_the_card_read_about_is_marked_unlike_an_outlined_brisque() -> None:
    # A newcomer with "Outline the brisques" on clicked a card: it looked just like the outlined brisques (nothing
    # marked it). The card read about is now picked, a mark of its own: a blue ring with a white gap.
    v = PackView()
    v.brisques.value = True
    v.rows[1].click("TH")  # a brisque: outlined and read about
    picked = [b.card for row in v.rows for b in row.buttons.values() if b.selected]
    assert picked == [Card.parse("TH")]
    v.rows[0].click("JS")  # another card: the mark moves to it, the outline stays on the brisques
    picked = [b.card for row in v.rows for b in row.buttons.values() if b.selected]
    assert picked == [Card.parse("JS")]
    assert sum(b.marked for row in v.rows for b in row.buttons.values()) == 12
    css = (Path(penchant_widgets.__file__).parent / "boards.css").read_text(encoding="utf-8")
    rules = dict(re.findall(r"(\.pt-packview [^{]*\.pt-selected[^{]*)\{([^}]*)\}", css))
    assert rules, "the pack's own mark for the card read about"
    for selector, body in rules.items():
        assert "#1d4ed8" in body and "#fff" in body, (selector, body)  # a blue ring, a white gap, as said above


def test_the_words_about_a_card_come_under_its_own_suit() -> None:
    # On a phone the pack is taller than the screen: a newcomer tapped a card of the top rows and its words came
    # under the whole board, some 800 px below, off the screen. They come on the felt, under the card's suit.
    v = PackView()
    assert v.info not in v.felt.children and v.prompt.layout.display != "none"
    for row, card in ((0, "7S"), (3, "AC"), (1, "TH")):
        v.rows[row].click(card)
        kids = list(v.felt.children)
        assert kids.index(v.info) == kids.index(v.rows[row]) + 1, (card, kids)
        assert kids.count(v.info) == 1 and [k for k in kids if k is not v.info] == v.rows
        assert v.info not in v.children  # said once, not under the board as well
        assert v.prompt.layout.display == "none"


def test_the_card_read_about_is_a_trait_a_tap_sets_and_setting_draws() -> None:
    # A tap sets the trait: a page or a notebook can observe which card is read about, or link it.
    v = PackView()
    assert v.described is None
    seen: list[Card | None] = []
    v.observe(lambda ch: seen.append(ch["new"]), names="described")
    v.rows[3].click("AC")
    assert v.described == Card.parse("AC") and seen == [Card.parse("AC")]
    # Setting the trait from code draws what the tap draws: the mark, the words under the card's suit, no prompt.
    v.described = Card.parse("9D")
    picked = [b.card for row in v.rows for b in row.buttons.values() if b.selected]
    assert picked == [Card.parse("9D")]
    assert "Nine of Diamonds" in v.info.value
    kids = list(v.felt.children)
    assert kids.index(v.info) == kids.index(v.rows[2]) + 1
    assert v.prompt.layout.display == "none"
    # None: back to the prompt, nothing marked, no words on the felt.
    v.described = None
    assert not any(b.selected for row in v.rows for b in row.buttons.values())
    assert v.info not in v.felt.children and v.prompt.layout.display != "none"
    assert seen == [Card.parse("AC"), Card.parse("9D"), None]
