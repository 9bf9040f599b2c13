"""A rush: as many puzzles as you can in three minutes; the clock or the third miss ends it.

:class:`Rush` is a frozen value moved on by the clock's readings (``now``: seconds, from any clock the
caller chooses, so a test injects its own): :meth:`Rush.answered` counts a solve or a miss,
:meth:`Rush.ticked` ends it when the time is up, :meth:`Rush.stopped` when the learner stops it. A
finished rush becomes a :class:`~penchant.trainer.attempts.RushRun` for the attempt store;
:func:`best_rush` is the best score kept, and :class:`RushKept` what keeping one says (a new best, the first, or
the best to beat: :meth:`~penchant.trainer.trainer.Trainer.keep_rush` returns it). Puzzles rise in rating as the
score grows (:func:`rush_target`); end-games, played card by card, are left out (:func:`rush_pool`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words, number_words, ordinal_words
from penchant.errors import IllegalPlayError, RushNotOverError
from penchant.puzzles.model import Puzzle
from penchant.trainer.attempts import RushEnd, RushRun

__all__ = ["END_WORDS", "MISSES_END_WORDS", "RUSH_LOW_SECONDS", "RUSH_MISSES", "RUSH_SECONDS", "Rush", "RushEntry",
           "RushKept", "best_rush", "clock_words", "duration_words", "rush_rules_words", "rush_pool", "rush_target"]

RUSH_SECONDS: Final = 180.0
"""Three minutes."""
RUSH_LOW_SECONDS: Final = 30.0
"""The last half-minute: time runs low (:meth:`Rush.running_low`; the page's clock turns red)."""
RUSH_MISSES: Final = 3
"""The third miss ends a rush."""
RUSH_START_BELOW: Final = 300
"""A rush starts this far below the learner's rating..."""
RUSH_STEP: Final = 40
"""... and each solve raises the next puzzle's rating by this much."""
MISSES_END_WORDS: Final = f"misses: {number_words(RUSH_MISSES)} end the rush"
"""The rule of misses in words, as the rush's counter explains it."""
END_WORDS: Final[dict[RushEnd, str]] = {"time": "Time is up",
                                        "misses": capitalised(f"{number_words(RUSH_MISSES)} misses"),
                                        "stopped": "Stopped"}
"""How a rush ended, in words."""


def duration_words(seconds: float) -> str:
    """A rush's length as a player says it: in whole minutes where it is some, else in seconds.

    >>> duration_words(RUSH_SECONDS), duration_words(60), duration_words(90)
    ('three minutes', 'one minute', '90 seconds')
    """
    whole = round(seconds)
    return count_words(whole // 60, "minute") if whole % 60 == 0 else count_words(whole, "second")


def rush_rules_words(seconds: float = RUSH_SECONDS, misses: int = RUSH_MISSES) -> str:
    """A rush's rules as its start screen says them, from its length and the misses that end it (the page once
    typed "three minutes... the third miss" itself).

    >>> rush_rules_words()
    'As many puzzles as you can in three minutes. The clock or the third miss ends it; each puzzle counts at its \
first answer, and the puzzles get harder as you score.'
    """
    return (f"As many puzzles as you can in {duration_words(seconds)}. The clock or the {ordinal_words(misses)} miss "
            "ends it; each puzzle counts at its first answer, and the puzzles get harder as you score.")


@dataclass(frozen=True, slots=True)
class RushEntry:
    """One puzzle of a rush, for the review at its end: solved or not, and why (the verdict's words)."""

    puzzle_id: str
    solved: bool
    why: str = ""


@dataclass(frozen=True, slots=True)
class Rush:
    """A rush started at ``started`` (clock seconds): its score, its misses, each puzzle answered (for the
    review) and, once over, why and when. Its repr is its score and how it ended, short enough for a refusal to
    quote whole."""

    started: float
    score: int = 0
    misses: int = 0
    ended: RushEnd | None = None
    ended_at: float | None = field(default=None, repr=False)
    seconds: float = field(default=RUSH_SECONDS, repr=False)
    entries: tuple[RushEntry, ...] = field(default=(), repr=False)

    @property
    def over(self) -> bool:
        return self.ended is not None

    def left(self, now: float) -> float:
        """Seconds left on the clock (0 once over)."""
        if self.ended_at is not None:
            return max(0.0, self.started + self.seconds - self.ended_at)
        return max(0.0, self.started + self.seconds - now)

    def running_low(self, now: float) -> bool:
        """Whether the clock is down to its last :data:`RUSH_LOW_SECONDS` at ``now``."""
        return self.left(now) <= RUSH_LOW_SECONDS

    def ticked(self, now: float) -> Rush:
        """The rush at ``now``: over by time once the three minutes have run."""
        if self.over or now < self.started + self.seconds:
            return self
        return replace(self, ended="time", ended_at=self.started + self.seconds)

    def answered(self, solved: bool, now: float, puzzle_id: str = "", why: str = "") -> Rush:
        """After an answer at ``now`` (to ``puzzle_id``; ``why``: the verdict's words, for the review): a solve
        scores, a miss counts (the third ends the rush). An answer after the clock has run out does not count."""
        if self.over:
            raise IllegalPlayError.refusing(puzzle_id, "this rush is over: start another")
        timed = self.ticked(now)
        if timed.over:
            return timed
        entries = (*self.entries, RushEntry(puzzle_id, solved, why)) if puzzle_id else self.entries
        if solved:
            return replace(self, score=self.score + 1, entries=entries)
        misses = self.misses + 1
        if misses >= RUSH_MISSES:
            return replace(self, misses=misses, ended="misses", ended_at=now, entries=entries)
        return replace(self, misses=misses, entries=entries)

    def stopped(self, now: float) -> Rush:
        """Stopped by the learner at ``now`` (or already over by time)."""
        timed = self.ticked(now)
        return timed if timed.over else replace(self, ended="stopped", ended_at=now)

    def run(self, at: float = 0.0) -> RushRun:
        """The finished rush as the store keeps it."""
        if self.ended is None or self.ended_at is None:
            raise RushNotOverError.refusing(self, "not over: a rush is kept once it is over")
        return RushRun(self.score, self.misses, round(self.ended_at - self.started, 3), self.ended, at)


@dataclass(frozen=True, slots=True)
class RushKept:
    """A finished rush as it was kept: the ``run``, the best kept before it (``None``: the first rush), and
    ``not_saved``, why the store refused it (empty when it was saved)."""

    run: RushRun
    best_before: RushRun | None
    not_saved: str = ""

    @property
    def first(self) -> bool:
        return self.best_before is None

    @property
    def new_best(self) -> bool:
        """Whether the run beats every earlier rush (the first rush is the first, not a new best)."""
        return self.best_before is not None and self.run.score > self.best_before.score

    def best_words(self) -> str:
        """``"a new best score!"``, ``"your first rush."`` or ``"your best is 7."``."""
        if self.best_before is None:
            return "your first rush."
        if self.new_best:
            return "a new best score!"
        return f"your best is {self.best_before.score}."


def rush_target(learner: float, score: int) -> float:
    """The rating the next puzzle of a rush is picked near: well below the learner's to start, rising."""
    return learner - RUSH_START_BELOW + RUSH_STEP * score


def rush_pool(pool: Sequence[Puzzle]) -> list[Puzzle]:
    """The puzzles a rush serves: every one answered in one go (end-games, played card by card, left out)."""
    return [p for p in pool if p.kind != "endgame"]


def best_rush(runs: Iterable[RushRun]) -> RushRun | None:
    """The best rush: the highest score, the earlier one on a tie (``None`` before the first)."""
    best: RushRun | None = None
    for r in runs:
        if best is None or r.score > best.score:
            best = r
    return best


def clock_words(seconds: float) -> str:
    """The clock as it is shown: ``"2:59"`` (minutes and seconds, the seconds rounded up)."""
    whole = max(0, int(-(-seconds // 1)))
    return f"{whole // 60}:{whole % 60:02d}"
