"""A position's ``trump`` is the Jack whose penchant set it (``"JH"``, as ``DealState.to_json`` writes it), and a
game record's deal writes a suit letter (``"H"``): a position takes either, and refuses another card, whose suit
it once read as trump (docs/formats.md, A position)."""

from __future__ import annotations

import random

import pytest

from penchant.errors import InvalidRecordError
from penchant.play.dealing import new_deal
from penchant.play.state import DealState
from penchant.players.greedy import greedy_action
from penchant.rules.profiles import FOSTER
from penchant.rules.trump import trump_jack


def _with_trump() -> DealState:
    for seed in range(40):
        state = new_deal(FOSTER, random.Random(f"trump-position:{seed}"), 0)
        while not state.is_over() and state.trump is None:
            state.apply(greedy_action(state))
        if state.trump is not None and not state.is_over():
            return state
    raise AssertionError("no seeded deal set trump")


def test_a_position_takes_the_trump_jack_or_its_suit_and_refuses_another_card() -> None:
    state = _with_trump()
    assert state.trump is not None
    written = state.to_json()
    assert written["trump"] == str(trump_jack(state.trump))
    for trump in (written["trump"], state.trump.letter, state.trump.letter.lower()):
        back = DealState.from_json({**written, "trump": trump})
        assert back.trump == state.trump and back.to_json() == written
    ace = written["trump"].replace("J", "A")
    with pytest.raises(InvalidRecordError, match=repr(ace)):
        DealState.from_json({**written, "trump": ace})
