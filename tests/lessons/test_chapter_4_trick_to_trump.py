"""Chapter 4 taught trumps in the first ten tricks in prose only: a newcomer never played a trump (issue #31). Its
board is a position of a dealt game (:mod:`penchant.lessons.trumping`): these tests replay it from its deal, hold it to
what the board asks (a plain suit led, a trump, a losing card of the suit led and others to pick from), and check
the engine's winner and the words for every card the learner can pick."""

from __future__ import annotations

import pytest

from penchant.errors import PenchantError
from penchant.lessons.trumping import TRUMPING_LINE, question_words, tried_words, trumping_position, try_card
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Play, Stage, parse_action
from penchant.play.state import DealState
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit


def _replayed() -> tuple[list[tuple[Suit | None, Suit | None, int]], DealState]:
    """The line played from the deal, move by move: the trump before and after each, and who moved."""
    deal = new_deal(KANDELL, 312, dealer=0)
    steps = []
    for move in TRUMPING_LINE:
        before, mover = deal.trump, deal.to_move
        deal.apply(parse_action(move))
        steps.append((before, deal.trump, mover))
    return steps, deal


def test_the_position_arises_from_its_deal() -> None:
    steps, replayed = _replayed()
    position = trumping_position()
    assert position.to_json() == replayed.to_json()
    # trump was set by a penchant declared by a trick's winner, earlier in the deal
    setting = [i for i, (before, after, _m) in enumerate(steps) if before is None and after is not None]
    assert len(setting) == 1
    action = parse_action(TRUMPING_LINE[setting[0]])
    assert isinstance(action, Declare)
    deal = new_deal(KANDELL, 312, dealer=0)
    for move in TRUMPING_LINE[:setting[0]]:
        deal.apply(move)
    assert deal.stage is Stage.DECLARE  # the trick's winner's turn to declare
    kinds = [kind for kind, cards in deal.child(action).declared[steps[setting[0]][2]] if cards == action.cards]
    assert kinds == [Kind.PENCHANT]
    assert position.view(0).tricks_played < 10 and position.view(0).phase == 1  # the first ten tricks


def test_the_board_asks_of_a_plain_suit_led_with_a_trump_and_a_losing_card_of_the_suit_led_in_hand() -> None:
    position = trumping_position()
    lead, trump = position.lead, position.trump
    assert position.stage is Stage.FOLLOW and position.to_move == 0 and position.leader == 1
    assert lead is not None and trump is not None and lead.suit != trump
    cards = [a.card for a in position.view(0).legal if isinstance(a, Play)]
    assert len(cards) == len(position.hands[0]) + len(position.tables[0])  # any card: the first ten tricks
    trumps = [c for c in cards if c.suit == trump]
    of_the_lead = [c for c in cards if c.suit == lead.suit]
    others = [c for c in cards if c.suit not in (trump, lead.suit)]
    assert len(trumps) == 1 and of_the_lead and others
    assert "Which of your cards wins this trick?" in question_words(position)
    assert str(trumps[0].unicode) not in question_words(position)


def test_the_engine_decides_each_cards_trick_and_the_words_say_why() -> None:
    position = trumping_position()
    lead, trump = position.lead, position.trump
    assert lead is not None and trump is not None
    cards = [a.card for a in position.view(0).legal if isinstance(a, Play)]
    winners = [c for c in cards if c.suit == trump]
    for card in cards:
        tried = try_card(position, card)
        played = position.child(Play(card))
        trick = played.view(0).last_trick
        assert trick is not None and tried.winner == trick.winner and tried.follow == card and tried.lead == lead
        said = tried_words(tried)
        if card.suit == trump:
            assert tried.won and said.startswith(f"Your {card.unicode} takes the trick") and "trump" in said, said
        else:
            assert not tried.won and said.startswith(f"Your opponent's {lead.unicode} takes the trick"), said
            assert "Try another card" in said
            assert not any(w.unicode in said for w in winners), said  # a wrong pick names no right card
            why = "lower" if card.suit == lead.suit else "third suit never wins"
            assert why in said, said
    assert [c for c in cards if try_card(position, c).won] == winners
    assert position.to_json() == trumping_position().to_json()  # trying a card moves nothing


def test_a_card_not_held_is_refused() -> None:
    position = trumping_position()
    with pytest.raises(PenchantError):
        try_card(position, "JC")  # on your opponent's table
    with pytest.raises(PenchantError):
        try_card(position.child(Play(next(a.card for a in position.view(0).legal if isinstance(a, Play)))), "8C")
