"""The trainer: one learner's progress over one store, and every answer in one call.

A board (a chapter's puzzles, the practice page) asks the :class:`Trainer`, never works it out: an answer is
checked by the engine (:func:`penchant.puzzles.check`), counted (solved on the first try, after a miss, or
*shown* once the answer was shown), committed to the store before anything on screen changes, and folded into
the one :class:`~penchant.trainer.progress.Progress` the trainer keeps; :meth:`Trainer.answer` returns it all
as an :class:`Answered` (the check, the outcome, what it did to the rating, the puzzle's state and the counts).
The trainer reads the store once, then only the attempts added since (another board or another kernel may
have added some): one answer is one append and one short read.

An end-game is answered card by card on its board: :meth:`Trainer.played` takes each card's
:class:`~penchant.puzzles.sessions.endgame_session.PlayResult` and says what it counts for (the run's first wrong card
is a miss; a run played out right is the answer, checked by the engine; any other card, nothing).

The practice page serves puzzles and runs rushes through the trainer too: :meth:`Trainer.serve` puts a puzzle
on the page (its look is kept once the learner acts on it, and :attr:`Answered.first` says whether an answer is
the first since), :meth:`Trainer.keep_rush` keeps a finished rush and says how it compares with the best.

A puzzle already solved and answered wrong again is practice (:attr:`Answered.practice`): no miss is recorded.

The rating, in a player's words (:meth:`RatingNews.words`): only the first answer to a puzzle on the practice
page moves it; a chapter's puzzles count for progress only; a retry, or a puzzle met before, moves nothing; and
while fewer than :data:`~penchant.trainer.progress.PROVISIONAL` puzzles are rated it is shown as provisional.
"""

from __future__ import annotations

import math
import time
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from penchant.errors import InvalidSettingError, PenchantError, UnknownPuzzleError
from penchant.puzzles import CheckResult, Puzzle, check
from penchant.puzzles.checking import check_run
from penchant.trainer.attempts import Attempt, Context, Look, LookMode, Outcome, RushRun
from penchant.trainer.next_puzzle import History
from penchant.trainer.progress import PROVISIONAL, Progress, PuzzleState, Tally
from penchant.trainer.ratings import Rating, rating_change_words
from penchant.trainer.rush import Rush, RushKept, best_rush
from penchant.trainer.stores import AttemptStore

if TYPE_CHECKING:  # the end-game's play and its solver: a board showing another kind opens faster without
    from penchant.puzzles.sessions.endgame_session import EndgameSession, PlayResult

__all__ = ["Answered", "RatingNews", "Trainer", "outcome_of", "time_taken", "verdict_rating_line"]

Unrated = Literal["", "chapter", "again"]
"""Why an attempt did not move the rating: a chapter's board, or the puzzle was answered before (a retry, or
met before in a chapter or in practice)."""


def outcome_of(state: PuzzleState, correct: bool) -> Outcome:
    """What an answer counts as, given the puzzle's state before it: a miss; a right answer to a puzzle solved
    already is *solved again* (not "after a miss": there may have been none); once the answer was shown (the
    solution, or the values that mark the best card), a right answer is still *shown*; else solved on the
    first try or after a miss."""
    if not correct:
        return Outcome.MISSED
    if state.solved:
        return Outcome.SOLVED_AGAIN
    if state.status is Outcome.SHOWN:
        return Outcome.SHOWN
    return Outcome.SOLVED_FIRST if (state.status is Outcome.NEW and state.misses == 0) else Outcome.SOLVED_AFTER_MISS


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
        still provisional and how far from settling; nothing for a chapter's answer."""
        if self.unrated == "chapter":
            return ""  # the rating is the practice page's, said there: a chapter's verdict does not speak of it
        if self.unrated == "again":
            return "Not rated: you had answered this puzzle before, and only a first answer moves your rating."
        if self.provisional:
            left = PROVISIONAL - self.rated
            return (f"Counted for your rating, which is provisional until {PROVISIONAL} puzzles are rated: "
                    f"{self.rated} so far, {left} to go.")
        return rating_change_words(self.before, self.after)


