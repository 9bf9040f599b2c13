"""The score sheet's names have one home each, and the ``penchant`` package's documented API besides.

``penchant.play.game`` re-exported the sheet's names "for existing callers" and ``penchant.play.sheet`` the
rules' ``GameResult`` and ``DealScore``, so ``GameResult`` could be imported from four places; every caller
now imports a name from the module that defines it."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
import pathlib

import pytest

import penchant
from penchant.lazy_exports import stub_exports
from tests.architecture.design.test_import_layers import module_files

HOMES = {
    "DealEntry": "penchant.play.sheet",
    "score_deal": "penchant.play.sheet",
    "tally": "penchant.play.sheet",
    "validate_deal": "penchant.play.sheet",
    "GameResult": "penchant.rules.game_scoring",
    "DealScore": "penchant.rules.scoring",
    "Stage": "penchant.play.moves",
}


def exporters(name: str) -> set[str]:
    """The engine's modules whose ``__all__`` lists ``name``."""
    out: set[str] = set()
    for module in module_files():
        if (module == "penchant" or module.startswith("penchant.")) and module != "penchant.__main__":
            if name in getattr(importlib.import_module(module), "__all__", ()):
                out.add(module)
    return out


@pytest.mark.parametrize("name", sorted(HOMES))
def test_a_sheet_name_is_exported_by_its_home_and_the_package_only(name: str) -> None:
    home = HOMES[name]
    assert getattr(importlib.import_module(home), name).__module__ == home
    assert exporters(name) - {"penchant"} == {home}


def test_the_stage_is_imported_from_its_home() -> None:
    """``penchant.play.state`` re-exported ``Stage`` from :mod:`penchant.play.moves` and 42 modules (the boards
    among them) imported it from the deal's state: each imports it from its home now."""
    found = [f"{module}:{node.lineno}" for module, path in module_files().items()
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.ImportFrom) and node.module == "penchant.play.state"
             and any(alias.name == "Stage" for alias in node.names)]
    assert not found, "import Stage from penchant.play.moves:\n" + "\n".join(found)


def test_the_checkers_shared_pieces_export_only_their_own() -> None:
    """``penchant.puzzles._common`` (now ``grading``) re-exported the rules' ``count_words`` and ``join_or``
    ("plural names"): the checkers import them from their homes, :mod:`penchant.english.numbers` and
    :mod:`penchant.english.lists`."""
    common = importlib.import_module("penchant.puzzles.checkers.grading")
    assert {name: getattr(common, name).__module__ for name in common.__all__
            if getattr(common, name).__module__ != common.__name__} == {}


def module_aliases(source: str, where: str) -> list[str]:
    """A module binding a second name to a function or class it defines or imports (``result_from_totals =
    game_result``): one thing under two names, which callers then use both of."""
    tree = ast.parse(source)
    bound: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            bound |= {(a.asname or a.name).split(".")[0] for a in node.names}
    out = []
    for node in tree.body:
        target = (node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1
                  else node.target if isinstance(node, ast.AnnAssign) else None)
        value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
        if isinstance(target, ast.Name) and isinstance(value, ast.Name) and value.id in bound:
            out.append(f"{where}:{node.lineno}: {target.id} = {value.id}")
    return out


def test_no_module_gives_a_function_or_class_a_second_name() -> None:
    """A constant given a name of its own meaning (``LAST_SIX_TRICKS = HAND_SIZE``) is the rules-constants
    scan's to judge; a function or class under a second name is refused here."""
    found: list[str] = []
    for module, path in module_files().items():
        if module.startswith(("penchant", "penchant_widgets")) and module != "penchant.__main__":
            mod = importlib.import_module(module)
            found += [line for line in module_aliases(path.read_text(encoding="utf-8"), module)
                      if inspect.isfunction(obj := getattr(mod, line.rsplit(" = ", 1)[1]))
                      or inspect.isclass(obj) or inspect.isbuiltin(obj)]
    assert not found, "one name each: call the thing by its own name\n" + "\n".join(found)


def test_the_alias_scan_sees_the_old_aliases() -> None:
    old = ("from penchant.rules.game_scoring import game_result\n"
           "result_from_totals = game_result\n"
           "LIMIT = 3\n"
           "def f(): ...\n"
           "g: object = f\n")
    assert [p.split(":")[1] for p in module_aliases(old, "x.py")] == ["2", "5"]


