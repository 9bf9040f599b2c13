"""A puzzle answered right once it is solved is *solved again*: the trainer once stored every right answer after the
first as "solved after a miss", so a puzzle solved first time and answered right again showed a miss in the practice
history that never happened (issue #30). A puzzle's standing is one enum, :class:`Outcome` (``NEW`` before any
attempt), and a stored ``"new"`` or outcome string reads back as its member."""

from __future__ import annotations

import pytest

from penchant.errors import PenchantError
from penchant.puzzles import Puzzle, analyse, get
from penchant.trainer.attempts import OUTCOMES, STATUSES, Attempt, Outcome
from penchant.trainer.history import history_rows
from penchant.trainer.outcome_words import OUTCOME_WORDS, verdict_words
from penchant.trainer.progress import Progress, PuzzleState
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer, outcome_of


def _right(p: Puzzle) -> str:
    return sorted(analyse(p).best)[0]


def _wrong(p: Puzzle) -> str:
    return next(c for c in p.choices if c not in analyse(p).best)


def _outcomes(trainer: Trainer, pid: str) -> list[Outcome]:
    return [a.outcome for a in trainer.attempts if a.puzzle_id == pid]


def test_a_first_try_solve_answered_right_again_is_solved_again_not_after_a_miss() -> None:
    p = get("scoring-003")
    trainer = Trainer(MemoryAttemptStore())
    trainer.answer(p, _right(p))
    got = trainer.answer(p, _right(p))
    assert _outcomes(trainer, p.id) == [Outcome.SOLVED_FIRST, Outcome.SOLVED_AGAIN]
    assert got.outcome is Outcome.SOLVED_AGAIN
    assert trainer.state(p.id).status is Outcome.SOLVED_FIRST  # the puzzle stands as it was first solved
    rows = history_rows(trainer.attempts, [p])
    assert OUTCOME_WORDS[Outcome.SOLVED_AFTER_MISS] not in [r.outcome_words for r in rows]
    assert trainer.solving_answer(p.id) == _right(p)


def test_a_miss_then_right_is_after_a_miss_and_right_again_is_solved_again() -> None:
    p = get("barring-014")
    trainer = Trainer(MemoryAttemptStore())
    trainer.answer(p, _wrong(p))
    trainer.answer(p, _right(p))
    trainer.answer(p, _wrong(p))  # practice: nothing recorded
    trainer.answer(p, _right(p))
    assert _outcomes(trainer, p.id) == [Outcome.MISSED, Outcome.SOLVED_AFTER_MISS, Outcome.SOLVED_AGAIN]
    assert trainer.state(p.id).status is Outcome.SOLVED_AFTER_MISS


def test_a_right_answer_after_the_solution_shown_is_shown() -> None:
    p = get("scoring-003")
    trainer = Trainer(MemoryAttemptStore())
    trainer.shown(p)
    trainer.answer(p, _right(p))
    assert _outcomes(trainer, p.id)[-1] is Outcome.SHOWN
    assert not trainer.state(p.id).solved


@pytest.mark.parametrize(("state", "correct", "outcome"), [
    (PuzzleState(), True, Outcome.SOLVED_FIRST),
    (PuzzleState(), False, Outcome.MISSED),
    (PuzzleState(Outcome.MISSED, 1, 1), True, Outcome.SOLVED_AFTER_MISS),
    (PuzzleState(Outcome.SHOWN, 1), True, Outcome.SHOWN),
    (PuzzleState(Outcome.SOLVED_FIRST, 1), True, Outcome.SOLVED_AGAIN),
    (PuzzleState(Outcome.SOLVED_AFTER_MISS, 2, 1), True, Outcome.SOLVED_AGAIN),
])
def test_outcome_of_each_standing(state: PuzzleState, correct: bool, outcome: Outcome) -> None:
    assert outcome_of(state, correct) is outcome


def test_a_standing_is_one_enum_and_old_strings_read_back() -> None:
    assert PuzzleState().status is Outcome.NEW and Outcome("new") is Outcome.NEW
    prog = Progress.of([Attempt("a", "solved_first"), Attempt("a", "solved_again"), Attempt("b", "missed")])  # type: ignore[arg-type]
    assert {prog.state(i).status for i in "abc"} <= set(STATUSES)
    assert prog.state("a").status is Outcome.SOLVED_FIRST and prog.state("c").status is Outcome.NEW
    assert Attempt.from_json(Attempt("a", Outcome.SOLVED_AGAIN).to_json()).outcome is Outcome.SOLVED_AGAIN
    assert "new" not in OUTCOMES
    with pytest.raises(PenchantError, match="'new'"):
        Attempt("a", "new")  # type: ignore[arg-type]


def test_the_verdicts_words_are_typed_by_the_outcome() -> None:
    assert verdict_words(Outcome.SOLVED_AGAIN) == "✔ Solved again."
    with pytest.raises(PenchantError, match="missed"):
        verdict_words(Outcome.MISSED)
