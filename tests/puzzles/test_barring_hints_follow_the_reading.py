"""A barring puzzle's hints state the rule as the puzzle's own reading has it: Foster's puzzles used to be
hinted with Kandell's rule ("only a major set of the same size ... unbars"), which Foster's reading denies
(his own best set of any rank answers a bar)."""

from __future__ import annotations

import pytest

from penchant.puzzles import analyse, load_bank, load_drills
from penchant.puzzles.model import Puzzle
from penchant.rules.barring import READINGS, reading_of
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.words.barring import rule_words

BARRING = [p for p in [*load_bank(), *load_drills()] if p.kind == "barring"]  # the drills since the sixth review


def test_each_reading_has_its_own_words() -> None:
    assert len({rule_words(r) for r in READINGS}) == len(READINGS)
    assert rule_words(FOSTER) == rule_words("by_value") != rule_words(KANDELL)


def test_the_bank_has_barring_puzzles_of_both_readings() -> None:
    assert {reading_of(p.profile) for p in BARRING} == set(READINGS)


@pytest.mark.parametrize("puzzle", BARRING, ids=[p.id for p in BARRING])
def test_hints_state_the_puzzles_reading(puzzle: Puzzle) -> None:
    own = rule_words(puzzle.profile)
    others = {rule_words(r) for r in READINGS} - {own}
    for hints in (analyse(puzzle).hints, puzzle.hints):
        assert own in hints
        assert not others & set(hints)
