"""Every typed error has one home, penchant.errors (docs/contributing.md): no module of the engine or the
widgets defines an error class of its own, except the two score-entry errors that carry a sheet's parts in its
words. The errors of what surrounds a game are also what Python calls them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import penchant.errors as errors
from penchant.errors import PenchantError

ROOT = Path(__file__).resolve().parents[2]
STAYING = {"penchant/play/sheet.py": {"PlayerCountError"}, "penchant/marker/game_sheet.py": {"StaleEntryError"}}


def _error_classes(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
            and any(isinstance(b, ast.Name) and b.id.endswith(("Error", "Exception")) for b in n.bases)}


def test_no_error_class_is_defined_outside_penchant_errors() -> None:
    found = {}
    for top in (ROOT / "penchant", ROOT / "widgets"):
        for path in top.rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith("penchant/errors/"):
                continue
            classes = _error_classes(path) - STAYING.get(rel, set())
            if classes:
                found[rel] = sorted(classes)
    assert not found, f"error classes belong in penchant.errors: {found}"


@pytest.mark.parametrize("name, also", [("StoreError", OSError), ("AttemptStoreError", OSError),
                                        ("UnknownPuzzleError", LookupError), ("AppMissingError", LookupError)])
def test_the_errors_of_the_surroundings_are_also_pythons(name: str, also: type[Exception]) -> None:
    cls = getattr(errors, name)
    assert issubclass(cls, PenchantError) and issubclass(cls, also)
    assert str(cls("'x.sqlite3' cannot be read")) == "'x.sqlite3' cannot be read"


@pytest.mark.parametrize("module, name", [("penchant.marker.store", "StoreError"),
                                          ("penchant.trainer.attempts", "AttemptStoreError"),
                                          ("penchant.puzzles.model", "PuzzleError"),
                                          ("penchant.puzzles.model", "UnknownPuzzleError"),
                                          ("penchant.serving", "AppMissingError"),
                                          ("penchant.cli.serving", "ServeError")])
def test_the_old_places_still_name_the_one_class(module: str, name: str) -> None:
    import importlib

    assert getattr(importlib.import_module(module), name) is getattr(errors, name)
