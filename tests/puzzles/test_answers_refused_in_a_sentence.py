"""What is not an answer is refused in a sentence for every kind of puzzle (a None or a float used to fall
into TypeError for barring choices, end-games and reading), and ticking one choice twice is refused as the
other kinds refuse a card named twice."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.puzzles import check, load_bank, load_drills
from penchant.puzzles.model import Puzzle


def _one_of_each_form() -> list[Puzzle]:
    seen: dict[tuple[str, str, str], Puzzle] = {}
    for p in [*load_bank(), *load_drills()]:
        seen.setdefault((p.kind, p.task, p.answer_form), p)
    return list(seen.values())


PUZZLES = _one_of_each_form()


@pytest.mark.parametrize("answer", [None, 3.5, True, {"QS"}])
@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_what_is_not_an_answer_is_refused(puzzle: Puzzle, answer: object) -> None:
    with pytest.raises(InvalidNotationError) as caught:
        check(puzzle, answer)  # type: ignore[arg-type]
    assert str(caught.value).startswith(repr(answer))


CHOICES = [p for p in PUZZLES if p.kind == "barring" and p.answer_form == "choices" and len(p.choices) > 1]


@pytest.mark.parametrize("puzzle", CHOICES, ids=[p.id for p in CHOICES])
def test_a_choice_ticked_twice_is_refused(puzzle: Puzzle) -> None:
    first = puzzle.choices[0]
    with pytest.raises(InvalidNotationError, match="twice"):
        check(puzzle, [first, first])


def test_there_are_choice_puzzles_to_tick() -> None:
    assert CHOICES
