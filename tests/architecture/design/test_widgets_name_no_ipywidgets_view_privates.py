"""Neither the widgets nor the chapters name ipywidgets' private view traits: ``_view_count`` (a page has drawn a
widget) and ``_dom_classes`` (a widget's CSS classes).

A page says it shows a widget through a widget of its own, a :class:`penchant_widgets.shown_signal.ShownSignal` whose
module (``penchant_widgets/shown_signal.js``) sets its synced ``shown`` when the page draws it (the marker's device
view is one),
not ipywidgets' experimental ``_view_count`` (counted by the page only if its copy held a number when the view was
attached: a held screen then never showed, a page built ahead kept stale progress). Every widget is given its
classes by ipywidgets' public ``add_class`` (``penchant_widgets.styles.classed``), not ``_dom_classes=`` in a
constructor. Checked with ast, in each module of ``penchant_widgets/`` and each code cell of ``notebooks/``: a name in
prose
(a docstring) is no finding."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from source_scan import ROOT

PRIVATES = ("_view_count", "_dom_classes")
"""ipywidgets' private traits of a widget's view: its count of views, its CSS classes."""


def named(source: str, where: str = "<source>") -> list[str]:
    """Each place ``source`` names a private: an attribute, a string that is the name (``getattr``, ``observe``,
    ``get_state``), or a keyword argument."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        name = (node.attr if isinstance(node, ast.Attribute) else
                node.value if isinstance(node, ast.Constant) else
                node.arg if isinstance(node, ast.keyword) else None)
        if name in PRIVATES:
            line = getattr(node, "lineno", 0)
            found.append((line, f"{where}:{line}: names {name}"))
    return [text for _, text in sorted(found)]


def cells(notebook: Path) -> list[tuple[str, str]]:
    """Each code cell of ``notebook``, as ``(where, source)``."""
    found = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return [(f"{notebook.relative_to(ROOT).as_posix()}[{n}]", "".join(cell["source"]))
            for n, cell in enumerate(found) if cell["cell_type"] == "code"]


def test_the_widgets_name_neither_private() -> None:
    found = []
    for path in sorted((ROOT / "penchant_widgets").rglob("*.py")):
        found += named(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    assert found == [], "\n".join(found)


def test_the_chapters_name_neither_private() -> None:
    notebooks = sorted((ROOT / "notebooks").glob("*.ipynb"))
    assert notebooks
    found = [f for notebook in notebooks for where, source in cells(notebook) for f in named(source, where)]
    assert found == [], "\n".join(found)


def test_the_scans_see_each_way_of_naming_them_and_not_prose() -> None:
    old = ('"""Counted by ``_view_count``."""\nsetattr(w, "_view_count", 0)\nW.HTML(_dom_classes=("pm-x",))\n'
           'w.observe(f, names="_view_count")\nw._dom_classes\n')
    assert named(old) == ["<source>:2: names _view_count", "<source>:3: names _dom_classes",
                          "<source>:4: names _view_count", "<source>:5: names _dom_classes"]
