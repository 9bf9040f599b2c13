"""The import graph of penchant, penchant_widgets and penchant_server: no cycles, and layers import only downward.

Built with ast from the sources, counting every import a module can execute (at the top, inside
functions and methods, in try blocks); only ``if TYPE_CHECKING:`` blocks are left out, since they
never run. Layers, bottom up: errors and render; the strict reader, the engine's English (``penchant.english``) and the
reader of what a player writes (``penchant.notation``);
rules and durable; the game in a player's words and the counts a player types (``penchant.words``,
``penchant.typed_counts``: presentation and input, on the rules); play; solver and the lessons (what the chapters
show, built on play); puzzles (with the puzzles' sentences, which write cards through the rules' words, and
the rating scale a puzzle is seeded from and shown by), players and marker (side by side, none importing another); the
coach and the studies on the players, the makers of puzzles and the trainer on the puzzles (all four side by side);
cli; the ``penchant`` package
itself (its public API) and ``__main__``. Each package sits in one layer: no module of it is listed at another.
``penchant`` never imports ``penchant_widgets`` nor names it in its
code: the apps it serves are found by name in the ``penchant.apps`` entry points, which the widgets package
registers (``pyproject.toml``); nothing in either imports ``benchmarks`` or ``tools``, which sit on top and are
in the graph too.

The server (``penchant_server``: Voilà in-process, its page template, the kernels warmed ahead, the command's
request served) sits above both: it may import the engine (not its command line) and the widgets, and neither
imports it (the command line finds it as ``server`` in the ``penchant.apps`` entry points). Its own modules are
layered in :data:`SERVER_LAYERS`.

The graph also sees the imports made at run time: ``importlib.import_module(...)`` (with a constant
name, an f-string whose prefix names a package, or a name taken from the module's own string
constants) and a lazy package's exports, read from its ``__init__.pyi`` (``from penchant_widgets import
PlayBoard`` depends on ``penchant_widgets.play.board``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from penchant.lazy_exports import stub_exports

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = {
    "penchant": ROOT / "penchant",
    "penchant_widgets": ROOT / "penchant_widgets",
    "penchant_server": ROOT / "penchant_server",
    "benchmarks": ROOT / "benchmarks",
    "tools": ROOT / "tools",
}

LAYERS: dict[str, int] = {
    "penchant.errors": 0,
    "penchant.files.strict_reader": 1,  # the strict reader of every file: on the errors only
    "penchant.files.frozen_json": 1,  # read-only JSON containers (the bank's positions): on the standard library only
    "penchant.render": 0,
    "penchant.version": 0,  # the installed version, read from the metadata: on the standard library only
    "penchant.lazy_exports": 0,  # a package's names from its stub, imported on first use: the standard library only
    "penchant.files.durable": 2,  # durable SQLite for the stores: above errors, beside the rules
    "penchant.served_apps": 2,  # what the serving command and the app's server share (no CLI, no Voilà)
    "penchant.english": 1,  # English, not rules (grammar, lists, numbers): on the errors only, so the rules say with it
    "penchant.notation": 1,  # what a player writes, read knowing no rule (a whole number): on the errors only
    "penchant.rules": 2,
    "penchant.words": 3,  # the game in a player's words (cards, actions, the switches, a refusal): on the rules
    "penchant.typed_counts": 3,  # numbers a player types, held to the rules: on the rules and the number reader
    "penchant.play": 4,
    "penchant.judgement": 4,  # readings of play the coach, the players and the puzzles share (not rules)
    "penchant.solver": 5,
    "penchant.lessons": 5,  # what the chapters show (a lesson's deal, the worked examples), built on play
    "penchant.puzzles": 6,
    "penchant.players": 6,
    "penchant.marker": 6,
    "penchant.coaching": 7,  # the coach and reviews, built on the players
    "penchant.studies": 7,  # matches, the ladder and the numbers study, built on the players
    "penchant.puzzlemakers": 7,  # the makers of puzzles build on the puzzles' model and kinds
    "penchant.trainer": 7,  # the learner's trainer reads the puzzles and the bank
    "penchant.cli": 8,
    "penchant.__main__": 9,
    "penchant": 9,
}


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


def _lazy_table(known: set[str]) -> dict[str, dict[str, str]]:
    """Each lazy package's exports (name -> module), read from its ``__init__.pyi`` as ``attach_stub`` reads it."""
    table: dict[str, dict[str, str]] = {}
    for name, path in module_files().items():
        stub = path.with_suffix(".pyi")
        if path.name == "__init__.py" and stub.is_file() and "attach_stub(" in path.read_text(encoding="utf-8"):
            table[name] = {n: m for n, m in stub_exports(stub.read_text(encoding="utf-8")).items() if m in known}
    return table


