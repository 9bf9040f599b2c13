"""A view does no arithmetic on the deal's numbers (``PACK_SIZE``, ``HAND_SIZE``, ``STOCK_SIZE``,
``DEALT_TO_HANDS``): how many cards the dealer's moves deal and how many are left in his hand are the rules'
(``rules.dealing.deal_moves``, ``cards_dealt_after``, ``pack_left_after``). The deal stepper cut the pack into
moves at ``DEALT_TO_HANDS`` and counted ``PACK_SIZE - ...`` left itself (deal arithmetic in the view)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

DEAL_NUMBERS = {"PACK_SIZE", "HAND_SIZE", "STOCK_SIZE", "DEALT_TO_HANDS"}


def _names_a_number(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id in DEAL_NUMBERS


def deal_arithmetic(source: str) -> list[int]:
    """The lines of ``source`` adding to, taking from, multiplying or dividing one of the deal's numbers, or
    ranging over part of the pack from one (``range(dealt, PACK_SIZE)`` with ``dealt = DEALT_TO_HANDS``)."""
    out = set()
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.BinOp) and (_names_a_number(node.left) or _names_a_number(node.right)):
            out.add(node.lineno)
        if isinstance(node, ast.Assign) and _names_a_number(node.value):
            out.add(node.lineno)
    return sorted(out)


def test_views_leave_the_deals_arithmetic_to_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if rel.startswith("penchant_widgets/") and (lines := deal_arithmetic(text))}
    assert not found, f"ask penchant.rules.dealing (deal_moves, cards_dealt_after, pack_left_after): {found}"


def test_the_scan_sees_the_steppers_old_arithmetic() -> None:
    old = ("dealt = DEALT_TO_HANDS  # the hands card by card, then the stock at once\n"
           "units = [[i] for i in range(dealt)] + [list(range(dealt, PACK_SIZE))]\n"
           "left = PACK_SIZE - sum(len(u) for u in self.units[:n])\n"
           "left = pack_left_after(self.method, n)\n"
           "done = n == PACK_SIZE\n")
    assert deal_arithmetic(old) == [1, 3]
