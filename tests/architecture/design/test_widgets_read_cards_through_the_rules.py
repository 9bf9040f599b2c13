"""The views read cards a caller gives them through the engine's readers (``cards_given``), which refuse a
number: ``CardSet.from_mask(mask_of(x))`` takes a whole number as a mask, so ``BarringPanel(("", 5))`` showed the
Seven and Nine of spades. The card faces' own helpers (``penchant_widgets/cards.py``) draw the engine's masks
and may."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

ALLOWED = {"penchant_widgets/cards.py":
           "the faces and pickers draw the engine's own masks (a view's state, a bar's cards)"}


def cards_read_as_masks(source: str, where: str) -> list[str]:
    """``mask_of(...)`` in a widget: anything, a number included, taken as cards."""
    return [f"{where}:{node.lineno}: mask_of(...) reads a number as cards (rules.cards.cards_given refuses it)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "mask_of"]


def test_the_widgets_read_cards_through_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel.startswith("penchant_widgets/") and rel not in ALLOWED:
            problems += cards_read_as_masks(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_panel() -> None:
    old = ("def update(self, tables):\n"
           "    t0, t1 = (CardSet.from_mask(mask_of(t)) for t in tables)\n")
    assert [p.split(":")[1] for p in cards_read_as_masks(old, "x.py")] == ["2"]
