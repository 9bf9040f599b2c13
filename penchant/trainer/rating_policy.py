"""How the trainer rates a learner, in a player's words, each said from the fact the trainer rates by: which answer
counts and what it does (a puzzle's first, :data:`~penchant.trainer.progress.RATED_WIN` its win), where
(:attr:`~penchant.trainer.attempts.Attempt.rated`: practice, not a chapter's board), what a rating means (the chance
the model gives, :func:`~penchant.trainer.ratings.expected`) and that the puzzle's rating moves with the learner's
(:func:`~penchant.trainer.ratings.update_pair`). The practice page lays them out; the page's own ways (what it shows
when) are its own to say.
"""

from __future__ import annotations

from typing import Final

from penchant.english.numbers import share_words
from penchant.puzzles.levels import LEVELS
from penchant.trainer.outcome_words import OUTCOME_WORDS
from penchant.trainer.progress import RATED_WIN
from penchant.trainer.ratings import DEFAULT, expected

__all__ = ["FIRST_ANSWER_WORDS", "FOLLOWS_FIRST_ANSWERS_WORDS", "MOVES_PUZZLES_TOO_WORDS", "PRACTICE_ONLY_WORDS",
           "rating_policy_points"]

FIRST_ANSWER_WORDS: Final = f"a puzzle {OUTCOME_WORDS[RATED_WIN]} raises it; anything else lowers it"
"""What a puzzle's first answer does to the rating (:data:`~penchant.trainer.progress.RATED_WIN` the learner's win,
anything else his loss); later answers to it do nothing."""

FOLLOWS_FIRST_ANSWERS_WORDS: Final = "Your rating follows the puzzles you solve at your first answer."
"""The rating's rule in one line, once it is settled: only a puzzle's first answer moves it, a solve its win."""

PRACTICE_ONLY_WORDS: Final = "Only practice counts. The puzzles in the chapters do not change it."
"""Where an answer may move the rating (:attr:`~penchant.trainer.attempts.Attempt.rated`)."""

MOVES_PUZZLES_TOO_WORDS: Final = "Your answers move a puzzle's rating too."
"""The puzzle's rating moves with the learner's (:func:`~penchant.trainer.ratings.update_pair`)."""


def rating_policy_points() -> tuple[str, ...]:
    """The rating as the trainer keeps it, one idea to a line, in a player's words.

    >>> rating_policy_points()[3]
    'A puzzle rated the same as you is one you solve half the time.'
    """
    return (
        f"Your rating says how well you solve these puzzles: {FIRST_ANSWER_WORDS}.",
        PRACTICE_ONLY_WORDS,
        f"Each puzzle has a rating too, shown in {LEVELS} levels of dots: the higher, the harder.",
        f"A puzzle rated the same as you is one you solve {share_words(expected(DEFAULT, DEFAULT))}.",
        MOVES_PUZZLES_TOO_WORDS,
    )