def imported_modules(name: str, path: Path, known: set[str],
                     lazy: dict[str, dict[str, str]] | None = None) -> set[str]:
    """The project modules ``name`` imports (a ``from m import x`` of a submodule ``m.x`` counts as ``m.x``;
    of a lazy export of ``m``, as the module that defines it), dynamic imports included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    lazy = lazy or {}
    out: set[str] = set()
    for targets in dynamic_imports(tree, known, name):
        out |= targets
    if is_package:  # a lazy package imports each of its exports' modules on first use
        out |= set(lazy.get(name, {}).values())
    for node in _runtime_nodes(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                out.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                out.add(sub if sub in known else source)
                if alias.name in lazy.get(source, {}):
                    out.add(lazy[source][alias.name])
    return {m for m in out if m in known and m != name}


def import_graph() -> dict[str, set[str]]:
    mods = module_files()
    known = set(mods)
    lazy = _lazy_table(known)
    return {name: imported_modules(name, path, known, lazy) for name, path in mods.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp: list[str] = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def layer_of(module: str) -> tuple[str, int]:
    """The layer a penchant module belongs to: its longest listed prefix."""
    parts = module.split(".")
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        if prefix in LAYERS:
            return prefix, LAYERS[prefix]
    raise AssertionError(f"{module} is in no layer: add it to LAYERS")


GRAPH = import_graph()


def test_the_graph_sees_imports_inside_functions() -> None:
    # A guard on the test itself: it sees the modules and their imports.
    assert "penchant.play.state" in GRAPH["penchant.play.game"]
    assert "penchant.rules.cards" in GRAPH["penchant.rules.combinations"]
    assert len(GRAPH) > 50


def test_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycles() -> None:
    assert cycles(GRAPH) == []


def straddling(layers: dict[str, int]) -> list[str]:
    """The entries of ``layers`` inside another entry's package at another layer: a package whose modules straddle
    layers (``penchant.english.sentences`` sat at 3 inside the words at 1, ``penchant.trainer.levels`` at 4
    inside the trainer at 6), which the package's place in the order no longer says. The top package itself
    (``penchant``: its ``__init__``, the public API) is no layer's package."""
    return sorted(f"{inner} (layer {layers[inner]}) inside {outer} (layer {layers[outer]})"
                  for inner in layers for outer in layers
                  if "." in outer and inner.startswith(outer + ".") and layers[inner] != layers[outer])


def test_each_package_sits_in_one_layer() -> None:
    assert straddling(LAYERS) == []


def test_the_straddle_scan_sees_a_module_below_its_package() -> None:
    layers = {"penchant": 8, "penchant.english": 1, "penchant.english.sentences": 3, "penchant.rules": 2,
              "penchant.rules.cards": 2}
    assert straddling(layers) == ["penchant.english.sentences (layer 3) inside penchant.english (layer 1)"]


@pytest.mark.parametrize("module", sorted(m for m in GRAPH if m.split(".")[0] == "penchant"))
def test_penchant_imports_only_downward(module: str) -> None:
    home, level = layer_of(module)
    for dep in sorted(GRAPH[module]):
        assert not dep.startswith("penchant_widgets"), f"{module} imports the widgets ({dep})"
        assert not dep.startswith("penchant_server"), f"{module} imports the server ({dep})"
        dep_home, dep_level = layer_of(dep)
        if dep_home == home:
            continue
        assert dep_level < level, f"{module} (layer {home}) imports {dep} (layer {dep_home}): not downward"


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


def test_engine_never_imports_a_ui_library() -> None:
    ui = ("ipywidgets", "traitlets", "IPython", "voila", "matplotlib")
    for name, path in module_files().items():
        if not name.startswith("penchant.") and name != "penchant":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                bad = [a.name for a in node.names if a.name.split(".")[0] in ui]
            elif isinstance(node, ast.ImportFrom):
                bad = [node.module] if (node.module or "").split(".")[0] in ui and not node.level else []
            else:
                continue
            assert not bad, f"{name} imports {bad}"


def test_the_graph_sees_dynamic_imports_and_lazy_exports() -> None:
    # importlib.import_module with a module taken from a table of names (the puzzle checkers)...
    assert "penchant.puzzles.barring" in GRAPH["penchant.puzzles.checking"]
    # ...with an f-string over a package (the benchmark runner finds its benchmarks by name)...
    assert "benchmarks.bench_solver" in GRAPH["benchmarks.running"]
    # ...and a package's lazy exports, from the package and through it.
    assert "penchant_widgets.play.board" in GRAPH["penchant_widgets"]
    tree = ast.parse("import importlib\nimportlib.import_module('penchant.rules.cards')\n"
                     "def f(kind):\n    return importlib.import_module(f'penchant.puzzles.{kind}')\n")
    known = {"penchant.rules.cards", "penchant.puzzles.trump", "penchant.puzzles"}
    assert dynamic_imports(tree, known) == [{"penchant.rules.cards"}, {"penchant.puzzles.trump"}]


