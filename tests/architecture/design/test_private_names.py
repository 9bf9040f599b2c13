"""No private name (leading underscore) of penchant, penchant_widgets or penchant_server is used from another package.

A package is a module's folder: ``penchant.play``, ``penchant.rules``, ``penchant_widgets.marker``...
(the top-level modules ``penchant.solver``, ``penchant.errors`` belong to ``penchant``). Checked with ast:
``from m import _x`` and ``import`` of a private module from elsewhere, and any ``obj._x`` where ``_x`` is
defined (a function, class, method, attribute or module-level name) only in other packages. Dunder and
IPython's ``_repr_html_``-style names are public protocols and are not counted.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = {"penchant": ROOT / "penchant", "penchant_widgets": ROOT / "penchant_widgets",
            "penchant_server": ROOT / "penchant_server"}


def is_private(name: str) -> bool:
    return name.startswith("_") and not name.endswith("_")


def modules() -> dict[str, tuple[str, Path]]:
    """Module name -> (its package, its file)."""
    out: dict[str, tuple[str, Path]] = {}
    for pkg, root in PACKAGES.items():
        for f in sorted(root.rglob("*.py")):
            parts = [pkg, *f.relative_to(root).with_suffix("").parts]
            is_init = parts[-1] == "__init__"
            if is_init:
                parts = parts[:-1]
            name = ".".join(parts)
            package = name if is_init else ".".join(parts[:-1])
            out[name] = (package, f)
    return out


def defined_private_names(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
              and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
            names.add(node.attr)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.keyword) and node.arg:
            names.add(node.arg)
    return {n for n in names if is_private(n)}


def violations() -> list[str]:
    mods = modules()
    trees = {name: ast.parse(path.read_text(encoding="utf-8")) for name, (_, path) in mods.items()}
    defined_in: dict[str, set[str]] = defaultdict(set)
    for name, tree in trees.items():
        for n in defined_private_names(tree):
            defined_in[n].add(mods[name][0])
    found: list[str] = []
    for name, tree in trees.items():
        package, path = mods[name]
        where = path.relative_to(ROOT)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                source = node.module
                if source.split(".")[0] not in PACKAGES:
                    continue
                source_pkg = mods[source][0] if source in mods else source.rsplit(".", 1)[0]
                if source in mods and source_pkg != package and any(is_private(p) for p in source.split(".")):
                    found.append(f"{where}:{node.lineno} imports the private module {source}")
                for alias in node.names:
                    if is_private(alias.name) and source_pkg != package:
                        found.append(f"{where}:{node.lineno} imports {alias.name} from {source}")
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    parts = alias.name.split(".")
                    if parts[0] in PACKAGES and any(is_private(p) for p in parts):
                        if alias.name in mods and mods[alias.name][0] != package:
                            found.append(f"{where}:{node.lineno} imports the private module {alias.name}")
            elif isinstance(node, ast.Attribute) and is_private(node.attr):
                owner = node.value
                if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                    continue
                homes = defined_in.get(node.attr, set())
                if homes and package not in homes:
                    found.append(f"{where}:{node.lineno} uses .{node.attr}, private to {sorted(homes)}")
    return found


def test_the_checker_sees_a_private_use() -> None:
    tree = ast.parse("x = state._legal_list()\n")
    attrs = [n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and is_private(n.attr)]
    assert attrs == ["_legal_list"]
    assert not is_private("_repr_html_") and not is_private("__init__") and is_private("_cache")


def test_no_private_name_is_used_across_packages() -> None:
    assert violations() == []


USERS = ("benchmarks", "tools")
"""Code outside the two packages that uses them: it may reach no private name of theirs either."""


def outside_violations() -> list[str]:
    """``obj._x`` in the benchmarks and tools where ``_x`` is defined only in penchant or penchant_widgets."""
    defined: set[str] = set()
    for _name, (_pkg, path) in modules().items():
        defined |= defined_private_names(ast.parse(path.read_text(encoding="utf-8")))
    found: list[str] = []
    for top in USERS:
        for f in sorted((ROOT / top).rglob("*.py")):
            tree = ast.parse(f.read_text(encoding="utf-8"))
            own = defined_private_names(tree)
            for node in ast.walk(tree):
                if (isinstance(node, ast.Attribute) and is_private(node.attr) and node.attr in defined
                        and node.attr not in own
                        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
                    found.append(f"{f.relative_to(ROOT)}:{node.lineno} uses .{node.attr}")
                elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in PACKAGES:
                    found += [f"{f.relative_to(ROOT)}:{node.lineno} imports {a.name}"
                              for a in node.names if is_private(a.name)]
    return found


def test_benchmarks_and_tools_use_no_private_name_of_the_packages() -> None:
    """The puzzles benchmark once cleared ``bank._CACHE`` to time the load; ``load_bank(fresh=True)`` is the
    documented way."""
    assert outside_violations() == []


def test_no_public_list_offers_a_function_or_class_of_a_private_module() -> None:
    """``penchant.puzzles.__all__`` offered ``sentence`` and ``said_once`` of ``penchant.puzzles._common`` (now
    ``grading``): text helpers live in the modules of ``penchant.words`` and are offered from there."""
    import importlib
    import inspect
    import pkgutil

    import penchant

    offered = []
    for info in pkgutil.walk_packages(penchant.__path__, "penchant."):
        if any(part.startswith("_") for part in info.name.split(".")):
            continue
        module = importlib.import_module(info.name)
        for name in getattr(module, "__all__", ()):
            obj = getattr(module, name, None)
            home = getattr(obj, "__module__", "") if inspect.isfunction(obj) or inspect.isclass(obj) else ""
            if any(part.startswith("_") for part in home.split(".")):
                offered.append(f"{info.name}.{name} (from {home})")
    assert not offered, offered


def protocol_privates(source: str) -> list[str]:
    """The private members a ``Protocol`` class of ``source`` requires (``def _say(...)``): what another class
    must provide is its public face, not a private name it happens to have."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef) and any(
                (b.id if isinstance(b, ast.Name) else b.attr if isinstance(b, ast.Attribute) else "") == "Protocol"
                for b in node.bases):
            out += [f"{node.name}.{item.name}" for item in node.body
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and is_private(item.name)]
    return out


def test_a_protocol_requires_no_private_member() -> None:
    """The play boards' picking protocol required ``_say``: both boards then had to keep a private method
    public in all but name. It requires ``say``."""
    found = {f"{path.relative_to(ROOT)}: {name}" for _pkg, path in modules().values()
             for name in protocol_privates(path.read_text(encoding="utf-8"))}
    assert not found, sorted(found)
    assert protocol_privates("class B(Protocol):\n    def _say(self) -> None: ...\n    def act(self) -> None: ...\n"
                             ) == ["B._say"]
