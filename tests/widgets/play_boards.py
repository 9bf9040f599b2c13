"""The play board the play-against-the-computer tests build (``test_play_widget*``): greedy, on a seed, with a
quick coach (four samples), so that a hint and a review take a moment."""

from __future__ import annotations

from penchant_widgets.play.board import PlayBoard

__all__ = ["board"]


def board(seed: int = 1, opponent: str = "greedy") -> PlayBoard:
    return PlayBoard(opponent, seed=seed, coach="strong:4")
