"""A deal gives its legal actions one way, :attr:`~penchant.play.state.DealState.legal_actions`: a tuple in the
deal's order, shared between calls at one moment, kept as it was once the deal moves on, whose ``in``, ``index``
and ``count`` read notation too. Search, simulation, the players and the boards read the same one."""

from __future__ import annotations

import pickle

import pytest

from penchant.play.dealing import new_deal
from penchant.play.moves import LegalActions, Pass, Play
from penchant.play.state import DealState


def test_the_legal_actions_are_a_tuple_shared_at_one_moment() -> None:
    deal = new_deal(rng=3)
    legal = deal.legal_actions
    assert isinstance(legal, tuple) and isinstance(legal, LegalActions)
    assert deal.legal_actions is legal, "worked out once for the moment"
    assert all(isinstance(a, Play) for a in legal) and list(legal) == sorted(legal, key=lambda a: a.card)
    assert all(deal.is_legal(a) for a in legal)


def test_in_reads_notation_and_refuses_nothing() -> None:
    deal = new_deal(rng=3)
    first = deal.legal_actions[0]
    assert str(first) in deal.legal_actions and first in deal.legal_actions
    assert "pass" not in deal.legal_actions and Pass() not in deal.legal_actions
    assert "no such action" not in deal.legal_actions and None not in deal.legal_actions
    assert 5 not in deal.legal_actions


def test_index_and_count_read_notation_as_in_does() -> None:
    deal = new_deal(rng=3)
    legal = deal.legal_actions
    for i, action in enumerate(legal):
        assert legal.index(str(action)) == legal.index(action) == i
        assert legal.count(str(action)) == legal.count(action) == 1
    assert legal.index(str(legal[-1]), 1) == len(legal) - 1
    for absent in ("pass", "no such action", None, 5):
        assert legal.count(absent) == 0
        with pytest.raises(ValueError):
            legal.index(absent)
    with pytest.raises(ValueError):
        legal.index(str(legal[0]), 1)  # looked for after the place it stands


def test_the_actions_of_a_moment_are_kept_when_the_deal_moves_on() -> None:
    deal = new_deal(rng=3)
    before = deal.legal_actions
    kept = tuple(before)
    deal.apply(before[0])
    assert before == kept and deal.legal_actions != kept
    assert tuple(pickle.loads(pickle.dumps(before))) == kept


def test_a_deal_over_has_none() -> None:
    deal: DealState = new_deal(rng=3)
    while deal.legal_actions:
        deal.apply(deal.legal_actions[-1])
    assert deal.is_over() and deal.legal_actions == ()
