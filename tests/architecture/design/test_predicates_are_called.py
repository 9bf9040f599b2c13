"""An ``is_...`` question of the engine is a method, called (``game.is_over()``, ``state.is_legal(a)``); facts named
as nouns or adjectives are properties (``game.deal_number``, ``game.waiting_for_next_deal``, ``state.tables_kept``).

A method read without its call is a bound method, always true: ``while not game.is_over:`` never runs. This
scan finds every ``is_...`` method the engine and the widgets define and fails on a read of one that is not
called, in the code, the tests, the benchmarks and the notebooks' code cells."""

from __future__ import annotations

import ast
import json

from tests.architecture.design.test_import_layers import ROOT, module_files

SCANNED = ("penchant", "penchant_widgets", "penchant_server", "benchmarks", "tools")


def is_methods() -> set[str]:
    """The names of the ``is_...`` methods (not properties) defined in the engine's and the widgets' classes."""
    names: set[str] = set()
    for module, path in module_files().items():
        if module.split(".")[0] not in ("penchant", "penchant_widgets", "penchant_server"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for fn in node.body:
                    if not (isinstance(fn, ast.FunctionDef) and fn.name.startswith("is_")):
                        continue
                    if not any(isinstance(d, ast.Name) and d.id in ("property", "staticmethod")
                               for d in fn.decorator_list):
                        names.add(fn.name)
    return names


def uncalled(source: str, methods: set[str]) -> list[str]:
    """The reads of ``methods`` in ``source`` that are not calls, as ``line: text``."""
    tree = ast.parse(source)
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    defined_as = {id(t) for n in ast.walk(tree) if isinstance(n, ast.Assign) for t in n.targets}
    return [f"{n.lineno}: {ast.unparse(n)}" for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and n.attr in methods and id(n) not in called and id(n) not in defined_as]


def sources() -> dict[str, str]:
    out = {str(path.relative_to(ROOT)): path.read_text(encoding="utf-8") for module, path in module_files().items()
           if module.split(".")[0] in SCANNED}
    out |= {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests").rglob("*.py"))}
    for nb in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
        code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
        out[str(nb.relative_to(ROOT))] = "\n".join(line for cell in code for line in cell.splitlines()
                                                   if not line.lstrip().startswith(("%", "!")))
    return out


def test_the_scan_finds_a_predicate_read_without_its_call() -> None:
    assert {"is_over", "is_legal"} <= is_methods()
    assert uncalled("while not game.is_over:\n    pass\nok = game.is_over()\n", {"is_over"}) == [
        "1: game.is_over"]


def test_every_is_method_read_is_called() -> None:
    methods = is_methods()
    found = {name: bad for name, text in sources().items() if (bad := uncalled(text, methods))}
    assert found == {}
