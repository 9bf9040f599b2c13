"""Widgets do no arithmetic on card masks: which cards a sandbox lets a player lay (``MAJOR_MASK & ~t1.mask``) and
which cards bar (masks or-ed over the bar reports) were worked out in the barring widget, where the rules answer
(``rules.barring.majors_left_for``, ``rules.bar_reports.cards_barring``) or CardSet operations say it."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

_BITS = (ast.BitOr, ast.BitAnd, ast.BitXor)

ALLOWED: dict[str, str] = {
    "penchant_widgets/cards.py": "the card picker keeps its own selection among the cards it shows: its state, no rule",
}
"""Widget modules that stay, each with its reason."""


def _masky(node: ast.AST) -> bool:
    return any((isinstance(n, ast.Attribute) and n.attr == "mask") or (isinstance(n, ast.Name) and "MASK" in n.id)
               for n in ast.walk(node))


def mask_arithmetic(source: str) -> list[int]:
    """The lines of ``source`` combining card masks bitwise (``a.mask | b``, ``MAJOR_MASK & x``, ``m |= r.mask``)."""
    out = set()
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.BinOp) and isinstance(node.op, _BITS) and _masky(node):
            out.add(node.lineno)
        if isinstance(node, ast.AugAssign) and isinstance(node.op, _BITS) and _masky(node.value):
            out.add(node.lineno)
    return sorted(out)


def test_widgets_leave_mask_arithmetic_to_the_engine() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if rel.startswith("penchant_widgets/") and rel not in ALLOWED
             for line in mask_arithmetic(source)]
    assert not found, "card masks combined in a widget (ask the rules, or use CardSet operations):\n" + "\n".join(found)


def test_each_allowance_is_still_needed() -> None:
    scanned = dict(sources())
    assert all(mask_arithmetic(scanned[rel]) for rel in ALLOWED)


def test_the_scan_sees_the_old_sandbox() -> None:
    old = ("self.pickers[0].set_enabled(MAJOR_MASK & ~t1.mask)\n"
           "m |= r.barring_cards.mask\n"
           "shown = mine | theirs\n")
    assert mask_arithmetic(old) == [1, 2]
