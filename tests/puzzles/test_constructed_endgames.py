"""A constructed endgame's history reaches its position: with trump, the penchant it invents names that
trump (its Jack's suit, as ``rules.trump.trump_of_penchant`` says) and is a penchant by the rules."""

from __future__ import annotations

import pytest

from penchant.play.moves import Declare
from penchant.puzzlemakers.proving import history_for
from penchant.puzzles.bank import load_bank
from penchant.puzzles.history_replay import replay
from penchant.puzzles.model import Puzzle
from penchant.rules.cards import CardSet
from penchant.rules.combinations import is_penchant
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import trump_of_penchant

ENDGAMES = [p for p in load_bank() if p.kind == "endgame" and p.position.get("trump") is not None][:8]


@pytest.mark.parametrize("puzzle", ENDGAMES, ids=[p.id for p in ENDGAMES])
def test_the_invented_penchant_names_the_trump(puzzle: Puzzle) -> None:
    state = replay(history_for(puzzle))
    want = Suit.parse(str(puzzle.position["trump"]))
    assert state.trump == want
    assert state.hands[state.to_move] | state.hands[1 - state.to_move]  # the last six are being played
    penchants = [a.cards for _p, a in state.history if isinstance(a, Declare) and is_penchant(a.cards)]
    assert penchants and trump_of_penchant(CardSet(penchants[0])) == want
