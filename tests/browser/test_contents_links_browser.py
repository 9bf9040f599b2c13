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
from marker_page import SCROLLED, ready
from playwright.sync_api import expect
from support import MarkerServer

pytestmark = pytest.mark.browser
TUTORIAL_WARM = 0
"""The tutorial's server warms no kernel ahead (conftest.py): these pages (practice, the marker, chapter 0 from their
Contents link) never found one waiting, and the warm-ups it started, four chapters' and a dropped one, went unused."""

APPS = {"practice": ".pt-practice .pt-puzzle-title", "marker": ".pm-app:not(.pm-syncing) .pm-screen:not(.pm-hidden)"}
"""Each app's page, and what shows once the app is drawn."""
LINKS = {"practice": 2, "marker": 1}
"""How many Contents links each app draws: the practice page at its top and its foot, the marker under its screens."""


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
    links = learner.get_by_role("link", name="Contents")
    assert links.count() == LINKS[app]
    contents = links.last  # the foot's (practice has one at its top too; the same address, checked above)
    contents.scroll_into_view_if_needed()
    with learner.expect_navigation(timeout=PAGE_TIMEOUT_MS) as went:
        contents.click()
    response = went.value
    assert response is not None and response.status < 400, response and response.status
    assert "/voila/render/00_how_to_use_this_tutorial.ipynb" in learner.url and learner.url.endswith("#The-chapters")
    heading = learner.get_by_role("heading", name="The chapters")
    heading.wait_for(timeout=PAGE_TIMEOUT_MS)
    assert learner.get_by_role("link", name="The pack and the deal").count() >= 1


def test_inside_the_tutorial_a_game_started_opens_at_its_top(tutorial_server: TutorialServer, learner: Any) -> None:
    """A newcomer scrolled the new-game form down to Start game: the deal opened as far down, its status line half
    hidden (below the deal, the Contents link makes the page taller than a phone). Another screen opens at its
    top. As the newcomer met it: a game left in the marker's store hours ago, listed under the form."""
    import sqlite3

    from penchant.marker import NewGame, TrickWon
    from penchant.marker.sqlite_store import Store
    from penchant.rules.profiles import KANDELL

    with Store(tutorial_server.marker_db) as store:
        left = store.create_game(NewGame(("Ann", "Ben"), KANDELL, 0))
        store.append(left, TrickWon(0), store.load(left))
        with sqlite3.connect(store.path) as con:  # left 8 hours ago
            con.execute("UPDATE games SET updated = updated - 8 * 3600")
    # a phone's browser shows less than its 844 px: its address bar and toolbar take some (here the deal is taller
    # than the page, whatever note it shows; at 844 it was by a note on two lines and the Contents link)
    learner.set_viewport_size({"width": 390, "height": 700})
    learner.goto(f"{tutorial_server.url}/voila/render/marker.ipynb", timeout=PAGE_TIMEOUT_MS)
    learner.wait_for_selector(".pm-app:not(.pm-syncing) .pm-setup:not(.pm-hidden)", timeout=PAGE_TIMEOUT_MS)
    expect(learner.locator(".pm-setup .pm-resume:visible")).to_contain_text("Ann v Ben")
    learner.fill(".pm-name0 input", "Cy")
    learner.fill(".pm-name1 input", "Di")
    learner.get_by_role("link", name="Contents").scroll_into_view_if_needed()  # the form's foot: scrolled down
    assert learner.evaluate(SCROLLED) > 0
    learner.click(".pm-setup .pm-start")
    learner.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker1")
    learner.wait_for_function(f"() => ({SCROLLED})() === 0")
    assert learner.locator(".pm-deal:not(.pm-hidden) .pm-status").bounding_box()["y"] >= 0


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
