"""A widget adds up no scores: a game's totals and a deal's points so far are the engine's (the game's
``so_far()``, ``GameResult.totals``, a view's ``scores``, a deal's breakdown), laid out as they come. The play board's
score sheet once added the deal in play to the game's totals itself (``result.totals[p] + view.scores[p]``), then
assembled the game so far itself, the deal in play's scores put after the finished deals
(``game_totals((*result.deals, (view.scores[0], view.scores[1])))``): it now draws the game's
:meth:`~penchant.play.game.Game.so_far`.

The scan refuses, in ``penchant_widgets``, arithmetic on a score-like value (a name or attribute called ``totals``,
``scores``, ``deals``, ``points``, ``total`` or ``score``, or an item of one): any ``+ - * / //`` or augmented
assignment with such an operand (a list or text joined to one is not arithmetic), a ``sum()`` over one, and a sequence
of deals assembled by hand (one spread into a tuple or list beside scores)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

SCORE_NAMES = {"totals", "scores", "deals", "points", "total", "score"}
ARITHMETIC = ast.Add | ast.Sub | ast.Mult | ast.Div | ast.FloorDiv
TEXT_OR_LIST = ast.List | ast.ListComp | ast.JoinedStr


def _score_like(node: ast.AST) -> bool:
    """Whether ``node`` is a score-like value itself: a score name, an attribute chain through one
    (``b.points.declarations``), an item of one (``view.scores[p]``), or either branch of a conditional."""
    while isinstance(node, ast.Subscript | ast.Starred):
        node = node.value
    if isinstance(node, ast.IfExp):
        return _score_like(node.body) or _score_like(node.orelse)
    while isinstance(node, ast.Attribute):
        if node.attr in SCORE_NAMES:
            return True
        node = node.value
    return isinstance(node, ast.Name) and node.id in SCORE_NAMES


def _text_or_list(node: ast.AST) -> bool:
    return isinstance(node, TEXT_OR_LIST) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def _arithmetic(left: ast.AST, right: ast.AST) -> bool:
    return (_score_like(left) or _score_like(right)) and not (_text_or_list(left) or _text_or_list(right))


def _summed(node: ast.Call) -> bool:
    if not (isinstance(node.func, ast.Name) and node.func.id == "sum") or not node.args:
        return False
    arg = node.args[0]
    if isinstance(arg, ast.GeneratorExp | ast.ListComp):
        return _score_like(arg.elt) or any(_score_like(g.iter) for g in arg.generators)
    return _score_like(arg)


def _assembled(node: ast.Tuple | ast.List) -> bool:
    """A sequence of deals made by hand: a score-like sequence spread into it beside scores or a pair of them."""
    spread = [e for e in node.elts if isinstance(e, ast.Starred) and _score_like(e.value)]
    beside = [e for e in node.elts if not isinstance(e, ast.Starred) and (
        _score_like(e) or (isinstance(e, ast.Tuple) and any(_score_like(x) for x in e.elts)))]
    return bool(spread and beside)


def scores_added(source: str) -> list[int]:
    """The lines of ``source`` doing arithmetic on a score or a total, summing them or assembling deals."""
    out = set()
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ARITHMETIC) and _arithmetic(node.left, node.right)) \
                or (isinstance(node, ast.AugAssign) and isinstance(node.op, ARITHMETIC)
                    and _arithmetic(node.target, node.value)) \
                or (isinstance(node, ast.Call) and _summed(node)) \
                or (isinstance(node, ast.Tuple | ast.List) and _assembled(node)):
            out.add(node.lineno)
    return sorted(out)


def test_widgets_add_up_no_scores() -> None:
    found = {rel: lines for rel, text in sources()
             if rel.startswith("penchant_widgets/") and (lines := scores_added(text))}
    assert not found, f"ask the engine for the figure (the game's so_far(), its totals, a deal's breakdown): {found}"


def test_the_scan_sees_the_score_sheets_old_sums() -> None:
    old = ("total = result.totals[p] + (view.scores[p] if in_play else 0)\n"
           "totals = game_totals((*result.deals, (view.scores[0], view.scores[1]))) if in_play else result.totals\n"
           "ahead = totals[0] - totals[1]\n"
           "mine += view.scores[p]\n"
           "shown = f'{view.scores[p]} so far'\n"
           "both = sum(view.scores)\n"
           "mine = sum(d[p] for d in result.deals)\n"
           "twice = b.points.declarations * 2\n"
           "half = (view.scores[p] if in_play else 0) // 2\n"
           "sheet = [*deals, view.scores]\n")
    assert scores_added(old) == [1, 2, 3, 4, 6, 7, 8, 9, 10]


def test_the_scan_leaves_words_and_lists_alone() -> None:
    fine = ("points += [f'Your rating settles after {n} puzzles.']\n"
            "options = [*deals, ('All', 0)]\n"
            "html = '<td>' + str(view.scores[p])\n"
            "label = f'deal {d + 1}'\n"
            "n = len(str(max(total, 0)))\n"
            "ahead = totals[0] > totals[1]\n")
    assert scores_added(fine) == []
