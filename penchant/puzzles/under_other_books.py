"""Whether a puzzle's rule book matters to it: the same puzzle under another book, and whether the engine answers
it the same there (a chapter keeps quiet of a puzzle's book where it makes no difference: chapter 6 warned twice of
Foster's rules over an end-game Kandell's rules answer the same)."""

from __future__ import annotations

from functools import lru_cache

from penchant.errors import PenchantError
from penchant.puzzles.checking import analyse
from penchant.puzzles.model import Puzzle

__all__ = ["book_makes_a_difference", "under_book"]


def under_book(puzzle: Puzzle, rules: str) -> Puzzle:
    """``puzzle`` under the rule book ``rules`` (a profile's name), with none of its own book's options."""
    return puzzle.with_changes(position={**puzzle.position, "rules": rules})


@lru_cache(maxsize=256)
def book_makes_a_difference(puzzle: Puzzle, rules: str) -> bool:
    """Whether the rule book ``rules`` would answer ``puzzle`` otherwise than its own: other best answers, another
    verdict on any answer, or a position the book refuses. ``False`` for a puzzle already under ``rules`` alone."""
    other = under_book(puzzle, rules)
    if other == puzzle:
        return False
    try:
        theirs = analyse(other)
    except PenchantError:
        return True
    mine = analyse(puzzle)
    return (set(mine.best) != set(theirs.best)
            or {k: ok for k, (ok, _) in mine.verdicts.items()} != {k: ok for k, (ok, _) in theirs.verdicts.items()})
