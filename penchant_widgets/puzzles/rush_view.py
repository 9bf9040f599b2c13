"""What the practice page draws of a rush (:mod:`penchant.trainer.rush` keeps its rules): the line over the puzzle
(the clock, the puzzles solved, the misses left, the best rush) and, once it is over, the rush puzzle by puzzle."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from penchant.trainer.attempts import RushRun
from penchant.trainer.rush import MISSES_END_WORDS, RUSH_MISSES, RUSH_SECONDS, Rush, clock_words
from penchant_widgets.cards import symbolize

__all__ = ["rush_line_html", "rush_review_html"]


def rush_line_html(rush: Rush | None, now: float, best: RushRun | None) -> str:
    """The rush's line at time ``now``: its clock (none once it is over), the puzzles solved, the misses and the best
    rush kept; before a rush (``None``), the full clock and nothing solved."""
    left = rush.left(now) if rush is not None else RUSH_SECONDS
    low = rush is not None and rush.running_low(now)  # the rush says when its time runs low
    score = rush.score if rush is not None else 0
    misses = rush.misses if rush is not None else 0
    marks = "<b>✘</b>" * misses + "○" * (RUSH_MISSES - misses)
    # A rush over shows no clock: a time left on the page after Stop would read as a rush still running.
    clock = ("" if rush is not None and rush.over else
             f'<span class="pt-rush-clock" data-left="{left:.1f}" data-low="{"yes" if low else "no"}"'
             f' title="time left">{clock_words(left)}</span>')
    return (f'<div class="pt-rush-line">{clock}'
            f'<span class="pt-rush-score" data-score="{score}">Solved <b>{score}</b></span>'
            f'<span class="pt-rush-misses" data-misses="{misses}" title="{MISSES_END_WORDS}">'
            f'Misses<span class="pt-rush-marks">{marks}</span></span>'
            f'<span class="pt-small">best {best.score if best is not None else "—"}</span></div>')


def rush_review_html(rush: Rush, labels: Mapping[str, str]) -> str:
    """Each puzzle of the rush, in order: its name (``labels``, by id), solved or missed, and why."""
    if not rush.entries:
        return ""
    rows = "".join(
        f"<tr><td>{escape(labels.get(e.puzzle_id, e.puzzle_id))}</td>"
        f"<td>{'✔ solved' if e.solved else '✘ missed'}</td><td>{symbolize(escape(e.why))}</td></tr>"
        for e in rush.entries)
    return ('<div class="pt-small pt-rush-review-head"><b>Your rush, puzzle by puzzle</b></div>'
            '<table class="pt-table pt-rush-review"><tr><th>puzzle</th><th>result</th><th>why</th></tr>'
            f"{rows}</table>")