def test_the_widgets_export_none_of_the_engines_names() -> None:
    """``penchant_widgets.play.table`` listed the engine's ``arranged_deal`` in its ``__all__``, so a chapter imported
    the engine's teaching position from a view: the engine's names are imported from the engine."""
    foreign: dict[str, list[str]] = {}
    for module in module_files():
        if module.startswith("penchant_widgets."):
            mod = importlib.import_module(module)
            names = [n for n in getattr(mod, "__all__", ())
                     if str(getattr(getattr(mod, n), "__module__", "")).startswith("penchant.")]
            if names:
                foreign[module] = names
    assert foreign == {}


def _assigned_at_top(module: str) -> set[str]:
    """The names ``module``'s own source binds at its top level by assignment (not by import)."""
    source = importlib.util.find_spec(module)
    assert source is not None and source.origin is not None
    tree = ast.parse(pathlib.Path(source.origin).read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in tree.body:
        targets: list[ast.expr]
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        else:
            targets = node.targets if isinstance(node, ast.Assign) else []
        out |= {target.id for target in targets if isinstance(target, ast.Name)}
    return out


EXPORTS = stub_exports(pathlib.Path(str(penchant.__file__)).with_suffix(".pyi").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPORTS))
def test_the_package_loads_each_export_from_the_module_that_defines_it(name: str) -> None:
    """``penchant.Stage`` loaded ``penchant.play.state`` (30 modules: the deal, its view, the tricks), which only
    re-exports it from ``penchant.play.moves`` (12): the lazy exports load the defining module."""
    module = EXPORTS[name]
    value = getattr(importlib.import_module(module), name)
    if inspect.isclass(value) or inspect.isfunction(value):
        assert value.__module__ == module
    else:
        assert name in _assigned_at_top(module)


def reexported(module: str) -> list[str]:
    """The names ``module``'s ``__all__`` lists that another module defines (a package's ``__init__`` that
    gathers its modules' names aside)."""
    mod = importlib.import_module(module)
    out = []
    for name in getattr(mod, "__all__", ()):
        if name in _assigned_at_top(module):  # a constant or a type alias of its own
            continue
        # a class or a function (one under a cache too) says its home
        if getattr(getattr(mod, name), "__module__", None) != module:
            out.append(name)
    return out


WIDGET_REEXPORTS: dict[str, str] = {}
"""Widget modules that still re-export, each with its reason (none: the puzzle board re-exported ``easy_first``
and eight more names that chapters 3-7 imported from it)."""


def test_a_widget_name_has_one_home() -> None:
    """``penchant_widgets.play.board`` re-exported the score sheet's ``breakdown_html``, the coach panel's
    ``details_html`` and ``coach_for`` and the telling's ``COMPUTER`` and ``YOU``, and a notebook imported them
    from the board: a widget module's ``__all__`` lists only what it defines, and callers import from there."""
    found = {module: names for module, path in module_files().items()
             if module.startswith("penchant_widgets.") and path.name != "__init__.py"
             and module not in WIDGET_REEXPORTS and (names := reexported(module))}
    assert found == {}
    assert all(reexported(module) for module in WIDGET_REEXPORTS), "an allowance no longer needed"
    assert set(reexported("penchant_widgets.play.table")) == set()
    assert reexported("penchant_widgets.puzzles") == []  # a package's __init__ is the scan's too, when it lists


def notebook_imports(source: str) -> list[tuple[int, str, str]]:
    """(line, module, name) of each ``from penchant_widgets... import name`` in a notebook's code."""
    return [(node.lineno, node.module, alias.name) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "penchant_widgets"
            for alias in node.names]


def test_the_chapters_import_each_widget_name_from_its_home() -> None:
    """Chapters 3-7 imported ``easy_first`` and ``titled_alike`` from the puzzle board, which only passed on
    the choosing module's: a notebook imports a widget name from the module that defines it, or from a package
    whose ``__init__`` lists it (``from penchant_widgets import PuzzleBoard``)."""
    from source_scan import notebook_source

    found = []
    for path in sorted((pathlib.Path(__file__).resolve().parents[3] / "notebooks").glob("*.ipynb")):
        for line, module, name in notebook_imports(notebook_source(path)):
            mod = importlib.import_module(module)
            home = getattr(getattr(mod, name), "__module__", module)
            is_package = hasattr(mod, "__path__")
            if home != module and not (is_package and name in getattr(mod, "__all__", ())):
                found.append(f"{path.name}:{line}: {name} from {module} (its home is {home})")
    assert not found, "import each name from its home:\n" + "\n".join(found)


