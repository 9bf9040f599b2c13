"""What the learner's attempts fold into: each puzzle's state, the learner's and each puzzle's Glicko-2
rating (moved by first attempts made in practice only: a chapter's puzzles count for progress, not the rating),
the themes most often missed and the current streak of first-try solves. Derived, never stored: the attempts
are the single source of truth.

A rating is *provisional* until :data:`PROVISIONAL` puzzles have been rated (as Lichess shows a new player's
rating with a question mark while its deviation is large): a newcomer's first answers move it a long way, so
the screens say it is provisional and how far it is from settling, rather than show a number that means
little yet.
"""

from __future__ import annotations

import functools
from collections import ChainMap
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from penchant.puzzles.model import Puzzle
from penchant.trainer.attempts import Attempt, Outcome
from penchant.trainer.ratings import DEFAULT, Rating, update_pair

__all__ = ["PROVISIONAL", "RATED_WIN", "Progress", "PuzzleState", "Tally", "rating_change", "seeds"]

PROVISIONAL: Final = 10
"""Puzzles rated in practice before the learner's rating is shown as a settled number."""

RATED_WIN: Final = Outcome.SOLVED_FIRST
"""The outcome of a puzzle's first attempt that is the learner's win against it, every other (a miss, the solution
seen) his loss: :meth:`Progress.add` rates by it, and the practice page's words on the rating say it
(:mod:`penchant.trainer.rating_policy`)."""


@dataclass(frozen=True)
class PuzzleState:
    """What the learner has done with one puzzle, from the attempts: a value (an attempt added makes a new
    one), so a state handed out, as a trainer's answer holds it, never changes after."""

    status: Outcome = Outcome.NEW
    """The puzzle's outcome so far (one of :data:`~penchant.trainer.attempts.STATUSES`): :attr:`Outcome.NEW` before
    any attempt."""
    attempts: int = 0
    misses: int = 0
    seconds: float = 0.0

    @property
    def solved(self) -> bool:
        return self.status.solved

    @property
    def first_try(self) -> bool:
        """Solved at the first answer, with no miss and no solution seen before it."""
        return self.status is Outcome.SOLVED_FIRST


@dataclass(frozen=True, slots=True)
class Tally:
    """What the learner has done with some puzzles (a board's, or its first few), each puzzle counted once, by its
    state: solved (``first_try`` of them at the first answer), seen (its solution shown, so not solved, whatever
    was answered after), missed (tried, neither solved nor seen) or untried. Made by :meth:`Progress.tally`."""

    puzzles: int
    solved: int = 0
    first_try: int = 0
    seen: int = 0
    missed: int = 0

    @property
    def untried(self) -> int:
        return self.puzzles - self.solved - self.seen - self.missed

    @property
    def done(self) -> int:
        """The puzzles done with: solved or seen (a seen puzzle's answer is on the board; it cannot be solved now)."""
        return self.solved + self.seen

    @property
    def all_solved(self) -> bool:
        """Whether every one of the puzzles is solved."""
        return self.solved >= self.puzzles

    @property
    def all_done(self) -> bool:
        """Whether every one of the puzzles is done with (:attr:`done`: solved or seen)."""
        return self.done >= self.puzzles


