"""What an attempt came to, and where a puzzle stands, in a learner's words: the one home of these words, keyed by
:class:`~penchant.trainer.attempts.Outcome` (a puzzle not tried yet is :attr:`~Outcome.NEW`, as
:attr:`~penchant.trainer.progress.PuzzleState.status` has it). The history's outcome column, a progress button's
tooltip, the progress buttons' legend, a one-puzzle board's progress line and the first words of a right answer's
verdict (:func:`verdict_words`) all say them from here."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from penchant.errors import InvalidSettingError
from penchant.trainer.attempts import Outcome

__all__ = ["MISSED_EARLIER_WORDS", "NEW_WORDS", "ONE_PUZZLE_WORDS", "OUTCOME_WORDS", "SHOWN_WORDS", "status_words",
           "verdict_words"]

NEW_WORDS: Final = "not tried yet"
"""A puzzle with no attempt."""

OUTCOME_WORDS: Final[Mapping[Outcome, str]] = MappingProxyType({
    Outcome.NEW: NEW_WORDS,
    Outcome.SOLVED_FIRST: "solved on the first try",
    Outcome.SOLVED_AFTER_MISS: "solved after a miss",
    Outcome.MISSED: "missed",
    Outcome.SHOWN: "solution seen",
    Outcome.SOLVED_AGAIN: "solved again",
})
"""What one attempt came to, and so where a puzzle stands after its attempts: a shown solution (or the values
shown) counts as seen, not solved."""

ONE_PUZZLE_WORDS: Final[Mapping[Outcome, str]] = MappingProxyType({
    Outcome.NEW: "",
    Outcome.SOLVED_FIRST: "You solved this puzzle on the first try.",
    Outcome.SOLVED_AFTER_MISS: "You solved this puzzle after a miss.",
    Outcome.MISSED: "You have not solved this puzzle yet.",
    Outcome.SHOWN: "You saw this puzzle's answer: it counts as seen, not solved.",
})
"""Where a puzzle stands, said as a sentence to the learner (a board of one puzzle, which has no progress buttons):
one for each of :data:`~penchant.trainer.attempts.STATUSES` (nothing said of a puzzle not tried yet)."""

SHOWN_WORDS: Final = "you had seen the answer, so it counts as seen, not solved"
"""Why a right answer after the answer was shown is not counted as solved."""

_VERDICT_WORDS: Final[Mapping[Outcome, str]] = MappingProxyType({
    Outcome.SOLVED_FIRST: "✔ Solved on the first try.",
    Outcome.SOLVED_AFTER_MISS: "✔ Solved after a miss.",
    Outcome.SHOWN: f"✔ Right, but {SHOWN_WORDS}.",
    Outcome.SOLVED_AGAIN: "✔ Solved again.",
})
MISSED_EARLIER_WORDS: Final = "✔ Right this time. It counts as solved after a miss: you missed it on an earlier visit."
"""A right answer's first words when the miss before it was on an earlier visit (a learner right at his first try
on this page read "Solved after a miss")."""


def status_words(status: Outcome) -> str:
    """Where a puzzle stands in words, by its status.

    >>> status_words(Outcome.NEW), status_words(Outcome.SHOWN), status_words(Outcome("missed"))
    ('not tried yet', 'solution seen', 'missed')
    """
    return OUTCOME_WORDS[status]


def verdict_words(outcome: Outcome, *, missed_here: bool = True) -> str:
    """What a right answer counts for, by the puzzle's outcome after it (the engine's, never worked out by a view):
    the first words of its verdict, the same on a choice and on an end-game played out. ``missed_here``: whether
    the miss before it was on this visit (:data:`MISSED_EARLIER_WORDS` if not).

    >>> verdict_words(Outcome.SOLVED_FIRST), verdict_words(Outcome.SOLVED_AFTER_MISS, missed_here=False)[:24]
    ('✔ Solved on the first try.', '✔ Right this time. It co')
    """
    if outcome not in _VERDICT_WORDS:
        raise InvalidSettingError.refusing_argument("a right answer's outcome", outcome,
                                                    f"must be one of {', '.join(_VERDICT_WORDS)}")
    if outcome is Outcome.SOLVED_AFTER_MISS and not missed_here:
        return MISSED_EARLIER_WORDS
    return _VERDICT_WORDS[outcome]
