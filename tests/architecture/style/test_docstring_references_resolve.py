"""Every cross-reference in a docstring of ``penchant``, ``penchant_widgets`` and ``penchant_server`` (``:mod:``,
``:func:``, ``:class:``, ``:data:``, ``:meth:``, ``:attr:``, a leading ``~`` stripped, ``title <target>`` read as its
target)
names something that exists: the module imported, the rest of the path looked up on it. Docstrings sent readers
to ``penchant.play.state.new_deal`` (it is ``penchant.play.dealing``'s) and to
``penchant.trainer.attempts.AttemptStoreError`` (it is ``penchant.errors``').

A name without its module is looked up as Sphinx would: in the class the docstring belongs to (and its bases),
in the docstring's module, then among the builtins; a dotted name that is no module's is tried from the
docstring's module and class too (``Profile.book_bonus`` in ``penchant.rules.profiles``)."""

from __future__ import annotations

import ast
import builtins
import dataclasses
import importlib
import inspect
import re
import textwrap
from pathlib import Path
from types import ModuleType
from typing import Any

from source_scan import ROOT

ROLE = re.compile(r":(?:py:)?(mod|func|class|data|meth|attr|obj|exc):`([^`]+)`")
PACKAGES = {"penchant": ROOT / "penchant", "penchant_widgets": ROOT / "penchant_widgets",
            "penchant_server": ROOT / "penchant_server"}
_MISSING = object()


def _module_of(package: str, path: Path) -> str:
    rel = path.relative_to(PACKAGES[package]).with_suffix("")
    parts = [package, *rel.parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _lookup(owner: Any, name: str) -> Any:
    """``owner``'s ``name``: an attribute, or a dataclass field, an annotated attribute or a slot of a class (which
    an instance holds, not the class)."""
    got = getattr(owner, name, _MISSING)
    if got is not _MISSING or not isinstance(owner, type):
        return got
    for klass in owner.__mro__:
        if (name in getattr(klass, "__annotations__", {}) or name in getattr(klass, "__slots__", ())
                or (dataclasses.is_dataclass(klass) and name in {f.name for f in dataclasses.fields(klass)})
                or name in _set_on_self(klass)):
            return name
    return _MISSING


def _set_on_self(klass: type) -> set[str]:
    """The attributes ``klass``'s own methods set on an instance (``self.hand = ...``, a widget's parts)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(klass)))
    except (OSError, TypeError, SyntaxError):
        return set()
    return {t.attr for node in ast.walk(tree) if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign)
            for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"}


def _walk(owner: Any, path: list[str]) -> Any:
    for part in path:
        owner = _lookup(owner, part)
        if owner is _MISSING:
            return _MISSING
    return owner


def _from_modules(target: str) -> Any:
    """``target`` as an absolute path: the longest importable module prefix, then attributes."""
    parts = target.split(".")
    for n in range(len(parts), 0, -1):
        try:
            module = importlib.import_module(".".join(parts[:n]))
        except ImportError:
            continue
        return _walk(module, parts[n:])
    return _MISSING


def resolves(target: str, module: ModuleType, klass: type | None) -> bool:
    """Whether the reference ``target``, written in a docstring of ``module`` (in ``klass``), names something."""
    target = re.sub(r"\s+", "", target) if "<" not in target else target.strip()  # a target wrapped over lines
    target = target.lstrip("~").removesuffix("()")
    if "<" in target and target.endswith(">"):
        target = target[target.index("<") + 1:-1].strip().lstrip("~")
    target = target.lstrip(".")
    parts = target.split(".")
    scopes: list[Any] = ([klass] if klass is not None else []) + [module, builtins]
    if any(_walk(scope, parts) is not _MISSING for scope in scopes):
        return True
    return _from_modules(target) is not _MISSING


def _docstrings(tree: ast.Module) -> list[tuple[str, list[str], int]]:
    """Each docstring of a module's tree, with the class path it is in (``[]`` at the module's level) and its line."""
    out: list[tuple[str, list[str], int]] = []

    def visit(node: ast.AST, classes: list[str]) -> None:
        body = getattr(node, "body", None)
        inner = [*classes, node.name] if isinstance(node, ast.ClassDef) else classes
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc:  # a class's own docstring is read in the class
                out.append((doc, inner, getattr(node, "lineno", 1)))
        if isinstance(body, list):
            for i, child in enumerate(body):
                visit(child, inner)
                # an attribute's docstring: a string just after an assignment
                if (isinstance(child, ast.Assign | ast.AnnAssign) and i + 1 < len(body)
                        and isinstance(body[i + 1], ast.Expr) and isinstance(body[i + 1].value, ast.Constant)
                        and isinstance(body[i + 1].value.value, str)):
                    out.append((body[i + 1].value.value, inner, body[i + 1].lineno))
    visit(tree, [])
    return out


def unresolved(package: str, path: Path) -> list[str]:
    name = _module_of(package, path)
    module = importlib.import_module(name)
    source = path.read_text(encoding="utf-8")
    problems: list[str] = []
    for doc, classes, line in _docstrings(ast.parse(source)):
        klass = _walk(module, classes) if classes else None
        klass = klass if isinstance(klass, type) else None
        for role, target in ROLE.findall(doc):
            if not resolves(target, module, klass):
                problems.append(f"{path.relative_to(ROOT)}:{line}: :{role}:`{target}`")
    return problems


def test_every_docstring_reference_names_something_that_exists() -> None:
    problems: list[str] = []
    for package, folder in PACKAGES.items():
        for path in sorted(p for p in folder.rglob("*.py") if p.name != "__main__.py"):  # importing one runs it
            problems += unresolved(package, path)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_references() -> None:
    dealing = importlib.import_module("penchant.play.dealing")
    assert not resolves("penchant.play.state.new_deal", dealing, None)
    assert not resolves("~penchant.trainer.attempts.AttemptStoreError", dealing, None)
    assert resolves("penchant.play.dealing.new_deal", dealing, None)
    assert resolves("~penchant.errors.StoreError", dealing, None)
    profiles = importlib.import_module("penchant.rules.profiles")
    assert resolves("Profile.with_options", profiles, None) and resolves("with_options", profiles, profiles.Profile)
    assert resolves("brisque_value", profiles, profiles.Profile)
    assert not resolves("no_such_rule", profiles, profiles.Profile)
