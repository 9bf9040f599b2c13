"""Every argument that takes a trump reads it by one reader, ``trump_suit`` (review 35 #6): the command line and a
position file took ``"none"`` but ``Phase2Position(trump="none")`` refused it, and ``Phase2Position(trump=1)`` was
refused while ``penchant_sets_trump(profile, 1, ...)`` and ``DealState(trump=1)`` took a suit's number."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from penchant.errors import PenchantError
from penchant.play.position_record import position_fields
from penchant.play.state import DealState
from penchant.rules.profiles import FOSTER
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import penchant_sets_trump, trump_suit
from penchant.solver import Phase2Position
from penchant.solver.phase2_position import POSITION_SCHEMA


def _readers() -> dict[str, Callable[[object], Suit | None]]:
    from penchant import new_deal

    fields = position_fields(new_deal(FOSTER, 3).to_json())
    fields_without_trump = {k: v for k, v in fields.items() if k != "trump"}
    return {
        "Phase2Position": lambda t: Phase2Position("AS", "KS", trump=t, won=(6, 5)).trump,  # type: ignore[arg-type]
        "DealState": lambda t: DealState(**fields_without_trump, trump=t).trump,  # type: ignore[arg-type]
        # no trump yet (None) where a penchant declared now may set it
        "penchant_sets_trump": lambda t: None if penchant_sets_trump(FOSTER, t, by_trick_winner=True) else Suit.SPADES,  # type: ignore[arg-type]
    }


@pytest.mark.parametrize("given", [None, "none", "NONE", "", "-", "no"])
def test_no_trump_is_read_alike_everywhere(given: object) -> None:
    assert trump_suit(given) is None
    readers = _readers()
    assert readers["Phase2Position"](given) is None
    assert readers["penchant_sets_trump"](given) is None  # no trump yet: a penchant may set it


@pytest.mark.parametrize("given", ["H", "h", "♥", Suit.HEARTS])
def test_a_suit_is_read_alike_everywhere(given: object) -> None:
    assert trump_suit(given) is Suit.HEARTS
    assert _readers()["Phase2Position"](given) is Suit.HEARTS
    assert penchant_sets_trump(FOSTER, given, by_trick_winner=True) is False  # type: ignore[arg-type]


@pytest.mark.parametrize("given", [1, 0, True, 1.0, "X", "hearts", "JH"])
@pytest.mark.parametrize("reader", ["Phase2Position", "DealState", "penchant_sets_trump"])
def test_a_number_or_what_is_no_suit_is_refused_everywhere(given: object, reader: str) -> None:
    with pytest.raises(PenchantError) as refused:
        _readers()[reader](given)
    assert refused.value.given == given and "must be a suit: spades, hearts" in str(refused.value), str(refused.value)


def test_a_solver_position_file_reads_none_as_the_constructor_does() -> None:
    data = {"hand": ["AS"], "opp_hand": ["KS"], "trump": "none", "won": [6, 5]}
    POSITION_SCHEMA.check(data, "", PenchantError)
    assert Phase2Position.from_json(data).trump is None
