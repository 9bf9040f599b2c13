"""Kernels warmed ahead by ``penchant tutorial``, so a chapter opens without waiting for a kernel, in a real browser.

* the landing page's first chapter waits warm from the start, and a page takes that kernel;
* reading a chapter warms the next one;
* a page never shows puzzle progress older than the attempts file: a chapter's kernel warmed before an
  attempt at one of its puzzles is handed to the page, whose board reads the attempts again when the page first
  shows it (without that, the reload below showed the puzzle as never tried).

One server for the module (its own log: the server says what it warms, takes and drops).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS, TutorialServer

pytestmark = pytest.mark.browser

FIRST = "00_how_to_use_this_tutorial"
WARM_S = 180.0


@pytest.fixture(scope="module")
def warming_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TutorialServer]:
    srv = TutorialServer(tmp_path_factory.mktemp("warming") / "practice.sqlite3")
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    pg.set_default_timeout(PAGE_TIMEOUT_MS)
    yield pg
    context.close()


def board_of(page: Any, server: TutorialServer, name: str) -> Any:
    page.goto(server.chapter(name), timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector(".pt-puzzleboard .pt-puzzle-title", timeout=PAGE_TIMEOUT_MS)
    return page.locator(".pt-puzzleboard").last


def test_the_first_chapter_waits_warm_and_a_page_takes_it(warming_server: TutorialServer, page: Any) -> None:
    assert warming_server.wait_warmed(FIRST, timeout=WARM_S), warming_server.log_text()[-2000:]
    board_of(page, warming_server, FIRST)
    assert f"taken: {FIRST}.ipynb (warm)" in warming_server.log_text()


def test_reading_a_chapter_warms_the_next(warming_server: TutorialServer, page: Any) -> None:
    page.goto(warming_server.chapter("02_the_first_ten_tricks"), timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector(".pt-puzzleboard .pt-puzzle-title", timeout=PAGE_TIMEOUT_MS)
    assert warming_server.wait_warmed("03_combinations", timeout=WARM_S), warming_server.log_text()[-2000:]


def test_a_page_never_shows_progress_older_than_the_attempts(warming_server: TutorialServer, page: Any) -> None:
    # The first chapter is one of the landing page's: its kernel is warmed again once a page has taken it.
    before = warming_server.warmed(FIRST)
    board_of(page, warming_server, FIRST)
    board = page.locator(".pt-puzzleboard").first  # chapter 0's first board: one idea, one puzzle
    assert warming_server.wait_warmed(FIRST, before + 1, timeout=WARM_S), "the first chapter is warmed again"
    # That waiting kernel ran the chapter before this attempt (the hints, then the solution: "shown"):
    for _ in range(10):
        if board.locator(".pt-solution").is_visible():
            break
        label = board.locator(".pt-hint").inner_text()
        board.locator(".pt-hint").click()
        page.wait_for_function(
            """(label) => {
              const b = document.querySelector('.pt-puzzleboard .pt-solution');
              const h = document.querySelector('.pt-puzzleboard .pt-hint');
              // the solution's button shows once the last hint is out; until then the next hint's button
              return (b && b.getClientRects().length > 0)
                || (h && h.innerText !== label && !h.disabled && h.getClientRects().length > 0);
            }""", arg=label)
    board.locator(".pt-solution").click()
    # a board of one puzzle keeps its progress button, hidden (nowhere else to go): its state is the check
    page.wait_for_selector(".pt-puzzleboard .pt-dot-1.pt-dot-shown", state="attached")
    taken = warming_server.log_text().count(f"taken: {FIRST}.ipynb (warm)")
    board_of(page, warming_server, FIRST)
    page.wait_for_selector(".pt-puzzleboard .pt-dot-1.pt-dot-shown", state="attached", timeout=10_000)
    log = warming_server.log_text()
    # the page got the kernel warmed before the attempt, and shows the attempt all the same
    assert log.count(f"taken: {FIRST}.ipynb (warm)") == taken + 1, log[-2000:]
    assert f"dropped: {FIRST}.ipynb" not in log
