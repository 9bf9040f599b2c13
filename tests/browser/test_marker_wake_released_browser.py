"""The marker's device module says when the browser lets the screen sleep again (review 39): a wake lock the system
releases while the page is shown (a battery saver, say) left the note saying "Screen kept awake". The module is
loaded in Chromium over a page of its own, with a wake lock of the test's, and its model's ``wake`` read back."""

from __future__ import annotations

from typing import Any

import pytest

from penchant_widgets.marker.device import DEVICE_SCRIPT

pytestmark = pytest.mark.browser

ORIGIN = "http://localhost:8886"  # a secure context (localhost), served by the page's routes alone

PAGE = """<!doctype html><html><body><div class="pm-app"><div id="el"></div></div><script type="module">
const lock = new EventTarget();
window.theLock = lock;
window.releases = 0;
window.requests = 0;
lock.release = () => { window.releases += 1; lock.dispatchEvent(new Event("release")); return Promise.resolve(); };
Object.defineProperty(navigator, "wakeLock", {configurable: true,
  value: {request: () => { window.requests += 1; return Promise.resolve(lock); }}});
const values = {restored: true, shown: true,  // a view drawn again: only the wake is said
  face_to_face: false, referee: false, screen: "deal", wake: "", wake_refusal: "", app_class: "pm-app",
  app_found: null, no_app_words: "no app"};
window.said = [];  // each wake the module saves (its other traits, app_found say, are not the wake's)
let wakeSet = false;
const model = {
  get: (k) => values[k], set: (k, v) => { values[k] = v; if (k === "wake") wakeSet = true; },
  save_changes: () => { if (wakeSet) window.said.push(values.wake); wakeSet = false; }, on: () => {}, off: () => {},
};
const device = (await import("/device.js")).default;
window.cleanup = device.render({model, el: document.getElementById("el")});
</script></body></html>"""


def test_a_wake_lock_the_system_releases_is_said(page: Any) -> None:
    page.route(f"{ORIGIN}/", lambda route: route.fulfill(body=PAGE, content_type="text/html"))
    page.route(f"{ORIGIN}/device.js",
               lambda route: route.fulfill(body=DEVICE_SCRIPT, content_type="text/javascript"))
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("window.said && window.said.includes('awake')")
    page.evaluate("window.theLock.dispatchEvent(new Event('release'))")
    page.wait_for_function("window.said.length > 1", timeout=5_000)
    assert page.evaluate("window.said") == ["awake", "released"]


def test_a_view_taken_away_releases_its_wake_lock(page: Any) -> None:
    # review26 #6: the view's cleanup removed its listener but kept the lock, so a marker taken off the page kept
    # the screen awake until the tab was hidden; and the old lock's listener could still say "released".
    page.route(f"{ORIGIN}/", lambda route: route.fulfill(body=PAGE, content_type="text/html"))
    page.route(f"{ORIGIN}/device.js",
               lambda route: route.fulfill(body=DEVICE_SCRIPT, content_type="text/javascript"))
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("window.said && window.said.includes('awake')")
    page.evaluate("window.cleanup()")
    page.wait_for_function("window.releases === 1", timeout=5_000)
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_timeout(200)
    assert page.evaluate("[window.said, window.requests]") == [["awake"], 1]  # nothing said, nothing asked again
