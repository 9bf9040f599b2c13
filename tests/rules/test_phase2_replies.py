"""``last_six_replies`` (the follower's legal cards in the last six and those that win) is the one rule the
solver's search and the deal state both use (issue 30: the search had its own copy of the follow and of who
wins a trick). It agrees card by card with ``last_six_follows`` and ``follower_wins``."""

from __future__ import annotations

import random

import pytest

from penchant.english.lists import join_or
from penchant.rules.cards import PACK, PACK_SIZE, Card, CardSet
from penchant.rules.tricks import follower_wins, last_six_follow_reason, last_six_follows, last_six_replies, trump_mask


def test_the_replies_agree_with_the_follow_and_the_trick_winner() -> None:
    rng = random.Random(30)
    for _ in range(3000):
        cards = rng.sample(range(PACK_SIZE), rng.randint(2, 7))
        lead, hand = cards[0], sum(1 << c for c in cards[1:])
        trump = rng.choice([None, 0, 1, 2, 3])
        legal, winning = last_six_replies(hand, lead, trump_mask(trump))
        assert legal == last_six_follows(hand, lead, trump)
        assert winning == sum(1 << c for c in cards[1:] if legal >> c & 1 and follower_wins(lead, c, trump))


def test_how_a_card_followed_agrees_with_who_wins_the_trick() -> None:
    """Every lead and follow of the pack, under each trump and none: 'trump in' and 'higher' are the follows that
    win, 'higher' and 'lower' the ones of the suit led, 'trump in' a trump to another suit's lead."""
    from penchant.rules.cards import PACK
    from penchant.rules.tricks import follower_wins, how_followed

    for trump in (None, 0, 1, 2, 3):
        for lead in PACK:
            for follow in PACK:
                if follow == lead:
                    continue
                how = how_followed(lead, follow, trump)
                assert (how in ("trump in", "higher")) == follower_wins(lead.index, follow.index, trump)
                assert (how in ("higher", "lower")) == (follow.suit == lead.suit)
                assert (how == "trump in") == (trump is not None and follow.suit == trump != lead.suit)


@pytest.mark.parametrize("trump", [0, None])
def test_with_neither_the_suit_led_nor_a_trump_the_reason_says_any_card(trump: int | None) -> None:
    """8♦ 9♦ 7♣ to T♥ with spades or no trump: 'with no heart you must trump: play nothing' (review 46)."""
    hand, lead = CardSet("8D 9D 7C").mask, Card.parse("TH").index
    assert last_six_follows(hand, lead, trump) == hand
    reason = last_six_follow_reason(hand, lead, trump)
    assert "must trump" not in reason and "any card" in reason and "heart" in reason


@pytest.mark.parametrize("seed", range(4))
def test_the_reason_names_exactly_the_cards_the_follower_may_play(seed: int) -> None:
    rng = random.Random(seed)
    free = bound = 0
    for _ in range(200):
        cards = rng.sample(list(PACK), 7)
        hand, lead = CardSet(cards[1:]).mask, cards[0].index
        trump = rng.choice([None, 0, 1, 2, 3])
        legal = CardSet.from_mask(last_six_follows(hand, lead, trump))
        reason = last_six_follow_reason(hand, lead, trump)
        named = {c for c in PACK if c.unicode in reason}
        if "any card" in reason:  # a free choice: every card of the hand, and none named
            assert legal.mask == hand and not named, reason
            free += 1
        else:  # the cards the follower may play, each named once, all of them, after the card led
            assert reason.endswith(", so play " + join_or(c.unicode for c in sorted(legal, key=lambda c: -c.rank)))
            assert reason.count("play ") == 1, reason
            assert named == set(legal) | ({cards[0]} if f"({cards[0].unicode} led)" in reason else set()), reason
            bound += 1
    assert free and bound  # both cases checked
