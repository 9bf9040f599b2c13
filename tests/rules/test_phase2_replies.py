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


def test_how_a_card_followed_agrees_with_who_wins_the_trick() -> None:
    """Every lead and follow of the pack, under each trump and none: 'trump in' and 'higher' are the follows that
    win, 'higher' and 'lower' the ones of the suit led, 'trump in' a trump to another suit's lead."""
    from penchant.rules.cards import DECK
    from penchant.rules.tricks import follower_wins, how_followed

    for trump in (None, 0, 1, 2, 3):
        for lead in DECK:
            for follow in DECK:
                if follow == lead:
                    continue
                how = how_followed(lead, follow, trump)
                assert (how in ("trump in", "higher")) == follower_wins(lead.index, follow.index, trump)
                assert (how in ("higher", "lower")) == (follow.suit == lead.suit)
                assert (how == "trump in") == (trump is not None and follow.suit == trump != lead.suit)