def test_benchmarks_and_tools_are_in_the_graph_and_nothing_imports_them() -> None:
    assert any(m.startswith("benchmarks.") for m in GRAPH) and any(m.startswith("tools.") for m in GRAPH)
    for module, deps in GRAPH.items():
        if module.split(".")[0] in ("penchant", "penchant_widgets", "penchant_server"):
            bad = sorted(d for d in deps if d.split(".")[0] in ("benchmarks", "tools"))
            assert not bad, f"{module} imports {bad}"


def widget_package(module: str) -> str:
    """A widgets module's package: ``penchant_widgets.play`` for ``penchant_widgets.play.board``;
    a top-level module (``penchant_widgets.cards``) is its own."""
    return ".".join(module.split(".")[:2])


def widget_package_graph() -> dict[str, set[str]]:
    """The widgets' packages and the packages each imports (the lazy-export package itself left out: it
    imports what it exports, on first use)."""
    out: dict[str, set[str]] = {}
    for module, deps in GRAPH.items():
        if not module.startswith("penchant_widgets."):
            continue
        home = widget_package(module)
        out.setdefault(home, set())
        for dep in deps:
            if dep.startswith("penchant_widgets.") and widget_package(dep) != home:
                out[home].add(widget_package(dep))
    return out


def test_widget_packages_have_no_cycle_between_them() -> None:
    found = cycles(widget_package_graph())
    assert found == []


def test_no_widget_nor_the_server_imports_the_command_line() -> None:
    importers = {m for m, deps in GRAPH.items() if m.startswith(("penchant_widgets", "penchant_server"))
                 and any(d == "penchant.cli" or d.startswith("penchant.cli.") for d in deps)}
    assert importers == set()


SERVER_LAYERS: dict[str, int] = {
    "penchant_server.terminal": 0,  # the token hidden, the QR code, how much Voilà logs: the standard library only
    "penchant_server.voila_template": 0,  # the page template's folder and JUPYTER_PATH
    "penchant_server.voila_hooks": 0,  # all of the server's reach into Voilà and Jupyter Server
    "penchant_server.warming": 1,  # kernels warmed ahead for the chapters a reader opens next
    "penchant_server.serve": 2,  # Voilà in-process, with the hooks, the template and the warming
    "penchant_server.launch": 3,  # the command's request served: the port, the token, the addresses, then Voilà
    "penchant_server": 4,  # the package itself imports nothing
}


def server_layer(module: str) -> tuple[str, int]:
    """The layer a server module belongs to: its longest listed prefix."""
    parts = module.split(".")
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        if prefix in SERVER_LAYERS:
            return prefix, SERVER_LAYERS[prefix]
    raise AssertionError(f"{module} is in no server layer: add it to SERVER_LAYERS")


SERVER_MODULES = sorted(m for m in GRAPH if m.split(".")[0] == "penchant_server")


def test_the_graph_sees_the_server() -> None:
    assert "penchant_server.serve" in GRAPH["penchant_server.launch"]  # imported inside a function
    assert "penchant.served_apps" in GRAPH["penchant_server.launch"]
    assert "penchant_widgets.page_environment" in GRAPH["penchant_server.serve"]


@pytest.mark.parametrize("module", SERVER_MODULES)
def test_the_server_imports_only_downward(module: str) -> None:
    """Within the server by :data:`SERVER_LAYERS`; outside it, the engine and the widgets only (the server sits on
    both; the command line, ``benchmarks`` and ``tools`` are never its)."""
    home, level = server_layer(module)
    for dep in sorted(GRAPH[module]):
        top = dep.split(".")[0]
        if top != "penchant_server":
            assert top in ("penchant", "penchant_widgets"), f"{module} imports {dep}"
            continue
        dep_home, dep_level = server_layer(dep)
        assert dep_home == home or dep_level < level, (
            f"{module} (layer {home}) imports {dep} (layer {dep_home}): not downward")


def test_neither_the_engine_nor_the_widgets_import_the_server() -> None:
    importers = sorted(f"{m} imports {d}" for m, deps in GRAPH.items() if m.split(".")[0] in ("penchant",
                       "penchant_widgets") for d in deps if d.split(".")[0] == "penchant_server")
    assert importers == []


@pytest.mark.parametrize("module", sorted(m for m in module_files() if m.split(".")[0] == "penchant"))
def test_penchant_never_names_the_server(module: str) -> None:
    """In code, a docstring or a comment: the command line finds the server in the ``penchant.apps`` entry points
    and says "the server"."""
    assert "penchant_server" not in module_files()[module].read_text(encoding="utf-8")
