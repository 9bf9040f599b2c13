"""Every typed error has one home, penchant.errors (docs/contributing.md): no module of the engine or the
widgets defines an error class of its own (the two score-entry errors that carry a sheet's parts once stayed
beside their sheets: their words are the sheet's, their classes are here), and the project imports each from
there. The errors of what surrounds a game are also what Python calls them.

No exception is listed: a server that cannot start, ``ServeError`` (an ``OSError``, no refusal of the engine's), was
defined in penchant.served_apps and listed here as the one error outside; its home is penchant.errors.serving, with
the others, though no name of the engine's API (issue #30)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import penchant.errors as errors
import penchant.errors.serving as serving
from penchant.errors import PenchantError

ROOT = Path(__file__).resolve().parents[3]


def _error_classes(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
            and any(isinstance(b, ast.Name) and b.id.endswith(("Error", "Exception")) for b in n.bases)}


def test_no_error_class_is_defined_outside_penchant_errors() -> None:
    found = {}
    for top in (ROOT / "penchant", ROOT / "penchant_widgets", ROOT / "penchant_server"):
        for path in top.rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith("penchant/errors/"):
                continue
            classes = _error_classes(path)
            if classes:
                found[rel] = sorted(classes)
    assert not found, f"error classes belong in penchant.errors: {found}"


@pytest.mark.parametrize("name, also", [("UnknownPuzzleError", LookupError), ("UnknownPlayerError", LookupError)])
def test_the_errors_of_the_surroundings_are_also_pythons(name: str, also: type[Exception]) -> None:
    cls = getattr(errors, name)
    assert issubclass(cls, PenchantError) and issubclass(cls, also)
    assert str(cls("'x.sqlite3' cannot be read")) == "'x.sqlite3' cannot be read"


def test_a_store_that_cannot_be_used_is_refused_as_bad_input_is() -> None:
    """One class, not two (issue #30): every caller catches a store's error as a ``PenchantError``, none as an
    ``OSError``, so it is no ``OSError`` (an ``except OSError`` meant for a file's system error never swallows it);
    the attempts' store raises it as the marker's does, under no name of its own (``AttemptStoreError`` was one)."""
    cls = errors.StoreError
    assert [n for n in errors.__all__ if isinstance(e := getattr(errors, n), type) and issubclass(e, cls)] == [
        "StoreError"]
    assert issubclass(cls, PenchantError) and issubclass(cls, ValueError) and not issubclass(cls, OSError)


def errors_imported_elsewhere(source: str, where: str) -> list[str]:
    """Imports of a typed error from a module other than penchant.errors (``from penchant.puzzles.model import
    PuzzleError``): the project imports each from its home, so that its home is the one place to look."""
    homes = set(errors.__all__) | set(serving.__all__)
    out = []
    for node in ast.walk(ast.parse(source)):
        # "penchant" itself is left out: its public API gathers the errors for callers outside
        if (isinstance(node, ast.ImportFrom) and node.module
                and node.module.startswith(("penchant.", "penchant_widgets"))
                and not node.module.startswith("penchant.errors")):
            out += [f"{where}:{node.lineno}: {a.name} from {node.module}" for a in node.names if a.name in homes]
    return out


def test_the_project_imports_its_errors_from_their_home() -> None:
    found: list[str] = []
    for top in ("penchant", "penchant_widgets", "penchant_server", "tools", "benchmarks", "tests"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel != "tests/architecture/design/test_error_homes.py":
                found += errors_imported_elsewhere(path.read_text(encoding="utf-8"), rel)
    assert not found, "import the errors from penchant.errors:\n" + "\n".join(found)


def errors_listed_as_own(source: str, where: str) -> list[str]:
    """A module's ``__all__`` that names an error: the module offers as its own what penchant.errors defines, a
    second home to import it from. A package's ``__init__`` may gather its errors for its users (``penchant.puzzles.
    PuzzleError``, as ``chess.IllegalMoveError``)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
                and isinstance(node.value, ast.List | ast.Tuple)):
            out += [f"{where}:{node.lineno}: {e.value}" for e in node.value.elts
                    if isinstance(e, ast.Constant) and isinstance(e.value, str) and e.value.endswith("Error")]
    return out


def test_no_module_offers_an_error_as_its_own() -> None:
    found: list[str] = []
    for top in ("penchant", "penchant_widgets", "penchant_server"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if not rel.startswith("penchant/errors/") and path.name != "__init__.py":
                found += errors_listed_as_own(path.read_text(encoding="utf-8"), rel)
    assert not found, "errors are offered from penchant.errors (or a package's __init__):\n" + "\n".join(found)
    assert errors_listed_as_own('__all__ = ["Puzzle", "PuzzleError"]\n', "x.py") == ["x.py:1: PuzzleError"]


def test_the_import_scan_sees_the_old_imports() -> None:
    old = ("from penchant.puzzles.model import Puzzle, PuzzleError\n"
           "from penchant.errors import InvalidRecordError\n"
           "def f():\n"
           "    from penchant.puzzles import UnknownPuzzleError, load_bank\n")
    assert [p.split(":")[1] for p in errors_imported_elsewhere(old, "x.py")] == ["1", "4"]


BROAD = ("Exception", "BaseException")


def broad_catches(source: str, where: str) -> list[str]:
    """An engine handler that catches every exception (``except Exception``, ``except BaseException``, a bare
    ``except``) and does not raise again: where a typed refusal is expected, a bug is swallowed with it (the puzzle
    maker's ``attempt`` made fewer puzzles that way). A handler that cleans up and raises again stays."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ExceptHandler):
            continue
        caught = ([] if node.type is None else node.type.elts if isinstance(node.type, ast.Tuple) else [node.type])
        broad = node.type is None or any(isinstance(c, ast.Name) and c.id in BROAD for c in caught)
        raises_again = any(isinstance(n, ast.Raise) and n.exc is None for n in ast.walk(node))
        if broad and not raises_again:
            out.append(f"{where}:{node.lineno}: every exception caught (catch the typed error expected)")
    return out


def test_the_engine_catches_the_typed_error_it_expects() -> None:
    problems = []
    for path in sorted((ROOT / "penchant").rglob("*.py")):
        problems += broad_catches(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    assert not problems, "\n".join(problems)


def test_the_broad_catch_scan_sees_the_makers_old_copy() -> None:
    old = ("try:\n    after = analyse(cand)\nexcept Exception:\n    return None\n"
           "try:\n    write()\nexcept BaseException:\n    os.unlink(tmp)\n    raise\n"
           "try:\n    x()\nexcept (ValueError, Exception) as exc:\n    pass\n"
           "try:\n    y()\nexcept PenchantError:\n    pass\n")
    assert [p.split(":")[1] for p in broad_catches(old, "x.py")] == ["3", "12"]

