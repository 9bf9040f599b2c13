"""The marker's app module holds the app alone (``MarkerApp``: its screens shown, its entries entered, its store
followed). It was 590 lines doing five jobs: the app, starting it over a store that may not open (and the
fallback store), the refusal banner, the registry of screens built on first use, and the page's notes and sentences
(the wake note, the link to the chapters, a double tap, joining a game). Each now has a module named for it:
``starting.py``, ``banner.py``, ``screens.py``, ``page_notes.py`` and ``screen_words.py``. A function, another
class or a constant (a sentence, a name) at the top of ``app.py`` is a job come back."""

from __future__ import annotations

import ast

from source_scan import ROOT, parsed

APP = "penchant_widgets/marker/app.py"
KEPT = {"__all__", "Submittable", "F"}
"""What the app module may hold beside its class: its ``__all__`` and the two type aliases its methods are typed
with."""


def other_jobs(source: str) -> list[str]:
    """What the module defines at its top beside one class: functions, further classes, constants."""
    tree = parsed(source)
    classes = [n.name for n in tree.body if isinstance(n, ast.ClassDef)]
    found = [f"class {name}" for name in classes[1:]]
    found += [f"def {n.name}" for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) else []
        found += [t.id for t in targets if isinstance(t, ast.Name) and t.id not in KEPT]
    return found


def test_the_marker_app_module_holds_the_app_alone() -> None:
    source = (ROOT / APP).read_text(encoding="utf-8")
    assert [n.name for n in parsed(source).body if isinstance(n, ast.ClassDef)] == ["MarkerApp"]
    assert other_jobs(source) == [], f"{APP} holds more than the app; give each job its own module"


def test_the_scan_sees_the_jobs_that_were_there() -> None:
    old = ('__all__ = ["MarkerApp", "marker_app"]\n'
           'DOUBLE_TAP = "Double tap: entered once"\n'
           "class MarkerApp(W.VBox):\n    pass\n"
           "def joined_words(players, when):\n    return ''\n"
           "_SCREENS: dict = {}\n"
           "def marker_app(db=None):\n    return MarkerApp()\n")
    assert other_jobs(old) == ["def joined_words", "def marker_app", "DOUBLE_TAP", "_SCREENS"]