@dataclass
class Progress:
    """Everything derived from the attempts: states, ratings, misses by theme, streak.

    ``ratings`` start from each puzzle's seeded rating (``base``); a puzzle's
    first attempt (solve, miss or shown) is a rated game between the learner
    and the puzzle. Later attempts change the state only.

    A builder, and mutable for that: :meth:`add` folds one attempt in as the trainer records it, so a long
    practice session costs one step an attempt, not a replay. What it hands out is a value: the states are
    frozen :class:`PuzzleState` objects, the ratings frozen too.
    """

    base: Mapping[str, int] = field(default_factory=dict)
    themes: Mapping[str, Sequence[str]] = field(default_factory=dict)
    states: dict[str, PuzzleState] = field(default_factory=dict)
    learner: Rating = DEFAULT
    puzzle_ratings: dict[str, Rating] = field(default_factory=dict)
    missed_themes: dict[str, int] = field(default_factory=dict)
    seen_themes: dict[str, int] = field(default_factory=dict)
    streak: int = 0
    best_streak: int = 0
    rated: int = 0
    last_change: tuple[Rating, Rating] | None = None
    """The learner's rating before and after the last attempt added, if it was rated (a first attempt)."""

    @classmethod
    def of(cls, attempts: Iterable[Attempt], puzzles: Iterable[Puzzle] = ()) -> Progress:
        """The progress of ``attempts``, each puzzle's rating seeded from ``puzzles`` (1500 for one not among them)."""
        base, themes = seeds(puzzles)
        return cls.seeded(attempts, base, themes)

    @classmethod
    def seeded(cls, attempts: Iterable[Attempt], base: Mapping[str, int],
               themes: Mapping[str, Sequence[str]]) -> Progress:
        """The progress of ``attempts`` from each puzzle's seeded rating and themes by id (:func:`seeds`)."""
        prog = cls(base=base, themes=themes)
        for a in attempts:
            prog.add(a)
        return prog

    def rating_of(self, puzzle_id: str) -> Rating:
        got = self.puzzle_ratings.get(puzzle_id)
        if got is not None:
            return got
        return Rating(float(self.base.get(puzzle_id, 1500)), 200.0, 0.06)

    def state(self, puzzle_id: str) -> PuzzleState:
        return self.states.get(puzzle_id, PuzzleState())

    def add(self, a: Attempt) -> None:
        st = self.states.get(a.puzzle_id, PuzzleState())
        first = st.attempts == 0 and st.status is Outcome.NEW
        status = st.status
        misses = st.misses + (a.outcome is Outcome.MISSED)
        if a.outcome is Outcome.MISSED:
            if not st.solved and st.status is not Outcome.SHOWN:
                status = Outcome.MISSED
        elif a.outcome is Outcome.SHOWN:
            if not st.solved:
                status = Outcome.SHOWN
        elif not st.solved and st.status is not Outcome.SHOWN:
            first_try = a.outcome is Outcome.SOLVED_FIRST and st.misses == 0
            status = Outcome.SOLVED_FIRST if first_try else Outcome.SOLVED_AFTER_MISS
        self.states[a.puzzle_id] = replace(st, status=status, attempts=st.attempts + 1, misses=misses,
                                           seconds=st.seconds + a.seconds)
        self.last_change = None
        if not first:
            return
        won = a.outcome is RATED_WIN
        if not a.rated:
            # A chapter's puzzle: progress, not the rating, nor the practice page's most-missed themes (the
            # chapters' misses would show there, under themes the practice page has no puzzles for).
            return
        for t in self.themes.get(a.puzzle_id, ()):
            self.seen_themes[t] = self.seen_themes.get(t, 0) + 1
            if not won:
                self.missed_themes[t] = self.missed_themes.get(t, 0) + 1
        before = self.learner
        self.learner, self.puzzle_ratings[a.puzzle_id] = update_pair(self.learner, self.rating_of(a.puzzle_id), won)
        self.rated += 1
        self.last_change = (before, self.learner)
        if won:
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0

    @property
    def provisional(self) -> bool:
        """Whether the learner's rating is still provisional (fewer than :data:`PROVISIONAL` puzzles rated)."""
        return self.rated < PROVISIONAL

    def weakest_themes(self, n: int = 5, *, hidden: Iterable[str] = ()) -> list[tuple[str, int, int]]:
        """``(theme, missed, tried)`` for the themes most often missed on the first try, but none of ``hidden``
        (the themes of a puzzle still in play: listing them would give its idea away before the retry)."""
        skip = set(hidden)
        rows = [(t, m, self.seen_themes.get(t, m)) for t, m in self.missed_themes.items() if m and t not in skip]
        rows.sort(key=lambda r: (-r[1], -r[1] / max(1, r[2]), r[0]))
        return rows[:n]

    def counts(self, ids: Iterable[str]) -> tuple[int, int]:
        """``(solved, solved on the first try)`` among the puzzles ``ids``: the one count of them (the trainer's
        answers, the practice page's stats and a board's heading ask it).

        >>> prog = Progress.of([Attempt("a", "solved_first"), Attempt("b", "missed"),
        ...                     Attempt("b", "solved_after_miss")])
        >>> prog.counts(["a", "b", "c"])
        (2, 1)
        """
        t = self.tally(ids)
        return t.solved, t.first_try

    def tally(self, ids: Iterable[str]) -> Tally:
        """What the learner has done with the puzzles ``ids``, each counted once by its state (a board's progress
        line and its "try the first few" line ask it: the board once added up its own "done", solved and shown).

        >>> prog = Progress.of([Attempt("a", "solved_first"), Attempt("b", "shown"), Attempt("b", "solved_first"),
        ...                     Attempt("c", "missed")])
        >>> t = prog.tally(["a", "b", "c", "d"])
        >>> (t.solved, t.first_try, t.seen, t.missed, t.untried, t.done)
        (1, 1, 1, 1, 1, 2)
        """
        states = [self.state(i) for i in ids]
        return Tally(puzzles=len(states), solved=sum(st.solved for st in states),
                     first_try=sum(st.first_try for st in states),
                     seen=sum(st.status is Outcome.SHOWN for st in states),
                     missed=sum(st.status is Outcome.MISSED for st in states))


def seeds(puzzles: Iterable[Puzzle]) -> tuple[dict[str, int], dict[str, tuple[str, ...]]]:
    """Each puzzle's seeded rating and its themes, by id: what a :class:`Progress` starts from."""
    pz = list(puzzles)
    return {p.id: p.rating for p in pz}, {p.id: tuple(p.themes) for p in pz}


@functools.cache
def _bank_seeds() -> tuple[dict[str, int], dict[str, tuple[str, ...]]]:
    """The whole bank's :func:`seeds`, read once per process: shared by every call, and never changed (a
    :class:`~collections.ChainMap` over them writes only to its first map)."""
    from penchant.puzzles.bank import load_bank

    return seeds(load_bank())


def rating_change(attempts: Sequence[Attempt], extra: Iterable[Puzzle] = ()) -> tuple[Rating, Rating] | None:
    """The learner's rating before and after the last of ``attempts``, if that one was rated (a first
    attempt), else ``None``. The puzzles' seeded ratings are the whole bank's (as the practice page
    counts them, so every board shows the same numbers; read once per process) and those of ``extra``
    puzzles not in the bank (a game's mistake puzzles)."""
    base, themes = _bank_seeds()
    more_base, more_themes = seeds(p for p in extra if p.id not in base)
    return Progress.seeded(attempts, ChainMap(more_base, base),
                           ChainMap[str, tuple[str, ...]](more_themes, themes)).last_change
