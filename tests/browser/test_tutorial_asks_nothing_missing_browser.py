"""A page of the tutorial asks the server only for what it serves: on its first load the contents page (the chapter
list ``make tutorial`` opens) logged one 404 in a newcomer's console, the browser's own request for
``/favicon.ico`` (the page named no icon; Voilà's chapter pages name an empty one, and asked nothing). Each page
below is loaded at a phone's size and every response is watched, the icon's too (the browser fetches it outside
the page's own requests, so Playwright's ``response`` event never sees it: the DevTools protocol's network events
do), with the console's errors and the page's uncaught exceptions."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, TutorialServer

pytestmark = pytest.mark.browser

PAGES = {
    "contents": ("", ".pt-chapters .pt-chapter"),
    "00_how_to_use_this_tutorial": ("voila/render/00_how_to_use_this_tutorial.ipynb", ".jupyter-widgets"),
    "practice": ("voila/render/practice.ipynb", ".pt-practice .pt-puzzle-title"),
}
"""Each page: its address under the server's, and what shows once it is drawn."""


@pytest.mark.parametrize("name", sorted(PAGES))
def test_a_page_of_the_tutorial_loads_without_a_failed_request_or_an_error(tutorial_server: TutorialServer,
                                                                          phone_page: Any, name: str) -> None:
    page = phone_page
    path, drawn = PAGES[name]
    failed: list[str] = []
    errors: list[str] = []
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")

    def answered(event: dict[str, Any]) -> None:
        response = event["response"]
        if response["status"] >= 400:
            failed.append(f"{response['status']} {response['url']}")

    cdp.on("Network.responseReceived", answered)
    page.on("console", lambda m: errors.append(f"console: {m.text} at {m.location.get('url')}")
            if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"uncaught: {e}"))
    page.goto(f"{tutorial_server.url}/{path}", timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector(drawn, state="attached", timeout=PAGE_TIMEOUT_MS)
    # the icon is asked for after the page's load event; the widgets' assets as the kernel draws them
    page.wait_for_load_state("networkidle", timeout=PAGE_TIMEOUT_MS)
    page.wait_for_timeout(1_000)
    assert not failed, failed
    assert not errors, errors
    page.goto("about:blank")  # leave the page: its kernel is let go rather than run on
