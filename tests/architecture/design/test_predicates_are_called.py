"""A question of the engine (``is_...``, ``can_...``) is a method, called (``game.is_over()``, ``state.is_legal(a)``,
``view.can_win_the_trick()``); facts named as nouns or adjectives are properties (``game.deal_number``,
``game.waiting_for_next_deal``, ``state.tables_kept``, ``state.legal_declarations``).

A method read without its call is a bound method, always true: ``while not game.is_over:`` never runs. This
scan finds every ``is_...`` and ``can_...`` method the engine and the widgets define and fails on a read of one
that is not called, in the code, the tests, the benchmarks and the notebooks' code cells; and a fact of the deal
or a view that takes no argument and builds nothing new is a property, so only questions need the call."""

from __future__ import annotations

import ast
import json

from tests.architecture.design.test_import_layers import ROOT, module_files

SCANNED = ("penchant", "penchant_widgets", "penchant_server", "benchmarks", "tools")
QUESTIONS = ("is_", "can_")
"""How a question's name begins: what is named so is a method, called."""


def is_methods() -> set[str]:
    """The names of the question methods (``is_...``, ``can_...``; not properties) defined in the engine's and the
    widgets' classes."""
    names: set[str] = set()
    for module, path in module_files().items():
        if module.split(".")[0] not in ("penchant", "penchant_widgets", "penchant_server"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for fn in node.body:
                    if not (isinstance(fn, ast.FunctionDef) and fn.name.startswith(QUESTIONS)):
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
    assert {"is_over", "is_legal", "can_win_the_trick"} <= is_methods()
    assert uncalled("while not game.is_over:\n    pass\nok = game.is_over()\n", {"is_over"}) == [
        "1: game.is_over"]


def test_every_is_method_read_is_called() -> None:
    methods = is_methods()
    found = {name: bad for name, text in sources().items() if (bad := uncalled(text, methods))}
    assert found == {}


def test_the_deal_and_the_view_give_their_facts_as_properties() -> None:
    """On the deal and a player's view, what takes no argument and is no question and no new object built from the
    position (a copy, a view, a record, a text form) is a property: read as the facts beside it are."""
    from penchant.play.state import DealState
    from penchant.play.view import PlayerView

    built = {"clone", "view", "deal_entry", "to_json", "to_str", "short_form", "check_every_card_once"}
    methods = {f"{cls.__name__}.{name}" for cls in (DealState, PlayerView) for name, fn in vars_of(cls).items()
               if callable(fn) and not name.startswith(("_", *QUESTIONS)) and name not in built
               and takes_no_argument(fn)}
    assert methods == set(), "a fact of the position is a property; a question is named is_... or can_..."


def vars_of(cls: type) -> dict[str, object]:
    out: dict[str, object] = {}
    for klass in reversed(cls.__mro__[:-1]):
        out |= {k: v for k, v in vars(klass).items() if not isinstance(v, property | staticmethod | classmethod)}
    return out


def takes_no_argument(fn: object) -> bool:
    import inspect

    try:
        params = list(inspect.signature(fn).parameters.values())  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
    return [p.name for p in params] == ["self"]
