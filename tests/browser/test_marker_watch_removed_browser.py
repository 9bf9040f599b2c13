"""The marker's line to its server (``watch.js``) once its widget is removed: the module asks its line (a round trip
to its kernel over its own model, then, with no echo in time, Jupyter's kernel API: the widget's own channel dies
with the server and cannot say so), so a removed widget must stop asking, and an
answer still on its way must not act for it (a 404 reloading a page the widget has left); and every listener it
added (on its app, the document, the window) goes with it. What it says of a server lost is its model's words, the
kernel's (``LOST_WORDS``), never its own. Run in a blank page, the module given a stand-in model and ``fetch``: no
server needed."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from browser_helpers import listeners

from penchant_widgets.marker.watch import APP_CLASS, LOST_WORDS, NO_APP_WORDS, TAP, WATCH_SCRIPT

pytestmark = pytest.mark.browser

PAGE = ('<div id="app" class="pm-app" style="padding-bottom: 40px"><button id="tap" class="pm-tap">tap</button>'
        '<button id="plain">plain</button><span class="pm-tap"><button id="toggle">toggle</button></span>'
        '<div id="el"></div></div>')
"""An app with a tap control (a button the kernel gave a handler: ``TAP_CLASS``), a plain button (no tap) and a
choice the kernel takes (toggle buttons: the class on their box, around the button clicked)."""

RENDER = """async ([source, words, noApp]) => {
  const url = URL.createObjectURL(new Blob([source], {type: "text/javascript"}));
  const watch = (await import(url)).default;
  // The model as anywidget documents it (get, on, off, send), and nothing else: no widget manager, no views.
  // What it sends the kernel is kept in order with the page's buttons' own handlers (window.order).
  window.order = [];
  for (const id of ["tap", "plain", "toggle"]) {
    document.getElementById(id).addEventListener("click", () => window.order.push(id));
  }
  const traits = {answered: 0, served: true, kernel_id: "k1", base_url: "/", line_ms: 50, answer_ms: 20,
                  hidden_reload_ms: 600000, words, app_class: "pm-app", tap_class: "pm-tap", app_found: null,
                  no_app_words: noApp};
  window.traits = traits;
  window.errors = [];
  console.error = (...args) => window.errors.push(String(args[0]));
  // The stand-in kernel sends each round trip back (a custom message to the model's "msg:custom" listeners),
  // unless the line is down or held: then the page asks the stand-in server.
  const listening = {};
  window.listening = listening;
  const model = {get: (k) => traits[k], set: (k, v) => { traits[k] = v; },
                 on: (name, f) => { (listening[name] = listening[name] || []).push(f); },
                 off: (name, f) => { listening[name] = (listening[name] || []).filter((g) => g !== f); },
                 save_changes: () => { window.saved = {...traits}; },
                 send: (content) => {
                   if (content.event !== "echo") { window.order.push(JSON.stringify(content)); return; }
                   window.asked += 1;
                   if (window.down || window.holding) return;
                   setTimeout(() => (listening["msg:custom"] || []).forEach((f) => f({...content})), 0);
                 }};
  window.asked = 0;  // the page's questions of its line: round trips over the model, then the server's API
  window.answer = null;  // how the stand-in server answers: now (ok), or held until the test lets it go
  window.fetched = 0;  // the server's API asked
  window.fetch = () => {
    window.asked += 1;
    window.fetched += 1;
    if (window.down) return Promise.reject(new TypeError("Failed to fetch"));
    if (!window.holding) return Promise.resolve({ok: true, status: 200});
    return new Promise((resolve) => { window.answer = resolve; });
  };
  window.stayed = true;  // gone if the page reloads
  window.remove = watch.render({model, el: document.getElementById("el")});
}"""


STAND_IN_WORDS = {state: f"<{state}: the kernel's words>" for state in LOST_WORDS}
"""Words the module can only have from its model: shown as they are, the page's sentences are the kernel's."""


def test_a_removed_watch_stops_asking_and_an_answer_on_its_way_does_nothing(page: Any) -> None:
    page.set_content(PAGE)
    page.evaluate(RENDER, [WATCH_SCRIPT, STAND_IN_WORDS, NO_APP_WORDS])
    page.wait_for_function("window.asked >= 3")  # it polls while shown
    page.evaluate("window.holding = true")
    page.wait_for_function("window.answer !== null")  # a question on its way
    page.evaluate("window.remove()")  # the widget removed (its view's cleanup)
    assert page.evaluate("Object.values(window.listening).every((fs) => fs.length === 0)")  # its model's, off
    asked = page.evaluate("window.asked")
    page.wait_for_timeout(400)  # eight polls' time
    page.click("#tap")  # a tap no longer asks either
    assert page.evaluate("window.asked") == asked
    page.evaluate("window.answer({ok: false, status: 404})")  # the server back, for a widget no longer there
    page.wait_for_timeout(300)
    assert page.evaluate("window.stayed === true"), "a removed watch reloaded the page"
    assert page.inner_text("#el") == ""


def test_the_line_is_asked_over_the_model_and_the_server_only_when_no_echo_comes(page: Any) -> None:
    """While its kernel sends each round trip back, the page asks the server's API nothing; with no echo in time it
    asks the server, which, there, keeps the page as it is (a kernel busy a while is no loss)."""
    page.set_content(PAGE)
    page.evaluate(RENDER, [WATCH_SCRIPT, STAND_IN_WORDS, NO_APP_WORDS])
    page.wait_for_function("window.asked >= 5")
    assert page.evaluate("window.fetched") == 0
    page.evaluate("window.holding = true")  # no echo: the server asked, and its answer held
    page.wait_for_function("window.fetched >= 1 && window.answer !== null")
    page.evaluate("window.answer({ok: true, status: 200}); window.holding = false; window.answer = null")
    asked = page.evaluate("window.asked")
    page.wait_for_function(f"window.asked >= {asked + 3}")  # asking again, over the model
    assert page.inner_text("#el") == "" and page.evaluate("window.stayed === true")
    page.evaluate("window.remove()")


def test_a_removed_watch_leaves_no_listener_on_its_app_the_document_or_the_window(page: Any) -> None:
    """A review's finding: listeners on the window outliving the widget. The taps are heard on the app's element,
    the page shown again on the document, the network on the window (its online and offline fire there only);
    the view's cleanup removes them all."""
    page.set_content(PAGE)
    targets = ("window", "document", 'document.getElementById("app")')
    before = {t: listeners(page, t) for t in targets}
    page.evaluate(RENDER, [WATCH_SCRIPT, STAND_IN_WORDS, NO_APP_WORDS])
    page.wait_for_function("window.asked >= 1")
    page.wait_for_timeout(100)  # its element in its app: the taps listened to
    added = {t: sorted((Counter(listeners(page, t)) - Counter(before[t])).elements()) for t in targets}
    assert added == {"window": ["offline", "online"], "document": ["visibilitychange"],
                     'document.getElementById("app")': ["click"]}
    page.evaluate("window.remove()")
    assert {t: listeners(page, t) for t in targets} == before


