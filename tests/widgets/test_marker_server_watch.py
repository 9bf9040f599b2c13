"""The marker page's line to its server (``penchant_widgets.marker.watch``): an anywidget that tells the kernel of
each tap on its page and is told which taps the kernel has answered, whose front end is a static module,
``watch.js``, beside it. The page's side (a dead server said at once, a tap not recorded said, the page back by
itself) is tests/browser/test_marker_server_loss_browser.py's.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as W
import pytest
from marker_taps import banner, start, trick
from support import classes

from penchant.marker.sqlite_store import Store
from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.marker.flagged_widgets import Button, button
from penchant_widgets.marker.in_app import IN_APP_SCRIPT
from penchant_widgets.marker.watch import (
    ANSWER_SECONDS,
    APP_CLASS,
    BASE_URL_VARIABLE,
    ECHO,
    KERNEL_ID_VARIABLE,
    LINE_SECONDS,
    LOST_WORDS,
    NO_APP_WORDS,
    TAP,
    WATCH_SCRIPT,
    ServerWatch,
)

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "penchant_server" / "jupyter" / "voila" / "templates" / "penchant"


def told(app: MarkerApp) -> list[tuple[int, int, str]]:
    """Each answer the page is told: the taps answered, the ledger's entries then, and the banner then."""
    seen: list[tuple[int, int, str]] = []
    app.watch.observe(lambda change: seen.append((change["new"], app.ledger.seq, banner(app))), "answered")
    return seen


def page_says(widget: W.Widget, content: dict[str, Any]) -> None:
    """A custom message from ``widget``'s page module (anywidget's ``model.send``), as the kernel's comm delivers
    it (the comm's public ``handle_msg``; ipywidgets' wire format ``method: custom``)."""
    widget.comm.handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_each_tap_the_page_tells_is_answered_after_the_taps_own_message(app: MarkerApp) -> None:
    """The page tells the watch of each tap after the tap's own message (the button's click): the kernel handles
    them in order, so the watch's answer comes once the tap's entry is committed."""
    start(app)
    seen = told(app)
    before = app.ledger.seq
    trick(app, 0)
    page_says(app.watch, TAP)
    trick(app, 1)
    page_says(app.watch, TAP)
    assert [(n, seq) for n, seq, _ in seen] == [(1, before + 1), (2, before + 2)]
    assert app.watch.get_state()["answered"] == 2  # what the page is sent
    page_says(app.watch, {"event": "something else"})
    assert app.watch.answered == 2


