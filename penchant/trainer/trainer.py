"""The trainer: one learner's progress over one store, and every answer in one call.

A board (a chapter's puzzles, the practice page) asks the :class:`Trainer`, never works it out: an answer is
checked by the engine (:func:`penchant.puzzles.check`), counted (solved on the first try, after a miss, or
*shown* once the answer was shown), committed to the store before anything on screen changes, and folded into
the one :class:`~penchant.trainer.progress.Progress` the trainer keeps; :meth:`Trainer.answer` returns it all
as an :class:`Answered` (the check, the outcome, what it did to the rating, the puzzle's state and the counts).
The trainer reads the store once, then only the attempts added since (another board or another kernel may
have added some): one answer is one append and one short read.

The rating, in a player's words (:meth:`RatingNews.words`): only the first answer to a puzzle on the practice
page moves it; a chapter's puzzles count for progress only; a retry, or a puzzle met before, moves nothing; and
while fewer than :data:`~penchant.trainer.progress.PROVISIONAL` puzzles are rated it is shown as provisional.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from penchant.errors import PenchantError
from penchant.puzzles import CheckResult, Puzzle, check
from penchant.trainer.attempts import Attempt, Context, Outcome
from penchant.trainer.progress import PROVISIONAL, Progress, PuzzleState
from penchant.trainer.ratings import Rating, rating_change_words
from penchant.trainer.stores import AttemptStore

__all__ = ["Answered", "RatingNews", "Trainer", "outcome_of"]

Unrated = Literal["", "chapter", "again"]
"""Why an attempt did not move the rating: a chapter's board, or the puzzle was answered before (a retry, or
met before in a chapter or in practice)."""


def outcome_of(state: PuzzleState, correct: bool) -> Outcome:
    """What an answer counts as, given the puzzle's state before it: a miss; once the answer was shown (the
    solution, or the values that mark the best card), a right answer is still *shown*; else solved on the
    first try or after a miss."""
    if not correct:
        return "missed"
    if not state.solved and state.status == "shown":
        return "shown"
    return "solved_first" if (state.status == "new" and state.misses == 0) else "solved_after_miss"


@dataclass(frozen=True, slots=True)
class RatingNews:
    """What one attempt did to the learner's rating.

    ``before``/``after``: the rating around it (equal when it was not rated); ``unrated``: why it was not
    (empty when it was); ``rated``: how many puzzles are rated now."""

    before: Rating
    after: Rating
    unrated: Unrated
    rated: int

    @property
    def moved(self) -> bool:
        return not self.unrated

    @property
    def provisional(self) -> bool:
        return self.rated < PROVISIONAL

    def words(self) -> str:
        """The verdict's line on the rating: ``"Rating 1500 → 1512 (+12)"``, or why it did not move, or that it is
        still provisional and how far from settling."""
        if self.unrated == "chapter":
            return "A chapter's puzzle counts for your progress, not your rating."
        if self.unrated == "again":
            return "Not rated: only your first answer to a puzzle counts, and this one was answered before."
        if self.provisional:
            left = PROVISIONAL - self.rated
            return (f"Counted for your rating, which is provisional until {PROVISIONAL} puzzles are rated: "
                    f"{self.rated} so far, {left} to go.")
        return rating_change_words(self.before, self.after)


@dataclass(frozen=True, slots=True)
class Answered:
    """An answer as the trainer took it: the engine's ``result`` (``None`` for a shown solution), the
    ``outcome`` stored, the ``rating`` news, the puzzle's ``state`` after it, and the learner's counts."""

    puzzle_id: str
    result: CheckResult | None
    outcome: Outcome
    rating: RatingNews
    state: PuzzleState
    solved: int
    first_try: int
    attempt: Attempt

    @property
    def correct(self) -> bool:
        """Whether the answer was right (a shown solution is not an answer)."""
        return self.result is not None and self.result.correct


class Trainer:
    """One learner's progress over ``store`` for the ``puzzles`` shown (and the bank's seeded ratings).

    ``context``: where the answers are given (``"chapter"``: they count for progress, not the rating;
    ``"practice"``)."""

    def __init__(self, store: AttemptStore, puzzles: Sequence[Puzzle] = (), *, context: Context = "practice",
                 bank: Sequence[Puzzle] | None = None) -> None:
        from penchant.puzzles import load_bank

        every = list(load_bank() if bank is None else bank)
        ids = {p.id for p in every}
        self.puzzles = [*every, *(p for p in puzzles if p.id not in ids)]
        self.store = store
        self.context: Context = context
        self.progress = Progress.of((), self.puzzles)
        self.attempts: list[Attempt] = []
        """Every attempt folded so far, oldest first (the history's rows, the picker's looks)."""
        self._folded = 0
        self.read_error = ""
        self.refresh()

    def refresh(self) -> None:
        """Fold in the attempts added to the store since the last read (by another board, or kernel)."""
        try:
            new = self.store.load_from(self._folded)
        except PenchantError as exc:
            self.read_error = str(exc)
            return
        for a in new:
            self.progress.add(a)
        self.attempts += new
        self._folded += len(new)

    def state(self, puzzle_id: str) -> PuzzleState:
        return self.progress.state(puzzle_id)

    def counts(self, ids: Sequence[str]) -> tuple[int, int]:
        """(solved, solved on the first try) among ``ids``."""
        return (sum(1 for i in ids if self.state(i).solved),
                sum(1 for i in ids if self.state(i).status == "solved_first"))

    # ------------------------------------------------------------------ answering
    def answer(self, puzzle: Puzzle, answer: str | Sequence[str] | int, seconds: float = 0.0,
               ids: Sequence[str] = ()) -> Answered:
        """Check ``answer`` with the engine and record it. A malformed answer raises the engine's typed error and
        records nothing; a store that cannot write raises :class:`~penchant.trainer.attempts.AttemptStoreError`
        and nothing changes."""
        result = check(puzzle, answer)
        return self.record(puzzle, result, seconds, ids)

    def record(self, puzzle: Puzzle, result: CheckResult, seconds: float = 0.0,
               ids: Sequence[str] = ()) -> Answered:
        """Record an answer already checked (an end-game played out on its board)."""
        self.refresh()
        outcome = outcome_of(self.state(puzzle.id), result.correct)
        cost = "" if result.correct else result.message
        return self._commit(puzzle, outcome, result.answer, cost, seconds, result, ids)

    def missed(self, puzzle: Puzzle, answer: str, cost: str, seconds: float = 0.0,
               ids: Sequence[str] = ()) -> Answered:
        """Record a miss found on the way (a wrong card in the middle of an end-game)."""
        self.refresh()
        return self._commit(puzzle, "missed", answer, cost, seconds, None, ids)

    def shown(self, puzzle: Puzzle, why: str = "", seconds: float = 0.0, ids: Sequence[str] = ()) -> Answered | None:
        """The answer was shown (the solution, or the values that mark the best card): the puzzle counts as seen,
        not solved. ``None`` (nothing recorded) when it was solved or shown already."""
        self.refresh()
        st = self.state(puzzle.id)
        if st.solved or st.status == "shown":
            return None
        return self._commit(puzzle, "shown", "", why, seconds, None, ids)

    def _commit(self, puzzle: Puzzle, outcome: Outcome, answer: str, cost: str, seconds: float,
                result: CheckResult | None, ids: Sequence[str]) -> Answered:
        attempt = Attempt(puzzle.id, outcome, answer, round(max(0.0, seconds), 3), time.time(), cost, self.context)
        self.store.append(attempt)  # committed before anything changes
        before = self.progress.learner
        self.progress.add(attempt)
        self.attempts.append(attempt)
        self._folded += 1
        unrated: Unrated = ("" if self.progress.last_change is not None
                             else "chapter" if self.context == "chapter" else "again")
        news = RatingNews(before, self.progress.learner, unrated, self.progress.rated)
        solved, first = self.counts(ids or [puzzle.id])
        return Answered(puzzle.id, result, outcome, news, self.state(puzzle.id), solved, first, attempt)

    # ------------------------------------------------------------------ words
    def rating_words(self) -> str:
        """The learner's rating as a board's badge says it: ``"1512 ± 90"`` or ``"provisional (3 of 10)"``."""
        if self.progress.provisional:
            return f"provisional ({self.progress.rated} of {PROVISIONAL} puzzles)"
        r = self.progress.learner
        return f"{round(r.r)} ± {round(2 * r.rd)}"

    def puzzle_rating(self, puzzle_id: str) -> int:
        return round(self.progress.rating_of(puzzle_id).r)

    def to_json(self) -> dict[str, Any]:
        """The learner's numbers (for a test or a page's script)."""
        return {"rating": self.progress.learner.to_json(), "rated": self.progress.rated,
                "provisional": self.progress.provisional, "folded": self._folded}
