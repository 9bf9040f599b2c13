"""A position's trump is one its penchants can have set (``rules.trump.possible_trumps``): under Foster's rules the
first penchant sets trump whoever declares it, so a position naming a later penchant's suit, or no trump at all
after a penchant, cannot arise and is refused; under Kandell's a loser's penchant sets none. Every position a deal
reaches reads back."""

from __future__ import annotations

import random
from typing import Any

import pytest

from penchant.errors import InvalidRecordError
from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.profiles import FOSTER, KANDELL, Profile


def _two_penchants(profile: Profile) -> dict[str, Any]:
    """A deal's position once two penchants of different suits are declared (penchants declared when offered)."""
    for seed in range(3000):
        rng, deal = random.Random(seed), new_deal(profile, random.Random(seed), dealer=0)
        while deal.stage is not Stage.OVER:
            actions = list(deal.legal_actions)
            penchants = [a for a in actions if "penchant" in str(a).lower()]
            deal.apply(penchants[0] if penchants else rng.choice(actions))
            js = deal.to_json()
            jacks = {c for p in (0, 1) for x in js["declared"][p] if x["kind"] == "penchant"
                     for c in x["cards"].split() if c[0] == "J"}
            if len(jacks) >= 2 and js["trump"] is not None:
                return js
    raise AssertionError("no deal with two penchants")


def test_under_fosters_rules_a_later_penchants_suit_or_no_trump_is_refused() -> None:
    js = _two_penchants(FOSTER)
    assert DealState.from_json(js).trump is not None
    jacks = {c for p in (0, 1) for x in js["declared"][p] if x["kind"] == "penchant" for c in x["cards"].split()
             if c[0] == "J"}
    later = sorted(jacks - {js["trump"]})[0]
    with pytest.raises(InvalidRecordError, match=r"trump '[SHDC]' after the penchants declared.*first penchant"):
        DealState.from_json({**js, "trump": later})
    with pytest.raises(InvalidRecordError, match="no trump after the penchants declared"):
        DealState.from_json({**js, "trump": None})


def test_under_kandells_rules_a_penchant_may_leave_trump_unset() -> None:
    js = _two_penchants(KANDELL)
    # without the history: its tricks were played under the trump set, and the rules' trick winner reads them so
    assert DealState.from_json({**js, "trump": None, "history": []}).trump is None


@pytest.mark.parametrize("profile", [FOSTER, KANDELL], ids=lambda p: p.name)
def test_every_position_a_deal_reaches_reads_back(profile: Profile) -> None:
    for seed in range(12):
        rng, deal = random.Random(seed), new_deal(profile, random.Random(seed), dealer=seed % 2)
        while deal.stage is not Stage.OVER:
            actions = list(deal.legal_actions)
            penchants = [a for a in actions if "penchant" in str(a).lower()]
            deal.apply(penchants[-1] if penchants and rng.random() < 0.7 else rng.choice(actions))
            assert DealState.from_json(deal.to_json()).trump == deal.trump
