"""What makes a decision is said once: two or more legal moves are a decision, a single one is forced
(``penchant.play.forced``: :func:`~penchant.play.forced.is_a_decision`, :func:`~penchant.play.forced.is_forced`).
The going-over, the review, the analysis board and the forced-play loop each counted the legal moves themselves
(``len(before.legal_actions) > 1``, ``len(st.legal_actions) < 2``, ``len(moves) == 1``). This scan finds the count
of anything named ``legal`` held against one or two outside ``penchant/play/forced.py``. Checked with ast over
what ``source_scan.sources`` reads."""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources

HOME = "penchant/play/forced.py"

# (the comparison, the number) that ask whether a count of moves is one, or more than one
_ASKS = {(ast.Gt, 1), (ast.GtE, 2), (ast.Lt, 2), (ast.LtE, 1), (ast.Eq, 1), (ast.NotEq, 1)}


def _legal_count(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"
            and any("legal" in n.lower() for n in names_in(node)))


def decisions_counted(source: str, where: str) -> list[str]:
    """The places ``source`` counts legal moves to tell a decision from a forced move."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            (op,), left, right = node.ops, node.left, node.comparators[0]
            if (_legal_count(left) and isinstance(right, ast.Constant)
                    and any(isinstance(op, o) and right.value == n for o, n in _ASKS)):
                out.append(f"{where}:{node.lineno}: {ast.unparse(node)} (penchant.play.forced: is_a_decision, "
                           "is_forced)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_a_decision_is_told_by_one_function() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel != HOME:
            problems += decisions_counted(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_counts() -> None:
    """The five copies once made."""
    old = (
        "if player == seat and len(before.legal_actions) > 1 and (not last_six or before.phase == 2):\n"
        "    real = [(n, d) for n, d in enumerate(decisions) if len(d[0].legal) >= 2]\n"
        "if self.record is None or len(st.legal_actions) < 2:\n"
        "    pass\n"
        "while len(moves := legal()) == 1:\n"
        "    pass\n"
        "if len(legal) > 2 and state.stock_indices:\n"
        "    pass\n"
    )
    assert [p.split(":")[1] for p in decisions_counted(old, "x.py")] == ["1", "2", "3", "5"]
