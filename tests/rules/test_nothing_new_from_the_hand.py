"""Why nothing may be declared when no card from the hand forms a combination: the true reason, in a player's words.

A newcomer, after declaring Foster's triplet of Queens (chapter 3), asked "What could I declare?" and read "every
combination here is already on your table" while 8♣ was in hand and the Q♣–J♦ penchant on the table had never been
declared. The reason is that no card from the hand forms anything new; a declaration must add one.
"""

from __future__ import annotations

import pytest

from penchant.rules.combinations import legal_declarations
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import KANDELL
from penchant.words.declarable import why_nothing_declarable

CASES = [
    # Foster's Queens after the triplet: Q♣ Q♥ Q♠ and J♦ K♥ on the table, 8♣ in hand (Q♣ J♦ never declared)
    {"hand": "8C", "table": "KH QH QS JD QC"},
    # a marriage on the table never declared as such, a lone Nine in hand
    {"hand": "9S", "table": "KH QH"},
    # two hand cards that make nothing, with each other or the table
    {"hand": "7S 8D", "table": "QS JD"},
]


@pytest.mark.parametrize("where", CASES)
def test_the_reason_is_that_no_hand_card_forms_anything(where: dict[str, str]) -> None:
    holdings = Holdings.parse(**where)
    assert not legal_declarations(holdings, KANDELL, moment="play")
    reason = why_nothing_declarable(holdings, KANDELL, moment="play")
    assert reason is not None
    assert "already on your table" not in reason and "every combination" not in reason
    assert "no card in your hand" in reason and "must add a card from your hand" in reason
    for card in holdings.hand:
        assert str(card) in reason  # the hand cards are named: the learner sees which cards were weighed


def test_an_empty_hand_is_said_so() -> None:
    reason = why_nothing_declarable(Holdings.parse(hand="", table="KH QH"), KANDELL)
    assert reason is not None and "your hand is empty" in reason
