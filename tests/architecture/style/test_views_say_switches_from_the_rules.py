"""A view never writes how a profile sets one of its switches as fixed prose: who deals after the
cut, which reading of the bar, whether a loser's penchant sets trump, whether a card serves again in the same
kind. Under another profile, or a profile with the switch turned, the sentence would be wrong: the words come
from the rules, keyed on the profile's switch (``penchant.words.switches.option_words``, ``switch_words``,
``declaring_words``; ``penchant.words.barring.rule_words``). The scan reads the text of the widgets' and the
notebooks' code (docstrings and the notebooks' prose left out: they explain, they do not show a profile)."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

SWITCH_PHRASES = ("lower cut", "higher cut", "by value", "by size", "loser's penchant sets", "winner's penchant sets",
                  "whoever declares it", "declared by a trick's winner sets",
                  "penchant by the loser", "serves only once", "serve again in the same kind")
"""How a switch's settings are said: any of these in a view's own text states one setting of one switch."""

_TAG = re.compile(r"<[^>]+>")


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def switches_said(source: str, where: str) -> list[str]:
    tree = parsed(source)
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            said = " ".join(_TAG.sub("", node.value).replace("’", "'").lower().split())
            found += [f"{where}:{node.lineno}: {p!r}" for p in SWITCH_PHRASES if p in said]
    return sorted(found, key=lambda p: int(p.split(":")[1]))


def test_views_say_the_switches_in_the_rules_words() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel.startswith(("penchant_widgets/", "notebooks/")):
            problems += switches_said(source, rel)
    assert not problems, "a switch's setting as fixed prose: ask the rules' words\n" + "\n".join(problems)


def test_the_scan_sees_the_old_sentences() -> None:
    """The three copies once made: the cut, the two readings' table and the deal table's hint."""
    old = (
        'a = f"Foster: the <b>lower</b> cut deals, so <b>{foster}</b> deals. "\n'
        'b = "Foster’s rules bar by value; Kandell’s rules and the modern rules bar by size."\n'
        'c = ("Declarations come right after a trick, by its winner (or a penchant by the loser, "\n'
        '     "if the winner declares nothing).")\n'
        'def f():\n'
        '    """Foster: the lower cut deals (a docstring explains)."""\n'
        'd = declaring_words(st.profile)\n'
    )
    assert [p.split(":")[1] for p in switches_said(old, "x.py")] == ["1", "2", "2", "3"]
