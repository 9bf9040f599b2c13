"""What a board keeps of the reader's work: the attempt store it writes to and each puzzle's status."""

from __future__ import annotations

from dataclasses import dataclass, field

from penchant.errors import PenchantError
from penchant.puzzles import CheckResult
from penchant.trainer.attempts import Outcome
from penchant.trainer.progress import Progress
from penchant.trainer.stores import AttemptStore, MemoryAttemptStore, open_store

__all__ = ["STATUS_WORDS", "PuzzleStatus", "default_store", "outcome_of", "status_from"]

STATUS_WORDS = {  # a progress button's tooltip, by the puzzle's stored status
    "new": "not tried yet",
    "solved_first": "solved on the first try",
    "solved_after_miss": "solved after a miss",
    "missed": "missed so far",
    "shown": "solution seen",
}

def default_store() -> tuple[AttemptStore, str]:
    """The learner's attempt store, or a memory store and a note saying why nothing is kept."""
    try:
        return open_store(), ""
    except PenchantError as exc:
        return MemoryAttemptStore(), f"Your progress cannot be saved on this device ({exc}); it lasts this visit."


@dataclass
class PuzzleStatus:
    """What the reader has done with one puzzle (this visit, started from the stored progress)."""

    attempts: int = 0
    solved: bool = False
    first_try: bool = False
    shown: bool = False
    hints: int = 0
    last: CheckResult | None = None
    answers: list[str] = field(default_factory=list)
    misses: int = 0
    state: str = "new"



def status_from(progress: Progress, puzzle_id: str) -> PuzzleStatus:
    """A puzzle's status as the stored attempts leave it."""
    st = progress.state(puzzle_id)
    return PuzzleStatus(attempts=st.attempts, solved=st.solved, first_try=st.status == "solved_first",
                        shown=st.status == "shown", misses=st.misses, state=st.status)


def outcome_of(status: PuzzleStatus, correct: bool) -> Outcome:
    """What an answer counts as: a miss; once the answer was shown (the solution, or the values that mark the
    best card), a right answer is still "shown"; else a solve on the first try or after a miss."""
    if not correct:
        return "missed"
    if not status.solved and (status.shown or status.state == "shown"):
        return "shown"
    return ("solved_first" if (status.misses == 0 and not status.shown and status.state == "new")
            else "solved_after_miss")
