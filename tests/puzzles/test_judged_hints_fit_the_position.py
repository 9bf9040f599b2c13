"""A judged puzzle's third hint fits its position: "Count the unseen cards" at the first trick, where nothing but the
learner's own hand (and the card led) has been seen, gave a newcomer nothing to count (chapter 8's Learn from your
mistakes, a puzzle from trick 1)."""
from __future__ import annotations

from penchant.play.dealing import new_deal
from penchant.puzzles.checkers.judged_hints import COUNT_UNSEEN, NOTHING_SEEN_YET, third_hint


def test_at_the_first_lead_the_third_hint_does_not_ask_to_count_unseen_cards() -> None:
    deal = new_deal(rng=7)
    assert deal.to_move is not None
    hint = third_hint(deal.view(deal.to_move))
    assert hint == NOTHING_SEEN_YET
    assert "Count the unseen" not in hint


def test_replying_to_the_first_lead_the_third_hint_does_not_ask_to_count_either() -> None:
    deal = new_deal(rng=7)
    assert deal.to_move is not None
    deal.apply(deal.view(deal.to_move).legal[0])
    assert deal.to_move is not None
    view = deal.view(deal.to_move)
    assert view.lead is not None and view.tricks_played == 0
    assert third_hint(view) == NOTHING_SEEN_YET


def test_once_a_trick_is_played_the_third_hint_counts_the_unseen_cards() -> None:
    deal = new_deal(rng=7)
    while deal.tricks == 0:
        assert deal.to_move is not None
        deal.apply(deal.view(deal.to_move).legal[0])
    assert deal.to_move is not None
    assert third_hint(deal.view(deal.to_move)) == COUNT_UNSEEN
