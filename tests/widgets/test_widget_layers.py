"""The widgets are layered as the engine is: their packages import only downward, never in a cycle.

Bottom up: the shared pieces (style, cards, svg, the trick view, recompute); the rules panels, the
puzzle boards and the marker side by side (none importing another); the play boards (which open
mistakes as puzzle boards); the package itself (its lazy public names). The server (``penchant_server``) sits
above them all, and its layers are the architecture test's. The import graph
is the architecture test's, which sees imports inside functions too.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

_ARCH = Path(__file__).resolve().parents[1] / "architecture" / "design" / "test_import_layers.py"


def _architecture() -> ModuleType:
    spec = importlib.util.spec_from_file_location("penchant_import_layers", _ARCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GRAPH: dict[str, set[str]] = _architecture().import_graph()

LAYERS: dict[str, int] = {
    "penchant_widgets.shown_signal": -1,  # the page's word that it shows a widget: below the views that carry it
    "penchant_widgets.reveal": -1,  # a reply brought into view: below the boards that say replies
    "penchant_widgets.number_entry": -1,  # a box for a count, with a phone's number keypad: below the boards
    "penchant_widgets.styles": 0,  # the style sheets and the way a widget is given its classes
    "penchant_widgets.html_parts": 0,  # a message box and a phone-sized table, as HTML strings
    "penchant_widgets.action_button": 0,  # the boards' styled button
    "penchant_widgets.rules_switch": 0,  # the switch between the rule books
    "penchant_widgets.cards": 0,
    "penchant_widgets.svg": 0,
    "penchant_widgets.recompute": 0,
    "penchant_widgets.trick": 0,
    "penchant_widgets.first_view": 0,  # when a page first shows a widget: imports no widget
    "penchant_widgets.steps": 0,  # examples one at a time: shows boards it is given
    "penchant_widgets.folds": 0,  # boards one click away: shows boards it is given
    "penchant_widgets.contents_link": 0,  # the link back to the chapter list: imports no widget
    "penchant_widgets.page_environment": 0,  # what a served page reads from its kernel's environment
    "penchant_widgets.lessons": 1,
    "penchant_widgets.puzzles": 1,
    "penchant_widgets.marker": 1,
    "penchant_widgets.play": 2,
    "penchant_widgets": 5,
}


def widget_layer(module: str) -> tuple[str, int]:
    parts = module.split(".")
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        if prefix in LAYERS:
            return prefix, LAYERS[prefix]
    raise AssertionError(f"{module} is in no widget layer: add it to LAYERS")


WIDGET_MODULES = sorted(m for m in GRAPH if m.split(".")[0] == "penchant_widgets")


def test_the_graph_sees_the_widgets() -> None:
    assert "penchant_widgets.trick" in GRAPH["penchant_widgets.puzzles.endgame"]
    assert "penchant_widgets.puzzles.board" in GRAPH["penchant_widgets.play.mistakes"]  # learn()'s board: a lazy import


@pytest.mark.parametrize("module", WIDGET_MODULES)
def test_widgets_import_only_downward(module: str) -> None:
    home, level = widget_layer(module)
    for dep in sorted(d for d in GRAPH[module] if d.startswith("penchant_widgets")):
        dep_home, dep_level = widget_layer(dep)
        if dep_home == home or dep_level == level == 0:  # the shared pieces may use one another
            continue
        assert dep_level < level, f"{module} (layer {home}) imports {dep} (layer {dep_home}): not downward"
