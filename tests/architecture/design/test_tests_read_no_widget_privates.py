"""The tests assert what a widget shows through public ipywidgets calls, never its private traits; the widgets
read none either.

A test that read ``button._dom_classes`` passed as long as ipywidgets kept that name, whatever the page was
sent; ``support.classes`` reads the state synced to the browser (``get_state``) instead. Checked with ast: a read
is an attribute, a ``getattr``, an import, or a string that is the private's name (``get_state("_dom_classes")``,
``observe(f, names="_dom_classes")``), each allowed only where :data:`ALLOWED` says why. A private named inside a
longer string (a scan's own example) is no finding, except in the browser tests: there a string
may be Python run in the page's own kernel (the static site's, ``run_in_page``), which the ast of the test never
sees as code, so each of their strings is read as text (a test found ``_instances`` and ``_dom_classes`` that way,
issue 30).
"""

from __future__ import annotations

import ast
import re

from source_scan import ROOT

WIDGET_PRIVATES = {"_dom_classes", "_instances", "_trait_values", "_trait_notifiers", "_property_lock",
                   "_states_to_send", "_holding_sync", "_model_id", "_view_name", "_model_name", "_send"}
"""Private state of an ipywidgets widget (or its traitlets) a test could read back, and its private way out to the
page (``_send``: what a widget sends is read at its comm, ``benchmarks.widget_messages``)."""

IN_PAGE_CODE = re.compile(r"\b(?:" + "|".join(sorted(WIDGET_PRIVATES)) + r")\b|\bWidget\.widgets\b")
"""A private, or ipywidgets' deprecated registry of every widget (``Widget.widgets``), named in a string."""

ALLOWED: dict[tuple[str, str], str] = {
    ("tests/support.py", "_dom_classes"):
        "the widget protocol's key of a widget's CSS classes (support.CLASSES), which ipywidgets gives no public "
        "getter: the tests' one name for it, read from the state synced to the page (get_state)",
}
"""``(file, private)``: a test file that names a private by its string, and why. The scans of ``tests/architecture``
name the privates they look for, and are not read."""

SCANS = ("tests/architecture/", "tests/widgets/test_marker_asks_the_ledger.py")
"""Scans, whose strings are the privates they look for."""


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
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in WIDGET_PRIVATES:
        return node.value
    if (isinstance(node, ast.Attribute) and node.attr == "widgets" and isinstance(node.value, ast.Name | ast.Attribute)
            and (node.value.id if isinstance(node.value, ast.Name) else node.value.attr) == "Widget"):
        return "Widget.widgets"
    return None


def privates_read(source: str, name: str = "<source>") -> list[str]:
    found = {(getattr(node, "lineno", 0), private) for node in ast.walk(ast.parse(source))
             if (private := _private_named(node)) is not None}  # a set: getattr's call and its string are one read
    return [f"{name}:{line}: reads {private}" for line, private in sorted(found)]


def privates_in_strings(source: str, name: str = "<source>") -> list[str]:
    """The privates named in ``source``'s strings, read as text: Python a browser test runs in the page."""
    found = [(node.lineno, m.group(0)) for node in ast.walk(ast.parse(source))
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             for m in IN_PAGE_CODE.finditer(node.value)]
    return [f"{name}:{line}: names {private} in a string" for line, private in sorted(found)]


def test_no_test_reads_a_widgets_private_state() -> None:
    found = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(SCANS):
            continue
        found += [f for f in privates_read(path.read_text(encoding="utf-8"), rel)
                  if (rel, f.rsplit(" ", 1)[-1]) not in ALLOWED]
    assert found == [], "\n".join(found)


def test_each_allowance_is_used() -> None:
    used = {(rel, f.rsplit(" ", 1)[-1]) for rel, _ in ALLOWED
            for f in privates_read((ROOT / rel).read_text(encoding="utf-8"), rel)}
    assert set(ALLOWED) <= used, set(ALLOWED) - used


def test_no_browser_test_sends_the_page_code_that_reads_a_widgets_private_state() -> None:
    found = [f for path in sorted((ROOT / "tests" / "browser").rglob("*.py"))
             for f in privates_in_strings(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]
    assert found == [], "\n".join(found)


def test_no_widget_reads_a_widgets_private_state() -> None:
    """The widgets too: ``Flags.__setattr__`` read traitlets' ``_trait_values`` to drop an unchanged assignment; it
    asks the trait's value as any caller does."""
    found = [f for path in sorted((ROOT / "penchant_widgets").rglob("*.py"))
             for f in privates_read(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]
    assert found == [], "\n".join(found)


def test_the_scan_sees_a_private_read_and_not_a_string() -> None:
    old = "assert 'pt-selected' in button._dom_classes\nWidget._instances.clear()\ntext = 'b._dom_classes'\n"
    assert privates_read(old) == ["<source>:1: reads _dom_classes", "<source>:2: reads _instances"]


def test_the_scan_sees_a_private_named_by_its_string() -> None:
    old = ("state = w.get_state('_dom_classes')\nw.observe(f, names=['_dom_classes'])\nDRAWN = ('value', '_model_id')\n"
           "say = 'a widget keeps _dom_classes'\n")
    assert privates_read(old) == ["<source>:1: reads _dom_classes", "<source>:2: reads _dom_classes",
                                  "<source>:3: reads _model_id"]
    patched = 'monkeypatch.setattr(W.Widget, "_send", count)\nreal = W.Widget._send\n'
    assert privates_read(patched) == ["<source>:1: reads _send", "<source>:2: reads _send"]


def test_the_scan_sees_a_private_read_by_getattr_or_imported() -> None:
    old = ("k = getattr(w, '_dom_classes', ())\nfrom ipywidgets.widgets.widget import _instances\n"
           "ok = getattr(w, 'description', '')\n")
    assert privates_read(old) == ["<source>:1: reads _dom_classes", "<source>:2: reads _instances"]


def test_the_scan_sees_the_registry_of_every_widget() -> None:
    assert privates_read("ws = widgets.Widget.widgets\nw = Widget.widgets[k]\nn = box.widgets\n") == [
        "<source>:1: reads Widget.widgets", "<source>:2: reads Widget.widgets"]


def test_the_scan_sees_a_private_in_code_sent_to_the_page() -> None:
    old = ('pick = ("from ipywidgets.widgets.widget import _instances\\n"\n'
           '        "w = next(w for w in list(_instances.values())\\n"\n'
           '        "         if \'pt-barring-readings\' in getattr(w, \'_dom_classes\', ()))\\n")\n'
           'run_in_page(page, "panel.layout.display = None")\n')
    assert privates_in_strings(old) == ["<source>:1: names _dom_classes in a string",
                                        "<source>:1: names _instances in a string",
                                        "<source>:1: names _instances in a string"]
