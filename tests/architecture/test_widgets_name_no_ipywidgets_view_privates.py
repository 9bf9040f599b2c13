"""The widgets name ipywidgets' private view traits only where no public way serves: ``_view_count`` (a page has
drawn a widget) nowhere, ``_dom_classes`` (a widget's CSS classes) in one place.

A page says it shows a widget through a widget of its own, a :class:`penchant_widgets.shown.ShownSignal` whose
module (``widgets/shown.js``) sets its synced ``shown`` when the page draws it (the marker's device view is one),
not ipywidgets' experimental ``_view_count`` (counted by the page only if its copy held a number when the view was
attached: a held screen then never showed, a page built ahead kept stale progress). The marker gives its widgets
their classes with ``add_class`` (``penchant_widgets.marker.controls.classed``), not ``_dom_classes=`` in a
constructor.

Left, in one module and said why: ``penchant_widgets.style``'s ``classes`` (the tutorial's boards give a hundred
widgets their classes in the message that makes each; on the static site one message more for each is a delay
before a board shows). Checked with ast: a name in prose (a docstring) is no finding."""

from __future__ import annotations

import ast

from source_scan import ROOT

PRIVATES = ("_view_count", "_dom_classes")
ALLOWED = {"widgets/style.py": {"_dom_classes"}}
"""Where a private may be named, and which."""
MARKER_MAY_NOT_IMPORT = {("penchant_widgets.style", "classes")}
"""What would bring the privates into the marker by another module: the classes given to a constructor."""


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


def imported(source: str, where: str = "<source>") -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if (node.module, alias.name) in MARKER_MAY_NOT_IMPORT or (node.module, None) in MARKER_MAY_NOT_IMPORT:
                    found.append(f"{where}:{node.lineno}: imports {alias.name} from {node.module}")
        elif isinstance(node, ast.Import):
            found += [f"{where}:{node.lineno}: imports {a.name}" for a in node.names
                      if (a.name, None) in MARKER_MAY_NOT_IMPORT]
    return found


def test_the_widgets_name_the_view_privates_only_where_allowed() -> None:
    found = []
    for path in sorted((ROOT / "widgets").rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        allowed = ALLOWED.get(where, set())
        found += [f for f in named(path.read_text(encoding="utf-8"), where)
                  if f.rsplit(" ", 1)[-1] not in allowed]
    assert found == [], "\n".join(found)


def test_the_marker_imports_no_module_that_names_them() -> None:
    found = [f for path in sorted((ROOT / "widgets" / "marker").rglob("*.py"))
             for f in imported(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]
    assert found == [], "\n".join(found)


def test_the_scans_see_each_way_of_naming_them_and_not_prose() -> None:
    old = ('"""Counted by ``_view_count``."""\nsetattr(w, "_view_count", 0)\nW.HTML(_dom_classes=("pm-x",))\n'
           'w.observe(f, names="_view_count")\nw._dom_classes\n')
    assert named(old) == ["<source>:2: names _view_count", "<source>:3: names _dom_classes",
                          "<source>:4: names _view_count", "<source>:5: names _dom_classes"]
    assert imported("from penchant_widgets.style import classes as css\nfrom penchant_widgets.style import "
                    "StyleSheet\n") == ["<source>:1: imports classes from penchant_widgets.style"]
