"""The marker's device view (``penchant_widgets.marker.device``): an anywidget whose traits follow the app's view,
and whose ``stored_choice``, given back by the page, is applied to it. Its front end is a static module,
``device.js``; the page's side is tests/browser/test_marker_view_browser.py's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import pytest
from marker_taps import start
from support import CLASSES, classes

from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.marker.device import DEVICE_SCRIPT, NO_APP_WORDS, WAKE_WORDS, DeviceView
from penchant_widgets.marker.in_app import IN_APP_SCRIPT
from penchant_widgets.marker.watch import APP_CLASS
from penchant_widgets.shown_signal import SAYING_SHOWN_SCRIPT

ROOT = Path(__file__).resolve().parents[2]
WATCH = ROOT / "penchant_widgets" / "marker" / "watch.js"
MODULE = ROOT / "penchant_widgets" / "marker" / "device.js"


def device(app: MarkerApp) -> DeviceView:
    assert app.device is not None
    return app.device


def view(app: MarkerApp) -> tuple[bool, bool, str, bool]:
    d = device(app)
    return d.face_to_face, d.referee, d.screen, d.restored


def synced(widget: Any) -> dict[str, Any]:
    """The state the page is sent (as ipywidgets sends it)."""
    state: dict[str, Any] = widget.get_state()
    return state


def test_the_view_follows_the_apps_traits_and_is_sent_to_the_page(app: MarkerApp) -> None:
    assert view(app) == (False, False, "setup", False)
    start(app)
    app.face_to_face = True
    app.referee = True
    assert view(app) == (True, True, "deal", False)
    assert {k: synced(device(app))[k] for k in ("face_to_face", "referee", "screen", "restored")} == {
        "face_to_face": True, "referee": True, "screen": "deal", "restored": False}
    app.face_to_face = False
    assert device(app).face_to_face is False


@pytest.mark.parametrize("trait", ["face_to_face", "referee"])
def test_the_page_is_sent_the_devices_copy_of_a_changed_view_before_it_is_shown_it(
        app: MarkerApp, trait: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A view changed and the server lost at once (the page saw "face to face" drawn, then nothing more): the page
    must already keep the choice, so the device's copy goes out before the app's class and screen do. Drawn first,
    a reload after a server killed just then came back side by side (CI, once)."""
    start(app)
    sent: list[str] = []
    draw = app.render
    monkeypatch.setattr(app, "render", lambda: (sent.append("screen"), draw())[1])
    app.observe(lambda c: sent.append("class"), names=[CLASSES])
    device(app).observe(lambda c: sent.append("device"), names=[trait])
    setattr(app, trait, True)
    assert sent[0] == "device" and "screen" in sent, sent
    assert ("class" in sent) == (trait == "face_to_face"), sent


def test_the_stored_choice_given_back_is_applied_once_and_the_page_not_taken_over(app: MarkerApp) -> None:
    device(app).set_state({"stored_choice": {"face": True, "referee": True}})  # as the page's message sets it
    assert (app.face_to_face, app.referee) == (True, True)
    assert view(app)[0:2] == (True, True) and device(app).restored
    assert not app.touched  # a restored view is no tap: the page still follows the table's latest game
    device(app).set_state({"stored_choice": {"face": False, "referee": False}})  # a second view's: too late
    assert (app.face_to_face, app.referee) == (True, True)


@pytest.mark.parametrize("given", [{}, {"face": "yes", "referee": 1}, {"other": True}])
def test_a_choice_it_cannot_read_changes_nothing_but_is_done(app: MarkerApp, given: dict[str, Any]) -> None:
    device(app).set_state({"stored_choice": given})
    assert (app.face_to_face, app.referee) == (False, False)
    assert device(app).restored


def test_the_widget_is_an_anywidget_with_its_module_from_a_static_file() -> None:
    """The review's finding: the view was said in a hidden element's data- attributes, read by the page's
    script with a MutationObserver, and given back through a hidden text box. The device view is a widget whose
    traits are synced, its front end a file of the package, not a Python string; the marker's other module (its
    line to its server) keeps no part of it."""
    assert issubclass(DeviceView, anywidget.AnyWidget)
    assert DEVICE_SCRIPT == SAYING_SHOWN_SCRIPT + IN_APP_SCRIPT + MODULE.read_text(encoding="utf-8")
    assert "export default" in DEVICE_SCRIPT and 'model.on("change:screen"' in DEVICE_SCRIPT
    assert '"marker/*.js"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    page = WATCH.read_text(encoding="utf-8")  # the marker's other page module: the line to its server
    for gone in ("pm-view", "MutationObserver", "localStorage", "wakeLock", "dataset", ".click()", "pm-face",
                 "pm-hidden", "\\u2713"):
        assert gone not in page, gone