def test_the_pages_round_trip_is_echoed_over_the_watchs_own_model(app: MarkerApp,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The page asks its line first over the watch's own model: the number it sends comes back as it went (the
    widget's ``send``, a custom message the page hears); anything else is no round trip, and is not answered."""
    echoed: list[Any] = []
    monkeypatch.setattr(app.watch, "send", lambda content, buffers=None: echoed.append(content))
    page_says(app.watch, {"event": ECHO, "n": 7})
    page_says(app.watch, {"event": ECHO, "n": "7"})
    page_says(app.watch, {"event": ECHO, "n": True})
    page_says(app.watch, {"event": ECHO})
    assert echoed == [{"event": ECHO, "n": 7}] and app.watch.answered == 0
    assert app.watch.get_state()["answer_ms"] == ANSWER_SECONDS * 1000 < LINE_SECONDS * 1000
    code = re.sub(r"//[^\n]*", "", WATCH_SCRIPT)
    assert 'model.send({event: "echo", n})' in code and 'model.on("msg:custom", echoed)' in code


def test_a_refused_tap_is_answered_with_its_refusal_shown(db: Path) -> None:
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(a, 0)
    seen = told(b)
    trick(b, 1)  # stale: a entered first
    page_says(b.watch, TAP)
    assert len(seen) == 1 and "The other device has just entered" in seen[0][2]


def test_every_tap_is_answered_whatever_its_button(app: MarkerApp) -> None:
    """A reviewer's finding: the page counted a click on any button of the app, so a toggle (a rules choice) or a
    button with no handler, never answered, made a lost page say "that tap was not recorded". Then the page found
    the buttons whose taps the kernel answered through ipywidgets' JavaScript internals (the widget manager, each
    widget's views), which an upgrade could change in silence. Now the kernel answers the page's own word of each
    tap, whatever was tapped: a toggle's choice, a button with no handler, the banner's close."""
    app.show("setup")  # the new game's form: its rules and dealer are toggles, answered by no handler
    form = app.screen_widget("setup")
    seen = told(app)
    form.rules.value = "kandell"  # a toggle's choice taken (its state), then the page's word of the tap
    page_says(app.watch, TAP)
    button("x").click()  # no handler
    page_says(app.watch, TAP)
    app.show_error("something")
    app.banner.children[-1].click()
    page_says(app.watch, TAP)
    assert [n for n, _, _ in seen] == [1, 2, 3] and not banner(app)


def test_the_page_tells_its_taps_through_its_model_not_ipywidgets_internals() -> None:
    """The page module reads no widget manager and no other widget's views (ipywidgets' JavaScript internals): it
    tells each tap through anywidget's documented ``model.send``, in the watch's own :data:`TAP` words."""
    code = re.sub(r"//[^\n]*", "", WATCH_SCRIPT)
    assert 'model.send({event: "tap"})' in code and TAP == {"event": "tap"}
    for gone in ("widget_manager", ".views", "answers_taps", 'get("app")'):
        assert gone not in code, gone
    assert "app" not in ServerWatch().get_state() and not hasattr(Button(), "answers_taps")


def test_the_static_site_has_no_server_to_watch(monkeypatch: pytest.MonkeyPatch) -> None:
    assert ServerWatch().served
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert not ServerWatch().served
    assert ServerWatch().get_state()["line_ms"] == LINE_SECONDS * 1000


def test_the_watch_is_an_anywidget_with_its_module_from_a_static_file(app: MarkerApp) -> None:
    """The review's finding: a page-level script of the Voila template (a window global, a document click listener
    finding the app's buttons by class, an alert injected into the page's body) watched the server. The watch is
    a widget of the app, its state synced traits, its message drawn in its own element; the template and the
    static site's build add no script of the marker's."""
    assert issubclass(ServerWatch, anywidget.AnyWidget) and app.watch in app.children
    module = (ROOT / "penchant_widgets" / "marker" / "watch.js").read_text(encoding="utf-8")
    assert WATCH_SCRIPT == IN_APP_SCRIPT + module
    assert "export default" in WATCH_SCRIPT and 'model.on("change:answered"' in WATCH_SCRIPT
    assert 'model.get("line_ms")' in WATCH_SCRIPT and "el.appendChild" in WATCH_SCRIPT
    for gone in (".pm-app", "window.__", "document.body", "querySelector"):
        assert gone not in WATCH_SCRIPT, gone
    assert not (TEMPLATE / "marker-page.js").exists()
    assert "marker-page" not in (TEMPLATE / "index.html.j2").read_text(encoding="utf-8")
    assert "marker-page" not in (ROOT / "tools" / "site" / "sitebuild" / "pages.py").read_text(encoding="utf-8")


def test_the_kernel_tells_the_page_which_kernel_to_ask_about(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's finding: the page read its kernel's id and the server's base URL off the page's config script
    (the page's markup). Voilà tells the kernel both (in the environment variables it sets in every kernel it
    starts, preheated or not); the kernel gives them to the page in synced traits."""
    from voila.utils import ENV_VARIABLE  # Voilà's own names: an upgrade that renames them fails here

    assert (ENV_VARIABLE.VOILA_KERNEL_ID, ENV_VARIABLE.VOILA_BASE_URL) == (KERNEL_ID_VARIABLE, BASE_URL_VARIABLE)
    monkeypatch.setenv(KERNEL_ID_VARIABLE, "5f0c8a5e-0000-4000-8000-00000000abcd")
    monkeypatch.setenv(BASE_URL_VARIABLE, "/penchant/")
    state = ServerWatch().get_state()
    assert (state["kernel_id"], state["base_url"]) == ("5f0c8a5e-0000-4000-8000-00000000abcd", "/penchant/")
    assert 'model.get("kernel_id")' in WATCH_SCRIPT and "jupyter-config-data" not in WATCH_SCRIPT


def test_a_kernel_voila_did_not_start_is_not_watched(monkeypatch: pytest.MonkeyPatch) -> None:
    """A notebook run in JupyterLab or by nbconvert: its kernel was not told its id, so the page asks about none
    (an id guessed, or a base URL guessed wrong, would be a 404: the page reloading itself for ever)."""
    monkeypatch.delenv(KERNEL_ID_VARIABLE, raising=False)
    monkeypatch.delenv(BASE_URL_VARIABLE, raising=False)
    state = ServerWatch().get_state()
    assert (state["kernel_id"], state["base_url"]) == ("", "/")


def test_the_watch_and_the_device_view_are_the_apps_own_children(app: MarkerApp) -> None:
    """The page modules' contract (``appOf`` in watch.js and device.js): each widget's element sits in its app's
    element, its parent, so they find the app without looking for its class."""
    assert app.watch in app.children and app.device in app.children


def test_what_a_lost_page_says_is_the_kernels_words_told_beforehand() -> None:
    """A review's finding: the page's module wrote the sentences of a server lost itself. They are the kernel's
    (:data:`LOST_WORDS`), synced to the page as ``words`` while the server is there (cut off, the page can no longer
    ask), one for each state the module finds; the module names the states and holds none of the words."""
    words = ServerWatch().get_state()["words"]
    assert words == LOST_WORDS
    assert set(words) == {"lost", "not_recorded", "recorded", "unsure", "back"}
    code = re.sub(r"//[^\n]*", "", WATCH_SCRIPT)  # its comments may quote them
    for state, sentence in words.items():
        assert f'"{state}"' in code
        assert sentence not in code
    for part in ("lost its server", "not recorded", "reconnects by itself", "look at the score", "is back"):
        assert part not in code


def test_the_watch_finds_its_app_by_the_class_the_app_carries(app: MarkerApp, caplog: pytest.LogCaptureFixture) -> None:
    """The page finds the watch's app by the class the watch's model names, the one MarkerApp carries; a page that
    finds the watch outside any app sets ``app_found`` false, and the kernel logs it as an error."""
    assert APP_CLASS in classes(app) and app.watch.get_state()["app_class"] == APP_CLASS
    assert app.watch.get_state()["no_app_words"] == NO_APP_WORDS and app.watch.app_found is None
    with caplog.at_level("ERROR", logger="penchant.marker"):
        app.watch.app_found = True
        assert not caplog.records
        app.watch.app_found = False
    assert [r.getMessage() for r in caplog.records] == [NO_APP_WORDS]
