"""The import graph of penchant, penchant_widgets, penchant_server and the benchmarks, held to the import-linter
contracts of ``pyproject.toml`` (``[tool.importlinter]``): the engine's, the widgets' and the server's layers, bottom
up, each importing only downward and packages of one layer side by side (none importing another); the engine importing
neither the widgets, nor the server, nor a UI library; the widgets not the server; neither the widgets nor the
server the command line; none of the three the benchmarks or the tools; no cycles between packages side by side.

import-linter's graph (grimp's) counts every import statement a module can run, inside functions too, less
``if TYPE_CHECKING:`` blocks. What it cannot see is added here to the same graph before the checks no contract
makes: the imports made at run time (``importlib.import_module(...)`` with a constant name, an f-string whose prefix
names a package, or a name from the module's own string constants) and a lazy package's exports, read from its
``__init__.pyi`` (``from penchant_widgets import PlayBoard`` depends on ``penchant_widgets.play.board``). On that
graph: no module-level cycle anywhere (the contract's cycles are between packages, and the puzzles' modules stand
beside the package of their sentences, which reads some of them back), and no module of the engine imports the
package ``penchant`` itself (its public API, the top, which no layer contract covers: it is their container).

``penchant`` never names ``penchant_widgets`` nor ``penchant_server``, even as text a kernel runs: the apps it
serves are found by name in the ``penchant.apps`` entry points, which the widgets package registers.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from copy import deepcopy
from pathlib import Path
from typing import Any

import grimp
import pytest
from importlinter.application.use_cases import read_user_options
from importlinter.configuration import configure
from importlinter.contracts.acyclic_siblings import AcyclicSiblingsContract
from importlinter.contracts.forbidden import ForbiddenContract
from importlinter.contracts.layers import LayersContract

from penchant.lazy_exports import stub_exports

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = {
    "penchant": ROOT / "penchant",
    "penchant_widgets": ROOT / "penchant_widgets",
    "penchant_server": ROOT / "penchant_server",
    "benchmarks": ROOT / "benchmarks",
}


def test_the_import_contracts_are_kept() -> None:
    run = subprocess.run([str(Path(sys.executable).with_name("lint-imports")), "--no-cache", "--no-logo"],
                         cwd=ROOT, capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


CONTRACT_TYPES: dict[str, Any] = {"layers": LayersContract, "forbidden": ForbiddenContract,
                                  "acyclic_siblings": AcyclicSiblingsContract}

BAD_IMPORTS: dict[str, tuple[str, str]] = {
    "engine-layers": ("penchant.rules.cards", "penchant.play.game"),
    "server-layers": ("penchant_server.voila_hooks", "penchant_server.warming"),
    "widget-layers": ("penchant_widgets.cards", "penchant_widgets.marker.app"),
    "engine-no-ui": ("penchant.render", "ipywidgets"),
    "widgets-no-server": ("penchant_widgets.cards", "penchant_server.launch"),
    "server-no-cli": ("penchant_server.terminal", "penchant.cli.main"),
    "apps-no-benchmarks": ("penchant_widgets.cards", "benchmarks.common"),
    "no-cycles": ("penchant_widgets.styles", "penchant_widgets.marker.app"),
}
"""For each contract, an import it forbids: the contract is seen to break on it."""


def contracts_options() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The session's options and each contract's, as ``lint-imports`` reads them from ``pyproject.toml``."""
    configure()
    options = read_user_options(str(ROOT / "pyproject.toml"))
    return options.session_options, options.contracts_options


@pytest.mark.parametrize("contract_id", sorted(BAD_IMPORTS))
def test_each_contract_breaks_on_an_import_it_forbids(contract_id: str) -> None:
    session, contracts = contracts_options()
    [contract_options] = [c for c in contracts if c["id"] == contract_id]
    contract = CONTRACT_TYPES[contract_options["type"]](
        name=contract_options["name"], session_options=session, contract_options=contract_options)
    graph = grimp.build_graph(*session["root_packages"], cache_dir=None,
                              include_external_packages=True, exclude_type_checking_imports=True)
    assert contract.check(deepcopy(graph), verbose=False).kept
    importer, imported = BAD_IMPORTS[contract_id]
    graph.add_import(importer=importer, imported=imported)
    assert not contract.check(graph, verbose=False).kept


