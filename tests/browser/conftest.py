"""Real-browser fixtures: Debian's Chromium driven by Playwright, and a marker server.

Without ``/usr/bin/chromium`` the browser tests are skipped with the reason,
unless ``PENCHANT_REQUIRE_BROWSER=1`` (CI), where they fail instead. One server
serves a whole module (Voilà starts a kernel per page, which is slow), on a
fresh database in a temporary folder.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browser_helpers import PracticeServer, TutorialServer
from support import CHROMIUM, CHROMIUM_ARGS, MarkerServer, browser_problem

from penchant.puzzles import EndgameSession

TABLET = {"width": 1024, "height": 768}
PHONE = {"width": 390, "height": 844}


def _require_browser() -> None:
    required = os.environ.get("PENCHANT_REQUIRE_BROWSER") == "1"
    problem = browser_problem()
    if problem:
        if required:
            pytest.fail(f"browser tests are required (PENCHANT_REQUIRE_BROWSER=1) but {problem}")
        pytest.skip(f"browser tests skipped: {problem}")


@pytest.fixture(scope="module", autouse=True)
def require_browser() -> None:
    """Every browser test module: skip (or, in CI, fail) first, before starting any server."""
    _require_browser()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MarkerServer]:
    folder = tmp_path_factory.mktemp("marker")
    srv = MarkerServer(folder / "marker.sqlite3")
    srv.start()
    srv.wait_pool()
    yield srv
    srv.stop()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=TABLET)
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    yield pg
    context.close()


@pytest.fixture
def phone_page(browser: Any) -> Iterator[Any]:
    """A page at a phone's size (390x844), as a learner reads the chapters."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    yield pg
    context.close()


# One server per test module, each over a throwaway attempts file of its own: a module's answers (the
# reader check's deliberate miss, a solve) must not become another module's history ("Solved after a miss").
# It warms kernels ahead as ``make tutorial`` does, unless the module sets ``TUTORIAL_WARM`` (``--warm``): a module
# whose pages never find a kernel waiting for them (each opens a chapter the warming has not reached, so the server
# drops the warm-up under way and starts the page's own kernel, as without warming) sets 0, and its server no longer
# starts kernels (a few CPU-seconds each) no page takes. Its pages open as they did: each started its own kernel.
@pytest.fixture(scope="module")
def tutorial_server(tmp_path_factory: pytest.TempPathFactory,
                    request: pytest.FixtureRequest) -> Iterator[TutorialServer]:
    warm = getattr(request.module, "TUTORIAL_WARM", None)
    srv = TutorialServer(tmp_path_factory.mktemp("tutorial") / "practice.sqlite3",
                         extra=[] if warm is None else ["--warm", str(warm)])
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def practice_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PracticeServer]:
    srv = PracticeServer(tmp_path_factory.mktemp("practice") / "practice.sqlite3")
    srv.start()
    yield srv
    srv.stop()


def _play_best_endgame(page: Any, board: Any, session: EndgameSession) -> None:
    """Play an end-game puzzle out on ``board`` by clicking, always a card the engine accepts (the most
    brisques; in a game at stake, the most the game is worth), mirrored in ``session`` (the same puzzle in
    this process) to know which cards to click."""
    while not session.finished:
        card = next(v.card for v in session.card_values() if v.right)
        session.play(card)
        board.locator(f".pt-endgame-hand .pt-card-{card}").click()
        session.play_forced()  # as the board does: the cards that have no choice, played for the reader
        page.wait_for_function(
            "n => document.querySelectorAll('.pt-puzzleboard .pt-endgame-hand .pt-card').length === n",
            arg=len(session.to_play))


@pytest.fixture(scope="session")
def play_best_endgame() -> Callable[[Any, Any, EndgameSession], None]:
    """The end-game player above, for the tutorial's and the site's browser tests."""
    return _play_best_endgame
