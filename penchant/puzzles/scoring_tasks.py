"""What a scoring puzzle asks and the parts of a deal's score it counts, as typed names: the task
(:class:`ScoringTask`: one player's points for a deal, the lead of one player over the other in a deal, the value of
a game), the players whose scores a task counts and how each counts in its answer (:func:`players_counted`,
:func:`score_sign`), and a deal score's three whole parts (:class:`ScorePart`)."""

from __future__ import annotations

from enum import Enum, StrEnum

__all__ = ["ScorePart", "ScoringTask", "players_counted", "score_sign"]


class ScoringTask(StrEnum):
    """What a scoring puzzle asks (its ``task``, as a puzzle record writes it)."""

    DEAL_POINTS = "deal_points"
    """One player's points for a deal."""
    DEAL_DIFFERENCE = "deal_difference"
    """How far the first player is ahead of the second after a deal (the second's points taken away)."""
    GAME_VALUE = "game_value"
    """What a finished game is worth."""


def players_counted(task: str, player: int) -> tuple[int, ...]:
    """The players whose deal scores ``task`` counts: ``player`` alone for his points, both for a lead.

    >>> players_counted(ScoringTask.DEAL_POINTS, 1), players_counted("deal_difference", 1)
    ((1,), (0, 1))
    """
    return (player,) if task == ScoringTask.DEAL_POINTS else (0, 1)


def score_sign(task: str, player: int) -> int:
    """How ``player``'s score counts in ``task``'s answer: added, or (the second player's, in a lead) taken away.

    >>> score_sign(ScoringTask.DEAL_POINTS, 1), score_sign(ScoringTask.DEAL_DIFFERENCE, 1)
    (1, -1)
    """
    return 1 if task == ScoringTask.DEAL_POINTS or player == 0 else -1


class ScorePart(Enum):
    """A whole part of one player's deal score, with its name in the puzzles' words."""

    DECLARATIONS = "declarations"
    BRISQUETTES = "brisquettes"
    BOOK_BONUS = "book bonus"

    @property
    def forgotten(self) -> str:
        """The bank's name for the misreading that leaves this part out (``"forgetting the book bonus"``)."""
        return f"forgetting the {self.value}"
