"""A marker module's ``__all__`` lists every name another module imports from it (review 39: ``marker.common``
left out ``on_tap`` and ``log``, which the app imports, and a class the watch imported then), so its public names
are the ones it says are."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _imported_from(module: str) -> dict[str, set[str]]:
    """Each name imported from ``module`` by the widgets' and the tests' sources, with the files that import it."""
    out: dict[str, set[str]] = {}
    for path in [*ROOT.joinpath("widgets").rglob("*.py"), *ROOT.joinpath("tests").rglob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == module:
                for alias in node.names:
                    out.setdefault(alias.name, set()).add(str(path.relative_to(ROOT)))
    return out


def test_the_markers_common_helpers_list_what_others_import() -> None:
    common = importlib.import_module("penchant_widgets.marker.controls")
    imported = _imported_from("penchant_widgets.marker.controls")
    assert {"on_tap", "log"} <= set(imported)
    missing = {name: sorted(where) for name, where in imported.items() if name not in common.__all__}
    assert not missing, missing