def verdict_rating_line(got: Answered) -> str:
    """The line an answer's verdict says about the rating: the news's words, except that a chapter's board says
    nothing of it (the rating is the practice page's, explained there; a chapter's first wrong answer would speak
    of a rating its page never explains), and a retry of the puzzle on the page says nothing of the
    rating (the first answer did)."""
    if got.rating.unrated == "again" and not got.first:
        return ""  # a retry on the page: "not rated" under every retry was noise; said when a puzzle comes back
    return got.rating.words()


@dataclass(frozen=True, slots=True)
class Answered:
    """An answer as the trainer took it: the engine's ``result`` (``None`` for a shown solution, and for an
    end-game's wrong card on the way, whose verdict its board shows), the ``outcome`` stored, the ``rating``
    news, the puzzle's ``state`` after it, the learner's counts (``solved`` and ``first_try`` among the board's
    puzzles), and ``first``: whether it is the first answer to the puzzle since it was served
    (:meth:`Trainer.serve`; on a board that does not serve, since the trainer was made)."""

    puzzle_id: str
    result: CheckResult | None
    outcome: Outcome
    rating: RatingNews
    state: PuzzleState
    solved: int
    first_try: int
    attempt: Attempt
    first: bool = True
    practice: bool = False
    """A wrong answer to a puzzle already solved: practice, not a miss. Nothing is recorded (``attempt`` is the
    answer as it would have been stored, not stored), the puzzle stays solved and the rating is not moved; the
    board says so, and gives the right answer away no more than a miss does (a re-answer of a solved puzzle
    adds no miss to the learner's progress; the board still draws it wrong, ✘ in red)."""

    @property
    def correct(self) -> bool:
        """Whether the answer was right (a shown solution is not an answer)."""
        return self.result is not None and self.result.correct

    @property
    def solves(self) -> bool:
        """Whether it counts as solving the puzzle (on the first try or after a miss; not once it was shown)."""
        return self.attempt.solved

    @property
    def misses(self) -> bool:
        """Whether it counts as a miss on the learner's record: a wrong answer (an end-game's wrong card on the way
        among them), not a shown solution, and not :attr:`practice` on a puzzle already solved. What a board marks
        as missed on this visit."""
        return self.outcome is Outcome.MISSED and not self.practice

    @property
    def why(self) -> str:
        """The verdict in words: a solve's message; a miss's message and refutation (or what it cost)."""
        r = self.result
        if r is None:
            return self.attempt.cost
        if self.solves:
            return r.message
        return " ".join(x for x in (r.message, r.refutation or "") if x)