@pytest.mark.parametrize("name", ["LEVEL_BOUNDS", "level_of", "seed_rating"])
def test_the_rating_scale_has_one_home(name: str) -> None:
    """The puzzle model defined the learner's rating levels (the seed rating, the level bounds, the dots) beside
    itself: one module, :mod:`penchant.puzzles.levels` (once the trainer's),
    alone defines and exports them; the model, the trainer and every other caller import them from there."""
    home = "penchant.puzzles.levels"
    assert exporters(name) == {home}
    definers = [module for module in module_files() if module.startswith(("penchant", "penchant_widgets"))
                and name in _assigned_at_top(module) | _defined_at_top(module)]
    assert definers == [home]


def _defined_at_top(module: str) -> set[str]:
    source = importlib.util.find_spec(module)
    assert source is not None and source.origin is not None
    tree = ast.parse(pathlib.Path(source.origin).read_text(encoding="utf-8"))
    return {node.name for node in tree.body if isinstance(node, ast.FunctionDef | ast.ClassDef)}


SET_SIZE_NAMES = ("SET_SIZES", "LARGEST_SET")


def imported_from(source: str, module: str, names: tuple[str, ...]) -> list[int]:
    """The lines of ``source`` importing one of ``names`` from ``module``."""
    return [node.lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.ImportFrom) and node.module == module
            and any(alias.name in names for alias in node.names)]


@pytest.mark.parametrize("name", SET_SIZE_NAMES)
def test_the_set_sizes_have_one_home(name: str) -> None:
    """``SET_SIZES`` and ``LARGEST_SET`` were exported by :mod:`penchant.rules.kinds`, which states them, and by
    :mod:`penchant.rules.barring`, which only uses them: the kinds export them alone."""
    assert exporters(name) - {"penchant"} == {"penchant.rules.kinds"}


def test_the_set_sizes_are_imported_from_the_kinds() -> None:
    root = pathlib.Path(__file__).resolve().parents[3]
    tops = ("penchant", "penchant_widgets", "penchant_server", "tests", "tools", "benchmarks")
    found = [f"{path.relative_to(root)}:{line}" for top in tops
             for path in sorted((root / top).rglob("*.py"))
             for line in imported_from(path.read_text(encoding="utf-8"), "penchant.rules.barring", SET_SIZE_NAMES)]
    assert not found, "import SET_SIZES and LARGEST_SET from penchant.rules.kinds:\n" + "\n".join(found)


def test_the_set_size_scan_sees_the_old_import() -> None:
    old = "from penchant.rules.barring import MINOR_SETS_WORDS, SET_SIZES, SIZE_PLURALS\n"
    assert imported_from(old, "penchant.rules.barring", SET_SIZE_NAMES) == [1]
    assert not imported_from("from penchant.rules.kinds import SET_SIZES\n", "penchant.rules.barring",
                             SET_SIZE_NAMES)


VERDICTS_BY_WHOSE = {"DeclarationVerdict": "penchant.rules.combinations.declaration_check",
                     "ReviewVerdict": "penchant.judgement.verdicts", "RefereeVerdict": "penchant.marker.choices"}
"""The three verdicts of the engine, each named for whose it is: the rules' on a declaration, a review's on a
decision, the referee's on cards tapped. A bare ``Verdict`` would leave a reader to guess which."""


def test_each_verdict_says_whose_it_is() -> None:
    defined: dict[str, set[str]] = {}
    for module, path in module_files().items():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            names = [node.name] if isinstance(node, ast.ClassDef) else [
                t.id for t in getattr(node, "targets", [getattr(node, "target", None)]) if isinstance(t, ast.Name)]
            for name in names:
                if name.endswith("Verdict"):
                    defined.setdefault(name, set()).add(module)
    assert "Verdict" not in defined, defined.get("Verdict")
    assert {name: modules for name, modules in defined.items() if name in VERDICTS_BY_WHOSE} == {
        name: {home} for name, home in VERDICTS_BY_WHOSE.items()}
