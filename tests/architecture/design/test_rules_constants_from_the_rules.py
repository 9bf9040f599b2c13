"""The engine imports a rules constant from ``penchant.rules``, not through a module that re-exports it
(``penchant.marker.events`` gave FIRST_TEN_TRICKS and LAST_SIX_TRICKS, ``penchant.play.game`` DEALS_PER_GAME), and
no engine module outside the rules offers one in its ``__all__``, but for the names the widgets still read
there, each listed with where it goes; a test fails when one is no longer offered."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

from source_scan import ROOT

import penchant.rules

# module -> the rules constants it still offers, and why
STILL_OFFERED: dict[str, set[str]] = {}  # none: the widgets import the rules constants from penchant.rules too


def rules_constants() -> set[str]:
    names: set[str] = set()
    for info in pkgutil.iter_modules(penchant.rules.__path__):
        module = importlib.import_module(f"penchant.rules.{info.name}")
        names |= {n for n in getattr(module, "__all__", ()) if n.isupper()}
    return names


def engine_modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted((ROOT / "penchant").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[:2] == ("penchant", "rules") or parts[-1] == "__main__":
            continue  # the rules themselves; __main__ runs the command when imported
        out.append((".".join(parts[:-1] if parts[-1] == "__init__" else parts), path))
    return out


def imported_around_the_rules(source: str, constants: set[str]) -> list[str]:
    """``module.NAME`` for each rules constant ``source`` imports from a project module outside the rules."""
    return [f"{node.module}.{alias.name}" for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("penchant")
            and not (node.module or "").startswith("penchant.rules")
            for alias in node.names if alias.name in constants]


def test_the_engine_imports_rules_constants_from_the_rules() -> None:
    constants = rules_constants()
    found = {name: got for name, path in engine_modules()
             if (got := imported_around_the_rules(path.read_text(encoding="utf-8"), constants))}
    assert not found, f"import these from penchant.rules: {found}"


def test_no_engine_module_offers_a_rules_constant() -> None:
    constants = rules_constants()
    for name, _path in engine_modules():
        if name == "penchant":
            continue  # the public API offers the rules' names on purpose (its __init__ docstring)
        offered = set(getattr(importlib.import_module(name), "__all__", ())) & constants
        assert offered <= STILL_OFFERED.get(name, set()), f"{name} offers {offered}"
    for name, names in STILL_OFFERED.items():
        assert names <= set(importlib.import_module(name).__all__), f"{name} no longer needs its allowance"


def test_the_scan_sees_the_old_import() -> None:
    assert imported_around_the_rules("from penchant.marker.events import LAST_SIX_TRICKS, Brisquette\n",
                                     {"LAST_SIX_TRICKS"}) == ["penchant.marker.events.LAST_SIX_TRICKS"]
