"""Positions for the players' tests: a greedy deal from a seed, stopped where a named kind of choice comes up
(shared by the master's and the information-set player's tests)."""

from __future__ import annotations

import random
from collections.abc import Callable

from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.players import get_player
from penchant.rules.profiles import KANDELL


def deal_to(seed: int, stop: Callable[[DealState], bool]) -> DealState:
    """A greedy deal from ``seed``, stopped at the first state where ``stop(state)`` holds."""
    s = new_deal(KANDELL, seed, dealer=seed % 2)
    rng = random.Random(seed)
    g = get_player("greedy")
    while not stop(s):
        assert not s.is_over(), "the deal ended before the wanted position"
        s.apply(g.choose(s.view(s.to_move), rng))
    return s


def real_choice(s: DealState) -> bool:
    return len(s.legal_actions) > 1


PHASE1_POSITIONS: dict[str, Callable[[DealState], bool]] = {
    "a lead early in Phase 1": lambda s: s.stage is Stage.LEAD and len(s.stock) >= 14 and real_choice(s),
    "a follow in Phase 1": lambda s: s.stage is Stage.FOLLOW and len(s.stock) >= 6 and real_choice(s),
    "a declaration": lambda s: s.stage in (Stage.DECLARE, Stage.PENCHANT) and real_choice(s),
}
"""Three kinds of Phase 1 choice each test file asks about (each adds its own last trick of Phase 1)."""
