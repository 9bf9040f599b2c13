"""The marker's line to its server (``watch.js``) once its widget is removed: the module polls Jupyter's kernel API
(the widget's own channel dies with the server and cannot say so), so a removed widget must stop asking, and an
answer still on its way must not act for it (a 404 reloading a page the widget has left). Run in a blank page,
the module given a stand-in model and ``fetch``: no server needed."""

from __future__ import annotations

from typing import Any

import pytest
from penchant_widgets.marker.watch import WATCH_SCRIPT

pytestmark = pytest.mark.browser

PAGE = '<div id="app"><button id="tap">tap</button><div id="el"></div></div>'

RENDER = """async (source) => {
  const url = URL.createObjectURL(new Blob([source], {type: "text/javascript"}));
  const watch = (await import(url)).default;
  const traits = {answered: 0, served: true, kernel_id: "k1", base_url: "/", line_ms: 50, hidden_reload_ms: 600000};
  const model = {get: (k) => traits[k], on: () => {}, off: () => {}};
  window.asked = 0;
  window.answer = null;  // how the stand-in server answers: now (ok), or held until the test lets it go
  window.fetch = () => {
    window.asked += 1;
    if (!window.holding) return Promise.resolve({ok: true, status: 200});
    return new Promise((resolve) => { window.answer = resolve; });
  };
  window.stayed = true;  // gone if the page reloads
  window.remove = watch.render({model, el: document.getElementById("el")});
}"""


def test_a_removed_watch_stops_asking_and_an_answer_on_its_way_does_nothing(page: Any) -> None:
    page.set_content(PAGE)
    page.evaluate(RENDER, WATCH_SCRIPT)
    page.wait_for_function("window.asked >= 3")  # it polls while shown
    page.evaluate("window.holding = true")
    page.wait_for_function("window.answer !== null")  # a question on its way
    page.evaluate("window.remove()")  # the widget removed (its view's cleanup)
    asked = page.evaluate("window.asked")
    page.wait_for_timeout(400)  # eight polls' time
    page.click("#tap")  # a tap no longer asks either
    assert page.evaluate("window.asked") == asked
    page.evaluate("window.answer({ok: false, status: 404})")  # the server back, for a widget no longer there
    page.wait_for_timeout(300)
    assert page.evaluate("window.stayed === true"), "a removed watch reloaded the page"
    assert page.inner_text("#el") == ""
