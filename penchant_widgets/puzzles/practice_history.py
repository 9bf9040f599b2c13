"""The practice page's history screen: the learner's attempts, newest first, with a link downloading them all as
CSV, and the rushes run (how many, the best score, the last five).

The rows and the CSV are the engine's (:mod:`penchant.trainer.history`); this draws them. The page
(:class:`~penchant_widgets.puzzles.practice.PracticeApp`) shows the screen instead of the puzzle while its ``screen``
is ``"history"``.
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from html import escape
from typing import Final

from penchant.puzzles import Puzzle
from penchant.trainer.attempts import Attempt, RushRun
from penchant.trainer.history import date_words, history_csv, history_rows
from penchant.trainer.rush import END_WORDS

__all__ = ["HISTORY_SHOWN", "attempts_csv", "history_screen_html"]

HISTORY_SHOWN: Final = 50
"""The history screen lists this many attempts, newest first (the CSV has them all)."""


def attempts_csv(attempts: Sequence[Attempt], puzzles: Sequence[Puzzle]) -> str:
    """Every attempt as CSV, each puzzle named among ``puzzles`` (:func:`penchant.trainer.history.history_csv`)."""
    return history_csv(history_rows(list(attempts), list(puzzles)))


def history_screen_html(attempts: Sequence[Attempt], puzzles: Sequence[Puzzle], rushes: Sequence[RushRun],
                        best: RushRun | None) -> str:
    """The history screen: the rushes (``best`` the best of them, ``None`` before the first) and the last
    :data:`HISTORY_SHOWN` attempts, each puzzle named among ``puzzles``, with every attempt as CSV."""
    rows = history_rows(list(attempts), list(puzzles))
    if not rows:
        return '<div class="pt-small">Your attempts will be listed here once you have answered a puzzle.</div>'
    data = base64.b64encode(history_csv(rows).encode("utf-8")).decode("ascii")
    link = (f'<a class="pt-csv" download="penchant-attempts.csv" href="data:text/csv;charset=utf-8;base64,'
            f'{data}">Download all {len(rows)} as CSV</a>')
    body = "".join(
        f"<tr><td>{escape(r.date_words())}</td><td>{escape(r.title)}</td><td>{escape(r.outcome_words)}</td>"
        f"<td class='num'>{'' if not r.practice else 'provisional' if r.provisional else round(r.rating_after)}"
        "</td></tr>"
        for r in reversed(rows[-HISTORY_SHOWN:]))
    more = (f'<div class="pt-small">The last {HISTORY_SHOWN} of {len(rows)}; the CSV has them all.</div>'
            if len(rows) > HISTORY_SHOWN else "")
    rush_line = ""
    if best is not None:
        last = "".join(
            f"<tr><td>{escape(date_words(r.at))}</td>"
            f"<td class='num'>{r.score}</td><td class='num'>{r.misses}</td><td>{escape(END_WORDS[r.ended])}"
            f"</td></tr>" for r in reversed(rushes[-5:]))
        rush_line = (f'<div class="pt-small">Rushes: {len(rushes)}, best score {best.score}.</div>'
                     '<table class="pt-table pt-rushes"><tr><th>rush</th><th class="num">solved</th>'
                     f'<th class="num">missed</th><th>ended</th></tr>{last}</table>')
    return (f'<div class="pt-board-title pt-history-title">Your history</div>{rush_line}{link}'
            '<table class="pt-table pt-attempts"><tr><th>date</th><th>puzzle</th><th>outcome</th>'
            f"<th class='num'>rating after (practice only)</th></tr>{body}</table>{more}")
