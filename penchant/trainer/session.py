"""A practice session: the mode, the streak, the rush and the puzzle on the page, kept by the trainer's side.

The practice page asks a :class:`PracticeSession` for the next puzzle in one call (:meth:`PracticeSession.next`)
and renders what it answers; the session works out the picker's inputs (the rush's target, the streak's floor,
the reviews, the puzzle to leave out, the templates served lately, whether a newcomer starts easy) and calls
:func:`~penchant.trainer.next_puzzle.pick_next`. An answer the board's trainer took moves the streak or the rush here
(:meth:`PracticeSession.answered`); the rush is started, ticked, stopped and kept here too. What the page shows
(the filters, the clock it reads) stays the page's: the filters and the time are given to each call.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from penchant.errors import PenchantError, PuzzleError, RushNotOverError
from penchant.puzzles import Puzzle, load_bank
from penchant.puzzles.curation.under_other_books import served_under
from penchant.puzzles.levels import level_of
from penchant.trainer.attempts import LookMode, Outcome
from penchant.trainer.next_puzzle import History, Pick, Streak, easiest_left, pick_next, starts_easy, template_of
from penchant.trainer.progress import Progress
from penchant.trainer.rush import Rush, RushKept, rush_pool, rush_target
from penchant.trainer.stores import AttemptStore
from penchant.trainer.trainer import Answered, Trainer

__all__ = ["Counted", "PracticeSession", "Served", "practice_bank", "practice_session"]

SEED_STEP = 1_000_003
"""The seeded draw of a pick is the seed times this, plus the looks so far (same store, same pick)."""


@dataclass(frozen=True, slots=True)
class Served:
    """What :meth:`PracticeSession.next` did: the ``pick`` (``None`` when no puzzle matches the filters), the
    ``mode`` it was picked in, and ``not_saved``: why the look at the puzzle it replaced was not kept (empty when
    it was, or there was none)."""

    pick: Pick | None
    mode: LookMode
    not_saved: str = ""


@dataclass(frozen=True, slots=True)
class Counted:
    """What an answer did to the session: ``counted`` in a running rush, in a streak, or in neither (a retry, or
    the plain mode); ``said``: the streak's words on it."""

    counted: Literal["", "rush", "streak"]
    said: str = ""


