"""A puzzle's outcome is the trainer's :class:`~penchant.trainer.attempts.Outcome`, named by its members everywhere
but where they are defined: no source spells an outcome's stored value (``"solved_first"``...) as a string of its
own, nor compares a standing (``.status``, ``.state``) or an attempt's ``.outcome`` with a string. A view once worked
out an answer's outcome itself (``"solved_first" if first_try else "shown" if shown else "solved_after_miss"``) from
booleans the board took from the enum, and a standing was ``Outcome | "new"``, compared with ``== "new"`` (issue #30).
"""

from __future__ import annotations

import ast

from source_scan import parsed, sources

from penchant.trainer.attempts import Outcome

HOME = "penchant/trainer/attempts.py"
SPELLED = {o.value for o in Outcome if "_" in o.value}
"""The values no other word could be: a plain "new", "missed" or "shown" is also English (and a traitlet's change)."""
STANDINGS = ("status", "state", "outcome")
VALUES = {o.value for o in Outcome}


def _docstrings(tree: ast.AST) -> set[int]:
    return {id(body[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and (body := node.body) and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)}


def _is_standing(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in STANDINGS


def _is_value(node: ast.AST) -> bool:
    """An outcome's stored value as a string (a game's ``status == "over"`` is not one)."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_is_value(e) for e in node.elts)
    return isinstance(node, ast.Constant) and node.value in VALUES


def outcomes_spelled(source: str, where: str) -> list[str]:
    """Each outcome value spelled as a string, and each standing compared with a string, in ``source``."""
    tree = parsed(source)
    docs = _docstrings(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in SPELLED and id(node) not in docs:
            found.append(f"{where}:{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_is_standing(s) for s in sides) and any(_is_value(s) for s in sides):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_outcomes_are_named_by_the_enum() -> None:
    found = [hit for where, source in sources() if where != HOME for hit in outcomes_spelled(source, where)]
    assert not found, "spell an outcome by its Outcome member, not its stored string:\n" + "\n".join(found)


def test_the_scan_sees_a_view_working_out_an_outcome() -> None:
    assert outcomes_spelled('said = "solved_first" if first else "solved_after_miss"\n', "v.py") == [
        "v.py:1: 'solved_first'", "v.py:1: 'solved_after_miss'"]
    assert outcomes_spelled('if st.status == "new":\n    pass\n', "v.py") == ["v.py:1: st.status == 'new'"]
    assert outcomes_spelled('if st.status in ("new", Outcome.MISSED):\n    pass\n', "v.py") != []
    assert outcomes_spelled('"""solved_first"""\nif st.status is Outcome.NEW:\n    pass\n', "v.py") == []
    assert outcomes_spelled('if game.status != "over":\n    pass\n', "v.py") == []
