"""A view's choices of a count (how many brisquettes, cards, tricks) come from the rules, never from a list of numbers
typed into the widget: a toggle's ``options=[("one brisque", 1), ("two in one trick", 2)]`` in the sheet's correction
panel was true only while a trick could bring at most two, and the deal screen already derived its buttons from
:func:`~penchant.rules.limits.most_brisquettes` (issue #30)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _count(element: ast.expr) -> int | None:
    if (isinstance(element, ast.Tuple) and len(element.elts) == 2
            and isinstance(c := element.elts[1], ast.Constant) and type(c.value) is int):
        return c.value
    return None


def _typed(options: ast.expr) -> bool:
    """Two or more (words, count) pairs, every count 1 or more: counts, not a seat's or a player's place (numbered
    from 0, as the players of a two-player game are, which no rule changes)."""
    if not isinstance(options, ast.List | ast.Tuple):
        return False
    counts = [_count(e) for e in options.elts]
    return len(counts) >= 2 and all(c is not None and c >= 1 for c in counts)


def typed_counts(source: str, where: str) -> list[str]:
    """Each ``options=`` given as a literal list of (words, count) pairs in ``source``."""
    return [f"{where}:{node.value.lineno}: {ast.unparse(node.value)}" for node in ast.walk(parsed(source))
            if isinstance(node, ast.keyword) and node.arg == "options" and _typed(node.value)]


def test_views_type_no_counted_options() -> None:
    found = [hit for where, source in sources() if where.startswith("penchant_widgets/")
             for hit in typed_counts(source, where)]
    assert not found, "derive a count's choices from the rules:\n" + "\n".join(found)


def test_the_scan_sees_a_typed_pair() -> None:
    typed = 'W.ToggleButtons(options=[("one brisque", 1), ("two in one trick", 2)], value=1)\n'
    assert len(typed_counts(typed, "v.py")) == 1
    assert typed_counts('W.ToggleButtons(options=brisquette_choices(), value=1)\n', "v.py") == []
    assert typed_counts('W.ToggleButtons(options=[("won", "won"), ("lost", "lost")])\n', "v.py") == []
    assert typed_counts('W.ToggleButtons(options=[("first player", 0), ("second player", 1)])\n', "v.py") == []