class PracticeSession:
    """One learner's practice over ``trainer``'s store, with ``bank`` to pick from and ``seed`` for the draws.

    ``mode``: ``"near"`` (near the learner's rating), ``"streak"`` or ``"rush"``; ``streak``, ``rush``: the run
    going on; ``current``: the puzzle on the page; ``past``: what the picker folds from the looks and attempts;
    ``last_pick``: the picker's last answer."""

    def __init__(self, trainer: Trainer, bank: Sequence[Puzzle], seed: int = 0) -> None:
        self.trainer = trainer
        self.bank = list(bank)
        if not self.bank:
            raise PuzzleError("a practice session needs a puzzle bank")
        self.seed = seed
        self.easiest = level_of(min(p.rating for p in self.bank))
        """The dots of the easiest puzzle of the bank."""
        self.mode: LookMode = "near"
        self.streak = Streak()
        self.rush: Rush | None = None
        self.current: Puzzle | None = None
        self.last_pick: Pick | None = None
        self.past: History = trainer.history()

    @property
    def progress(self) -> Progress:
        return self.trainer.progress

    @property
    def rushing(self) -> bool:
        """Whether a rush is running (started, not over)."""
        return self.rush is not None and not self.rush.over

    # ------------------------------------------------------------------ choosing
    def pool(self, kind: str | None = None, theme: str | None = None) -> list[Puzzle]:
        """The bank's puzzles of ``kind`` and ``theme`` (``None``: any), and for a rush those a rush serves."""
        ps = [p for p in self.bank if (kind is None or p.kind == kind) and (theme is None or theme in p.themes)]
        return rush_pool(ps) if self.mode == "rush" else ps

    def rng(self) -> random.Random:
        """The seeded draw for the next pick: the seed and the number of looks so far (same store, same pick)."""
        return random.Random(self.seed * SEED_STEP + self.past.looks)

    def choose_mode(self, mode: LookMode) -> None:
        """Start afresh in ``mode``: no streak, no rush (a running rush is stopped and kept first: :meth:`stop_rush`,
        :meth:`keep_rush`)."""
        self.mode = mode
        self.streak = Streak()
        self.rush = None

    def next(self, kind: str | None = None, theme: str | None = None, *, keep: bool = True) -> Served | None:
        """Pick the next puzzle of the filters and serve it (:func:`~penchant.trainer.next_puzzle.pick_next` decides):
        near the learner's rating and with the reviews due; above the streak's last; at the rush's target.
        ``keep``: the puzzle on the page was seen, so its look is kept (not when nobody saw it). ``None``, and
        nothing done, in the rush's mode while no rush runs."""
        pool = self.pool(kind, theme)
        target = floor = None
        if self.mode == "rush":
            if self.rush is None or self.rush.over:
                return None
            target = rush_target(self.progress.learner.r, self.rush.score)
        elif self.mode == "streak":
            floor = self.streak.floor(self.progress.learner.r)
        not_saved = self.keep_look() if keep else ""
        exclude = {self.current.id} if self.current is not None else set()
        pick = pick_next(pool, self.past, self.progress, self.rng(), target=target, floor=floor,
                         reviews=self.mode == "near", exclude=exclude, last=self.last_templates(),
                         easy=starts_easy(self.progress)) if pool else None
        if pick is not None:
            self.last_pick = pick
            self.serve(pick.puzzle)
        return Served(pick, self.mode, not_saved)

    def serve(self, puzzle: Puzzle, mode: LookMode | None = None) -> None:
        """Put ``puzzle`` on the page (the trainer serves it: its look is kept once the learner acts on it)."""
        self.current = puzzle
        self.trainer.serve(puzzle.id, self.mode if mode is None else mode)

    def keep_look(self) -> str:
        """The learner acted on the page: the trainer keeps the look at the puzzle served
        (:meth:`~penchant.trainer.trainer.Trainer.keep_look`); why not, when the store cannot write (else ``""``)."""
        try:
            self.trainer.keep_look()
            said = ""
        except PenchantError as exc:
            said = str(exc)
        self.fold()
        return said

    def take_off(self) -> str:
        """The puzzle on the page is taken away (the rush starts or ends): its look is kept, nothing is on the page.
        Why the look was not kept, or ``""``."""
        said = self.keep_look()
        self.current = None
        return said

    def fold(self) -> None:
        """The picker's history from the trainer's looks and attempts (with what was added since)."""
        self.past = self.trainer.history()

    def opened(self) -> bool:
        """The page is opened (built ahead of it): read the store again; whether another page added something since
        (then the puzzle served, which nobody saw, is taken back to be picked afresh, except in a rush)."""
        if not self.trainer.sync():
            return False
        self.fold()
        if self.mode != "rush":
            self.current = None
        return True

    def last_templates(self) -> list[str]:
        """The templates of the puzzles served lately, oldest first (the picker keeps a template to two in a row)."""
        by_id = {p.id: p for p in self.bank}
        ids = [lk.puzzle_id for lk in self.trainer.looks[-4:]]
        if self.current is not None and ids[-1:] != [self.current.id]:  # its look is not kept yet: once, not twice
            ids.append(self.current.id)
        return [template_of(by_id[i]) for i in ids[-4:] if i in by_id]

    # ------------------------------------------------------------------ answers
    def answered(self, got: Answered, now: float) -> Counted:
        """The board's trainer took an answer: the first since the puzzle was served moves the rush (at ``now``)
        or the streak."""
        self.fold()
        if self.rush is not None and not self.rush.over and got.first:
            self.rush = self.rush.answered(got.solves, now, got.puzzle_id, got.why)
            return Counted("rush")
        if self.mode == "streak" and got.first:
            run = self.streak.run
            self.streak = self.streak.after(got.solves, self.progress.rating_of(got.puzzle_id).r)
            return Counted("streak", self.streak.words(got.solves, run))
        return Counted("")

    # ------------------------------------------------------------------ the rush
    def start_rush(self, now: float) -> str:
        """Start a rush's three minutes at ``now``; the puzzle on the page is taken off (why its look was not kept,
        or ``""``). Serve its first puzzle with :meth:`next`."""
        self.mode = "rush"
        self.rush = Rush(now)
        return self.take_off()

    def abandon_rush(self) -> None:
        """A rush that could serve no puzzle is not run."""
        self.rush = None

    def tick(self, now: float) -> Rush | None:
        """The clock at ``now``: the rush running, ticked (over once its time is up); ``None`` when none runs."""
        if self.rush is None or self.rush.over:
            return None
        self.rush = self.rush.ticked(now)
        return self.rush

    def stop_rush(self, now: float) -> bool:
        """Stop the rush running at ``now``; whether one was running."""
        if self.rush is None or self.rush.over:
            return False
        self.rush = self.rush.stopped(now)
        return True

    def keep_rush(self) -> RushKept:
        """Keep the finished rush in the store (:meth:`~penchant.trainer.trainer.Trainer.keep_rush`)."""
        if self.rush is None:
            raise RushNotOverError.refusing(self.rush, "not a rush: none has run to be kept")
        return self.trainer.keep_rush(self.rush)

    # ------------------------------------------------------------------ what the page says
    def themes_in_play(self) -> tuple[str, ...]:
        """The themes of the puzzle on the page while it is neither solved nor its solution shown: the table of
        missed themes leaves them out, so that a miss does not give the idea away before the retry."""
        p = self.current
        if p is None:
            return ()
        st = self.progress.state(p.id)
        return () if st.solved or st.status is Outcome.SHOWN else p.themes

    def easiest_here(self, kind: str | None = None, theme: str | None = None) -> int:
        """The dots of the easiest puzzle a new learner is served now, with these filters and the mode: the one on
        the page or the easiest left (:func:`~penchant.trainer.next_puzzle.easiest_left`)."""
        pool = self.pool(kind, theme)
        left = easiest_left(pool, self.past, self.progress)
        rated = [round(self.progress.rating_of(p.id).r) for p in (self.current, left) if p is not None and p in pool]
        return level_of(min(rated)) if rated else self.easiest


