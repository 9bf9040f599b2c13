"""Issue #30: the marker page's line to its server counts a click as a tap only on a control the kernel marked as one
whose taps it handles (:data:`~penchant_widgets.marker.watch.TAP_CLASS`), not any ``button`` of the app: the marks
are given where a control is given what its tap does (``on_tap``, ``tap_control``). Held here to what the kernel
does with each control: a button whose click the kernel counts as a tap (``MarkerApp.taps``) carries the mark, one
it does not count carries none, and every choice the kernel takes (toggles, the file picker) carries it; nothing
else does. The page's side (a click on an unmarked control waits on nothing) is
tests/browser/test_marker_server_loss_browser.py's and test_marker_watch_removed_browser.py's.
"""

from __future__ import annotations

from collections.abc import Iterator

import ipywidgets as W
from marker_taps import deal, start
from support import classes

from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.marker.flagged_widgets import button, on_tap
from penchant_widgets.marker.watch import TAP_CLASS, ServerWatch


def _widgets(root: W.Widget) -> Iterator[W.Widget]:
    """``root`` and every widget under it (boxes' children), each once."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        w = todo.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        yield w
        todo.extend(getattr(w, "children", ()) or ())


def _every_screen(app: MarkerApp) -> list[W.Widget]:
    """Every widget of ``app`` with each of its screens built, and the deal's two panels that come and go."""
    start(app)
    for name in ("setup", "rules", "deal", "history", "games", "connect"):
        app.screen_widget(name)
    app.referee = True  # the referee's cards, drawn while declaring is open (a new game's first trick)
    app.show("deal")
    deal(app)._panel("result")  # the result after four deals, made the first time a game is over
    return list(_widgets(app))


def test_a_button_is_marked_a_tap_exactly_when_the_kernel_counts_its_click(app: MarkerApp) -> None:
    widgets = _every_screen(app)
    buttons = [w for w in widgets if isinstance(w, W.Button)]
    assert len(buttons) > 100  # the cards, the combinations, the toolbar, the forms, the sheet's rows
    wrong = []
    for b in buttons:
        before = app.taps
        b.click()
        counted = app.taps > before
        if counted != (TAP_CLASS in classes(b)):
            wrong.append((b.description, classes(b), counted))
    assert not wrong, wrong


def test_every_choice_the_kernel_takes_is_marked_and_nothing_else_is(app: MarkerApp) -> None:
    widgets = _every_screen(app)
    choices = [w for w in widgets if isinstance(w, W.ToggleButtons | W.FileUpload)]
    assert len(choices) >= 12  # the new game's four, the editor's six, the sheet's filter, the file picker
    assert [w for w in choices if TAP_CLASS not in classes(w)] == []
    marked = [w for w in widgets if TAP_CLASS in classes(w)]
    assert all(isinstance(w, W.Button | W.ToggleButtons | W.FileUpload) for w in marked), marked
    assert not [w for w in widgets if isinstance(w, W.Text | W.Textarea | W.HTML) and TAP_CLASS in classes(w)]


def test_a_button_is_a_tap_once_it_is_given_what_its_tap_does() -> None:
    """A new control with no handler is no tap the page waits on; given its handler, it is."""
    b = button("new", "pm-new-control")
    assert TAP_CLASS not in classes(b)
    on_tap(b, lambda: None)
    assert TAP_CLASS in classes(b)
    assert ServerWatch().get_state()["tap_class"] == TAP_CLASS
