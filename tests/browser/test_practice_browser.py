"""The practice app in a real browser (issue #14): ``penchant practice`` serves a puzzle near the
learner's rating, an answer moves the rating; the page holds no source; 44 px targets, no cut text.

The puzzle the page serves is predicted in this process (the app picks with a seeded draw over an
empty attempt file), and its answer comes from the engine here too.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from support import free_port

from penchant.puzzles import analyse

pytestmark = pytest.mark.browser

PAGE_TIMEOUT_MS = 90_000


class PracticeServer:
    """``penchant practice`` on a free port over a throwaway attempts file."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = db.with_suffix(".log")

    def start(self) -> None:
        cmd = [sys.executable, "-m", "penchant", "practice", "--no-browser", "--port", str(self.port),
               "--db", str(self.db), "--cull-idle", "120"]
        self._log = open(self.log, "wb")
        self.proc = subprocess.Popen(cmd, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"penchant practice exited with {self.proc.returncode}; see {self.log}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"penchant practice did not listen within 60 s; see {self.log}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=5)
        self._log.close()


@pytest.fixture(scope="module")
def practice_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PracticeServer]:
    srv = PracticeServer(tmp_path_factory.mktemp("practice") / "practice.sqlite3")
    srv.start()
    yield srv
    srv.stop()


def _open(browser: Any, url: str, viewport: dict[str, int]) -> tuple[Any, Any]:
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(url, timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector(".pt-practice .pt-puzzle-title", timeout=PAGE_TIMEOUT_MS)
    return context, page


def test_the_practice_app_serves_a_puzzle_near_the_rating_and_an_answer_moves_it(
        browser: Any, practice_server: PracticeServer) -> None:
    from penchant_widgets.puzzles.practice import PracticeApp

    from penchant.puzzles.attempts import MemoryAttemptStore

    expected = PracticeApp(seed=0, store=MemoryAttemptStore()).current
    assert expected is not None and expected.answer_form == "choice"
    context, page = _open(browser, practice_server.url, {"width": 1024, "height": 768})
    try:
        r0 = float(page.locator(".pt-practice-r").get_attribute("data-r") or "0")
        assert r0 == pytest.approx(1500.0)
        title = page.locator(".pt-practice .pt-puzzle-title").inner_text()
        assert title.startswith(expected.title + " ")
        assert abs(expected.rating - r0) <= 200  # near the learner's rating
        assert "practice_app" not in page.content()  # no notebook source on the page
        best = analyse(expected).best[0]
        page.locator(f".pt-practice .pt-choice-{best}").click()
        page.wait_for_selector(".pt-practice .pt-result[data-correct='yes']")
        page.wait_for_function(
            "r0 => parseFloat(document.querySelector('.pt-practice-r').dataset.r) > r0 + 1", arg=r0)
        page.locator(".pt-practice-next").click()
        page.wait_for_function(
            "t => { const e = document.querySelector('.pt-practice .pt-puzzle-title');"
            " return e !== null && !e.innerText.startsWith(t); }",
            arg=expected.title + " ")
    finally:
        context.close()
    assert practice_server.db.exists()


@pytest.mark.parametrize("viewport", [{"width": 390, "height": 844}, {"width": 1024, "height": 768}],
                         ids=["phone", "tablet"])
def test_practice_buttons_are_44px_and_never_cut(browser: Any, practice_server: PracticeServer,
                                                 viewport: dict[str, int]) -> None:
    context, page = _open(browser, practice_server.url, viewport)
    try:
        bad = page.evaluate("""() => {
          const out = [];
          for (const b of document.querySelectorAll('.pt-practice button, .pt-practice .widget-toggle-button')) {
            const r = b.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            if (r.width < 44 || r.height < 44) out.push('small: ' + b.innerText + ' ' + r.width + 'x' + r.height);
            if (b.scrollWidth > b.clientWidth + 1) out.push('cut: ' + b.innerText);
            if (r.right > window.innerWidth + 1) out.push('off screen: ' + b.innerText);
          }
          return out;
        }""")
        assert bad == []
    finally:
        context.close()
