"""The practice page's words on its three ways to practise and on the run of puzzles solved at the first try: one
short line under the mode buttons, the detail one click away ("Streak", "Rush" and "first-try run 0, best 0" say
nothing of what they are by themselves)."""

from __future__ import annotations

from html import escape

from penchant.english.grammar import capitalised
from penchant.english.numbers import number_words
from penchant.trainer.rush import RUSH_MISSES, RUSH_SECONDS

__all__ = ["mode_points", "modes_html", "run_words"]

_MINUTES = round(RUSH_SECONDS / 60)

_MODES = (("Near my rating", "one puzzle at a time, about your level"),
          ("Streak", "each puzzle a little harder than the last, until your first miss"),
          ("Rush", f"as many puzzles as you can in {_MINUTES} minutes"))
"""Each mode's button and what it does, in a few words (the line under the buttons)."""


def mode_points() -> list[str]:
    """The modes in more words, one idea to a line (behind "More on the three")."""
    return [
        "Near my rating: the page picks puzzles close to your rating, and brings back the ones you missed after a "
        "few others.",
        "Streak: it counts the puzzles you solve in a row at your first answer; each one is rated higher than the "
        "last. The first one you miss ends it.",
        f"Rush: a clock runs for {_MINUTES} minutes; solve as many puzzles as you can. "
        f"{capitalised(number_words(RUSH_MISSES))} misses end it early. The puzzles get harder as you score.",
        "Solved in a row at the first try: the puzzles you solved at your first answer one after another, whichever "
        "way you practise; a miss starts it again from 0.",
    ]


def modes_html() -> str:
    """The line under the mode buttons, and :func:`mode_points` one click away."""
    line = " ".join(f"<b>{escape(name)}</b>: {escape(words)}." for name, words in _MODES)
    points = "".join(f"<li>{escape(p, quote=False)}</li>" for p in mode_points())
    return (f'<div class="pt-practice-modes"><span>{line}</span> '
            '<details class="pt-practice-modes-more"><summary>More on the three</summary>'
            f"<ul>{points}</ul></details></div>")


def run_words(run: int, best: int) -> str:
    """The badge of the run of first-try solves: ``"solved in a row at the first try: 2 (best 5)"``."""
    return f"solved in a row at the first try: {run} (best {best})"
