"""What the architecture scans read: every source of the project (the packages, the benchmarks, the tools and
the notebooks' code cells), each parsed once (the scans of test_rules_once.py and test_rules_named_once.py)."""

from __future__ import annotations

import ast
import functools
import json
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("penchant", "penchant_widgets", "penchant_server")
"""The project's import packages: the engine, the widgets over it, the server of the apps."""
SCANNED = (*PACKAGES, "benchmarks", "tools")


def names_in(node: ast.AST) -> set[str]:
    """Every name and attribute named anywhere under ``node``."""
    return {n.id if isinstance(n, ast.Name) else n.attr
            for n in ast.walk(node) if isinstance(n, ast.Name | ast.Attribute)}


@functools.cache
def parameter_defaults(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, ast.expr]:
    """Each parameter of ``fn`` that has a default, with the default's expression (positional and keyword-only)."""
    args = fn.args
    positional = [*args.posonlyargs, *args.args]
    defaults = dict(zip([a.arg for a in positional][len(positional) - len(args.defaults):], args.defaults,
                        strict=True))
    defaults |= {a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None}
    return defaults


def function_owners(tree: ast.AST) -> dict[int, str]:
    """The name of the function each node of ``tree`` sits in (the outermost one met first), by the node's ``id``:
    what an allow-list of functions reads a finding against."""
    owner: dict[int, str] = {}
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            for n in ast.walk(fn):
                owner.setdefault(id(n), fn.name)
    return owner


def parsed(source: str) -> ast.Module:
    """A source's tree, parsed once for all the scans (they only read it): parsing the project is
    most of a scan's time."""
    return ast.parse(source)


def python_files() -> Iterator[Path]:
    for top in SCANNED:
        yield from sorted((ROOT / top).rglob("*.py"))


def notebook_source(path: Path) -> str:
    """A notebook's code cells as one Python source (IPython's ``%``/``!`` lines blanked, so line numbers
    count the cells' lines in order)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines: list[str] = []
    for cell in cells:
        if cell.get("cell_type") == "code":
            text = "".join(cell.get("source", []))
            lines += ["" if line.lstrip().startswith(("%", "!")) else line for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def sources() -> Iterator[tuple[str, str]]:
    """Every scanned source as (its path from the root, its Python text): the packages, the benchmarks and
    the tools, and the code cells of the tutorial's notebooks (thin as they are, a rule there is a copy)."""
    for path in python_files():
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        yield path.relative_to(ROOT).as_posix(), notebook_source(path)


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    return ".".join(p for p in rel.parts if p != "__init__")
