"""beaters(lead, trump) names the cards that beat a lead; it must agree with follower_wins for every lead,
every second card and every trump (or none)."""
from __future__ import annotations

import pytest

from penchant.rules.cards import PACK
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import beaters, follower_wins


@pytest.mark.parametrize("trump", [None, *(int(s) for s in Suit)])
def test_beaters_are_the_cards_follower_wins_with(trump: int | None) -> None:
    for lead in PACK:
        mask = beaters(lead.index, trump)
        assert not mask & lead.bit
        for follow in PACK:
            if follow != lead:
                assert bool(mask & follow.bit) == follower_wins(lead.index, follow.index, trump), (lead, follow, trump)
