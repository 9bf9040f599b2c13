"""The page's word that it shows a widget (``penchant_widgets/shown_signal.js``, the front end of
:class:`penchant_widgets.shown_signal.ShownSignal`), run in Chromium over a page of its own with a model of the
test's: its first render sets ``shown`` and saves it; a view drawn again, the model already shown, sends nothing."""

from __future__ import annotations

from typing import Any

import pytest

from penchant_widgets.shown_signal import SHOWN_SCRIPT

pytestmark = pytest.mark.browser

ORIGIN = "http://localhost:8887"

PAGE = """<!doctype html><html><body><div id="a"></div><div id="b"></div><script type="module">
const values = {shown: false};
window.saved = [];
const model = {
  get: (k) => values[k], set: (k, v) => { values[k] = v; },
  save_changes: () => window.saved.push({...values}), on: () => {}, off: () => {},
};
const signal = (await import("/shown_signal.js")).default;
signal.render({model, el: document.getElementById("a")});
signal.render({model, el: document.getElementById("b")});  // a second view of the same model
window.done = true;
</script></body></html>"""


def test_the_first_render_says_shown_once(page: Any) -> None:
    page.route(f"{ORIGIN}/", lambda route: route.fulfill(body=PAGE, content_type="text/html"))
    page.route(f"{ORIGIN}/shown_signal.js",
               lambda route: route.fulfill(body=SHOWN_SCRIPT, content_type="text/javascript"))
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("window.done === true")
    assert page.evaluate("window.saved") == [{"shown": True}]
