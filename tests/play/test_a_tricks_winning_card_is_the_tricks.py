"""A trick says the card that took it (:attr:`Trick.winning_card`): the loser's-penchant lesson once worked it out by
hand from the leader and the winner (issue #30)."""

from __future__ import annotations

from penchant.play.dealing import new_deal
from penchant.play.moves import Trick
from penchant.rules.cards import Card
from penchant.rules.tricks import follower_wins


def test_the_leaders_card_wins_when_the_leader_wins() -> None:
    t = Trick(leader=1, lead=Card.parse("AS"), follow=Card.parse("7S"), winner=1)
    assert t.winning_card == Card.parse("AS")


def test_the_replys_card_wins_when_the_follower_wins() -> None:
    t = Trick(leader=1, lead=Card.parse("7S"), follow=Card.parse("TS"), winner=0)
    assert t.winning_card == Card.parse("TS")


def test_a_played_tricks_winning_card_is_the_one_the_rules_say_won() -> None:
    state = new_deal(rng=5)
    seen = 0
    while not state.is_over() and seen < 8:
        trump = state.trump
        state.apply(state.legal_actions[0])
        t = state.last_transition.trick
        if t is None:
            continue
        seen += 1
        follows = follower_wins(t.lead.index, t.follow.index, None if trump is None else int(trump))
        assert t.winning_card == (t.follow if follows else t.lead), t
    assert seen == 8
