"""A link to a heading of a page (``#The-chapters``) reaches it though the heading appears only once the page's
cells have run (``anchor-scroll.js``, the penchant template's script, on the tutorial's pages and the static
site's alike). It listens for the reader's own scrolling, which ends it, and a review found those listeners left on
the window for good: they are the document's, and all go once it ends, whether the reader scrolled or the time ran
out. Run in a page served by a stand-in route: no server needed."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import ROOT, listeners

pytestmark = pytest.mark.browser

SCRIPT = (ROOT / "penchant_server" / "jupyter" / "voila" / "templates" / "penchant" / "anchor-scroll.js").read_text(
    encoding="utf-8")
ORIGIN = "http://penchant.test"
PAGE = f"""<!doctype html><html><body><div style="height: 3000px">the text before the boards</div>
<script>
setTimeout(() => {{  // the heading appears once the page's cells have run
  const h = document.createElement("h2"); h.id = "The-chapters"; h.textContent = "The chapters";
  document.body.appendChild(h);
  const after = document.createElement("div"); after.style.height = "3000px"; document.body.appendChild(after);
}}, 700);
</script>
<script>
{SCRIPT}</script></body></html>"""
TYPES = ("wheel", "touchstart", "keydown", "mousedown")
"""The reader's own moves, which end the script's scrolling."""


def _theirs(page: Any) -> dict[str, list[str]]:
    """The listeners on the window and the document for the reader's moves."""
    return {t: [e for e in listeners(page, t) if e in TYPES] for t in ("window", "document")}


def _gone(page: Any) -> None:
    """Wait for the listeners for the reader's moves to be gone (a wheel is dispatched after Playwright's call
    returns); fail if they stay a second."""
    for _ in range(20):
        if _theirs(page) == {"window": [], "document": []}:
            return
        page.wait_for_timeout(50)
    assert _theirs(page) == {"window": [], "document": []}


@pytest.fixture
def linked(page: Any) -> Any:
    page.route(f"{ORIGIN}/**", lambda route: route.fulfill(status=200, content_type="text/html", body=PAGE))
    return page


def test_a_link_to_a_heading_reaches_it_once_it_appears_and_a_scroll_ends_it(linked: Any) -> None:
    linked.goto(f"{ORIGIN}/chapter.html#The-chapters")
    assert _theirs(linked) == {"window": [], "document": sorted(TYPES)}
    linked.wait_for_function("window.scrollY > 2000")  # the heading, appeared, scrolled to
    linked.mouse.wheel(0, -500)  # the reader scrolls: the script lets go at once
    _gone(linked)
    linked.evaluate("window.scrollTo(0, 0)")
    linked.wait_for_timeout(700)
    assert linked.evaluate("window.scrollY") == 0


def test_its_listeners_go_when_its_time_runs_out(linked: Any) -> None:
    linked.clock.install()
    linked.goto(f"{ORIGIN}/chapter.html#The-chapters")
    assert _theirs(linked)["document"] == sorted(TYPES)
    linked.clock.run_for(30_000)  # about twenty seconds of tries, the reader never moving
    _gone(linked)


def test_a_page_with_no_heading_in_its_address_listens_to_nothing(linked: Any) -> None:
    linked.goto(f"{ORIGIN}/chapter.html")
    assert _theirs(linked) == {"window": [], "document": []}
