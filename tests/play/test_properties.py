"""Property tests over thousands of random legal deals.

Invariants: all 32 cards accounted for; hand plus table is six in Phase 1;
legal actions never empty before the end; Phase 2 obligations respected
(checked against an independent oracle written from Foster's words); twelve
brisques accounted; the score equals the sum of scoring events and the score
sheet's reckoning; positions round-trip through text; views hide what they must.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from penchant import FOSTER, KANDELL, MODERN, Card
from penchant.play.dealing import new_deal
from penchant.play.moves import Play, Stage
from penchant.play.sheet import score_deal
from penchant.play.state import DealState
from penchant.rules.cards import BRISQUE_MASK, FULL_MASK, CardSet, cards_of
from penchant.rules.profiles import Profile

PROFILES = (FOSTER, KANDELL, MODERN, KANDELL.with_options(same_kind_reuse=False, brisquette_multiplier=2))


def allowed_phase2(hand: list[Card], lead: Card, trump: int | None) -> set[Card]:
    """Oracle, from the sources' words: after the stock is exhausted the second
    player must follow suit if able and win the trick if he can (Foster); must
    trump if unable to follow (Kandell); otherwise any card."""
    same = [c for c in hand if c.suit == lead.suit]
    if same:
        winners = [c for c in same if c.rank > lead.rank]
        return set(winners or same)
    if trump is not None:
        trumps = [c for c in hand if c.suit == trump]
        if trumps:
            return set(trumps)
    return set(hand)


def check_invariants(s: DealState) -> None:
    places = [s.hands_mask[0], s.hands_mask[1], s.tables_mask[0], s.tables_mask[1], s.played_mask]
    seen = 0
    for m in places:
        assert seen & m == 0, "a card is in two places"
        seen |= m
    for i in s.stock_indices:
        assert not seen >> i & 1
        seen |= 1 << i
    assert seen == FULL_MASK, "all 32 cards are accounted for"
    taken = s.taken_mask[0] | s.taken_mask[1]
    assert taken | (s.played_mask & ~taken) == s.played_mask
    assert taken & ~s.played_mask == 0
    if s.phase == 1 and s.stage is Stage.LEAD:
        for p in (0, 1):
            assert (s.hands_mask[p] | s.tables_mask[p]).bit_count() == 6, "hand and table hold six in Phase 1"
    if s.phase == 2:
        assert s.tables_mask == (0, 0), "in Phase 2 the tables are back in the hands"
    assert sum(e.points for e in s.events if e.player == 0) == s.scores[0]
    assert sum(e.points for e in s.events if e.player == 1) == s.scores[1]
    if not s.is_over():
        assert len(s.legal_actions) > 0, "legal actions are never empty before the end"


def play_checked(seed: int, profile: Profile, roundtrip_every: int = 0) -> DealState:
    rng = random.Random(seed)
    s = new_deal(profile, rng, dealer=seed % 2)
    step = 0
    while not s.is_over():
        check_invariants(s)
        acts = list(s.legal_actions)
        a = acts[rng.randrange(len(acts))]
        if s.phase == 2 and s.stage is Stage.FOLLOW:
            assert s.lead_index is not None
            hand = cards_of(s.hands_mask[s.to_move])
            oracle = allowed_phase2(hand, Card.from_index(s.lead_index), s.trump)
            assert {x.card for x in acts if isinstance(x, Play)} == oracle
        assert a in s.legal_actions
        if roundtrip_every and step % roundtrip_every == 0:
            copy = DealState.from_str(s.to_str())
            assert copy.to_json() == s.to_json()
            s = copy
        s.apply(a)
        step += 1
    check_invariants(s)
    assert sum(s.brisques) == 12, "twelve brisques are accounted for"
    assert (s.taken_mask[0] | s.taken_mask[1]) == FULL_MASK
    assert s.brisquettes[0] <= s.brisques[0] and s.brisquettes[1] <= s.brisques[1]
    assert score_deal(s.deal_entry(), s.profile) == s.scores
    assert s.tricks == 16
    return s


def test_two_thousand_random_deals_keep_every_invariant() -> None:
    for seed in range(2000):
        play_checked(seed, PROFILES[seed % len(PROFILES)], roundtrip_every=0)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), which=st.integers(0, len(PROFILES) - 1))
def test_random_deals_round_trip_through_text_at_every_step(seed: int, which: int) -> None:
    play_checked(seed, PROFILES[which], roundtrip_every=1)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_restored_position_plays_on_identically(seed: int) -> None:
    rng = random.Random(seed)
    s = new_deal(KANDELL, rng)
    cut = rng.randrange(1, 30)
    for _ in range(cut):
        if s.is_over():
            break
        acts = list(s.legal_actions)
        s.apply(acts[rng.randrange(len(acts))])
    copy = DealState.from_str(s.to_str())
    r1, r2 = random.Random(seed + 1), random.Random(seed + 1)
    for st_, r in ((s, r1), (copy, r2)):
        while not st_.is_over():
            acts = list(st_.legal_actions)
            st_.apply(acts[r.randrange(len(acts))])
    assert s.to_json() == copy.to_json()


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), steps=st.integers(0, 40))
def test_view_hides_the_opponents_hand_and_the_stock_in_phase_1(seed: int, steps: int) -> None:
    rng = random.Random(seed)
    s = new_deal(KANDELL, rng)
    for _ in range(steps):
        if s.is_over():
            break
        acts = list(s.legal_actions)
        s.apply(acts[rng.randrange(len(acts))])
    for p in (0, 1):
        v = s.view(p)
        assert v.hand.mask == s.hands_mask[p]
        assert v.opp_hand_size == s.hands_mask[1 - p].bit_count()
        if s.phase == 1:
            assert v.opp_hand is None
            # Swap the opponent's hidden cards with the stock: the view must not change.
            hidden = cards_of(s.hands_mask[1 - p]) + [Card.from_index(i) for i in s.stock_indices]
            random.Random(seed).shuffle(hidden)
            k = s.hands_mask[1 - p].bit_count()
            data = s.to_json()
            data["hands"][1 - p] = str(CardSet(hidden[:k]))
            data["stock"] = " ".join(str(c) for c in hidden[k:])
            other = DealState.from_json(data)
            assert other.view(p).to_json() == v.to_json()
        else:
            assert v.opp_hand is not None and v.opp_hand.mask == s.hands_mask[1 - p]


def test_brisques_of_the_pack_are_twelve() -> None:
    assert BRISQUE_MASK.bit_count() == 12
