"""Newcomers' review of chapter 4: a trump puzzle was tagged "A besito is not a penchant" when no besito was
declared in it (trump-011: a family J♥ Q♥ K♥, which holds a Queen and a Jack of one suit). The tag names a
besito only where one was declared, in the puzzle as stored and as the engine reads it."""

from __future__ import annotations

import pytest

from penchant.puzzles import analyse, load_bank, load_drills
from penchant.puzzles.checkers.trump_story import events_of
from penchant.puzzles.model import Puzzle
from penchant.rules.kinds import Kind

TRUMP = [p for p in [*load_bank(), *load_drills()] if p.kind == "trump" and p.task != "profile"]
BESITO = "a besito is not a penchant"


def test_the_family_of_trump_011_is_no_besito() -> None:
    p = next(p for p in TRUMP if p.id == "trump-011")
    assert BESITO not in analyse(p).themes and BESITO not in p.themes


@pytest.mark.parametrize("puzzle", TRUMP, ids=[p.id for p in TRUMP])
def test_a_besito_is_named_only_where_one_was_declared(puzzle: Puzzle) -> None:
    declared = any(e.kind is Kind.BESITO for e in events_of(puzzle))
    assert (BESITO in analyse(puzzle).themes) == declared
    assert (BESITO in puzzle.themes) == declared
