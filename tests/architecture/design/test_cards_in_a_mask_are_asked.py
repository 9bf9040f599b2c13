"""Whether a card is in a mask is asked of the rules (``rules.cards.index_in``, ``card_indexes``), not shifted
out by hand (``mask >> i & 1``) above penchant/rules and in the widgets (five of them at once)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

ALLOWED: dict[tuple[str, str], str] = {
    ("penchant/studies/numbers.py", "sub >> j & 1"): "a subset's j-th member, counted over a list: no card index",
}
"""Shifts that stay (file, the expression), each with its reason."""


def cards_shifted_out(source: str) -> list[tuple[int, str]]:
    """``(line, expression)`` for each ``x >> i & 1``."""
    return sorted((node.lineno, ast.unparse(node)) for node in ast.walk(parsed(source))
                  if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitAnd)
                  and isinstance(node.left, ast.BinOp) and isinstance(node.left.op, ast.RShift)
                  and isinstance(node.right, ast.Constant) and node.right.value == 1)


def test_a_card_in_a_mask_is_asked_of_the_rules() -> None:
    found = [f"{rel}:{line}: {expr} (rules.cards.index_in)" for rel, source in sources()
             if not rel.startswith("penchant/rules/") for line, expr in cards_shifted_out(source)
             if (rel, expr) not in ALLOWED]
    assert not found, "\n".join(found)


def test_each_allowance_is_still_needed() -> None:
    got = {(rel, expr) for rel, source in sources() for _line, expr in cards_shifted_out(source)}
    assert set(ALLOWED) <= got, set(ALLOWED) - got


def test_the_scan_sees_the_old_shifts() -> None:
    old = ("bits = [i for i in range(PACK_SIZE) if g >> i & 1]\n"
           "if not last_six_follows(h[follower], a, trump) >> b & 1:\n    pass\n"
           "ok = index_in(m, card)\n")
    assert [line for line, _e in cards_shifted_out(old)] == [1, 2]
