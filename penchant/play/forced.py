"""The moves a player has no choice about, played for them one after another (:func:`play_forced`).

A board plays your only legal card for you and says so: chapter 6's end-game board
(:meth:`penchant.puzzles.endgame_session.EndgameSession.play_forced`) and chapter 8's play board
(:class:`penchant.coaching.play_session.PlaySession`) share this one loop, so a lone card is played alike on both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

__all__ = ["play_forced"]

M = TypeVar("M")
R = TypeVar("R")


def play_forced(legal: Callable[[], Sequence[M]], play: Callable[[M], R]) -> list[R]:
    """While ``legal()`` (the moves the player may make now; empty when it is not their turn, the deal is over or
    the choice is not one to make for them) holds a single move, ``play`` it; what each play returned, in order.

    >>> hand = ["7S"]
    >>> play_forced(lambda: list(hand), lambda card: hand.remove(card) or card)
    ['7S']
    """
    out: list[R] = []
    while len(moves := legal()) == 1:
        out.append(play(moves[0]))
    return out
