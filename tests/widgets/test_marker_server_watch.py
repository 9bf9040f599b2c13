"""The marker page's line to its server (``penchant_widgets.marker.watch``): an anywidget told by the kernel which
taps it has answered, whose front end is a static module, ``watch.js``, beside it. The page's side (a dead server
said at once, a tap not recorded said, the page back by itself) is tests/browser/test_marker_server_loss_browser.py's.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import anywidget
import ipywidgets as W
import pytest
from marker_taps import banner, start, trick
from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.marker.controls import Button, button
from penchant_widgets.marker.watch import (
    BASE_URL_VARIABLE,
    KERNEL_ID_VARIABLE,
    LINE_SECONDS,
    LOST_WORDS,
    WATCH_SCRIPT,
    ServerWatch,
)
from support import classes

from penchant.marker.store import Store

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "widgets" / "jupyter" / "voila" / "templates" / "penchant"


def told(app: MarkerApp) -> list[tuple[int, int, str]]:
    """Each answer the page is told: the taps answered, the ledger's entries then, and the banner then."""
    seen: list[tuple[int, int, str]] = []
    app.watch.observe(lambda change: seen.append((change["new"], app.ledger.seq, banner(app))), "answered")
    return seen


def test_a_tap_is_told_answered_once_its_entry_is_committed(app: MarkerApp) -> None:
    """The page knew a tap was recorded only by guessing (a poll of the server after a click found by class): the
    kernel now tells it, after the tap's handler has run, in a synced trait."""
    start(app)
    seen = told(app)
    before = app.ledger.seq
    trick(app, 0)
    trick(app, 1)
    assert [(n, seq) for n, seq, _ in seen] == [(app.taps - 1, before + 1), (app.taps, before + 2)]
    assert app.watch.get_state()["answered"] == app.taps  # what the page is sent


def test_a_refused_tap_is_answered_with_its_refusal_shown(db: Path) -> None:
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(a, 0)
    seen = told(b)
    trick(b, 1)  # stale: a entered first
    assert len(seen) == 1 and "The other device has just entered" in seen[0][2]


def test_the_banners_close_is_a_tap_answered_too(app: MarkerApp) -> None:
    """Every button of the app is answered, or the page would wait for ever on one and call it not recorded."""
    app.show_error("something")
    seen = told(app)
    close = app.banner.children[-1]
    close.click()
    assert seen and not banner(app)


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
    assert WATCH_SCRIPT == (ROOT / "widgets" / "marker" / "watch.js").read_text(encoding="utf-8")
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


def test_the_page_counts_taps_only_on_buttons_the_kernel_answers(app: MarkerApp) -> None:
    """A reviewer's finding: the page counted a click on any button of the app as a tap awaiting the kernel's
    answer, so a toggle (a rules choice) or a button with no handler, never answered, made a lost page say "that
    tap was not recorded". A button whose handler is guarded (its tap answered) has its synced ``answers_taps``
    set; the page counts those only, found among the app's widgets from the watch's synced ``app``. (A later
    review: the page told them by a class the kernel gave them, a style's name read as a signal; the class is
    gone.)"""
    start(app)
    assert app.watch.app is app
    assert app.watch.get_state()["app"] == f"IPY_MODEL_{app.model_id}"
    assert "tap_class" not in app.watch.get_state()

    def answers(w: W.Widget) -> bool:
        return bool(w.get_state().get("answers_taps"))

    assert answers(app.banner.children[-1]) and answers(app.banner_undo)
    assert answers(button("x", on_click=app.guard(lambda: None)))
    assert not answers(button("x", on_click=lambda: None)) and not answers(button("x"))
    app.show("setup")  # the new game's form: its rules and dealer are toggles, answered by no handler
    shown = widgets_in(app)
    toggles = [w for w in shown if isinstance(w, W.ToggleButtons)]
    assert toggles and not any(answers(w) for w in toggles)
    assert any(answers(w) for w in shown if isinstance(w, Button))
    assert not any("pm-answered-tap" in classes(w) for w in shown)
    assert 'get("answers_taps")' in WATCH_SCRIPT and "tap_class" not in WATCH_SCRIPT


def widgets_in(root: W.Widget) -> list[W.Widget]:
    out, todo = [], [root]
    while todo:
        w = todo.pop()
        out.append(w)
        todo.extend(getattr(w, "children", ()))
    return out


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
