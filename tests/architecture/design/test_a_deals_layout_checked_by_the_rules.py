"""How many cards a deal's hands, tables and stock hold after so many tricks is the rules' to check
(:func:`penchant.rules.card_counts.check_deal_layout`): no code outside ``penchant/rules`` compares a count of cards
(``len(...)``, ``.bit_count()``) with the cards dealt (``HAND_SIZE``, ``STOCK_SIZE``) or the stock after so many
tricks (``stock_after(...)``). The position reader and the played deal's reader each did (rules outside
penchant/rules). Asking what a player holds at a moment (``held("play")``, as the puzzle miner does to find a
player who has not led) is asking the rules, and is not flagged."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

LAYOUT_NAMES = {"HAND_SIZE", "STOCK_SIZE", "HELD_AT_DECLARATION", "LAST_SIX_TRICKS"}
LAYOUT_RULES = {"stock_after", "stock_at_next_lead"}
BOUND_NAMES = {"LAST_SIX_TRICKS"}
"""Counts no code outside the rules bounds a count of cards by (``len(hand) > LAST_SIX_TRICKS``: a hand of the
last six is :func:`penchant.rules.possible_positions.last_six_position_problems`'s to check); a
puzzle maker building a hand under ``HAND_SIZE`` is constructing, not checking."""


def _is_layout(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return node.id in LAYOUT_NAMES
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute):
        name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
        return name in LAYOUT_RULES
    return False


def _is_count(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and ((isinstance(n.func, ast.Name) and n.func.id == "len")
                                            or (isinstance(n.func, ast.Attribute) and n.func.attr == "bit_count"))
               for n in ast.walk(node))


def layouts_checked_by_hand(source: str) -> list[int]:
    """The lines of ``source`` comparing a count of cards with what a deal lays out (``!=``, ``==``, or a bound:
    ``len(hand) > LAST_SIX_TRICKS``, the solver's hand of the last six checked again)."""
    out: list[int] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            equal = all(isinstance(op, ast.Eq | ast.NotEq) for op in node.ops)
            bound = any(isinstance(s, ast.Name) and s.id in BOUND_NAMES for s in sides)
            if (equal or bound) and any(_is_layout(s) for s in sides) and any(_is_count(s) for s in sides):
                out.append(node.lineno)
    return sorted(set(out))


def test_a_deals_layout_is_checked_by_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if rel.startswith(("penchant/", "penchant_widgets/")) and not rel.startswith("penchant/rules/")
             and (lines := layouts_checked_by_hand(text))}
    assert not found, f"ask penchant.rules.card_counts.check_deal_layout: {found}"


def test_the_scan_sees_the_old_checks() -> None:
    old = ("if len(pone) != HAND_SIZE or len(dealt) != HAND_SIZE or len(stock) != STOCK_SIZE:\n    pass\n"
           "if len(hand) + len(table) != want:\n    pass\n"
           "if phase1 and stock_at_next_lead(len(stock), declaring) != stock_after(tricks):\n    pass\n"
           "if (h | t).bit_count() == HAND_SIZE:\n    pass\n"
           "if (h | t).bit_count() == held('play'):\n    pass\n"
           "if len(cards) > LAST_SIX_TRICKS:\n    pass\n")
    assert layouts_checked_by_hand(old) == [1, 5, 7, 11]
    assert not layouts_checked_by_hand("check_deal_layout((pone, dealt), stock)\nok = len(x) == n\n")