def time_taken(seconds: object) -> float:
    """The seconds an answer took, as the trainer records them: a finite number, 0 or more; anything else (a
    negative time, NaN, infinity, text) raises :class:`~penchant.errors.InvalidSettingError` quoting it."""
    if (isinstance(seconds, bool) or not isinstance(seconds, int | float) or not math.isfinite(seconds)
            or seconds < 0):
        raise InvalidSettingError.refusing(seconds, "not a time an answer took: give the seconds, 0 or more")
    return float(seconds)


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
        self._answered: set[str] = set()
        """The puzzles answered since they were last served (:attr:`Answered.first`)."""
        self._serving: Look | None = None
        self._looks: list[Look] | None = None
        self._rushes: list[RushRun] | None = None
        self.refresh()

    def refresh(self) -> int:
        """Fold in the attempts added to the store since the last read (by another board, or kernel); how many."""
        try:
            new = self.store.load_from(self._folded)
        except PenchantError as exc:
            self.read_error = str(exc)
            return 0
        damaged = getattr(self.store, "problem", None)  # the JSON-lines file names the lines it cannot read
        if callable(damaged):
            self.read_error = str(damaged()) or self.read_error
        for a in new:
            self.progress.add(a)
        self.attempts += new
        self._folded += len(new)
        return len(new)

    def sync(self) -> bool:
        """Read the store again as a page opens: the attempts added since (:meth:`refresh`), and the looks and
        rushes afresh (another page on the same file may have kept some). Whether anything changed.

        A page is built ahead of its reader in a waiting kernel; without this it would show the progress of the
        moment it was built, not of the moment it is opened (a learner's answers on the tutorial's practice page
        were missing from the practice server's page, then one came back after an answer)."""
        looks = None if self._looks is None else len(self._looks)  # not read yet (a chapter's board): not read now
        rushes = None if self._rushes is None else len(self._rushes)
        self._looks = self._rushes = None
        changed = bool(self.refresh())
        if looks is not None:
            changed = len(self.looks) != looks or changed
        if rushes is not None:
            changed = len(self.rushes()) != rushes or changed
        return changed

    def state(self, puzzle_id: str) -> PuzzleState:
        return self.progress.state(puzzle_id)

    def solved_among(self, ids: Iterable[str]) -> frozenset[str]:
        """The puzzles of ``ids`` solved so far (a shown solution is not solved)."""
        return frozenset(i for i in ids if self.state(i).solved)

    def solved_before_visit(self, ids: Iterable[str], answered_here: Collection[str],
                            known_before: Collection[str]) -> frozenset[str]:
        """The puzzles of ``ids`` solved before a board's visit, the store read again as its page opens: those
        solved now that the visit has not answered (``answered_here``), and of those it answered, the ones it knew
        solved when it began (``known_before``). A puzzle solved on this visit is never counted as solved earlier,
        however late the page's first view comes."""
        here = frozenset(answered_here)
        return (self.solved_among(ids) - here) | (frozenset(known_before) & here)

    def next_unsolved(self, ids: Sequence[str], after: int = -1, first: int = 0) -> int | None:
        """The place in ``ids`` of the first puzzle not yet solved after place ``after`` (wrapping round; with
        the default, from the first), or None when every one is solved. A puzzle whose solution was shown is not
        solved: it is still there to be solved.

        ``first``: a board that asks to try its first ``first`` puzzles before the others (for practice) sends the
        learner to those of them not yet done (missed or untried, neither solved nor seen) before any other,
        wrapping round among them in the board's order, as its line says ("the one you missed so far is worth
        another try"): from the last of them, back to a missed first one, not on to a practice one."""
        firsts = [i for i in range(min(first, len(ids)))
                  if self.state(ids[i]).status in (Outcome.NEW, Outcome.MISSED) and i != after]
        if firsts:
            return next((i for i in firsts if i > after), firsts[0])
        n = len(ids)
        for k in range(1, n + 1):
            i = (after + k) % n
            if not self.state(ids[i]).solved:
                return i
        return None

    def where_to_start(self, ids: Sequence[str]) -> int:
        """Where a board of ``ids`` opens: on the first puzzle not yet solved, so a learner coming back finds
        where they left off (a reopened board showed puzzle 1, solved on the earlier visit, and the learner had to
        press "Next unsolved"); on the first one when all are solved (the board is there to be looked over)."""
        first = self.next_unsolved(ids)
        return 0 if first is None else first

    def missed_tries(self, puzzle_id: str) -> list[str]:
        """The answers missed on ``puzzle_id``, oldest first (a puzzle's hints follow them: the board asks, it does
        not sift the attempts itself)."""
        return [a.answer for a in self.attempts if a.puzzle_id == puzzle_id and a.outcome is Outcome.MISSED]

    def solving_answer(self, puzzle_id: str) -> str:
        """The answer that last solved ``puzzle_id`` (``""``: none solved it, or it was an end-game played out)."""
        return next((a.answer for a in reversed(self.attempts)
                     if a.puzzle_id == puzzle_id and a.outcome.solved and a.answer), "")

    def counts(self, ids: Sequence[str]) -> tuple[int, int]:
        """(solved, solved on the first try) among ``ids``, as the progress counts them."""
        return self.progress.counts(ids)

    def tally(self, ids: Sequence[str]) -> Tally:
        """What the learner has done with the puzzles ``ids`` (solved, seen, missed, untried), each counted once, as
        the progress counts them (:meth:`~penchant.trainer.progress.Progress.tally`)."""
        return self.progress.tally(ids)

    # ------------------------------------------------------------------ answering
    def answer(self, puzzle: Puzzle, answer: str | Sequence[str] | int, seconds: float = 0.0,
               ids: Sequence[str] = ()) -> Answered:
        """Check ``answer`` with the engine and record it. A malformed answer raises the engine's typed error and
        records nothing; a store that cannot write raises :class:`~penchant.errors.StoreError`
        and nothing changes."""
        return self._record(puzzle, check(puzzle, answer), seconds, ids)

    def _record(self, puzzle: Puzzle, result: CheckResult, seconds: float, ids: Sequence[str]) -> Answered:
        """Record ``result``, the engine's check of an answer to ``puzzle``."""
        self.refresh()
        if not result.correct:
            return self._missed(puzzle, result.answer, result.message, seconds, result, ids)
        return self._commit(puzzle, outcome_of(self.state(puzzle.id), True), result.answer, "", seconds, result, ids)

    def _missed(self, puzzle: Puzzle, answer: str, cost: str, seconds: float, result: CheckResult | None,
                ids: Sequence[str]) -> Answered:
        """A wrong answer (``cost``: what it cost, in words): a miss recorded; or, the puzzle being solved already,
        practice (:attr:`Answered.practice`): nothing recorded, nothing changed."""
        st = self.state(puzzle.id)
        if not st.solved:
            return self._commit(puzzle, Outcome.MISSED, answer, cost, seconds, result, ids)
        attempt = Attempt(puzzle.id, Outcome.MISSED, answer, round(time_taken(seconds), 3), time.time(), cost,
                          self.context)
        if self._serving is not None and self._serving.puzzle_id == puzzle.id:
            self.keep_look()  # acted on, as an answer recorded is
        first = puzzle.id not in self._answered
        self._answered.add(puzzle.id)
        learner = self.progress.learner
        news = RatingNews(learner, learner, "chapter" if self.context == "chapter" else "again", self.progress.rated)
        solved, first_try = self.counts(ids or [puzzle.id])
        return Answered(puzzle.id, result, Outcome.MISSED, news, st, solved, first_try, attempt, first, practice=True)

    def played(self, session: EndgameSession, result: PlayResult, seconds: float = 0.0,
               ids: Sequence[str] = ()) -> Answered | None:
        """An end-game card just played on ``session`` (``result``, what
        :meth:`~penchant.puzzles.sessions.endgame_session.EndgameSession.play` returned),
        as it counts. A best-card or game-at-stake end-game is answered by its first card, and that card is
        recorded at once: right, the engine's check of it; wrong, a miss (chapter 6 says "the first card you play is
        your answer", so a learner who plays the right one and moves on has solved it, without playing to the last
        trick); the cards after it record nothing. A whole-line end-game: the first wrong
        card of a run is a miss (its cost the card's verdict; the board shows the verdict, so the answer's
        ``result`` is ``None``); a run played out with every card right is its answer
        (:meth:`~penchant.puzzles.sessions.endgame_session.EndgameSession.answer`), checked by the engine and recorded;
        any other card records nothing (``None``)."""
        puzzle = session.puzzle
        if session.answered_by_first_card:
            if result.card != session.first_card:
                return None
            if not result.correct:
                self.refresh()
                return self._missed(puzzle, str(result.card), result.message, seconds, None, ids)
            return self._record(puzzle, check_run(session), seconds, ids)
        if result.first_mistake:
            self.refresh()
            return self._missed(puzzle, str(result.card), result.message, seconds, None, ids)
        if result.finished and result.solved:
            return self._record(puzzle, check_run(session), seconds, ids)  # told in the run's own tricks
        return None

    def shown(self, puzzle: Puzzle, why: str = "", seconds: float = 0.0, ids: Sequence[str] = ()) -> Answered | None:
        """The answer was shown (the solution, or the values that mark the best card): the puzzle counts as seen,
        not solved. ``None`` (nothing recorded) when it was solved or shown already."""
        self.refresh()
        st = self.state(puzzle.id)
        if st.solved or st.status is Outcome.SHOWN:
            return None
        return self._commit(puzzle, Outcome.SHOWN, "", why, seconds, None, ids)

    def _commit(self, puzzle: Puzzle, outcome: Outcome, answer: str, cost: str, seconds: float,
                result: CheckResult | None, ids: Sequence[str]) -> Answered:
        attempt = Attempt(puzzle.id, outcome, answer, round(time_taken(seconds), 3), time.time(), cost, self.context)
        if self._serving is not None and self._serving.puzzle_id == puzzle.id:
            self.keep_look()  # acted on: the look comes before the attempt
        self.store.append(attempt)  # committed before anything changes
        first = puzzle.id not in self._answered
        self._answered.add(puzzle.id)
        before = self.progress.learner
        self.progress.add(attempt)
        self.attempts.append(attempt)
        self._folded += 1
        unrated: Unrated = ("" if self.progress.last_change is not None
                             else "chapter" if self.context == "chapter" else "again")
        news = RatingNews(before, self.progress.learner, unrated, self.progress.rated)
        solved, first_try = self.counts(ids or [puzzle.id])
        return Answered(puzzle.id, result, outcome, news, self.state(puzzle.id), solved, first_try, attempt, first)

    # ------------------------------------------------------------------ the practice page
    @property
    def looks(self) -> list[Look]:
        """Every look kept, oldest first (read from the store once, then kept as they are added)."""
        if self._looks is None:
            try:
                self._looks = self.store.load_looks()
            except PenchantError as exc:
                self.read_error = str(exc)
                self._looks = []
        return self._looks

    def history(self) -> History:
        """What the picker folds from the looks and the attempts (:class:`~penchant.trainer.next_puzzle.History`)."""
        self.refresh()
        return History.of(self.looks, self.attempts)

    @property
    def serving(self) -> Look | None:
        """The look at the puzzle on the page, not yet kept (``None`` when it was kept, or nothing is served)."""
        return self._serving

    def serve(self, puzzle_id: str, mode: LookMode = "near") -> Look:
        """Put a puzzle on the page: its look is stamped now and kept once the learner acts on it (an answer, or
        :meth:`keep_look`), and its next answer is the first since (:attr:`Answered.first`).

        Not kept at once: a pre-heated page is served before anyone opens it, and a puzzle nobody saw must not
        count as seen. The look keeps the time it was served, so it still comes before the attempts made at it."""
        self._known(puzzle_id)
        look = Look(puzzle_id, mode=mode)
        self._serving = look
        self._answered.discard(puzzle_id)
        return look

    def keep_look(self) -> None:
        """Keep the look at the puzzle served, if not kept yet (the learner answered it, or moved on). A store that
        cannot write raises :class:`~penchant.errors.StoreError`; the look is kept pending."""
        look = self._serving
        if look is None:
            return
        kept = self.looks  # read before this one is added
        self.store.append_look(look)
        self._serving = None
        kept.append(look)

    def rushes(self) -> list[RushRun]:
        """The rushes run so far, oldest first (read once, then kept as they are added)."""
        if self._rushes is None:
            try:
                self._rushes = self.store.load_rushes()
            except PenchantError as exc:
                self.read_error = str(exc)
                self._rushes = []
        return self._rushes

    def best_rush(self) -> RushRun | None:
        """The best rush kept (:func:`~penchant.trainer.rush.best_rush`), ``None`` before the first."""
        return best_rush(self.rushes())

    def keep_rush(self, rush: Rush) -> RushKept:
        """Keep a finished rush in the store, and say how it compares with the best before it. A store that
        cannot write is said in :attr:`RushKept.not_saved` (the run is still compared)."""
        run = rush.run()
        before = self.best_rush()
        try:
            self.store.append_rush(run)
        except PenchantError as exc:
            return RushKept(run, before, str(exc))
        self.rushes().append(run)
        return RushKept(run, before)

    # ------------------------------------------------------------------ words
    def rating_words(self) -> str:
        """The learner's rating as the practice page's header says it after "Your rating: ": ``"1512 ± 90"``, or,
        until it settles, that it has no number yet and how far it is from one: ``"not settled yet (3 of 10
        puzzles)"`` ("Your rating provisional (1 of 10 puzzles rated)" reads as a number gone missing), short
        enough for the badge to keep to one line on a phone (the line under the badges says how the rating
        settles)."""
        if self.progress.provisional:
            return f"not settled yet ({self.progress.rated} of {PROVISIONAL} puzzles)"
        return str(self.progress.learner)

    def puzzle_rating(self, puzzle_id: str) -> int:
        """The rating of a puzzle this trainer knows; another id raises :class:`UnknownPuzzleError`."""
        self._known(puzzle_id)
        return round(self.progress.rating_of(puzzle_id).r)

    def _known(self, puzzle_id: str) -> None:
        """Refuse an id that names none of this trainer's puzzles (the bank's and those shown): a look at it, or
        its rating, would be about a puzzle nobody can be served."""
        if not any(p.id == puzzle_id for p in self.puzzles):
            raise UnknownPuzzleError.refusing(puzzle_id, "not a puzzle of the bank, nor one shown here")

    def to_json(self) -> dict[str, Any]:
        """The learner's numbers (for a test or a page's script)."""
        return {"rating": self.progress.learner.to_json(), "rated": self.progress.rated,
                "provisional": self.progress.provisional, "folded": self._folded}
