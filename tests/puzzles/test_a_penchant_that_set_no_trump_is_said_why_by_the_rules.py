"""Why a penchant set no trump is the rules' answer (:func:`penchant.rules.trump.penchant_sets_trump`), not what is
left once the other reasons are ruled out (issue #30): a story whose setter contradicts the rules is refused, not
blamed on the loser's rule."""

from __future__ import annotations

import pytest

from penchant.errors.internal import BrokenInvariantError
from penchant.puzzles.checkers.trump_sets import sets_claims
from penchant.puzzles.checkers.trump_story import Event
from penchant.rules.cards import CardSet
from penchant.rules.profiles import FOSTER, KANDELL

WON = Event(winner=0, declarer=0, cards=CardSet("QS JH"), trick=1)
LOST = Event(winner=1, declarer=0, cards=CardSet("QS JH"), trick=1)


def test_a_losers_penchant_under_kandell_is_the_losers_rule() -> None:
    [true] = [c for c in sets_claims([LOST], 0, None, KANDELL) if c.true]
    assert not true.yes and "lost the trick" in true.reason


def test_a_winners_penchant_said_to_set_none_is_refused() -> None:
    with pytest.raises(BrokenInvariantError):
        sets_claims([WON], 0, None, KANDELL)


def test_a_losers_penchant_said_to_set_none_under_foster_is_refused() -> None:
    with pytest.raises(BrokenInvariantError):
        sets_claims([LOST], 0, None, FOSTER)
