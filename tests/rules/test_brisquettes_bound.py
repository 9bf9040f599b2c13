"""The brisquettes' bound from the tricks (penchant.rules.limits): a trick is two cards, the last six are
six tricks. Every deal the engine plays keeps it; a deal beyond it is refused where a deal is checked."""

from __future__ import annotations

import random

import pytest

from penchant.errors import ScoreEntryError
from penchant.play.dealing import play_random_deal
from penchant.play.sheet import DealEntry, validate_deal
from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.dealing import LAST_SIX_TRICKS
from penchant.rules.limits import brisquettes_problem, last_six_tricks_for, most_brisquettes
from penchant.rules.profiles import KANDELL


def test_every_played_deal_keeps_the_bound_and_it_is_tight() -> None:
    rng = random.Random(30)
    for _ in range(300):
        st = play_random_deal(KANDELL, rng, dealer=rng.randrange(2))
        q = st.brisquettes
        assert brisquettes_problem(q) is None, q
        assert sum(last_six_tricks_for(x) for x in q) <= LAST_SIX_TRICKS
    assert most_brisquettes(LAST_SIX_TRICKS) == BRISQUES_IN_PACK


@pytest.mark.parametrize(("brisquettes", "possible"), [
    ((6, 6), True), ((8, 4), True), ((12, 0), True), ((5, 5), True), ((9, 1), True),
    ((7, 5), False), ((9, 3), False), ((11, 1), False), ((9, 2), True),
    ((1, 11), False), ((7, 4), True), ((5, 7), False),
])
def test_which_brisquettes_the_last_six_can_give(brisquettes: tuple[int, int], possible: bool) -> None:
    assert (brisquettes_problem(brisquettes) is None) is possible
    brisques = (max(brisquettes[0], BRISQUES_IN_PACK - brisquettes[1]), 0)
    brisques = (brisques[0], BRISQUES_IN_PACK - brisques[0])
    if possible:
        validate_deal(DealEntry(((), ()), brisquettes, brisques))
    else:  # refused when the entry is made: no deal ends with it
        with pytest.raises(ScoreEntryError, match="of the last six tricks"):
            DealEntry(((), ()), brisquettes, brisques)
