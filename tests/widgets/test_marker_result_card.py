"""The marker's shareable result card (issue #10), drawn by the marker's view (the engine once drew it, colours,
fonts and layout, in penchant/marker/stats.py: issue #30)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from penchant.marker import Declared, EndDeal, LastSix, Ledger, NewGame
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker.result_card import result_card_svg


def finished(players: tuple[str, str], winner_kind: Kind, winner: int) -> Ledger:
    ledger = Ledger().entered(NewGame(players, KANDELL, 0))
    for _ in range(4):
        ledger = ledger.entered(Declared(winner, winner_kind, new_trick=True)).entered(LastSix())
        ledger = ledger.entered(EndDeal.from_count(0, 6))
    assert ledger.sheet.is_over()
    return ledger


def test_the_result_card_is_a_valid_svg_with_the_totals() -> None:
    sheet = finished(("Ann", "Bob"), Kind.QUADRUPLET, 0).sheet
    svg = result_card_svg(sheet)
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    texts = [t.text for t in root.iter() if t.tag.endswith("text")]
    assert "Ann" in texts and "Bob" in texts and str(sheet.totals[0]) in texts
    assert any(t and "Ann wins" in t for t in texts) and any(t and "Bob is lurched" in t for t in texts)


def test_the_result_card_says_the_rules_sentence() -> None:
    """The card's headline is the result's winner, totals and margin, short enough for the card's width, and the line
    under it what the game is worth: together the one sentence every view says."""
    from penchant.words.game_scoring import game_result_words

    sheet = finished(("Ann", "Bob"), Kind.QUADRUPLET, 0).sheet
    texts = [t.text or "" for t in ET.fromstring(result_card_svg(sheet)).iter() if t.tag.endswith("text")]
    head, below = texts[0], texts[1]
    sentence = game_result_words(sheet.result(), sheet.players, sheet.profile)
    assert head.startswith("Ann wins ") and ", by " in head and len(head) <= 30, head
    assert below.endswith(".") and "worth" in below and len(below) > 10, below
    assert sentence.startswith(f"{head}; ") and sentence.endswith(below[1:-1]), (sentence, head, below)
