"""Every link a learner can click on the practice page and the score marker leads to a page, however the page is
served: inside the tutorial (``penchant tutorial``, as ``make tutorial``) their *Contents* link opens chapter 0's
list of chapters; served by itself (``penchant practice``, ``penchant marker``: ``make practice``, ``make marker``)
the server refuses every other page, and there the link gave a newcomer "403 Forbidden": it is not drawn. (The
static site's pages: tests/browser/test_site.py.)"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, PracticeServer, TutorialServer
from marker_page import ready
from support import MarkerServer

pytestmark = pytest.mark.browser

APPS = {"practice": ".pt-practice .pt-puzzle-title", "marker": ".pm-app:not(.pm-syncing) .pm-screen:not(.pm-hidden)"}
"""Each app's page, and what shows once the app is drawn."""


@pytest.fixture
def learner(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield page
    context.close()


def _same_site_links(page: Any) -> list[str]:
    """The pages a learner can reach by a link on this page (downloads, anchors and other sites aside)."""
    hrefs: list[str] = page.eval_on_selector_all(
        "a[href]:not([download])", "els => els.filter(e => e.offsetParent !== null).map(e => e.href)")
    here = urlsplit(page.url)
    return [h for h in hrefs if urlsplit(h).netloc == here.netloc and urlsplit(h).path != here.path]


def _every_link_answers(page: Any) -> None:
    for href in _same_site_links(page):
        status = page.request.get(href, timeout=PAGE_TIMEOUT_MS).status
        assert status < 400, f"{href}: {status}"


@pytest.mark.parametrize("app", sorted(APPS))
def test_inside_the_tutorial_contents_opens_the_chapter_list(app: str, tutorial_server: TutorialServer,
                                                              learner: Any) -> None:
    learner.goto(f"{tutorial_server.url}/voila/render/{app}.ipynb", timeout=PAGE_TIMEOUT_MS)
    learner.wait_for_selector(APPS[app], timeout=PAGE_TIMEOUT_MS)
    contents = learner.get_by_role("link", name="Contents")
    assert contents.count() == 1
    contents.scroll_into_view_if_needed()
    with learner.expect_navigation(timeout=PAGE_TIMEOUT_MS) as went:
        contents.click()
    response = went.value
    assert response is not None and response.status < 400, response and response.status
    assert "/voila/render/00_how_to_use_this_tutorial.ipynb" in learner.url and learner.url.endswith("#The-chapters")
    heading = learner.get_by_role("heading", name="The chapters")
    heading.wait_for(timeout=PAGE_TIMEOUT_MS)
    assert learner.get_by_role("link", name="The pack and the deal").count() >= 1


def test_the_practice_page_served_alone_shows_no_link_it_cannot_follow(practice_server: PracticeServer,
                                                                       learner: Any) -> None:
    learner.goto(practice_server.url, timeout=PAGE_TIMEOUT_MS)
    learner.wait_for_selector(APPS["practice"], timeout=PAGE_TIMEOUT_MS)
    assert learner.get_by_role("link", name="Contents").count() == 0
    assert learner.locator(".pt-practice-contents").count() == 0
    _every_link_answers(learner)


@pytest.fixture(scope="module")
def marker_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MarkerServer]:
    srv = MarkerServer(tmp_path_factory.mktemp("marker-alone") / "marker.sqlite3")
    srv.start()
    srv.wait_pool()
    yield srv
    srv.stop()


def test_the_marker_served_alone_shows_no_link_it_cannot_follow(marker_alone: MarkerServer, learner: Any) -> None:
    learner.goto(marker_alone.url, timeout=PAGE_TIMEOUT_MS)
    ready(learner)
    assert learner.get_by_role("link", name="Contents").count() == 0
    assert learner.locator(".pm-contents").count() == 0
    _every_link_answers(learner)
