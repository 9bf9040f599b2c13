"""A refusal of one puzzle names the puzzle first, as a typed part (review: 81 refusals quoted the id by hand,
``PuzzleError(f"puzzle {pid!r}: ...")``, so a caller could only cut it out of the text): made by
:meth:`PuzzleError.of_puzzle`, its message says ``puzzle '<id>': <why>`` in the same words, and ``puzzle`` keeps
the id as given."""

from __future__ import annotations

import pytest

from penchant.errors import PuzzleError
from penchant.puzzles.model import Puzzle


def test_of_puzzle_names_the_puzzle_and_keeps_its_id() -> None:
    error = PuzzleError.of_puzzle("decl-001", "difficulty must be 1..5, not 9")
    assert str(error) == "puzzle 'decl-001': difficulty must be 1..5, not 9"
    assert error.puzzle == "decl-001" and error.reason == "difficulty must be 1..5, not 9"
    assert str(PuzzleError.of_puzzle("x", "has no 'kind'")) == "puzzle 'x' has no 'kind'"
    narrower = PuzzleError.of_puzzle("x", "position['hand'] = 'ZZ': not a card", reason="not a card")
    assert narrower.reason == "not a card" and narrower.puzzle == "x"


def _puzzle(**changed: object) -> dict[str, object]:
    return {"id": "p-7", "kind": "declaration", "task": "best", "question": "?", "answer_form": "cards",
            "position": {"hand": "QS KS"}, **changed}


@pytest.mark.parametrize("changed, said", [
    ({"difficulty": 9}, "puzzle 'p-7': difficulty must be 1..5, not 9"),
    ({"position": [1]}, "puzzle 'p-7': position must be an object, not [1]"),
    ({"mood": 1}, "puzzle 'p-7' has unknown field(s) ['mood']"),
])
def test_a_puzzle_read_names_itself_typed(changed: dict[str, object], said: str) -> None:
    with pytest.raises(PuzzleError) as refused:
        Puzzle.from_json(_puzzle(**changed))
    assert str(refused.value) == said and refused.value.puzzle == "p-7"


def test_a_puzzle_s_position_refused_names_it_typed() -> None:
    puzzle = Puzzle.from_json(_puzzle(position={"hand": "QS KS", "trump": 5}))
    with pytest.raises(PuzzleError) as refused:
        _ = puzzle.trump
    assert refused.value.puzzle == "p-7"
    assert str(refused.value) == "puzzle 'p-7': position['trump'] must be a suit letter, not 5"
