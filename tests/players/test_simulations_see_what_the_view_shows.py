"""The simulations' knowledge of a state (``knowledge_from_state``, read from the masks for speed) is exactly what
the player to move's view shows (``knowledge_from_view(state.view(p))``): what a player may see is decided by the
view, not a second time (the review found ``opp_hand ... if phase == 2`` written in both)."""

from __future__ import annotations

import dataclasses
import random

from penchant.play.dealing import new_deal
from penchant.players.greedy import greedy_action
from penchant.players.mask_knowledge import knowledge_from_state, knowledge_from_view
from penchant.rules.profiles import FOSTER, KANDELL


def test_the_knowledge_of_a_state_is_its_movers_view() -> None:
    seen_phases = set()
    for n, profile in enumerate((KANDELL, FOSTER, KANDELL)):
        state = new_deal(profile, random.Random(f"knowledge:{n}"), n % 2)
        while not state.is_over():
            mover = state.to_move
            assert mover is not None
            fast = knowledge_from_state(state)
            viewed = knowledge_from_view(state.view(mover), profile)
            assert dataclasses.replace(fast, legal=tuple(fast.legal)) == viewed
            assert (fast.opp_hand is None) == (state.phase == 1)
            seen_phases.add(state.phase)
            state.apply(greedy_action(state))
    assert seen_phases == {1, 2}
