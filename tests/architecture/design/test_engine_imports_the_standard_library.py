"""The engine imports nothing outside the standard library (docs/formats.md, docs/engine.md) but two named
helpers, each inside a function that does without it: tqdm for the command's progress bar, and the app
extra's platformdirs (where the marker keeps its games). The browser's own objects
(``js``, ``pyodide``) are never the engine's: the marker's line between a browser's tabs is a protocol
(``penchant.marker.tab_line``) that the page fills from the browser (``penchant_widgets.marker.broadcast_tabs``). The
server and the apps are found in the ``penchant.apps`` entry points, never imported by name. A new import from
outside the standard library anywhere in ``penchant``, or one of these moved to a module's top, fails here."""

from __future__ import annotations

import ast
import sys

from source_scan import ROOT, parsed

ALLOWED = {
    ("penchant/cli/progress.py", "tqdm"),
    ("penchant/files/durable.py", "platformdirs"),
}


def _outside_imports(tree: ast.Module) -> list[tuple[str, bool]]:
    """Each import of a module outside the standard library and ``penchant``: (its top name, whether it sits
    inside a function)."""
    found: list[tuple[str, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            names: list[str] = []
            if isinstance(child, ast.Import):
                names = [a.name for a in child.names]
            elif isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                names = [child.module]
            for name in names:
                top = name.split(".")[0]
                if top not in sys.stdlib_module_names and top not in ("penchant", "__future__"):
                    found.append((top, in_function))
            visit(child, in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef))

    visit(tree, False)
    return found


def test_the_engine_imports_only_the_standard_library_but_two_lazy_helpers() -> None:
    seen: set[tuple[str, str]] = set()
    wrong: list[str] = []
    for path in sorted((ROOT / "penchant").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for top, in_function in _outside_imports(parsed(path.read_text(encoding="utf-8"))):
            seen.add((rel, top))
            if (rel, top) not in ALLOWED:
                wrong.append(f"{rel} imports {top}, which is not in the standard library")
            elif not in_function:
                wrong.append(f"{rel} imports {top} at the top: import it where it is used, and do without it")
    assert wrong == []
    assert seen == ALLOWED, f"the allowed list names an import that is gone: {sorted(ALLOWED - seen)}"
