"""A group of kinds the rules name is asked of the rules, not written out as a row of ``Kind`` members: the declaration
puzzles kept ``_SET_BUILD`` and ``_RUN_BUILD`` (``rules.kinds.SETS_BUILT_UP`` and the
run class), the decision and timing puzzles ``(Kind.PAIR, Kind.TRIPLET)`` for "a set that can still grow"
(``SETS_THAT_CAN_GROW``, asked through ``rules.declaring.cards_to_grow_a_set``)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

from penchant.rules.kinds import COUPLINGS, RUNS, SETS, SETS_BUILT_UP, SETS_THAT_CAN_GROW

NAMED: dict[frozenset[str], str] = {
    frozenset(k.name for k in group): name
    for group, name in ((SETS, "SETS"), (RUNS, "RUNS"), (COUPLINGS, "COUPLINGS"), (SETS_BUILT_UP, "SETS_BUILT_UP"),
                        (SETS_THAT_CAN_GROW, "SETS_THAT_CAN_GROW"))
}


def _kind_member(node: ast.AST) -> str | None:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Kind":
        return node.attr
    return None


def kind_groups_by_hand(source: str, where: str) -> list[str]:
    """Each tuple, list or set of ``Kind`` members in ``source`` that is a group the rules name."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Tuple | ast.List | ast.Set) and len(node.elts) >= 2:
            members = [_kind_member(e) for e in node.elts]
            if all(members) and (name := NAMED.get(frozenset(m for m in members if m))):
                out.append(f"{where}:{node.lineno}: a group of kinds written out (rules.kinds.{name})")
    return out


def test_kind_groups_come_from_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in kind_groups_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_copies() -> None:
    old = ("_SET_BUILD: Final = frozenset({Kind.TRIPLET, Kind.QUADRUPLET})\n"
           "_RUN_BUILD: Final = frozenset({Kind.FAMILY, Kind.CLAN, Kind.FLUSH, Kind.REUNION})\n"
           "if kind in (Kind.PAIR, Kind.TRIPLET):\n"
           "    pass\n"
           "STUDY_KINDS: Final = (Kind.REUNION, Kind.QUADRUPLET)\n")
    assert [p.split(":")[1] for p in kind_groups_by_hand(old, "x.py")] == ["1", "2", "3"]
