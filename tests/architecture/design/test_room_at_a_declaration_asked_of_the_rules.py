"""How many cards a declarer's table can hold as he declares, and which of its earlier cards must have been played
since, is the rules' ``procedure.table_at_declaration`` (hand and table hold five at a declaration, the
declaration's cards from the hand among them): nothing outside ``penchant/rules`` works out that room by taking
cards from ``held("declare")`` (the trump puzzles' replay once did, in a puzzle module). Checked with ast over what
``source_scan.sources`` reads."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _held(node: ast.AST) -> bool:
    """``held("declare")``: what a player holds at a declaration (what he holds to play a card is another count)."""
    return (isinstance(node, ast.Call) and
            (node.func.id if isinstance(node.func, ast.Name) else
             node.func.attr if isinstance(node.func, ast.Attribute) else "") == "held"
            and any(isinstance(a, ast.Constant) and a.value == "declare" for a in node.args))


def room_by_hand(source: str) -> list[int]:
    """The lines where cards are taken from what a player holds at a declaration, ``held("declare") - ...``."""
    return sorted({node.lineno for node in ast.walk(parsed(source))
                   if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and _held(node.left)})


def test_the_room_at_a_declaration_is_asked_of_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := room_by_hand(text))}
    assert not found, f"ask rules.procedure.table_at_declaration, not held('declare') less the cards: {found}"


def test_the_scan_sees_the_room_worked_out_by_hand() -> None:
    assert room_by_hand('room = held("declare") - len(CardSet.from_mask(declaring & ~table))\n') == [1]
    assert room_by_hand('room = procedure.held("declare") - n\n') == [1]
    assert room_by_hand('table = table_at_declaration(table, m, declared)\nok = n > held("declare")\n') == []
    assert room_by_hand('extra = held("play") - finals[who].bit_count()\n') == []  # cards dealt to play from
