"""The learner's attempts as a history: date, puzzle, outcome and rating after, on screen and as CSV.

:func:`history_rows` folds the attempts (oldest first) into :class:`HistoryRow` s, each with the
learner's rating after it (only a first attempt moves it); :func:`history_csv` writes them as CSV
(a header row, the date in ISO 8601 with its offset, the outcome in words, the rating a whole number).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, tzinfo
from typing import Final

from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.position import names_told_apart
from penchant.trainer.attempts import Attempt, Outcome
from penchant.trainer.outcome_words import OUTCOME_WORDS
from penchant.trainer.progress import Progress

__all__ = ["ANSWERED_AFTER_SHOWN", "CSV_COLUMNS", "HistoryRow", "date_words", "history_csv",
           "history_rows", "puzzle_labels"]

ANSWERED_AFTER_SHOWN: Final = "right, after the solution was shown"
"""A right answer given once the solution (or the values) had been shown: recorded as seen (``shown``), as the
showing was, but an answer of its own, not the solution shown a second time."""
CSV_COLUMNS: Final = ("date", "puzzle", "title", "outcome", "rating after")


def puzzle_labels(puzzles: Iterable[Puzzle]) -> dict[str, str]:
    """Each puzzle's name in the history, told apart from the others' (:func:`~penchant.puzzles.words.position.
    names_told_apart`): its title as its board names it once answered, without the bank's number (an unexplained
    "(24)"), and where puzzles share a title, what tells this one apart in the puzzle's own words ("The last
    tricks: leading · trick 12, hearts trump"). Eighteen end-games listed as "The last tricks: leading" could not
    be told apart or found again."""
    return names_told_apart(list(puzzles))


def unlisted_name(puzzle_id: str) -> str:
    """A name in words for a puzzle no longer among the bank's and the drills' (a raw id such as
    ``mistake-ede39089199c`` means nothing to a learner): a puzzle made from a mistake in your own game, or an
    older puzzle."""
    return "A puzzle from a mistake in your game" if puzzle_id.startswith("mistake-") else "An older puzzle"


def date_words(at: float, tz: tzinfo | None = None) -> str:
    """A time (seconds since the epoch) as the history shows it, ``"1 Dec 2026 20:15"``, in ``tz`` (default:
    this machine's local time)."""
    d = datetime.fromtimestamp(at, tz).astimezone(tz)
    return f"{d.day} {d:%b %Y %H:%M}"


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One attempt as the history shows it."""

    at: float
    puzzle_id: str
    title: str
    outcome: Outcome
    rating_after: float
    rated: bool
    provisional: bool = False
    """Whether the rating after this attempt was still provisional (the screen then shows no number)."""
    practice: bool = True
    """Whether the attempt was made in practice, the only place that moves the rating (a chapter's attempt shows
    no rating after it)."""
    answered: bool = False
    """Whether the attempt gave an answer (a *Show the solution* gives none)."""

    @property
    def outcome_words(self) -> str:
        """The outcome in words: a right answer after the solution was shown is said as such, not as the
        solution shown again."""
        if self.outcome is Outcome.SHOWN and self.answered:
            return ANSWERED_AFTER_SHOWN
        return OUTCOME_WORDS[self.outcome]

    def date(self, tz: tzinfo | None = None) -> datetime:
        """When, in ``tz`` (default: this machine's local time)."""
        return datetime.fromtimestamp(self.at, tz).astimezone(tz)

    def date_words(self, tz: tzinfo | None = None) -> str:
        """``"1 Dec 2026 20:15"``."""
        return date_words(self.at, tz)


def history_rows(attempts: Iterable[Attempt], puzzles: Iterable[Puzzle] = ()) -> list[HistoryRow]:
    """Every attempt, oldest first, with the learner's rating after it (from the puzzles' seeded ratings)."""
    pz = list(puzzles)
    titles = puzzle_labels(pz)
    prog = Progress.of((), pz)
    rows = []
    for a in attempts:
        prog.add(a)
        rows.append(HistoryRow(a.at, a.puzzle_id, titles.get(a.puzzle_id) or unlisted_name(a.puzzle_id), a.outcome,
                               prog.learner.r, prog.last_change is not None, prog.provisional,
                               a.context == "practice", bool(a.answer)))
    return rows


def history_csv(rows: Sequence[HistoryRow], tz: tzinfo | None = None) -> str:
    """The rows as CSV text (``\\r\\n`` line ends, as the format has them), header first."""
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(CSV_COLUMNS)
    for r in rows:
        w.writerow((r.date(tz).isoformat(timespec="seconds"), r.puzzle_id, r.title, r.outcome_words,
                    round(r.rating_after)))
    return out.getvalue()
