"""The verdicts a review gives a decision, and which of them mark an error.

Which verdicts count as errors to mark (list with their reason, offer as puzzles to learn from) is judgement,
not a rule of the game: it lives here once, beside the verdicts' names, for the coach and its review
(:mod:`penchant.coaching`), the mistake puzzles (:mod:`penchant.puzzlemakers.mistakes`) and the views that
say them. How a loss becomes a verdict is the coach's (:func:`penchant.coaching.coach.verdict`).
"""

from __future__ import annotations

from typing import Final, Literal

from penchant.rules.words import join_or

__all__ = ["MARKED", "VERDICTS", "VERDICT_WORDS", "Verdict", "is_marked", "marked_words"]

Verdict = Literal["best", "good", "close", "inaccuracy", "mistake", "blunder"]
VERDICTS: Final[tuple[Verdict, ...]] = ("best", "good", "close", "inaccuracy", "mistake", "blunder")

VERDICT_WORDS: Final[dict[str, str]] = {
    "best": "best", "good": "good", "close": "too close to call", "inaccuracy": "inaccuracy",
    "mistake": "mistake", "blunder": "blunder",
}
"""Each verdict as a player reads it."""

MARKED: Final[tuple[Verdict, ...]] = ("inaccuracy", "mistake", "blunder")
"""The verdicts a review marks (lists with its reason, and offers to learn from): the errors, from the
smallest to the worst."""


def is_marked(verdict: str) -> bool:
    """Whether a decision with this verdict is a marked error (:data:`MARKED`).

    >>> is_marked("mistake"), is_marked("close"), is_marked("good")
    (True, False, False)
    """
    return verdict in MARKED


def marked_words() -> str:
    """The marked errors as a player names them, to say there are none ("No inaccuracy, mistake or blunder").

    >>> marked_words()
    'inaccuracy, mistake or blunder'
    """
    return join_or(VERDICT_WORDS[v] for v in MARKED)
