"""An answer that names none of a puzzle's choices is refused with the choices listed as the puzzle shows them,
cards in symbols (``8♠ 8♦``, as ``penchant puzzles show`` and the board display them), not in the notation the
bank stores (``8S 8D``): both refusals, the barring puzzles' own and the one every choice puzzle shares."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.puzzles import check, get
from penchant.puzzles.checkers.answers import normalise_choice


def test_a_barring_refusal_lists_the_choices_in_symbols() -> None:
    puzzle = get("barring-001")
    assert puzzle.choices[0] == "8S 8D"  # stored in notation: what the refusal must not read back
    with pytest.raises(InvalidNotationError) as caught:
        check(puzzle, "zz")
    said = str(caught.value)
    assert "['8♠ 8♦', '8♠ 8♦ 8♣', '8♦ 8♣', 'none of them']" in said and "8S" not in said


def test_the_shared_refusal_lists_the_choices_in_symbols() -> None:
    puzzle = get("barring-001")
    with pytest.raises(InvalidNotationError) as caught:
        normalise_choice(puzzle, "zz")
    assert caught.value.reason == "not one of the choices ['8♠ 8♦', '8♠ 8♦ 8♣', '8♦ 8♣', 'none of them']"
