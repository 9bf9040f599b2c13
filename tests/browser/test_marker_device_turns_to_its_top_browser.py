"""A new screen of the marker opens at the marker's top, scrolling only what must move
(``penchant_widgets/marker/device.js``, by ``toTop`` of the helper it shares, ``in_app.js``).

Its ``toTop`` set every scrolling box around the marker, and the window, to their top: where the marker sits below
other content in a box that scrolls (a notebook's cell in JupyterLab, a page with text above it), the box went to
its first line and the marker out of sight (review h39 #4). The module is loaded alone in a blank page, over a
model of its traits, so the test needs no server. The module finds its app by the class its model names
(``app_class``), however deep in the app its element is laid out, and says so in ``app_found``."""

from __future__ import annotations

from typing import Any

import pytest

from penchant_widgets.marker.device import DEVICE_SCRIPT

pytestmark = pytest.mark.browser


PAGE = """<!doctype html><html><body style="margin:0">
<div id="above-box" style="height:300px; overflow:auto"><div style="height:2000px">a box beside the marker</div></div>
<div id="box" style="height:600px; overflow:auto">
  <div id="text-above" style="height:1500px">a chapter's text above the marker</div>
  <div class="pm-app" style="height:2000px">
    <div class="pm-status">status</div>
    <div class="a-box-in-the-app"><div id="device" style="display:none"></div></div>
  </div>
</div>
<div style="height:3000px">the page below<div id="astray" style="display:none"></div></div>
</body></html>"""

MOUNT = """async ([source, where]) => {
  const url = URL.createObjectURL(new Blob([source], {type: "text/javascript"}));
  const module = (await import(url)).default;
  const traits = {restored: true, face_to_face: false, referee: false, screen: "setup", app_class: "pm-app",
                  app_found: null, no_app_words: "no app"}, handlers = {};
  window.errors = [];
  const said = console.error;
  console.error = (...args) => { window.errors.push(String(args[0])); said(...args); };
  window.traits = traits;
  window.model = {
    get: (k) => traits[k], set: (k, v) => { traits[k] = v; }, save_changes: () => {},
    on: (name, f) => { (handlers[name] = handlers[name] || []).push(f); }, off: () => {},
    show: (screen) => { traits.screen = screen; (handlers["change:screen"] || []).forEach((f) => f()); },
  };
  module.render({model: window.model, el: document.getElementById(where)});
}"""

WHERE = """() => ({app: document.querySelector('.pm-app').getBoundingClientRect().top
                    - document.getElementById('box').getBoundingClientRect().top,
                 box: document.getElementById('box').scrollTop,
                 beside: document.getElementById('above-box').scrollTop, window: window.scrollY})"""


def mounted(browser: Any, where: str) -> Any:
    """A page with the module rendered on the element ``where``; its context closed by the caller."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.set_content(PAGE)
    page.evaluate(MOUNT, [DEVICE_SCRIPT, where])
    return context, page


@pytest.fixture
def device_page(browser: Any) -> Any:
    context, page = mounted(browser, "device")
    yield page
    context.close()


def test_the_view_finds_its_app_by_the_class_its_model_names(device_page: Any) -> None:
    """Laid out in a box inside the app, not among the app's own children: found all the same."""
    device_page.wait_for_function("window.traits.app_found !== null")
    assert device_page.evaluate("[window.traits.app_found, window.errors]") == [True, []]


def test_a_view_in_no_app_says_so_in_its_models_words(browser: Any) -> None:
    context, page = mounted(browser, "astray")
    try:
        page.wait_for_function("window.traits.app_found !== null")
        assert page.evaluate("[window.traits.app_found, window.errors]") == [False, ["no app"]]
        page.evaluate("() => window.model.show('deal')")  # no app to bring to the top: nothing scrolls, no error
        assert page.evaluate("window.scrollY") == 0
    finally:
        context.close()


def test_a_new_screen_brings_the_markers_top_into_view_and_no_further(device_page: Any) -> None:
    device_page.evaluate("""() => { document.getElementById('above-box').scrollTop = 500;
                                    window.scrollTo(0, 100); document.getElementById('box').scrollTop = 2300; }""")
    device_page.evaluate("() => window.model.show('deal')")
    where = device_page.evaluate(WHERE)
    assert abs(where["app"]) <= 1, where  # the marker's top at the top of its box, not the box's first line
    assert abs(where["box"] - 1500) <= 1, where
    assert where["beside"] == 500, where  # a box that is not around the marker is left as it was
    status = device_page.locator(".pm-status").bounding_box()
    assert 0 <= status["y"] < 768, status


def test_a_screen_whose_top_is_in_view_is_not_scrolled(device_page: Any) -> None:
    """The marker's top already on the screen (the chapter's text above it in view too): nothing moves."""
    device_page.evaluate("() => { window.scrollTo(0, 300); document.getElementById('box').scrollTop = 1200; }")
    before = device_page.evaluate(WHERE)
    device_page.evaluate("() => window.model.show('deal')")
    assert device_page.evaluate(WHERE) == before
