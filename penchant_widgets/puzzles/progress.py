"""What a board keeps of the reader's work: the attempt store it writes to and each puzzle's status."""

from __future__ import annotations

from dataclasses import dataclass, field

from penchant.errors import PenchantError
from penchant.puzzles import CheckResult
from penchant.trainer.attempts import Outcome
from penchant.trainer.progress import PuzzleState
from penchant.trainer.stores import AttemptStore, MemoryAttemptStore, open_attempt_store
from penchant.trainer.trainer import Answered
from penchant.words.refusals import refusal_words

__all__ = ["PuzzleStatus", "Visit", "default_store", "puzzle_status"]


def default_store() -> tuple[AttemptStore, str]:
    """The learner's attempt store, or a memory store and a note saying why nothing is kept."""
    try:
        return open_attempt_store(), ""
    except PenchantError as exc:
        return MemoryAttemptStore(), (f"Your progress cannot be saved on this device: {refusal_words(exc)} It lasts "
                                      "this visit.")


@dataclass
class PuzzleStatus:
    """What the board shows of one puzzle: the trainer's state of it (attempts, solved, misses, ``state``) and
    the board's own (hints shown, the last verdict, the answers given this visit). Drawn, never decided here."""

    attempts: int = 0
    solved: bool = False
    first_try: bool = False
    shown: bool = False
    hints: int = 0
    last: CheckResult | None = None
    answers: list[str] = field(default_factory=list)
    misses: int = 0
    state: Outcome = Outcome.NEW


@dataclass(frozen=True)
class Visit:
    """What a board keeps of one puzzle on this visit (the trainer keeps the rest): the hints shown, the trainer's
    last answer, whether it was missed here (not in a stored attempt of an earlier visit), the answers given."""

    hints: int = 0
    last: Answered | None = None
    missed: bool = False
    answers: tuple[str, ...] = ()
    again: bool = False
    """An end-game's deal started again (*Start again*) since its last answer: the hints revealed are back on the
    board, which a right answer closes (the solution says why)."""
    revealed: bool = False
    """The answer shown on this visit (*Show the solution*, or the values that mark an end-game's best card)."""


def puzzle_status(st: PuzzleState, visit: Visit) -> PuzzleStatus:
    """A puzzle's status as the board shows it: the trainer's state of it, and what this visit did with it."""
    return PuzzleStatus(attempts=st.attempts, solved=st.solved, first_try=st.status is Outcome.SOLVED_FIRST,
                        shown=st.status is Outcome.SHOWN, hints=visit.hints,
                        last=visit.last.result if visit.last is not None else None, answers=list(visit.answers),
                        misses=st.misses, state=st.status)
