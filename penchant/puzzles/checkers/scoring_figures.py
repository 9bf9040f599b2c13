"""A deal's wrong count that is a count of cards the board shows (the brisques taken), not points: named as such,
with the parts of the score they give (:func:`copied_figure`)."""

from __future__ import annotations

from penchant.english.grammar import possessive
from penchant.play.sheet import DealEntry
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.scoring import copied_figure_words

__all__ = ["copied_figure"]


def copied_figure(puzzle: Puzzle, entry: DealEntry, n: int) -> str:
    """A deal's count ``n`` that is a count of cards the board shows for the player asked about, his brisques or
    the brisques of both players, or his brisques and brisquettes added as cards: the figure named, and the parts
    of the score they give (:func:`copied_figure_words`); ``""`` for any other count. A deal's lead is left to the
    other slips (its figures are each player's)."""
    if puzzle.task != "deal_points":
        return ""
    p = int(puzzle.position.get("player", 0))
    who = "you" if p == 0 else "your opponent"
    owner = possessive(who)
    figures = {entry.brisques[p]: f"how many brisques {who} took",
               sum(entry.brisques): "how many brisques the deal holds, both players' together"}
    if entry.brisquettes[p]:
        figures.setdefault(entry.brisques[p] + entry.brisquettes[p],
                           f"{possessive(who)} brisques and brisquettes counted as cards")
    figure = figures.get(n)
    if figure is None:
        return ""
    parts = [f"{owner} brisquettes"] if entry.brisquettes[p] else []
    return copied_figure_words(n, figure, [*parts, f"{owner} book bonus"])
