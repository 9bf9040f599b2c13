"""A record is defined once: the puzzles' judged words kept ``Figures``, field for field the players'
``Outcomes`` (deals, net, declared, brisques, last six, trick, lead), with its own reader of the same JSON
(``duplicates`` paired the two), because the puzzles may not import the players beside them. The record now lives
below both, in :mod:`penchant.judgement.outcomes`. Read with ast over ``penchant`` and ``widgets``: no two classes
declare the same four or more fields in the same order."""

from __future__ import annotations

import ast
from collections import defaultdict

from source_scan import PACKAGES, parsed, sources


def records(source: str) -> list[tuple[tuple[str, ...], str]]:
    """The classes of ``source`` that declare four fields or more (annotated names in the body), with their fields."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.ClassDef):
            fields = tuple(s.target.id for s in node.body
                           if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name))
            if len(fields) >= 4:
                out.append((fields, node.name))
    return out


def defined_twice(files: list[tuple[str, str]]) -> list[list[str]]:
    homes: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for rel, source in files:
        for fields, name in records(source):
            homes[fields].append(f"{rel}:{name}")
    return [where for where in homes.values() if len(where) > 1]


def test_each_record_is_defined_once() -> None:
    found = defined_twice([(rel, s) for rel, s in sources() if rel.split("/")[0] in PACKAGES])
    assert found == []


def test_the_scan_sees_a_record_copied() -> None:
    a = "class Outcomes:\n    deals: int\n    net: float\n    trick: float | None\n    lead: float\n"
    b = "class Figures:\n    deals: int\n    net: float\n    trick: float | None\n    lead: float\n    x = 1\n"
    c = "class Other:\n    deals: int\n    net: float\n    lead: float\n"
    assert defined_twice([("a.py", a), ("b.py", b), ("c.py", c)]) == [["a.py:Outcomes", "b.py:Figures"]]
