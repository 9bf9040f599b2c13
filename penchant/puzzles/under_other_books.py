"""Whether a puzzle's rule book matters to it: the same puzzle under another book, and whether the engine answers
it the same there (a chapter keeps quiet of a puzzle's book where it makes no difference: chapter 6 warned twice of
Foster's rules over an end-game Kandell's rules answer the same)."""

from __future__ import annotations

from functools import lru_cache

from penchant.errors import PenchantError
from penchant.puzzles.checking import analyse
from penchant.puzzles.model import Puzzle
from penchant.rules.profiles import get_profile
from penchant.rules.score_scale import same_scale

__all__ = ["book_makes_a_difference", "served_under", "shows_points", "under_book"]


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


def shows_points(puzzle: Puzzle) -> bool:
    """Whether ``puzzle`` shows points counted by its rule book: a score so far in its position, or a judgement of
    its choices in points (a decision from real play)."""
    return "score" in puzzle.position or bool(puzzle.history and puzzle.history.get("judge") is not None)


def served_under(puzzle: Puzzle, rules: str) -> Puzzle | None:
    """``puzzle`` as a learner of the rule book ``rules`` (a profile's name) is served it: itself when it is set by
    that book (or asks "Whose rules?", its answer a book); set under ``rules`` (:func:`under_book`) when the engine
    answers it the same there and it shows no points on its own book's scale (Foster's tens are not Kandell's
    ones); ``None`` otherwise, a puzzle whose answer or numbers are another book's."""
    if puzzle.rules == rules or puzzle.task == "profile":
        return puzzle
    if book_makes_a_difference(puzzle, rules):
        return None
    if shows_points(puzzle) and not same_scale(puzzle.profile, get_profile(rules)):
        return None
    return under_book(puzzle, rules)
