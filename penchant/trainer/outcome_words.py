"""What an attempt came to, and where a puzzle stands, in a learner's words: the one home of these words, keyed by
:class:`~penchant.trainer.attempts.Outcome` (a puzzle not tried yet is ``"new"``, as
:attr:`~penchant.trainer.progress.PuzzleState.status` has it). The history's outcome column, a progress button's
tooltip, the progress buttons' legend and a one-puzzle board's progress line all say them from here."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from penchant.trainer.attempts import Outcome

__all__ = ["NEW_WORDS", "ONE_PUZZLE_WORDS", "OUTCOME_WORDS", "status_words"]

NEW_WORDS: Final = "not tried yet"
"""A puzzle with no attempt."""

OUTCOME_WORDS: Final[Mapping[Outcome, str]] = MappingProxyType({
    Outcome.SOLVED_FIRST: "solved on the first try",
    Outcome.SOLVED_AFTER_MISS: "solved after a miss",
    Outcome.MISSED: "missed",
    Outcome.SHOWN: "solution seen",
})
"""What one attempt came to, and so where a puzzle stands after its attempts: a shown solution (or the values
shown) counts as seen, not solved."""

ONE_PUZZLE_WORDS: Final[Mapping[Outcome, str]] = MappingProxyType({
    Outcome.SOLVED_FIRST: "You solved this puzzle on the first try.",
    Outcome.SOLVED_AFTER_MISS: "You solved this puzzle after a miss.",
    Outcome.MISSED: "You have not solved this puzzle yet.",
    Outcome.SHOWN: "You saw this puzzle's answer: it counts as seen, not solved.",
})
"""Where a puzzle stands, said as a sentence to the learner (a board of one puzzle, which has no progress buttons)."""


def status_words(status: str) -> str:
    """Where a puzzle stands in words, by its stored status (an :class:`Outcome`'s value, or ``"new"``).

    >>> status_words("new"), status_words(Outcome.SHOWN), status_words("missed")
    ('not tried yet', 'solution seen', 'missed')
    """
    return NEW_WORDS if status == "new" else OUTCOME_WORDS[Outcome(status)]