def practice_bank(rules: str, bank: Sequence[Puzzle] | None = None) -> list[Puzzle]:
    """The puzzles of ``bank`` (the stored bank when ``None``) served under the learner's ``rules``: a puzzle of
    another book is set under them where the engine answers it the same and it shows none of its book's points,
    and left out where its answer or numbers are that book's
    (:func:`~penchant.puzzles.curation.under_other_books.served_under`).

    >>> len(practice_bank("kandell")) >= len(practice_bank("foster")) > 0
    True
    """
    served = (served_under(p, rules) for p in (load_bank() if bank is None else bank))
    return [p for p in served if p is not None]


def practice_session(store: AttemptStore, rules: str, bank: Sequence[Puzzle] | None = None,
                     seed: int = 0) -> PracticeSession:
    """A practice session over ``store`` with the puzzles served under ``rules`` (:func:`practice_bank`), its
    :class:`~penchant.trainer.trainer.Trainer` reading the store once: the one call the practice page makes.
    Raises :class:`~penchant.errors.PuzzleError` when no puzzle is served."""
    served = practice_bank(rules, bank)
    if not served:
        raise PuzzleError.refusing_argument("rules", rules, "serve no puzzle of this bank: a session needs one")
    return PracticeSession(Trainer(store, served, context="practice", bank=served), served, seed)
