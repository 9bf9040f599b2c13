"""The shapes the stored studies' figures take on a page, shared by the figures' modules: a :class:`Table` (its
column heads and rows, each cell plain words or a :class:`~penchant.english.marked.Figure`, a figure and its 95%
interval beside it), a :class:`Chart` (a histogram's counts and what it shows), the scopes a chance is counted over
and the Kandell study the chapter's figures read. Setting them on a page is the widgets' (their ``marked_words``
module); the figures themselves are worded in :mod:`~penchant.studies.player_figures`,
:mod:`~penchant.studies.chance_figures` and :mod:`~penchant.studies.deal_worth_figures`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from penchant.english.marked import Cell, Figure
from penchant.studies.numbers import Scope

__all__ = ["Chart", "SCOPES", "Table", "interval_figure", "kandell_study", "whose"]


class Table(NamedTuple):
    """A table's column heads and rows (each cell plain words or a figure with its aside):
    the widgets' ``table_html(table)`` draws it."""

    head: list[str]
    rows: list[list[Cell]]


class Chart(NamedTuple):
    """A histogram's counts by whole-number value, what its axis counts, its caption (the figures said under it
    come from the counts it draws), its bars' labels where a bare number would not say it (``+3``, ``−3``) and a
    sentence saying what it shows: ``histogram(chart.counts, xaxis=chart.axis, xlabel=chart.caption,
    labels=chart.labels, about=chart.about)``."""

    counts: dict[int, int]
    axis: str
    caption: str
    labels: Mapping[int, str] = {}
    """Each bar's label under it, by value (a value not here is labelled with its number)."""
    titles: Mapping[int, str] = {}
    """Each bar's value in words, its title on hover (a value not here is titled with its label)."""
    about: str = ""
    """What the chart shows, in a sentence a newcomer reads before the drawing."""


SCOPES: Final[tuple[Scope, Scope]] = ("player", "deal")


def whose(scope: Scope) -> str:
    """A scope in words: one player's sixteen cards, or either player's."""
    return "one player" if scope == "player" else "either player"


def interval_figure(estimate: Mapping[str, Any], fmt: str, dash: str = "–") -> Figure:
    """A stored estimate (its ``value`` and ``ci95``) as a figure with its 95% interval beside it, each number
    written with ``fmt``.

    >>> interval_figure({"value": 0.25, "ci95": [0.2, 0.3]}, ".0%")
    Figure(text='25%', aside='(20%–30%)', strong=False)
    """
    lo, hi = estimate["ci95"]
    return Figure(f"{estimate['value']:{fmt}}", f"({lo:{fmt}}{dash}{hi:{fmt}})")


def kandell_study(numbers: Mapping[str, Any]) -> Mapping[str, Any]:
    """The simulation of the numbers study played under Kandell's rules, the one the chapters' figures read."""
    return next(s for s in numbers["simulations"] if s["profile"] == "kandell")