def test_what_a_lost_page_says_is_its_models_words(page: Any) -> None:
    """The sentences are the kernel's (``LOST_WORDS``, synced as ``words``), not the module's: with stand-in words
    the page says those, by the state it finds: lost with no tap in mind, then a tap made while cut off not
    recorded. A click in the app off its tap controls (its own box, a plain button) is no tap."""
    page.set_content(PAGE)
    page.evaluate(RENDER, [WATCH_SCRIPT, STAND_IN_WORDS, NO_APP_WORDS])
    page.wait_for_function("window.asked >= 1")
    page.evaluate("window.down = true")
    page.wait_for_function("document.getElementById('el').innerText !== ''")
    assert page.inner_text("#el") == STAND_IN_WORDS["lost"]
    page.click("#app", position={"x": 1, "y": 30})  # the app's own box, below its buttons
    page.click("#plain")  # a button the kernel gave no handler: no tap (issue #30)
    page.wait_for_timeout(200)
    assert page.inner_text("#el") == STAND_IN_WORDS["lost"]
    page.click("#toggle")
    page.wait_for_function("document.getElementById('el').innerText !== " + json.dumps(STAND_IN_WORDS["lost"]))
    assert page.inner_text("#el") == STAND_IN_WORDS["not_recorded"]
    page.evaluate("window.remove()")


def test_each_tap_is_told_through_the_model_after_its_buttons_own_handlers(page: Any) -> None:
    """A review's finding: the page found which taps the kernel answers through ipywidgets' JavaScript internals
    (the widget manager anywidget gives the model, each widget's ``views``); then it took a click on any button of
    the app for a tap (issue #30). Now a click on a tap control (of the class the model names, ``tap_class``: a
    button the kernel gave a handler, a toggle's box) is a tap, told to the kernel through the model's documented
    ``send`` after the control's own handlers have sent the tap (the kernel, handling them in order, answers it once
    the tap is handled). A click on a plain button, or off the buttons, tells nothing."""
    page.set_content(PAGE)
    page.evaluate(RENDER, [WATCH_SCRIPT, STAND_IN_WORDS, NO_APP_WORDS])
    page.wait_for_function("window.asked >= 1")
    page.wait_for_timeout(100)  # its element in its app: the taps listened to
    page.click("#app", position={"x": 1, "y": 30})
    for button in ("tap", "plain", "toggle"):
        page.click(f"#{button}")
    told = json.dumps(TAP, separators=(",", ":"))
    page.wait_for_function("window.order.length >= 5")
    page.wait_for_timeout(100)
    assert page.evaluate("window.order") == ["tap", told, "plain", "toggle", told]
    page.evaluate("window.remove()")


def test_a_watch_laid_out_in_a_box_inside_its_app_still_hears_its_taps(page: Any) -> None:
    """The app is found by the class the model names (MarkerApp's), not as the element's parent: a watch laid out
    in a box of the app still counts the app's taps, and tells the kernel it found its app."""
    assert APP_CLASS == "pm-app"
    page.set_content(PAGE.replace('<div id="el"></div>', '<div class="box"><div><div id="el"></div></div></div>'))
    page.evaluate(RENDER, [WATCH_SCRIPT, STAND_IN_WORDS, NO_APP_WORDS])
    page.wait_for_function("window.traits.app_found !== null")
    assert page.evaluate("[window.saved.app_found, window.errors]") == [True, []]
    page.click("#tap")
    page.wait_for_function("window.order.length >= 2")
    assert page.evaluate("window.order") == ["tap", json.dumps(TAP, separators=(",", ":"))]
    page.evaluate("window.remove()")


def test_a_watch_on_the_page_outside_any_app_says_so_and_tells_the_kernel(page: Any) -> None:
    """Laid out where no app holds it, the watch could hear no tap, and a server lost could not say whether the last
    tap was recorded: it says so in the console, in its model's words, and sets ``app_found`` false for the kernel."""
    page.set_content(PAGE.replace('class="pm-app" ', ""))
    page.evaluate(RENDER, [WATCH_SCRIPT, STAND_IN_WORDS, NO_APP_WORDS])
    page.wait_for_function("window.traits.app_found !== null")
    assert page.evaluate("[window.saved.app_found, window.errors]") == [False, [NO_APP_WORDS]]
    page.click("#tap")
    page.wait_for_timeout(100)
    assert page.evaluate("window.order") == ["tap"]  # no tap heard
    page.evaluate("window.remove()")
