"""A widget adds up no scores: a game's totals and a deal's points so far are the engine's (the rules'
``game_totals``, ``GameResult.totals``, a view's ``scores``), laid out as they come. The play board's score sheet once
added the deal in play to the game's totals itself (``result.totals[p] + view.scores[p]``); it now asks
``rules.game_scoring.game_totals`` for the totals with the deal in play counted. The scan refuses any ``+``, ``-``
or ``+=`` in ``penchant_widgets`` whose operand reads a ``totals`` or ``scores`` (a name, an attribute or an item of
one)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

SCORE_NAMES = {"totals", "scores"}


def _reads_scores(node: ast.AST) -> bool:
    return any((isinstance(n, ast.Name) and n.id in SCORE_NAMES) or (isinstance(n, ast.Attribute)
               and n.attr in SCORE_NAMES) for n in ast.walk(node))


def scores_added(source: str) -> list[int]:
    """The lines of ``source`` adding to or taking from a score or a total."""
    out = set()
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub) and (
                _reads_scores(node.left) or _reads_scores(node.right)):
            out.add(node.lineno)
        if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add | ast.Sub) and (
                _reads_scores(node.target) or _reads_scores(node.value)):
            out.add(node.lineno)
    return sorted(out)


def test_widgets_add_up_no_scores() -> None:
    found = {rel: lines for rel, text in sources()
             if rel.startswith("penchant_widgets/") and (lines := scores_added(text))}
    assert not found, f"ask the engine for the figure (rules.game_scoring.game_totals, the game's totals): {found}"


def test_the_scan_sees_the_score_sheets_old_sum() -> None:
    old = ("total = result.totals[p] + (view.scores[p] if in_play else 0)\n"
           "total = game_totals((*result.deals, view.scores))[p]\n"
           "ahead = totals[0] - totals[1]\n"
           "mine += view.scores[p]\n"
           "shown = f'{view.scores[p]} so far'\n")
    assert scores_added(old) == [1, 3, 4]
