"""A marker module's ``__all__`` lists every name another module imports from it (review 39: ``marker.common``
left out ``on_tap`` and ``log``, which the app imports, and a class the watch imported then), so its public names
are the ones it says are. Checked for every module of the marker: its helpers are several modules now (the flagged
widgets, the kind buttons, the screens' words, the tap's guard), each named for what it holds."""

from __future__ import annotations

import ast
import importlib
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

MODULES = sorted(f"penchant_widgets.marker.{p.stem}" for p in (ROOT / "penchant_widgets" / "marker").glob("*.py")
                 if p.stem != "__init__")


@cache
def _imports() -> dict[str, dict[str, set[str]]]:
    """For each module imported from by the widgets' and the tests' sources, each name imported from it with the
    files that import it (the sources parsed once for every module checked)."""
    out: dict[str, dict[str, set[str]]] = {}
    for path in [*ROOT.joinpath("penchant_widgets").rglob("*.py"), *ROOT.joinpath("tests").rglob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = out.setdefault(node.module, {})
                for alias in node.names:
                    names.setdefault(alias.name, set()).add(str(path.relative_to(ROOT)))
    return out


def _imported_from(module: str) -> dict[str, set[str]]:
    """Each name imported from ``module`` by the widgets' and the tests' sources, with the files that import it."""
    return _imports().get(module, {})


def test_the_guard_is_imported_as_the_app_imports_it() -> None:
    """The names review 39 found missing are still imported, and from the modules that hold them now."""
    assert "log" in _imported_from("penchant_widgets.marker.guard")
    assert "on_tap" in _imported_from("penchant_widgets.marker.flagged_widgets")


@pytest.mark.parametrize("module", MODULES)
def test_a_marker_module_lists_what_others_import(module: str) -> None:
    listed = set(getattr(importlib.import_module(module), "__all__", ()))
    missing = {name: sorted(where) for name, where in _imported_from(module).items() if name not in listed}
    assert not missing, missing
