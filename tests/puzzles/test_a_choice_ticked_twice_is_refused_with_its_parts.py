"""A barring puzzle's answer that ticks a choice twice is refused through ``refusing`` (review h40 #2: the scan's
QUOTING_BY_HAND allowance counted penchant/puzzles/checkers/barring.py), like its neighbour 'none of them' with others:
the answer given and the reason are the refusal's parts, not only quoted in its text."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.puzzles import check, get


def test_a_choice_ticked_twice_is_refused_with_the_answer_and_the_reason() -> None:
    puzzle = get("barring-001")
    twice = [puzzle.choices[0], puzzle.choices[0]]
    with pytest.raises(InvalidNotationError) as caught:
        check(puzzle, twice)
    e = caught.value
    assert e.given == twice and e.reason == f"ticks {puzzle.choices[0]!r} twice: tick each choice once"
    assert str(e) == f"{twice!r}: ticks {puzzle.choices[0]!r} twice: tick each choice once"
