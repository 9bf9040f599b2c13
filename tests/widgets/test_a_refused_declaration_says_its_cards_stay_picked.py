"""Chapter 2's "A deal of your own": after a refused declaration the picked cards stayed picked without a word, and
a tap on one un-picked it (issue #31). The refusal says, as chapter 3's benches do, that the cards stay picked."""

from __future__ import annotations

import re
from html import unescape

import pytest

pytest.importorskip("ipywidgets")

from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.rules.cards import CardSet
from penchant_widgets.play.table import KEPT_PICKED, DealTable

EXAMPLE = ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS", "pass"]


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def test_a_refused_declaration_says_its_cards_stay_picked() -> None:
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    board.run_script(upto=2)
    assert board.state.stage is Stage.DECLARE
    board._hand[0].click("AH")
    board._hand[0].click("JS")
    assert not board.declare_picked()
    said = text(board.notice.value)
    assert "Not allowed" in said and KEPT_PICKED in said, said
    assert board.picked() == CardSet("AH JS")
    board._hand[0].click("JS")  # a tap takes one back, as the words say
    assert board.picked() == CardSet("AH")
