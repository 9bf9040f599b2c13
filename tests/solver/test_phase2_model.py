"""The one Phase 2 model: ``won`` carries every brisque, so values after any plays equal a fresh solve.

Issue #11: Phase2Position.play() kept the Phase 1 counts and lost the brisques taken in Phase 2.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from penchant.errors import InvalidRecordError
from penchant.rules.cards import BRISQUE_MASK, PACK, Card, CardSet
from penchant.rules.profiles import FOSTER, KANDELL, Profile
from penchant.rules.scoring import book_bonus_of
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import follower_wins
from penchant.solver import Phase2Position, solve


def random_position(rng: random.Random) -> Phase2Position:
    size = rng.randint(1, 6)
    cards = rng.sample(range(32), 2 * size)
    led = PACK[cards[0]] if rng.random() < 0.4 else None
    hand, opp = (cards[1 : size + 1], cards[size + 1 :]) if led else (cards[:size], cards[size:])
    taken = 12 - sum((1 << c) & BRISQUE_MASK != 0 for c in cards)
    mine = rng.randint(0, taken)
    return Phase2Position(CardSet([PACK[c] for c in hand]), CardSet([PACK[c] for c in opp]),
                          rng.choice([None, *Suit]), led, (mine, taken - mine))


def _next_value(position: Phase2Position, card: Card, profile: Profile) -> int:
    """The mover's points after ``card``, from a fresh solve of the next position (minimax one ply down)."""
    step = position.step(card)
    bp = profile.brisquette_points
    if step.trick is None:  # a lead: the opponent moves next, zero-sum
        assert step.position is not None
        return -solve(step.position, profile).value.points
    sign = 1 if step.trick.follower_won else -1
    now = sign * step.trick.brisques * bp
    if step.position is None:  # the last trick: the book bonus on the deal's totals
        mine, theirs = (book_bonus_of(profile, n) for n in step.won)
        return now + mine - theirs
    rest = solve(step.position, profile).value.points
    return now + (rest if step.same_player else -rest)


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 10**9), profile=st.sampled_from([KANDELL, FOSTER]))
def test_values_after_any_sequence_of_plays_equal_a_fresh_solve(seed: int, profile: Profile) -> None:
    rng = random.Random(seed)
    position: Phase2Position | None = random_position(rng)
    # An independent account of the brisques, trick by trick, from the player to move's seat.
    seat_won = {0: position.won[0], 1: position.won[1]}
    mover = 0
    leader_seat = 1 if position.led is not None else 0
    while position is not None:
        sol = solve(position, profile)
        for card, value in sol.moves.items():
            assert value.points == _next_value(position, card, profile), (position, card)
        card = rng.choice(list(position.legal_moves))
        led = position.led
        nxt = position.play(card) if len(position.hand) + len(position.opp_hand) > 1 or led is None else None
        if led is None:
            leader_seat = mover
            mover = 1 - mover
        else:
            trump = None if position.trump is None else int(position.trump)
            winner = mover if follower_wins(led.index, card.index, trump) else leader_seat
            seat_won[winner] += ((led.bit | card.bit) & BRISQUE_MASK).bit_count()
            mover = winner
        if nxt is None:
            assert seat_won[0] + seat_won[1] == 12
            break
        # The position play() gives is the one a fresh reading gives, with the brisques carried.
        assert nxt.won == (seat_won[mover], seat_won[1 - mover])
        fresh = Phase2Position.from_json(nxt.to_json())
        assert fresh == nxt
        assert solve(fresh, profile).moves == solve(nxt, profile).moves
        position = nxt


def test_the_issues_example_a_trick_later() -> None:
    """Issue #11: AH TH v KH 9S, no trump, 5-5; after AH, KH the mover (6-5) values TH at +2 (a brisquette,
    and 7-5 gives the book bonus), not +1."""
    start = Phase2Position("AH TH", "KH 9S", won="5-5")
    after = start.play("AH").play("KH")
    assert after.hand == CardSet("TH") and after.won == (6, 5)
    assert solve(after, KANDELL).moves[Card.parse("TH")].points == 2
    assert solve(start, KANDELL).moves[Card.parse("AH")].points == 3


def test_the_readmes_example_with_the_brisques_taken() -> None:
    """Issue #11: the README's example with 5-4 taken: AH is worth +2 (it used to show +1 at a silent 0-0)."""
    position = Phase2Position("AH TH 7S", "KH 9S 8C", trump="H", won="5-4")
    assert solve(position, KANDELL).moves[Card.parse("AH")].points == 2
    with pytest.raises(InvalidRecordError, match="won is missing: only 3 of the 12 brisques are in play"):
        Phase2Position("AH TH 7S", "KH 9S 8C", trump="H")
    with pytest.raises(InvalidRecordError, match="won is missing: only 1 of the 12 brisques is in play"):
        Phase2Position("AH KH 8S", "QH 9S 8C", trump="H")


def test_brisques_that_do_not_add_up_are_refused() -> None:
    with pytest.raises(InvalidRecordError,
                       match=r"won '3-4': brisques taken \(3 \+ 4\) \+ brisques in the hands \(3\) = 10, "
                             r"not the pack's 12"):
        Phase2Position("AH TH 7S", "KH 9S 8C", trump="H", won="3-4")
    # All twelve in the hands: won may be left out (nothing has been taken).
    assert Phase2Position("AS AH AD AC TS TH", "TD TC 7S 7H 7D 7C").won == (0, 0)


def test_the_last_card_ends_the_deal_with_the_final_counts() -> None:
    position = Phase2Position("7S", "", led="AS", won="5-5")
    step = position.step("7S")
    assert step.position is None and step.trick is not None and not step.trick.follower_won
    assert step.won == (5, 7)
    with pytest.raises(InvalidRecordError, match="ends the deal"):
        position.play("7S")
