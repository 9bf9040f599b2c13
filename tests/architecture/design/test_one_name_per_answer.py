"""One answer, one name: no module or class of the engine, the widgets or the server has two public functions (or
properties) that return the same expression from the same parameters. The marker's deal sheet answered "are the first
ten tricks entered?" as ``first_ten_entered`` and again as ``stock_empty``, both ``last_six_begun(self.tricks)``, and
the screens asked one or the other; ``first_ten_entered`` is kept, the stock said empty by it."""

from __future__ import annotations

import ast
from collections import defaultdict

from source_scan import PACKAGES, ROOT, parsed


def same_answers(source: str) -> list[list[str]]:
    """Each group of public functions of one scope (the module, a class) whose one statement returns the same
    expression, their parameters the same."""
    tree = parsed(source)
    groups = []
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef))]:
        answers: dict[tuple[str, str], list[str]] = defaultdict(list)
        for fn in scope.body:
            if not isinstance(fn, ast.FunctionDef) or fn.name.startswith("_"):
                continue
            body = [s for s in fn.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
            if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None:
                answers[(ast.dump(fn.args), ast.unparse(body[0].value))].append(fn.name)
        groups += [names for names in answers.values() if len(names) > 1]
    return groups


def test_no_answer_has_two_names() -> None:
    found = [f"{path.relative_to(ROOT).as_posix()}: {' = '.join(names)}" for top in PACKAGES
             for path in sorted((ROOT / top).rglob("*.py")) for names in same_answers(path.read_text("utf-8"))]
    assert not found, "keep one name for each answer: " + ", ".join(found)


def test_the_scan_sees_the_sheets_two_names() -> None:
    old = ("class DealSheet:\n"
           "    @property\n    def first_ten_entered(self) -> bool:\n"
           '        """Whether all of the first ten tricks are entered."""\n'
           "        return last_six_begun(self.tricks)\n"
           "    @property\n    def stock_empty(self) -> bool:\n        return last_six_begun(self.tricks)\n"
           "    @property\n    def all_tricks_played(self) -> bool:\n"
           "        return deal_over(self.tricks + self.phase2_tricks)\n")
    assert same_answers(old) == [["first_ten_entered", "stock_empty"]]
