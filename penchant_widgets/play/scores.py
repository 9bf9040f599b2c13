"""The play boards' score sheet: a game's deals and totals, and a deal's points by source.

Every number comes from the engine: a deal's parts from :func:`penchant.play.deal_breakdown.breakdown` (the
rules' scoring, typed parts), the game's deals, the deal in play's points so far and the totals from the game's
:class:`~penchant.rules.game_scoring.GameSoFar` (:meth:`~penchant.play.game.Game.so_far`: the totals count the deal in
play).
This module lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from penchant.play.deal_breakdown import breakdown
from penchant.play.state import DealState
from penchant.rules.game_scoring import DEALS_PER_GAME, GameSoFar
from penchant_widgets.html_parts import stacked_table

__all__ = ["breakdown_html", "scores_html"]


def breakdown_html(state: DealState, names: Sequence[str]) -> str:
    """Each player's points of the deal by source: declarations (each listed), brisquettes, book bonus."""
    parts = breakdown(state.events)
    rows = []
    for p in (0, 1):
        b = parts[p]
        decl = ", ".join(f"{escape(d.words)} ({d.points})" for d in b.declared) or "no declarations"
        rows.append([f"<b>{escape(names[p])}</b>", f'{b.points.declarations} <span class="pt-small">({decl})</span>',
                     str(b.points.brisquettes), str(b.points.book_bonus), f"<b>{b.total}</b>"])
    return stacked_table(["", "declared", "brisquettes", "book bonus", "the deal"], rows, cls="pt-breakdown")


def scores_html(game: GameSoFar, names: Sequence[str]) -> str:
    """The score sheet: a row per player, a column per deal (the deal in play in italics, its points so far),
    and the game's totals. While a deal is in play the game column counts its points so far too, in italics as it
    is, and says "game so far", so that the total is never read as leaving the deal in play out (roomy at any
    width)."""
    head = "".join(f'<th><span class="pt-wide">deal </span>{d + 1}</th>' for d in range(DEALS_PER_GAME))
    deals, in_play, totals = game.deals, game.in_play, game.totals  # the engine's: the totals count the deal in play
    rows = []
    for p in (0, 1):
        cells = []
        for d in range(DEALS_PER_GAME):
            if d < len(deals):
                cells.append(f"<td>{deals[d][p]}</td>")
            elif d == len(deals) and in_play is not None:
                cells.append(f"<td><i>{in_play[p]}</i></td>")
            else:
                cells.append("<td></td>")
        shown = str(totals[p]) if in_play is None else f"<i>{totals[p]}</i>"
        rows.append(f"<tr><th>{escape(names[p])}</th>{''.join(cells)}<td><b>{shown}</b></td></tr>")
    corner = '<span class="pt-narrow">deal</span>'
    title = "game" if in_play is None else "game so far"
    return f'<table class="pt-score-table"><tr><th>{corner}</th>{head}<th>{title}</th></tr>{"".join(rows)}</table>'
