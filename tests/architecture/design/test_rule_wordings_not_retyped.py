"""A rule's wording lives once, in ``penchant/rules`` (a ``..._WORDS`` constant, in the game's words): no string
typed outside the rules says it again (the declaration puzzles' hints once restated the fresh-card rule and "only
when the winner declared nothing" in words of their own, free to drift from the refusals'). Checked with ast over
what ``source_scan.sources`` reads: every string constant outside ``penchant/rules`` against every ``..._WORDS``
string of the rules' modules long enough to be a rule (a few words are no rule)."""

from __future__ import annotations

import ast
import importlib
import pkgutil

from source_scan import parsed, sources

import penchant.rules

SHORTEST_RULE = 25
"""Fewer characters than a rule needs: a few words ("one declaration a trick") are said again in prose."""


def rule_wordings() -> dict[str, str]:
    found: dict[str, str] = {}
    for info in pkgutil.walk_packages(penchant.rules.__path__, "penchant.rules."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if name.endswith("_WORDS") and isinstance(value, str) and len(value) >= SHORTEST_RULE:
                found[value.lower()] = name
    return found


def retyped(source: str, wordings: dict[str, str]) -> list[tuple[int, str]]:
    """The lines (and the rule's name) where a string constant holds a rule's wording (a docstring, whose examples
    show what the rules say, is no string the code says)."""
    tree = parsed(source)
    docs = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    return sorted({(node.lineno, name) for node in ast.walk(tree)
                   if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
                   for wording, name in wordings.items() if wording in node.value.lower()})


def test_the_rules_wordings_are_not_retyped() -> None:
    wordings = rule_wordings()
    assert any(name == "FRESH_CARD_WORDS" for name in wordings.values())
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := retyped(text, wordings))}
    assert not found, f"use the rules' wording (the constant named), not a copy of it: {found}"


def test_the_scan_sees_a_rule_retyped() -> None:
    wordings = {"only when the winner declared nothing": "WINNER_DECLARED_NOTHING_WORDS"}
    assert retyped('HINT = "One kind only, and only when the winner declared nothing."\n', wordings) == [
        (1, "WINNER_DECLARED_NOTHING_WORDS")]
    assert retyped('HINT = f"One kind only, and {WINNER_DECLARED_NOTHING_WORDS}."\n', wordings) == []
    assert retyped('def f():\n    """says: only when the winner declared nothing"""\n', wordings) == []


def test_the_scan_sees_the_trump_refusals_typed_by_hand() -> None:
    """The marker's and a game record's refusal of a trump with no penchant once typed the rule in three wordings
    of their own (issue #30)."""
    wordings = rule_wordings()
    old = ('raise ScoreEntryError(f"trump {str(given)!r} with no penchant declared: only a penchant sets trump")\n'
           'raise InvalidRecordError(f"{where}.trump: {trump!r}, but no penchant was declared in this deal, and only '
           'a penchant "\n    "sets trump")\n')
    assert retyped(old, wordings) == [(1, "ONLY_A_PENCHANT_SETS_TRUMP_WORDS"), (2, "ONLY_A_PENCHANT_SETS_TRUMP_WORDS")]
