"""The tests assert what a widget shows through public ipywidgets calls, never its private traits; the widgets
read none either.

A test that read ``button._dom_classes`` passed as long as ipywidgets kept that name, whatever the page was
sent; ``support.classes`` reads the state synced to the browser (``get_state``) instead. Checked with ast, so
a private named inside a string (a scan's own example) is no finding.
"""

from __future__ import annotations

import ast

from source_scan import ROOT

WIDGET_PRIVATES = {"_dom_classes", "_instances", "_trait_values", "_trait_notifiers", "_property_lock",
                   "_states_to_send", "_holding_sync", "_model_id", "_view_name", "_model_name"}
"""Private state of an ipywidgets widget (or its traitlets) a test could read back."""


def _private_named(node: ast.AST) -> str | None:
    """The private ``node`` reads: ``x._name``, ``getattr(x, "_name"[, default])`` (the scan saw only
    the first, and two tests read ``_dom_classes`` through the second), or ``from m import _name``."""
    if isinstance(node, ast.Attribute) and node.attr in WIDGET_PRIVATES:
        return node.attr
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"getattr", "hasattr"}
            and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in WIDGET_PRIVATES):
        return str(node.args[1].value)
    if isinstance(node, ast.ImportFrom):
        return next((a.name for a in node.names if a.name in WIDGET_PRIVATES), None)
    return None


def privates_read(source: str, name: str = "<source>") -> list[str]:
    found = [(getattr(node, "lineno", 0), private) for node in ast.walk(ast.parse(source))
             if (private := _private_named(node)) is not None]
    return [f"{name}:{line}: reads {private}" for line, private in sorted(found)]


def test_no_test_reads_a_widgets_private_state() -> None:
    found = [f for path in sorted((ROOT / "tests").rglob("*.py"))
             for f in privates_read(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]
    assert found == [], "\n".join(found)


def test_no_widget_reads_a_widgets_private_state() -> None:
    """The widgets too: ``Flags.__setattr__`` read traitlets' ``_trait_values`` to drop an unchanged assignment; it
    asks the trait's value as any caller does."""
    found = [f for path in sorted((ROOT / "widgets").rglob("*.py"))
             for f in privates_read(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]
    assert found == [], "\n".join(found)


def test_the_scan_sees_a_private_read_and_not_a_string() -> None:
    old = "assert 'pt-selected' in button._dom_classes\nWidget._instances.clear()\ntext = 'b._dom_classes'\n"
    assert privates_read(old) == ["<source>:1: reads _dom_classes", "<source>:2: reads _instances"]


def test_the_scan_sees_a_private_read_by_getattr_or_imported() -> None:
    old = ("k = getattr(w, '_dom_classes', ())\nfrom ipywidgets.widgets.widget import _instances\n"
           "ok = getattr(w, 'description', '')\n")
    assert privates_read(old) == ["<source>:1: reads _dom_classes", "<source>:2: reads _instances"]
