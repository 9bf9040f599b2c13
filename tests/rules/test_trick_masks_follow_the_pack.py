"""Review eng10 #23, #25: the trick masks and the greedy player's brisque weights are read from the pack's rules
(rules.cards' layout, its brisque ranks), not rebuilt beside them; each is checked here against the cards."""

from __future__ import annotations

from penchant.players.greedy import _BRISQUE_WORTH
from penchant.rules.cards import PACK
from penchant.rules.suits_and_ranks import Rank
from penchant.rules.tricks import HIGHER_IN_SUIT, SUIT_OF_MASK


def test_the_trick_masks_are_the_cards_of_a_suit_and_those_above() -> None:
    for card in PACK:
        same_suit = [c for c in PACK if c.suit == card.suit]
        assert SUIT_OF_MASK[card.index] == sum(c.bit for c in same_suit)
        assert HIGHER_IN_SUIT[card.index] == sum(c.bit for c in same_suit if c.rank > card.rank)


def test_the_greedy_player_weighs_keeping_exactly_the_rules_brisques() -> None:
    assert len(_BRISQUE_WORTH) == len(Rank)
    assert {r for r in Rank if _BRISQUE_WORTH[r] > 0} == {r for r in Rank if r.is_brisque}
    assert _BRISQUE_WORTH[Rank.ACE] > _BRISQUE_WORTH[Rank.TEN] > _BRISQUE_WORTH[Rank.SEVEN]
