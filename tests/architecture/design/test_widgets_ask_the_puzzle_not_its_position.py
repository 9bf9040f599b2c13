"""A view asks the puzzle, not its position's raw fields: the board read ``pos.get("rules")`` for the
variant badges, ``pos["played"]`` and ``pos["declaration"]`` through their own card reading, and the answer's
words ``p.position.get("table")``. What the puzzle answers (:class:`~penchant.puzzles.model.Puzzle`: its
``rule_options``, ``trump``, ``led``, ``declared_before``, ``penchant_only``, ``brisques_won``, ``stock_left``,
``cards_held(zone)``) no widget reads from the position's dict: ``.get(key)`` or ``[key]`` on ``position``, on
``pos`` or on anything's ``.position``. Whether a field is there at all (``key in position``) is the view's to ask."""

from __future__ import annotations

import ast

from source_scan import ROOT, parsed

ANSWERED = {"rules", "trump", "led", "declared", "penchant_only", "won", "stock_left", "played", "declaration",
            "table", "hand", "opp_hand", "opp_table"}


def _is_position(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id in ("pos", "position")) or (
        isinstance(node, ast.Attribute) and node.attr == "position")


def raw_reads(source: str) -> list[tuple[int, str]]:
    """(line, key) of each read of a field the puzzle answers, from a position's dict."""
    out = []
    for node in ast.walk(parsed(source)):
        key: ast.expr | None = None
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
                and _is_position(node.func.value) and node.args):
            key = node.args[0]
        elif isinstance(node, ast.Subscript) and _is_position(node.value):
            key = node.slice
        if isinstance(key, ast.Constant) and key.value in ANSWERED:
            out.append((node.lineno, str(key.value)))
    return out


def test_the_scan_sees_the_old_reads() -> None:
    old = ('options = pos.get("rules")\n'
           'played = cards_given(pos["played"], "the cards played")\n'
           'where = "x" if p.position.get("table") else "y"\n'
           'seat = pos.get("turn")\n'
           'shown = "trump" in pos\n')
    assert raw_reads(old) == [(1, "rules"), (2, "played"), (3, "table")]


def test_no_widget_reads_a_field_the_puzzle_answers() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {key!r}"
             for path in sorted((ROOT / "penchant_widgets").rglob("*.py"))
             for line, key in raw_reads(path.read_text(encoding="utf-8"))]
    assert not found, "ask the puzzle (its properties, cards_held) instead:\n" + "\n".join(found)
