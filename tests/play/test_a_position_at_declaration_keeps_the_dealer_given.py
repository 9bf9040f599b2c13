"""Issue #30: a position at a declaration said player 0 had dealt, a dealer nobody gave; the dealer is given, and one
who is no player is refused."""

from __future__ import annotations

import pytest

from penchant.errors import PenchantError
from penchant.play.state import DealState
from penchant.rules.cards import CardSet, parse_cards
from penchant.rules.profiles import KANDELL


def _at_declaration(dealer: int) -> DealState:
    return DealState.at_declaration(KANDELL, dealer=dealer, winner=0, hands=(CardSet("8H 8D"), CardSet("9S 9C")),
                                    tables=(CardSet(), CardSet()), stock=parse_cards("7C 8C"))


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_dealer_given_is_the_positions(dealer: int) -> None:
    deal = _at_declaration(dealer)
    assert deal.dealer == dealer
    assert deal.view(0).dealer == dealer


def test_a_dealer_who_is_no_player_is_refused() -> None:
    with pytest.raises(PenchantError, match="2"):
        _at_declaration(2)
