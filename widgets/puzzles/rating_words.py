"""The practice page's words on the rating: one line above the puzzle, and what the rating is, one click away
(a learner was told to ignore a number that fell from 1500 to 750: it is explained, and provisional until it
means something)."""

from __future__ import annotations

from penchant.trainer.progress import PROVISIONAL, Progress

__all__ = ["rating_explained", "rating_line"]


def rating_line(progress: Progress, easiest: int = 1) -> str:
    """The one line above the puzzle on the rating (the rest is one click away, :func:`rating_explained`);
    ``easiest``: the level (dots) of the easiest puzzle the page serves. The practice bank starts at three dots (its
    easiest rated about a newcomer's 1500): "the easiest first" says from where, and :func:`rating_explained` that
    the one- and two-dot puzzles are the chapters', rather than let three dots read as a broken promise or call
    them easy."""
    if progress.provisional:
        start = f", from {_dots(easiest)}" if easiest > 1 else ""
        return f"Your rating settles after {PROVISIONAL} puzzles; until then you get the easiest ones first{start}."
    return "Your rating follows the puzzles you solve at your first answer."


def _dots(level: int) -> str:
    return "●" * level + "○" * (5 - level)


def rating_explained(progress: Progress, easiest: int = 1) -> str:
    """What the rating is, in a player's words, and how far a provisional one is from settling; ``easiest``: as for
    :func:`rating_line`."""
    base = ("Your rating measures the puzzles you solve at your first answer: it rises when you solve one, the more "
            "if it is rated above you, and falls when you miss one. Only practice counts: the chapters' puzzles "
            "count for your progress. Each puzzle is rated too (\"rated 1400\" in its title): the higher, the harder; "
            "one rated like you is one you solve about half the time. A puzzle keeps the rating it had when it was "
            "put on the page until you move on; your answers move it for the next time. Until your own rating "
            "settles you are given the easiest puzzles of your choice first: in every mode (a streak rises from "
            "the easiest, a rush serves the easiest left) and with any filter, the easiest you have not yet seen.")
    if easiest > 1:
        base += f" The puzzles here start at {_dots(easiest)}: the easier ones are the chapters' puzzles."
    if progress.provisional:
        return (f"{base} It is provisional until {PROVISIONAL} puzzles are rated ({progress.rated} so far): until "
                "then it moves a long way with each answer, so it is not shown as a number yet.")
    return base
