"""The play boards' score sheet: a game's deals and totals, and a deal's points by source.

Every number comes from the engine: a deal's parts from :func:`penchant.play.sheet.breakdown` (the
rules' scoring, typed parts), the game's deals and totals from its :class:`~penchant.rules.game_scoring.GameResult`
(with a deal in play, the rules' :func:`~penchant.rules.game_scoring.game_totals` of its deals and the deal's points
so far).
This module lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from penchant.play.moves import Stage
from penchant.play.sheet import breakdown
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.rules.game_scoring import DEALS_PER_GAME, GameResult, game_totals
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


def scores_html(result: GameResult, view: PlayerView, names: Sequence[str]) -> str:
    """The score sheet: a row per player, a column per deal (the deal in play in italics, its points so far),
    and the game's totals. While a deal is in play the game column counts its points so far too, in italics as it
    is, and says "game so far": "You 21 | 7 | game 21" left the deal in play out and nothing said so (roomy at any
    width)."""
    head = "".join(f'<th><span class="pt-wide">deal </span>{d + 1}</th>' for d in range(DEALS_PER_GAME))
    in_play = not result.complete and view.stage is not Stage.OVER
    # the rules add the deal in play to the game's deals (game_totals counts a deal under way so far)
    totals = game_totals((*result.deals, (view.scores[0], view.scores[1]))) if in_play else result.totals
    rows = []
    for p in (0, 1):
        cells = []
        for d in range(DEALS_PER_GAME):
            if d < len(result.deals):
                cells.append(f"<td>{result.deals[d][p]}</td>")
            elif d == len(result.deals) and in_play:
                cells.append(f"<td><i>{view.scores[p]}</i></td>")
            else:
                cells.append("<td></td>")
        shown = f"<i>{totals[p]}</i>" if in_play else str(totals[p])
        rows.append(f"<tr><th>{escape(names[p])}</th>{''.join(cells)}<td><b>{shown}</b></td></tr>")
    corner = '<span class="pt-narrow">deal</span>'
    game = "game so far" if in_play else "game"
    return f'<table class="pt-score-table"><tr><th>{corner}</th>{head}<th>{game}</th></tr>{"".join(rows)}</table>'