def test_every_contract_has_its_bad_import() -> None:
    assert sorted(c["id"] for c in contracts_options()[1]) == sorted(BAD_IMPORTS)


def module_files() -> dict[str, Path]:
    mods: dict[str, Path] = {}
    for pkg, root in PACKAGES.items():
        for f in sorted(root.rglob("*.py")):
            parts = [pkg, *f.relative_to(root).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts = parts[:-1]
            mods[".".join(parts)] = f
    return mods


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """Every node that may execute, skipping the bodies of ``if TYPE_CHECKING:``."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield other
                yield from _runtime_nodes(other)
            continue
        yield child
        yield from _runtime_nodes(child)


def _is_import_module(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
        or (isinstance(node.func, ast.Name) and node.func.id in ("import_module", "__import__")))


def _strings(tree: ast.AST) -> set[str]:
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def dynamic_imports(tree: ast.Module, known: set[str], name: str = "") -> list[set[str]]:
    """For each ``importlib.import_module(x)`` call, the project modules it may import.

    A constant names its module; an f-string ``f"pkg.{x}"`` may import ``pkg.`` + any string constant of
    the module that makes a known module, or failing that any module under ``pkg.``; a plain name may
    import any string constant of the module that names a known module.
    """
    known = known - {name}
    strings = _strings(tree)
    found: list[set[str]] = []
    for node in _runtime_nodes(tree):
        if not _is_import_module(node):
            continue
        assert isinstance(node, ast.Call)
        arg = node.args[0] if node.args else None
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            targets = {arg.value}
        elif isinstance(arg, ast.JoinedStr):
            prefix = ""
            for part in arg.values:
                if not (isinstance(part, ast.Constant) and isinstance(part.value, str)):
                    break
                prefix += part.value
            targets = {prefix + s for s in strings if prefix + s in known} or {
                m for m in known if m.startswith(prefix) and m != prefix.rstrip(".")}
        else:
            targets = {s for s in strings if s in known}
        found.append({t for t in targets if t in known})
    return found


def run_time_imports() -> set[tuple[str, str]]:
    """The imports import-linter's graph does not see: ``import_module`` calls and a lazy package's exports."""
    mods = module_files()
    known = set(mods)
    edges: set[tuple[str, str]] = set()
    for name, path in mods.items():
        for targets in dynamic_imports(ast.parse(path.read_text(encoding="utf-8")), known, name):
            edges |= {(name, t) for t in targets}
        stub = path.with_suffix(".pyi")
        if path.name == "__init__.py" and stub.is_file() and "attach_stub(" in path.read_text(encoding="utf-8"):
            edges |= {(name, m) for m in stub_exports(stub.read_text(encoding="utf-8")).values() if m in known}
    return {(a, b) for a, b in edges if a != b}


def import_graph() -> grimp.ImportGraph:
    graph = grimp.build_graph(*PACKAGES, cache_dir=None, exclude_type_checking_imports=True)
    for importer, imported in sorted(run_time_imports()):
        graph.add_import(importer=importer, imported=imported)
    return graph


def module_cycles(graph: grimp.ImportGraph) -> list[tuple[str, str]]:
    """Each import ``(a, b)`` of a module cycle: ``b`` leads back to ``a``."""
    return sorted((a, b) for a in graph.modules for b in graph.find_modules_directly_imported_by(a)
                  if graph.chain_exists(importer=b, imported=a, as_packages=False))


GRAPH = import_graph()


def test_the_graph_sees_imports_inside_functions_at_run_time_and_lazy_exports() -> None:
    assert GRAPH.direct_import_exists(importer="penchant.play.game", imported="penchant.play.state")
    assert GRAPH.direct_import_exists(importer="penchant_server.launch", imported="penchant_server.serve")
    assert GRAPH.direct_import_exists(importer="penchant_widgets.play.mistakes",
                                      imported="penchant_widgets.puzzles.board")
    # importlib.import_module with a module taken from a table of names (the puzzle checkers)...
    assert GRAPH.direct_import_exists(importer="penchant.puzzles.checking",
                                      imported="penchant.puzzles.checkers.barring")
    # ...with an f-string over a package (the benchmark runner finds its benchmarks by name)...
    assert GRAPH.direct_import_exists(importer="benchmarks.running", imported="benchmarks.bench_solver")
    # ...and a package's lazy exports.
    assert GRAPH.direct_import_exists(importer="penchant_widgets", imported="penchant_widgets.play.board")
    tree = ast.parse("import importlib\nimportlib.import_module('penchant.rules.cards')\n"
                     "def f(kind):\n    return importlib.import_module(f'penchant.puzzles.{kind}')\n")
    known = {"penchant.rules.cards", "penchant.puzzles.checkers.trump", "penchant.puzzles"}
    assert dynamic_imports(tree, known) == [{"penchant.rules.cards"}, {"penchant.puzzles.checkers.trump"}]


def test_the_cycle_check_finds_a_cycle() -> None:
    graph = grimp.ImportGraph()
    for a, b in [("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.d", "p.a")]:
        graph.add_import(importer=a, imported=b)
    assert module_cycles(graph) == [("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a")]


def test_no_module_cycles() -> None:
    assert module_cycles(GRAPH) == []


def test_no_engine_module_imports_the_engines_public_api() -> None:
    importers = GRAPH.find_modules_that_directly_import("penchant")
    assert sorted(m for m in importers if m.split(".")[0] == "penchant" and m != "penchant.__main__") == []


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions, and of the attribute docstrings
    (a string statement after an assignment)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for stmt in body:
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(
                    stmt.value.value, str):
                out.add(id(stmt.value))
    return out


def names_the_widgets(source: str) -> list[str]:
    """The code (not the docstrings, not the comments) of ``source`` that names ``penchant_widgets``: imports,
    and strings that would import it when run (a generated notebook's source, ``import_module``'s argument)."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.split(".")[0] == "penchant_widgets"]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "penchant_widgets":
            found.append(node.module or "")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs and (
                "penchant_widgets" in node.value):
            found.append(node.value)
    return found


def test_the_scan_for_the_widgets_name_sees_imports_and_source_text_but_not_docstrings() -> None:
    source = ('"""Rendered by ``penchant_widgets.cards``."""\nX = 1\n"""The ``penchant_widgets`` view."""\n'
              'def f():\n    """See penchant_widgets."""\n    from penchant_widgets.marker import marker_app\n'
              'SOURCE = "from penchant_widgets.marker import marker_app"\n')
    assert names_the_widgets(source) == ["penchant_widgets.marker", "from penchant_widgets.marker import marker_app"]


@pytest.mark.parametrize("module", sorted(m for m in module_files() if m.split(".")[0] == "penchant"))
def test_penchant_never_names_the_widgets(module: str) -> None:
    """Not even inside a function or as source text a kernel runs: the apps are found in the ``penchant.apps``
    entry points (:func:`penchant.served_apps.load_app`)."""
    assert names_the_widgets(module_files()[module].read_text(encoding="utf-8")) == []


def test_penchant_never_names_the_widgets_in_its_words_either() -> None:
    """Nor in a docstring, a comment or a help text (``penchant tutorial --help`` printed the widgets' warming
    module's name, and five docstrings named the package): the engine says "the widgets"."""
    named = [m for m, path in module_files().items() if m.split(".")[0] == "penchant"
             and "penchant_widgets" in path.read_text(encoding="utf-8")]
    assert named == []


@pytest.mark.parametrize("module", sorted(m for m in module_files() if m.split(".")[0] == "penchant"))
def test_penchant_never_names_the_server(module: str) -> None:
    """In code, a docstring or a comment: the command line finds the server in the ``penchant.apps`` entry points
    and says "the server"."""
    assert "penchant_server" not in module_files()[module].read_text(encoding="utf-8")
