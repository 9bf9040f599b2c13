"""``phase2_replies`` (the follower's legal cards in the last six and those that win) is the one rule the
solver's search and the deal state both use (issue 30: the search had its own copy of the follow and of who
wins a trick). It agrees card by card with ``phase2_follows`` and ``follower_wins``."""

from __future__ import annotations

import random

from penchant.rules.cards import PACK_SIZE
from penchant.rules.tricks import follower_wins, phase2_follows, phase2_replies, trump_mask


def test_the_replies_agree_with_the_follow_and_the_trick_winner() -> None:
    rng = random.Random(30)
    for _ in range(3000):
        cards = rng.sample(range(PACK_SIZE), rng.randint(2, 7))
        lead, hand = cards[0], sum(1 << c for c in cards[1:])
        trump = rng.choice([None, 0, 1, 2, 3])
        legal, winning = phase2_replies(hand, lead, trump_mask(trump))
        assert legal == phase2_follows(hand, lead, trump)
        assert winning == sum(1 << c for c in cards[1:] if legal >> c & 1 and follower_wins(lead, c, trump))
