"""A name's plural is the rules' (``Kind.plural``, ``Rank.plural``, ``Suit.plural``, ``count_words``), never an
"s" stuck on in place: the deal's bounds once said "5 familys" and "17 flushs" (``f"{kind.value}s"``), and the
barring board built "7s, 8s" with ``+ "s"``."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

_AN_S: re.Pattern[str] = re.compile(r"^s\b")
NAMES = {"value", "written", "name"}
"""The attributes that give a kind's, rank's or suit's name in the singular (``kind.value``, ``rank.written``)."""
HOMES = {"penchant/rules/kinds.py", "penchant/rules/suits_and_ranks.py", "penchant/rules/number_words.py"}
"""Where the plurals are made: the kinds, the ranks and suits, and counted things."""


def _a_name(node: ast.AST) -> bool:
    if isinstance(node, ast.FormattedValue):
        node = node.value
    return isinstance(node, ast.Attribute) and node.attr in NAMES


def plurals_by_hand(source: str, where: str) -> list[str]:
    """``f"{kind.value}s ..."`` (a name followed by a bare s) and ``rank.name + "s"``: a plural made by hand."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.JoinedStr):
            for left, right in zip(node.values, node.values[1:], strict=False):
                if (_a_name(left) and isinstance(right, ast.Constant)
                        and isinstance(right.value, str) and _AN_S.match(right.value)):
                    out.append(f"{where}:{node.lineno}: a plural made by an f-string's s (Kind.plural, Rank.plural, "
                               "count_words)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and isinstance(node.right, ast.Constant)
                and node.right.value == "s" and any(_a_name(n) for n in ast.walk(node.left))):
            out.append(f"{where}:{node.lineno}: a plural made by + 's' (Kind.plural, Rank.plural, count_words)")
    return out


def test_plurals_are_asked_of_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel not in HOMES:
            problems += plurals_by_hand(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_plurals() -> None:
    old = ('a = f"{count} {kind.value}s in one deal"\n'
           'b = ", ".join(r.name.title() + "s" for r in ranks)\n'
           'c = f"{count} {kind.plural} by {who}"\n'
           'd = f"{r.written}s"\n'
           'e = f"within {timeout}s"\n')
    assert sorted(p.split(":")[1] for p in plurals_by_hand(old, "x.py")) == ["1", "2", "4"]
