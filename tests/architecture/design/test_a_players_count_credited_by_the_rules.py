"""Crediting one player of a pair of counts (tricks won, brisquettes taken) is the rules'
(:func:`penchant.rules.procedure.credited`): the marker's steps built the pair inline three times,
``(d.last_six_won[0] + (w == 0), d.last_six_won[1] + (w == 1))`` and ``d.brisquettes[0] + n * (p == 0)`` twice. No code
outside ``penchant/rules`` adds a comparison of a player with a seat to a count."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _seat_test(node: ast.AST) -> bool:
    """``node`` is a player compared with a seat: ``w == 0``, ``p == 1``."""
    return (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq | ast.NotEq)
            and isinstance(node.comparators[0], ast.Constant) and node.comparators[0].value in (0, 1))


def credited_by_hand(source: str) -> list[int]:
    """The lines of ``source`` adding to a count by a player's seat (``x + (w == 0)``, ``x + n * (p == 1)``)."""
    out: list[int] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub):
            for side in (node.left, node.right):
                if _seat_test(side) or (isinstance(side, ast.BinOp) and isinstance(side.op, ast.Mult)
                                        and (_seat_test(side.left) or _seat_test(side.right))):
                    out.append(node.lineno)
    return sorted(set(out))


def test_a_players_count_is_credited_by_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := credited_by_hand(text))}
    assert not found, f"ask penchant.rules.procedure.credited: {found}"


def test_the_scan_sees_the_marker_steps_old_credits() -> None:
    old = ("won = (d.last_six_won[0] + (w == 0), d.last_six_won[1] + (w == 1))\n"
           "q = (d.brisquettes[0] + n * (p == 0), d.brisquettes[1] + n * (p == 1))\n"
           "ok = credited(d.brisquettes, p, n)\n"
           "same = a + (b == c)\n")
    assert credited_by_hand(old) == [1, 2]
