"""A view does not hold a count of cards to a limit of the rules (``len(t) >= TABLE_LIMIT``): whether a place is
full, and how that is said, are the rules' (:func:`penchant.rules.holdings.table_full`, ``full_tables_words``).
The barring sandbox of chapter 5 called a table full by its own comparison and said the rule in its own words.
Checked with ast over ``penchant_widgets/``: a comparison with ``len(...)`` on one side and, on the other, a name
imported
from ``penchant.rules``."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _rules_names(tree: ast.AST) -> set[str]:
    return {alias.asname or alias.name for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("penchant.rules")
            for alias in node.names}


def counts_held_to_the_rules(source: str) -> list[int]:
    """The lines of ``source`` comparing a ``len(...)`` with a name imported from the rules."""
    tree = parsed(source)
    rules = _rules_names(tree)
    out = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        counted = any(isinstance(s, ast.Call) and isinstance(s.func, ast.Name) and s.func.id == "len" for s in sides)
        limited = any(isinstance(s, ast.Name) and s.id in rules for s in sides)
        if counted and limited:
            out.add(node.lineno)
    return sorted(out)


def test_views_ask_the_rules_whether_a_place_is_full() -> None:
    found = {rel: lines for rel, text in sources()
             if rel.startswith("penchant_widgets/") and (lines := counts_held_to_the_rules(text))}
    assert not found, f"ask penchant.rules (holdings.table_full, full_tables_words): {found}"


def test_the_scan_sees_the_sandboxs_old_comparison() -> None:
    old = ("from penchant.rules.dealing import TABLE_LIMIT\n"
           "HISTORY_SHOWN = 5\n"
           "full = [len(t) >= TABLE_LIMIT for t in (t0, t1)]\n"
           "more = len(rows) > HISTORY_SHOWN\n"
           "full = table_full(t0)\n")
    assert counts_held_to_the_rules(old) == [3]