def test_a_new_screen_is_synced_once_it_is_shown(app: MarkerApp) -> None:
    """The page turns a newly synced screen to its top: by then the screen must be the one showing."""
    seen: list[tuple[str, bool]] = []
    device(app).observe(lambda change: seen.append((change["new"], app.screen_widget(change["new"]).shown)),
                        "screen")
    start(app)
    app.show("history")
    app.show("deal")  # hidden while the sheet showed
    assert seen[-3:] == [("deal", True), ("history", True), ("deal", True)], seen


def test_the_wake_note_is_the_device_views_trait_drawn_by_the_app(app: MarkerApp) -> None:
    """The page's module wrote the wake note's text and class straight into the app's note on the page: its Python
    value stayed "" and the note was lost when the view was drawn again. Then it set the note's English sentences
    itself. The page says only what the browser did (``wake``: a state, ``wake_refusal``: the browser's error's
    name); the device view words it in Python (``wake_note``, ``wake_awake``) and the app draws that in its note."""
    assert "Screen" not in app._wake.value
    device(app).set_state({"wake": "awake"})  # as the page's module sets it
    assert device(app).wake_note == WAKE_WORDS["awake"] and device(app).wake_awake
    assert WAKE_WORDS["awake"] in app._wake.value and "pm-wake-ok" in app._wake.value
    device(app).set_state({"wake_refusal": "<NotAllowedError>", "wake": "refused"})
    assert "(&lt;NotAllowedError&gt;)" in app._wake.value and "pm-wake-ok" not in app._wake.value
    for state in ("unsupported", "insecure"):
        device(app).set_state({"wake": state})
        assert app._wake.value.count("The screen may dim") == 1 and not device(app).wake_awake
    device(app).set_state({"wake": "something new"})  # a state this kernel has no words for: nothing said
    assert device(app).wake_note == ""
    for words in WAKE_WORDS.values():  # the words are the kernel's, none of them in the page's module
        assert words.split(" (")[0].split(":")[0] not in DEVICE_SCRIPT, words
    assert "wake_note" not in DEVICE_SCRIPT
    assert DeviceView.class_traits()["wake_note"].metadata.get("sync") is not True
    # a new screen is turned to its top from this widget's own element: the marker's box is the one around it,
    # found by the class the kernel names (app_class), not one the module names
    assert ".pm-app" not in DEVICE_SCRIPT and "whenInApp(el, model, " in MODULE.read_text(encoding="utf-8")
    assert "querySelectorAll" not in DEVICE_SCRIPT and "textContent" not in DEVICE_SCRIPT  # no writes into others


def test_a_wake_lock_released_is_worded_as_the_screen_may_dim(app: MarkerApp) -> None:
    """Review 39: the page reports a wake lock the system released while shown (``wake``: ``"released"``); the
    note no longer says the screen is kept awake."""
    device(app).set_state({"wake": "awake"})
    assert device(app).wake_awake
    device(app).set_state({"wake": "released"})
    assert not device(app).wake_awake and "pm-wake-ok" not in app._wake.value
    assert WAKE_WORDS["released"] in app._wake.value and "The screen may dim" in app._wake.value


def test_the_view_finds_its_app_by_the_class_the_app_carries(app: MarkerApp, caplog: pytest.LogCaptureFixture) -> None:
    """The page finds the view's app by the class the view's model names, the one MarkerApp carries (not by where
    the view sits in the app's children); a page that finds the view outside any app sets ``app_found`` false, and
    the kernel logs it as an error."""
    state = synced(device(app))
    assert APP_CLASS in classes(app) and state["app_class"] == APP_CLASS
    assert state["no_app_words"] == NO_APP_WORDS and device(app).app_found is None
    with caplog.at_level("ERROR", logger="penchant.marker"):
        device(app).app_found = True
        assert not caplog.records
        device(app).app_found = False
    assert [r.getMessage() for r in caplog.records] == [NO_APP_WORDS]
    before_to_top = IN_APP_SCRIPT.split("function toTop")[0]
    assert 'model.get("app_class")' in before_to_top and "parentElement;" not in before_to_top
