"""Which cards a player has not seen is the view's to say (``PlayerView.unseen``): the players' sampled deals,
the decision and timing puzzles' count of a rank still out, and what may beat a card led all once worked it out
for themselves from the view's fields. Checked here against the whole deal, at every move of many random deals
under every profile: what the view calls unseen is exactly the opponent's hand and the stock."""

from __future__ import annotations

import random

import pytest

from penchant.play.dealing import new_deal
from penchant.play.state import DealState
from penchant.rules.cards import CardSet
from penchant.rules.profiles import PROFILES


def _states(seed: int, profile: str) -> list[DealState]:
    """Every position of one deal played out at random, its first lead to its end."""
    rng = random.Random(seed)
    st = new_deal(PROFILES[profile], rng, seed % 2)
    out = [st.clone()]
    while not st.is_over():
        acts = st.legal_actions
        st.apply_unchecked(acts[rng.randrange(len(acts))])
        out.append(st.clone())
    return out


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_the_unseen_cards_are_the_opponents_hand_and_the_stock(profile: str) -> None:
    phases = set()
    for seed in range(12):
        for st in _states(seed, profile):
            phases.add(st.phase)
            stock = CardSet(st.stock)
            for me in (0, 1):
                view = st.view(me)
                assert view.unseen == st.hand(1 - me) | stock, (seed, st.tricks, me)
                assert len(view.unseen) == view.opp_hand_size + view.stock_size
                if st.phase == 1 and view.trump_card is not None:
                    assert view.trump_card not in view.unseen  # its penchant lies on a table, or it was played
                if view.opp_hand is not None:
                    assert view.unseen == view.opp_hand  # the last six: nothing hidden, the stock gone
    assert phases == {1, 2}
