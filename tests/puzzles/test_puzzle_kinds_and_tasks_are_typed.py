"""A puzzle's kind and task are typed names (:data:`~penchant.puzzles.model.PuzzleKind`,
:data:`~penchant.puzzles.model.PuzzleTask`), not any text: the types hold every kind :data:`KINDS` and
:data:`CHECK_KINDS` list and every task a checker module's ``TASKS`` asks, and the bank's puzzles stay within them.
A kind outside them is refused with the input quoted and the kinds listed (issue #30)."""

from __future__ import annotations

from typing import get_args

import pytest

from penchant.errors import PuzzleError
from penchant.puzzles.bank import load_bank
from penchant.puzzles.checkers import barring, declaration, scoring, trump
from penchant.puzzles.model import CHECK_KINDS, KINDS, Puzzle, PuzzleKind, PuzzleTask, check_kind, check_task
from penchant.puzzles.sessions import endgame_lines


def test_the_kinds_type_is_the_kinds_listed() -> None:
    assert set(get_args(PuzzleKind)) == {*KINDS, *CHECK_KINDS} and len(get_args(PuzzleKind)) == len(KINDS) + 1


def test_every_checkers_tasks_are_in_the_tasks_type() -> None:
    literal, enum = get_args(PuzzleTask)
    typed = {*get_args(literal), *(str(t) for t in enum)}
    for module in (barring, declaration, endgame_lines, scoring, trump):
        assert {str(t) for t in module.TASKS} <= typed, module.__name__
    assert all(check_task(t) == t for t in typed)


def test_the_banks_puzzles_keep_to_the_types() -> None:
    for puzzle in load_bank():
        assert check_kind(puzzle.kind) == puzzle.kind and check_task(puzzle.task) == puzzle.task, puzzle.id


@pytest.mark.parametrize("given", ["end game", "", 3, None])
def test_a_kind_not_known_is_refused_quoting_it_and_listing_the_kinds(given: object) -> None:
    with pytest.raises(PuzzleError) as refused:
        check_kind(given)
    said = str(refused.value)
    assert said.startswith(f"{given!r} is not a kind of puzzle") and refused.value.given == given
    assert all(repr(k) in said for k in (*KINDS, *CHECK_KINDS))


def test_a_puzzle_of_a_kind_not_known_is_refused_naming_the_kinds() -> None:
    with pytest.raises(PuzzleError) as refused:
        Puzzle.from_json({"id": "x", "kind": "riddle", "task": "best", "question": "?", "position": {}})
    assert "'riddle'" in str(refused.value) and all(repr(k) in str(refused.value) for k in KINDS)
