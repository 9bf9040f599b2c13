"""Whether a player may declare only a penchant (he lost the trick) and whether a declaration's cards fit his table
are the rules' (``DeclaringTurn.after(...).penchant_only``, ``holdings.table_overfull``): nothing outside
``penchant/rules`` passes ``penchant_only=`` a comparison of its own (the referee's check once passed
``p != d.last_winner``) or compares a count with ``held(...)`` (it once checked ``new_table.bit_count() >
held("declare")``). Checked with ast over what ``source_scan.sources`` reads."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _is_held(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and (
        node.func.id if isinstance(node.func, ast.Name) else
        node.func.attr if isinstance(node.func, ast.Attribute) else "") == "held"


def rights_by_hand(source: str) -> list[int]:
    """The lines that work out the loser's right or a table's room themselves."""
    lines = set()
    for node in ast.walk(parsed(source)):
        # who won the trick compared with the player (asking a stage, ``stage is Stage.PENCHANT``, is asking)
        if (isinstance(node, ast.keyword) and node.arg == "penchant_only" and isinstance(node.value, ast.Compare)
                and any(isinstance(op, ast.Eq | ast.NotEq) for op in node.value.ops)):
            lines.add(node.value.lineno)
        # a count held against ``held(...)`` as a limit (an exact count, ``!= held("play")``, checks a deal's state)
        if (isinstance(node, ast.Compare) and any(_is_held(n) for n in (node.left, *node.comparators))
                and any(isinstance(op, ast.Gt | ast.GtE | ast.Lt | ast.LtE) for op in node.ops)):
            lines.add(node.lineno)
    return sorted(lines)


def test_the_declaring_rights_are_asked_of_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := rights_by_hand(text))}
    assert not found, ("ask DeclaringTurn.after(...).penchant_only and holdings.table_overfull, not a comparison "
                       f"of one's own: {found}")


def test_the_scan_sees_the_rights_worked_out_by_hand() -> None:
    assert rights_by_hand("v = check(c, h, p, penchant_only=p != d.last_winner)\n") == [1]
    assert rights_by_hand('if new_table.bit_count() > held("declare"):\n    pass\n') == [1]
    assert rights_by_hand('ok = procedure.held("play") >= n\n') == [1]
    assert rights_by_hand("v = check(c, h, p, penchant_only=DeclaringTurn.after(w, player=p).penchant_only)\n") == []
    assert rights_by_hand('room = held("declare") - n\n') == []
    assert rights_by_hand('ok = (hand | table).bit_count() != held("play")\n') == []
    assert rights_by_hand("v = check(c, h, p, penchant_only=self._stage is Stage.PENCHANT)\n") == []
