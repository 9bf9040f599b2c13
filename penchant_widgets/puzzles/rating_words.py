"""The practice page's words on the rating: one line above the puzzle, and what the rating is, one click away
(a number that falls from 1500 to 750 in a few answers needs explaining: it is, and it is said provisional until
it means something)."""

from __future__ import annotations

from penchant.puzzles.levels import LEVELS, against_your_rating, dots, level_of
from penchant.trainer.progress import PROVISIONAL, Progress
from penchant.trainer.rating_policy import FOLLOWS_FIRST_ANSWERS_WORDS, rating_policy_points

__all__ = ["puzzle_level_words", "rating_explained", "rating_line", "rating_points"]


def rating_line(progress: Progress, easiest: int = 1, lowest: int | None = None) -> str:
    """The one line above the puzzle on the rating (the rest is one click away, :func:`rating_explained`);
    ``easiest``: the level (dots) of the easiest puzzle the page serves now; ``lowest``: the lowest level of the
    page's puzzles (``easiest`` when not given). The practice bank starts at three dots (its easiest rated about a
    newcomer's 1500): the line says where the page has got to ("now at level 3 of 5"), and that the lower levels are
    the chapters', rather than call a level-3 puzzle "the easiest" or let the line change unexplained when the easiest
    left moves up (after a rush)."""
    if progress.provisional:
        low = easiest if lowest is None else lowest
        chapters = " (the lower levels are in the chapters)" if easiest == low > 1 else ""
        start = f", now at {dots(easiest)}, level {easiest} of {LEVELS}{chapters}" if easiest > 1 else ""
        return (f"Your rating settles after {PROVISIONAL} puzzles; until then you get the puzzles here from the "
                f"least hard up{start}.")
    return FOLLOWS_FIRST_ANSWERS_WORDS


def puzzle_level_words(rating: int | float, progress: Progress) -> str:
    """A puzzle's difficulty in the page's words, for its title: against the learner's rating once it is settled
    ("about your level", "harder than your rating"), else the level its dots show ("level 3 of 5"); the number is
    one click away (:func:`rating_points`): a bare "rated 1528" in the title has nothing to read it by."""
    if progress.provisional:
        return f"level {level_of(rating)} of {LEVELS}"
    return against_your_rating(rating, progress.learner.r).value


def rating_points(progress: Progress, easiest: int = 1, puzzle: int | None = None) -> list[str]:
    """What the rating is, in a player's words, one idea to a line, short sentences and no word a newcomer has not
    met (not one dense paragraph of "provisional", "streak", "rush" and "filter"); how far an unsettled
    rating is from settling; ``easiest``: as for :func:`rating_line`; ``puzzle``: the rating of the puzzle on show,
    as it was served (said first: its title says its difficulty in words, :func:`puzzle_level_words`)."""
    shown = ([f"This puzzle is rated {puzzle}: {dots(level_of(puzzle))}, level {level_of(puzzle)} of {LEVELS}."]
             if puzzle is not None else [])
    # Short for a newcomer, and nothing the line above it says (when the rating settles, where the easier
    # puzzles are): a few points, each one idea.
    # The trainer's rules of the rating are the trainer's words (rating_policy); the page adds how it shows them.
    *policy, moves_puzzles = rating_policy_points()
    points = [*shown, *policy, f"{moves_puzzles} This page keeps the old number until you move on."]
    if progress.provisional:
        # The count is said with what it counts: this point may be read alone.
        points.append(f"Until you have answered {PROVISIONAL} puzzles here, your rating is not shown as a number "
                      f"yet. You have answered {progress.rated} so far.")
    elif easiest > 1:  # while unsettled, the line above says where the easier ones are
        points.append(f"The puzzles here start at {dots(easiest)}. The easier ones are in the chapters.")
    return points


def rating_explained(progress: Progress, easiest: int = 1, puzzle: int | None = None) -> str:
    """:func:`rating_points` as one text."""
    return " ".join(rating_points(progress, easiest, puzzle))
