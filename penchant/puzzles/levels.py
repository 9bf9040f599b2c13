"""The learner's rating scale for puzzles: the starting rating a puzzle is seeded with, and the level (the dots
a learner sees, 1 to 5) a rating stands at.

A puzzle's rating is a Glicko-2 rating against learners (:mod:`penchant.trainer.ratings`), moved by their attempts
(:mod:`penchant.trainer.progress`); the scale it starts on and is shown by is the puzzles' own, here, so that the
puzzle model seeds a new puzzle's rating from it and the trainer, above the puzzles, reads it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

__all__ = ["ABOUT_YOUR_LEVEL", "LEVELS", "LEVEL_BOUNDS", "Against", "against_your_rating", "dots", "level_of",
           "seed_rating"]


def seed_rating(difficulty: int) -> int:
    """A stand-in starting rating from the engine's difficulty, 1 to :data:`LEVELS` (1100, 1300 ... 1900) for a
    puzzle the ratings study has not seen (a new one, a learner's mistake): the bank's are the study's
    (``benchmarks/study_puzzle_ratings.py``), and attempts then move them (:mod:`penchant.trainer.progress`)."""
    return 900 + 200 * difficulty


LEVEL_BOUNDS: Final = (1400, 1500, 1650, 1800)
"""The ratings at which a puzzle's level (the dots a learner sees, 1 to 5) goes up one: below 1400 a newcomer
(rated 1500) solves it more often than not; 1800 and over, a club player misses it about one time in three."""
LEVELS: Final = len(LEVEL_BOUNDS) + 1
"""The one scale a puzzle is placed on, 1 to ``LEVELS``: the levels (dots) its rating is shown in, one more than
the bounds between them (:func:`level_of`), and the engine's difficulty, graded on the same steps
(:func:`~penchant.puzzles.checkers.grading.grade`, checked by the puzzle model); a new puzzle's rating is seeded from
that difficulty (:func:`seed_rating`)."""
ABOUT_YOUR_LEVEL: Final = 100
"""Rating points either side of the learner's own within which a puzzle is "about your level" (one you solve about
half the time, between about 36% and 64%)."""


def level_of(rating: int | float) -> int:
    """The dots shown beside a puzzle, 1 to 5, from its rating, so the dots and the rating beside them say the same;
    a rated puzzle's recorded difficulty is this level too (:func:`~penchant.puzzles.bank.curate`)."""
    return 1 + sum(1 for b in LEVEL_BOUNDS if rating >= b)


def dots(level: int) -> str:
    """A level as the dots a learner sees: ``level`` filled of :data:`LEVELS` ("●●●○○" for 3).

    >>> dots(3), dots(level_of(1900))
    ('●●●○○', '●●●●●')
    """
    return "●" * level + "○" * (LEVELS - level)


class Against(StrEnum):
    """A puzzle against a learner's settled rating: about their level, harder or easier
    (:func:`against_your_rating`)."""

    ABOUT_YOUR_LEVEL = "about your level"
    HARDER = "harder than your rating"
    EASIER = "easier than your rating"


def against_your_rating(rating: int | float, yours: int | float) -> Against:
    """How a puzzle rated ``rating`` stands against a learner rated ``yours``: about their level within
    :data:`ABOUT_YOUR_LEVEL` points either side, else harder or easier.

    >>> [against_your_rating(r, 1500).name for r in (1600, 1601, 1399)]
    ['ABOUT_YOUR_LEVEL', 'HARDER', 'EASIER']
    """
    gap = rating - yours
    if abs(gap) <= ABOUT_YOUR_LEVEL:
        return Against.ABOUT_YOUR_LEVEL
    return Against.HARDER if gap > 0 else Against.EASIER
