"""Who plays after a card, and so who won a trick, is the rules' one answer (issue #30): the end-game lines,
hints and session ask the step instead of flipping a seat by hand."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidRecordError
from penchant.puzzles.sessions.endgame_lines import narrate
from penchant.rules.cards import Card
from penchant.rules.procedure import next_to_play, other_player
from penchant.solver import Phase2Position


def test_after_a_lead_the_other_follows_and_after_a_trick_its_winner_leads() -> None:
    assert [next_to_play(p, None) for p in (0, 1)] == [1, 0]
    assert [next_to_play(p, True) for p in (0, 1)] == [0, 1]
    assert [next_to_play(p, False) for p in (0, 1)] == [1, 0]


def test_the_other_player_refuses_a_seat_that_is_not_one() -> None:
    assert (other_player(0), other_player(1)) == (1, 0)
    for bad in (2, -1, True):
        with pytest.raises(InvalidRecordError, match=repr(bad)):
            other_player(bad)


def test_a_step_says_who_plays_next_in_the_callers_numbering() -> None:
    took = Phase2Position("AH 7S", "KH", trump="H", led="QH", won=(5, 5)).step("AH")
    lost = Phase2Position("7H 7S", "KH", trump="H", led="QH", won=(5, 5)).step("7H")
    assert (took.next_to_play(0), took.next_to_play(1)) == (0, 1)
    assert (lost.next_to_play(0), lost.next_to_play(1)) == (1, 0)
    lead = Phase2Position("AH 7S", "KH 8S", trump="H", won=(5, 5)).step("7S")
    assert (lead.next_to_play(0), lead.next_to_play(1)) == (1, 0)


def test_a_line_narrated_names_each_tricks_leader_and_winner_as_the_step_says() -> None:
    pos = Phase2Position("AH 7S", "KH 8S", trump="H", won=(5, 5))
    tricks = narrate(pos, [Card.parse(c) for c in ("7S", "8S", "KH", "AH")])
    assert [(t.leader, t.winner) for t in tricks] == [(0, 1), (1, 0)]
