"""A set's size is asked of the rules, not written out: the barring puzzles' words flagged the sizes
barred as ``(2 in barred, 3 in barred, 4 in barred)`` and asked ``is_barred_on_masks(2, ...)`` for "is any minor
set barred". The sizes are ``rules.kinds.SET_SIZES`` (``SMALLEST_SET``, ``LARGEST_SET``), the sizes barred
``rules.barring.barred_set_sizes``; outside ``penchant/rules`` the set sizes are not written out as a row of
membership tests, nor is a size literal given to a barring rule, nor a size capped at a literal 4
(``LARGEST_SET``), nor the ranks counted down as ``range(7, -1, -1)`` (the rules' ``Rank``)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

BARRING_RULES = {"is_barred_on_masks", "is_barred", "bar_report", "free_report", "big_enough_to_bar",
                 "long_enough_to_answer", "why_free", "free_report_of_tables"}
SIZES = {2, 3, 4}
LARGEST = max(SIZES)
HIGHEST_RANK = 7


def _size(node: ast.AST) -> bool:
    return (isinstance(node, ast.Constant) and type(node.value) is int and node.value in SIZES)


def sizes_written(source: str, where: str) -> list[str]:
    out: list[tuple[int, str]] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Tuple | ast.List):
            tested = {n.left.value for n in node.elts if isinstance(n, ast.Compare) and _size(n.left)  # type: ignore[attr-defined]
                      and any(isinstance(op, ast.In | ast.NotIn) for op in n.ops)}
            if len(tested) >= 2:
                out.append((node.lineno, "the set sizes written out, each tested for membership "
                                         "(rules.kinds.SET_SIZES, rules.barring.barred_set_sizes)"))
        if (isinstance(node, ast.Call) and node.args and _size(node.args[0])
                and (node.func.id if isinstance(node.func, ast.Name)
                     else node.func.attr if isinstance(node.func, ast.Attribute) else "") in BARRING_RULES):
            out.append((node.lineno, "a barring rule asked of a size written out (rules.kinds.SET_SIZES, "
                                     "rules.barring.barred_set_sizes)"))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            consts = [a.value for a in node.args if isinstance(a, ast.Constant)]
            if node.func.id == "min" and LARGEST in consts:
                out.append((node.lineno, "a size capped at a literal 4 (rules.kinds.LARGEST_SET)"))
            if node.func.id == "range" and consts[:1] == [HIGHEST_RANK] and len(node.args) == 3:
                out.append((node.lineno, "the ranks counted down by number (the rules' Rank, reversed(Rank), "
                                         "rules.barring.best_n)"))
    return [f"{where}:{line}: {what}" for line, what in sorted(out)]


def test_set_sizes_come_from_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += sizes_written(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_copies() -> None:
    old = ("def barred_sizes(table, opp_table, reading):\n"
           "    barred = barred_set_sizes(table, opp_table, reading)\n"
           "    return (2 in barred, 3 in barred, 4 in barred)\n"
           "if is_barred_on_masks(2, table, opp_table, reading_of(reading)):\n"
           "    pass\n"
           "ok = tuple(n in barred for n in SET_SIZES) and is_barred_on_masks(size, t, o, r)\n")
    assert [p.split(":")[1] for p in sizes_written(old, "x.py")] == ["3", "4"]
    assert not sizes_written("if o == 3 and 4 not in reachable:\n    pass\n", "x.py")


def test_the_scan_sees_the_barring_puzzles_old_ranks_and_cap() -> None:
    """The misreading "minor sets bar too" counted the ranks down as ``range(7, -1, -1)`` and
    capped a run's size as ``min(size, 4)``."""
    old = ("for r in range(7, -1, -1):\n"
           "    pass\n"
           "ok = not rule(min(size, 4), table, opp)\n"
           "ok = not rule(min(size, LARGEST_SET), table, opp)\n"
           "chips = [b(i) for i in range(8)]\n")
    assert [p.split(":")[1] for p in sizes_written(old, "x.py")] == ["1", "3"]
