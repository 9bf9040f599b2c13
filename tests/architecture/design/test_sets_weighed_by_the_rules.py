"""Two sets on the tables are weighed against each other by the rules (``rules.barring.against_the_bar``,
``weighings``, ``answers_bar``): outside ``penchant/rules`` no comparison reads a set the rules found
(``best_n``, ``best_set``, ``best_set_among``, ``best_rank_with``) against another. The barring puzzles' themes
compared ``best_n(table, n) == best_n(opp, n)`` (Kandell's comparison, said of a puzzle under Foster's rules too),
and chapter 5's lesson set ``yours[0] > his[0]`` and ``yours[1] == his[1]`` against each other by hand (issue #30).
A test that a set was found at all (``is None``, ``is not None``) is no weighing."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

_FINDERS = frozenset({"best_n", "best_set", "best_set_among", "best_rank_with"})
"""The rules' functions that find a set on a table (its rank, or its size and rank)."""


def _is_finder_call(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Name) and node.func.id in _FINDERS)
        or (isinstance(node.func, ast.Attribute) and node.func.attr in _FINDERS))


def _found_names(tree: ast.AST) -> set[str]:
    """The names bound to a set a finder found (``yours = best_set(...)``, ``n, r = best_set_among(...)``, and a
    conditional of one: ``t, m = best_n(opp, n), best_n(table, n)``)."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assign):
            continue
        values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
        for target in node.targets:
            targets = target.elts if isinstance(target, ast.Tuple) else [target]
            if len(values) == len(targets):
                out |= {t.id for t, v in zip(targets, values, strict=True)
                        if isinstance(t, ast.Name) and any(_is_finder_call(n) for n in ast.walk(v))}
            elif any(_is_finder_call(n) for v in values for n in ast.walk(v)):
                out |= {t.id for t in targets if isinstance(t, ast.Name)}
    return out


def _reads_a_found_set(node: ast.expr, found: set[str]) -> bool:
    """Whether ``node`` is a found set, a part of one (``yours[0]``) or one with a stand-in (``best_n(t, m) or -1``)."""
    if isinstance(node, ast.BoolOp):
        return any(_reads_a_found_set(v, found) for v in node.values)
    inner = node.value if isinstance(node, ast.Subscript) else node
    return _is_finder_call(inner) or (isinstance(inner, ast.Name) and inner.id in found)


def sets_weighed_by_hand(source: str, where: str) -> list[str]:
    """Every comparison (``==``, ``<``, ``>=``, ...) of a set a finder found against another, outside a test of
    ``None`` (one found set against a card's rank picks its cards: ``c.rank == found[1]`` weighs nothing) and
    outside the functions :data:`ALLOWED` lists for the file."""
    tree = parsed(source)
    found = _found_names(tree)
    allowed = ALLOWED.get(where, ((), ""))[0]
    skipped = {id(n) for fn in ast.walk(tree) if isinstance(fn, ast.FunctionDef) and fn.name in allowed
               for n in ast.walk(fn)}
    out: list[str] = []
    for node in ast.walk(tree):
        if (not isinstance(node, ast.Compare) or id(node) in skipped
                or all(isinstance(op, ast.Is | ast.IsNot) for op in node.ops)):
            continue
        operands = [node.left, *node.comparators]
        if sum(_reads_a_found_set(o, found) for o in operands) >= 2 and not any(
                isinstance(o, ast.Constant) and o.value is None for o in operands):
            out.append(f"{where}:{node.lineno}: a set on the tables weighed by hand "
                       "(rules.barring.against_the_bar, weighings, answers_bar)")
    return out


ALLOWED: dict[str, tuple[tuple[str, ...], str]] = {
    "penchant/puzzles/checkers/barring.py": (("_naive_size_blind", "_naive_strict", "_minor_sets_bar"),
                                    "the barring puzzles' misreadings of the bar (size ignored, a tie does not "
                                    "unbar, minor sets bar too), which find the tempting wrong answers: wrong on "
                                    "purpose, so not the rules' weighing"),
}
"""Functions outside the rules that weigh a found set themselves, by file, with their reason."""


def test_sets_on_the_tables_are_weighed_by_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += sets_weighed_by_hand(source, rel)
    assert not problems, "\n".join(problems)


def test_the_allowed_functions_still_need_their_place() -> None:
    from source_scan import ROOT

    for rel, (functions, _why) in ALLOWED.items():
        tree = parsed((ROOT / rel).read_text(encoding="utf-8"))
        defined = {fn.name for fn in ast.walk(tree) if isinstance(fn, ast.FunctionDef)}
        assert set(functions) <= defined, f"{rel}: {sorted(set(functions) - defined)} no longer need their place"


def test_the_scan_sees_the_old_weighings() -> None:
    old = (
        "def themes(table, opp):\n"
        "    for n in sizes:\n"
        "        t, m = best_n(opp, n), best_n(table, n)\n"
        "        if t is not None and m is not None and m == t:\n"
        "            return True\n"
        "    if any(best_n(table, n) is not None and best_n(table, n) == best_n(opp, n) for n in SET_SIZES):\n"
        "        return True\n"
        "    yours, his = best_set(table), best_set(opp, major_only=True)\n"
        "    if yours[0] != his[0] and yours is not None:\n"
        "        return yours[1] == his[1]\n"
        "    if any((best_n(table, m) or -1) >= best_n(opp, n) for m in range(2, n)):\n"
        "        return False\n"
    )
    lines = sorted(int(p.split(":")[1]) for p in sets_weighed_by_hand(old, "x.py"))
    assert lines == [4, 6, 9, 10, 11], lines
    assert not sets_weighed_by_hand("found = best_set(cards)\npicked = [c for c in cards if c.rank == found[1]]\n",
                                    "x.py")
