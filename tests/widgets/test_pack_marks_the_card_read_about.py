"""Chapter 1's pack: the card read about has a mark of its own, unlike the brisques' outline."""

from __future__ import annotations

import re
from pathlib import Path

import penchant_widgets
from penchant_widgets.cards import PackView

from penchant.rules.cards import Card


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
