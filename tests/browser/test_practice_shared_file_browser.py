"""The practice page in a browser over a progress file another page writes to (a newcomer's report): the
tutorial's practice page kept 43 attempts in the file, and ``penchant practice``'s page, pre-heated before
them, opened at "0 of 10 rated" with no history. The page must show what the file holds when it is opened.

The server's pre-heated kernel is waited for before the attempts are written (it holds the file open once its
app has read it, and the app is given a few seconds more to finish building), so the page opened is one built
without them.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS
from support import MarkerServer

from penchant.puzzles import load_bank
from penchant.trainer.stores import SQLiteAttemptStore
from penchant.trainer.trainer import Trainer

pytestmark = pytest.mark.browser


def _kernel_has_read(server: MarkerServer, timeout: float = 180.0) -> bool:
    """Whether a kernel of ``server`` has the progress file's shared-memory index open (SQLite opens it at the
    first read), within ``timeout`` seconds."""
    shm = os.path.realpath(f"{server.db}-shm")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for kid in server.children():
            try:
                if any(os.readlink(fd) == shm for fd in Path(f"/proc/{kid}/fd").iterdir()):
                    return True
            except OSError:
                continue
        time.sleep(0.2)
    return False


@pytest.fixture()
def practice(tmp_path: Path) -> Iterator[MarkerServer]:
    srv = MarkerServer(tmp_path / "progress.sqlite3", app="practice")
    srv.start()
    yield srv
    srv.stop()


def test_a_pre_heated_practice_page_shows_the_attempts_kept_before_it_was_opened(
        browser: Any, practice: MarkerServer) -> None:
    assert practice.wait_pool(1, timeout=180), practice.log_text()  # a page built ahead, over an empty file
    assert _kernel_has_read(practice), practice.log_text()
    time.sleep(5)  # the app goes on building after its read: not waited for, the test would prove nothing
    bank = load_bank()
    other = Trainer(SQLiteAttemptStore(practice.db), bank, context="practice")  # the tutorial's practice page
    for p in bank[:12]:
        other.shown(p)
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    try:
        page.goto(practice.url, timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-practice .pt-puzzle-title", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_selector(".pt-practice-r[data-provisional='no']", timeout=PAGE_TIMEOUT_MS)
        served = page.locator(".pt-practice .pt-puzzle-title").get_attribute("data-puzzle")
        assert served not in {p.id for p in bank[:12]}, "a puzzle answered on the other page is not served as new"
        page.locator(".pt-practice-history-toggle").click()
        page.wait_for_selector(".pt-practice-history .pt-csv")
        assert page.locator(".pt-practice-history .pt-csv").inner_text() == "Download all 12 as CSV"
        assert page.locator(".pt-practice-history table.pt-attempts tr td").count() == 12 * 4
        page.screenshot(path=str(Path(practice.db).with_suffix(".png")), full_page=True)
    finally:
        context.close()
