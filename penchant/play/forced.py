"""The moves a player has no choice about, played for them one after another (:func:`play_forced`), and what makes
a decision: two or more legal moves (:func:`is_a_decision`); a single one is forced (:func:`is_forced`). Every
count of legal moves that tells a decision from a forced move asks these two.

A board plays your only legal card for you and says so: chapter 6's end-game board
(:meth:`penchant.puzzles.sessions.endgame_session.EndgameSession.play_forced`) and chapter 8's play board
(:class:`penchant.coaching.play_session.PlaySession`) share this one loop, so a lone card is played alike on both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Sized
from typing import TypeVar

__all__ = ["is_a_decision", "is_forced", "play_forced"]

M = TypeVar("M")
R = TypeVar("R")


def is_a_decision(legal: Sized) -> bool:
    """Whether the legal moves ``legal`` make a decision: two or more to choose from.

    >>> is_a_decision(["7S", "AH"]), is_a_decision(["7S"]), is_a_decision([])
    (True, False, False)
    """
    return len(legal) > 1


def is_forced(legal: Sized) -> bool:
    """Whether the legal moves ``legal`` are a single one, played with no choice (none at all is not a move).

    >>> is_forced(["7S"]), is_forced(["7S", "AH"]), is_forced([])
    (True, False, False)
    """
    return len(legal) == 1


def play_forced(legal: Callable[[], Sequence[M]], play: Callable[[M], R]) -> list[R]:
    """While ``legal()`` (the moves the player may make now; empty when it is not their turn, the deal is over or
    the choice is not one to make for them) holds a single move, ``play`` it; what each play returned, in order.

    >>> hand = ["7S"]
    >>> play_forced(lambda: list(hand), lambda card: hand.remove(card) or card)
    ['7S']
    """
    out: list[R] = []
    while is_forced(moves := legal()):
        out.append(play(moves[0]))
    return out
