"""The page's word that it shows a widget (``penchant_widgets/shown_signal.js`` after ``saying_shown.js``, the front
end of :class:`penchant_widgets.shown_signal.ShownSignal`), run in Chromium over a page of its own with a model of
the test's: its first render sets ``shown`` and saves it, then says it again as a message once a second until the
kernel's ``heard`` comes back (a first word can be lost), and stops then; a view drawn once the kernel has heard
sends nothing."""

from __future__ import annotations

from typing import Any

import pytest

from penchant_widgets.shown_signal import SHOWN_SCRIPT

pytestmark = pytest.mark.browser

ORIGIN = "http://localhost:8887"

PAGE = """<!doctype html><html><body><div id="a"></div><div id="b"></div><script type="module">
const values = {shown: false, heard: false};
window.saved = [];
window.said = [];
window.values = values;
const model = {
  get: (k) => values[k], set: (k, v) => { values[k] = v; },
  save_changes: () => window.saved.push({...values}), send: (m) => window.said.push(m),
  on: () => {}, off: () => {},
};
const signal = (await import("/shown_signal.js")).default;
window.signal = signal;
window.model = model;
window.stopA = signal.render({model, el: document.getElementById("a")});
window.done = true;
</script></body></html>"""


def _open(page: Any) -> None:
    page.route(f"{ORIGIN}/", lambda route: route.fulfill(body=PAGE, content_type="text/html"))
    page.route(f"{ORIGIN}/shown_signal.js",
               lambda route: route.fulfill(body=SHOWN_SCRIPT, content_type="text/javascript"))
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("window.done === true")


def test_the_first_render_says_shown_then_again_until_heard(page: Any) -> None:
    _open(page)
    assert page.evaluate("window.saved") == [{"shown": True, "heard": False}]
    page.wait_for_function("window.said.length >= 2", timeout=5_000)  # no heard: said again, a second apart
    assert page.evaluate("window.said[0]") == {"event": "shown"}
    page.evaluate("window.values.heard = true")  # the kernel's heard comes back
    page.wait_for_timeout(1_500)
    count = page.evaluate("window.said.length")
    page.wait_for_timeout(2_500)
    assert page.evaluate("window.said.length") == count  # it has stopped
    # a second view of the model, drawn once heard: nothing saved, nothing said
    page.evaluate("window.signal.render({model: window.model, el: document.getElementById('b')})")
    page.wait_for_timeout(1_500)
    assert page.evaluate("[window.saved.length, window.said.length]") == [1, count]


def test_a_view_taken_off_the_page_stops_saying(page: Any) -> None:
    _open(page)
    page.evaluate("window.stopA()")
    page.wait_for_timeout(2_500)
    assert page.evaluate("window.said") == []
