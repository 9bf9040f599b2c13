"""The coach's words about bars agree with the engine's bar (:func:`is_barred`) under every reading.

Issue #18: the coach once asked the bar without the profile's reading, so under Foster (bars by value)
it said "keeps the bar on his minor pairs" where the engine says there is no bar. The sample is a few
hundred Phase 1 positions from real deals (seeded, played by random legal actions); at each, every
pair of plays in which the other line plays a card of one's own table is read by the coach's
position facts and compared with what :func:`is_barred` says of the tables before and after.
"""

from __future__ import annotations

import random

import pytest

from penchant.coaching import reasons
from penchant.play.dealing import new_deal
from penchant.play.moves import Play, Stage
from penchant.play.view import PlayerView
from penchant.rules.barring import SIZE_NAMES, is_barred
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SET_SIZES
from penchant.rules.profiles import FOSTER, KANDELL, Profile

DEALS = 300


def sample_views(profile: Profile, seed: int) -> list[tuple[PlayerView, list[Play]]]:
    """Phase 1 views of the player to move whose own table holds a card, with the plays open to him,
    from ``DEALS`` random deals."""
    rng = random.Random(seed)
    out: list[tuple[PlayerView, list[Play]]] = []
    for d in range(DEALS):
        st = new_deal(profile, rng, dealer=d % 2)
        while st.phase == 1 and st.stage is not Stage.OVER:
            if st.stage in (Stage.LEAD, Stage.FOLLOW):
                v = st.view(st.to_move)
                if v.table:
                    out.append((v, [a for a in st.legal_actions if isinstance(a, Play)]))
            acts = st.legal_actions
            st.apply(acts[rng.randrange(len(acts))])
    return out


def bars(table: int, opp_table: int, profile: Profile) -> set[int]:
    """The set sizes the owner of the table mask ``table`` may not declare, by the engine's rule."""
    holdings = Holdings.from_masks(table=table, opp_table=opp_table)
    return {n for n in SET_SIZES if is_barred(n, holdings, profile)}


def words(sizes: set[int]) -> str:
    names = [SIZE_NAMES[n] + "s" for n in sorted(sizes)]
    return "minor " + (" and ".join(names) if len(names) < 3 else "sets")


@pytest.mark.parametrize("profile", [FOSTER, KANDELL], ids=["foster", "kandell"])
def test_the_coach_keeps_a_bar_only_where_the_engine_has_one(profile: Profile) -> None:
    views = sample_views(profile, seed=18)
    assert len(views) >= 300, len(views)
    compared = claimed = 0
    for v, plays in views:
        mine, theirs = v.table.mask, v.opp_table.mask
        for versus in plays:
            if not mine & versus.card.bit:
                continue
            before = bars(theirs, mine, profile)
            lifted = before - bars(theirs, mine & ~versus.card.bit, profile)
            expected = f"keeps the bar on his {words(lifted)}" if lifted else None
            for a in plays:
                if mine & a.card.bit:
                    continue
                said = [t for t in reasons.static_effects(v, a, versus, profile) if t.startswith("keeps the bar")]
                assert said == ([expected] if expected else []), (str(v.table), str(v.opp_table), a, versus)
                compared += 1
                claimed += bool(said)
    assert compared >= 300 and claimed > 0, (compared, claimed)


@pytest.mark.parametrize("profile", [FOSTER, KANDELL], ids=["foster", "kandell"])
def test_the_coach_lifts_and_opens_bars_as_the_engine_does(profile: Profile) -> None:
    views = sample_views(profile, seed=1893)
    checked = 0
    for v, plays in views:
        mine, theirs = v.table.mask, v.opp_table.mask
        for a in plays:
            if not mine & a.card.bit:
                continue
            after = mine & ~a.card.bit
            lifted = bars(theirs, mine, profile) - bars(theirs, after, profile)
            opened = bars(after, theirs, profile) - bars(mine, theirs, profile)
            said = reasons._play_effects(v, a.card, profile)
            assert [t for t in said if t.startswith("lifts the bar")] == (
                [f"lifts the bar your table holds on his {words(lifted)}"] if lifted else [])
            assert [t for t in said if t.startswith("puts your")] == (
                [f"puts your {words(opened)} under his bar"] if opened else [])
            checked += 1
    assert checked >= 300, checked


def test_the_sample_holds_positions_where_the_two_readings_differ() -> None:
    """Without such positions the Foster tests above could not tell the readings apart."""
    differ = 0
    for v, plays in sample_views(FOSTER, seed=18):
        mine, theirs = v.table.mask, v.opp_table.mask
        for versus in plays:
            if mine & versus.card.bit:
                after = mine & ~versus.card.bit
                foster = bars(theirs, mine, FOSTER) - bars(theirs, after, FOSTER)
                kandell = bars(theirs, mine, KANDELL) - bars(theirs, after, KANDELL)
                differ += foster != kandell
    assert differ >= 5, differ
