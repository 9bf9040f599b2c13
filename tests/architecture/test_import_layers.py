"""The import graph of penchant and penchant_widgets: no cycles, and layers import only downward.

Built with ast from the sources, counting every import a module can execute (at the top, inside
functions and methods, in try blocks); only ``if TYPE_CHECKING:`` blocks are left out, since they
never run. Layers, bottom up: errors and render; rules and durable; play; solver; puzzles, players and marker
(side by side, none importing another); cli; the ``penchant`` package itself (its public API) and
``__main__``. ``penchant`` never imports ``penchant_widgets``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = {"penchant": ROOT / "penchant", "penchant_widgets": ROOT / "widgets"}

LAYERS: dict[str, int] = {
    "penchant.errors": 0,
    "penchant.render": 0,
    "penchant.durable": 1,  # durable SQLite for the stores: above errors, beside the rules
    "penchant.serving": 1,  # what the serving command and the app's server share (no CLI, no Voilà)
    "penchant.rules": 1,
    "penchant.play": 2,
    "penchant.solver": 3,
    "penchant.puzzles": 4,
    "penchant.players": 4,
    "penchant.marker": 4,
    "penchant.cli": 5,
    "penchant.__main__": 6,
    "penchant": 6,
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


def imported_modules(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules ``name`` imports (a ``from m import x`` of a submodule ``m.x`` counts as ``m.x``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    out: set[str] = set()
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
    return {m for m in out if m in known and m != name}


def import_graph() -> dict[str, set[str]]:
    mods = module_files()
    known = set(mods)
    return {name: imported_modules(name, path, known) for name, path in mods.items()}


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


@pytest.mark.parametrize("module", sorted(m for m in GRAPH if m.split(".")[0] == "penchant"))
def test_penchant_imports_only_downward(module: str) -> None:
    home, level = layer_of(module)
    for dep in sorted(GRAPH[module]):
        assert not dep.startswith("penchant_widgets"), f"{module} imports the widgets ({dep})"
        dep_home, dep_level = layer_of(dep)
        if dep_home == home:
            continue
        assert dep_level < level, f"{module} (layer {home}) imports {dep} (layer {dep_home}): not downward"


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
