"""The static site (``make site``) in a real browser, with every off-machine request blocked.

Chapters 01, 05 and 06 are opened from ``site/`` served as plain files (``tools/site/serve.py``, what
``make site-serve`` runs); their Python runs in the browser (Pyodide). For each page:

* its widgets render, and no cell left an error on the page;
* a puzzle answered correctly is marked correct: a brisque count typed in (chapter 1), a barring
  question (chapter 5), an end-game played out card by card against the engine's defence (chapter 6);
* the progress is kept in the browser: a solve survives a reload and shows on the practice page, which
  says that progress lives in this browser; every other chapter runs without an error;
* no request left the machine: Playwright routes every request whose host is not 127.0.0.1/localhost
  to abort and counts it (the count must be 0), and Chromium itself resolves no other host and has a
  dead proxy for everything not on this machine, so a request Playwright cannot see (a service
  worker's) fails instead of leaving; no local request went unanswered either (a 404 means the build
  dropped a file a page needs).

The answers the test gives come from the engine in this process (``penchant.puzzles``); the page checks
them with its own engine, in the browser. The site must be built from the current sources: without
``site/``, or with one older than the sources, the tests are skipped saying so (``make site``), except
in CI (``PENCHANT_REQUIRE_SITE=1``), where they fail.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from support import CHROMIUM, CHROMIUM_ARGS, free_port

from penchant.puzzles import EndgameSession, analyse, get, load_bank, load_drills
from penchant.trainer.history import puzzle_labels
from penchant_widgets.puzzles.choosing import choice_class

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
# Python starts in the page: seconds on a quiet machine, a minute or more on a busy shared one.
PAGE_TIMEOUT_MS = 300_000
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
# Belt and braces under Playwright's routing: no host name resolves, and whatever is not on this
# machine goes to a proxy that is not there (Chromium never proxies loopback).
OFFLINE_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
                "--proxy-server=http://127.0.0.1:9"]

SOLVED = re.compile(r"^this page's puzzles: \d+ of \d+ solved")
"""The practice page's count of puzzles solved (beside it, "solved in a row at the first try")."""


def load_build_module() -> Any:
    """tools/site/build.py, as ``make site`` runs it: a script whose parts (``sitebuild/``) sit beside it."""
    here = str(ROOT / "tools" / "site")
    if here not in sys.path:
        sys.path.insert(0, here)
    spec = importlib.util.spec_from_file_location("penchant_site_build", ROOT / "tools" / "site" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def site() -> Path:
    problem = None
    info = SITE / "build-info.json"
    if not info.is_file():
        problem = "site/ is not built: run make site"
    elif json.loads(info.read_text())["inputs"] != load_build_module().inputs_digest(ROOT):
        problem = "site/ was built from other sources than these: run make site"
    if problem:
        if os.environ.get("PENCHANT_REQUIRE_SITE") == "1":
            pytest.fail(f"the site test is required (PENCHANT_REQUIRE_SITE=1) but {problem}")
        pytest.skip(problem)
    return SITE


@pytest.fixture(scope="module")
def site_url(site: Path) -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "site" / "serve.py"), "--port", str(port),
                             "--quiet", str(site)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"serve.py exited with {proc.returncode}: {proc.stderr.read().decode()}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"serve.py did not listen on {port} within 30 s") from None
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def offline_browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *OFFLINE_ARGS])
        yield b
        b.close()


@dataclass
class Visit:
    """One browser context on the site, and what its requests did."""

    page: Any
    blocked: list[str] = field(default_factory=list)  # off-machine requests, aborted
    seen: list[str] = field(default_factory=list)  # every request routed (local ones went on)
    failed: list[str] = field(default_factory=list)  # local requests answered >= 400, or that failed
    errors: list[str] = field(default_factory=list)  # uncaught errors in the page

    def assert_stayed_on_this_machine(self) -> None:
        assert self.blocked == [], f"requests tried to leave the machine: {self.blocked}"
        assert self.failed == [], f"local requests failed: {self.failed}"
        # The routing saw the kernel's own downloads (from its web worker: the puzzle bank's wheel, the one wheel
        # it loads), so it was watching them too.
        assert any("/static/pyodide/penchant_bank-" in u for u in self.seen), "the kernel's wheels were not seen"


@pytest.fixture
def visit(offline_browser: Any) -> Iterator[Visit]:
    """A test's own context at 1280 x 900 (:func:`module_visit`), closed when the test ends."""
    with module_visit(offline_browser) as v:
        yield v


@dataclass
class Chapter05:
    """Chapter 5's page, opened once for the tests that read it without changing what another reads (Python
    starting in the page is 10 to 15 CPU-seconds a load): ``take`` opens it if no test has yet (the test of the
    prose shown at once opens it itself), and checks it as ``open_chapter`` does."""

    v: Visit
    opened: bool = False

    def take(self, base: str) -> Visit:
        if not self.opened:
            open_chapter(self.v, base, "05_barring")
            self.opened = True
        else:
            wait_until_run(self.v.page)
            cell_errors(self.v, "05_barring")
        return self.v


@contextmanager
def module_visit(offline_browser: Any) -> Iterator[Visit]:
    """A context of its own at 1280 x 900, watched for requests off this machine and for page errors: a test's
    (``visit``) or a module fixture's."""
    context = offline_browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.set_default_timeout(30_000)
        v = Visit(page)
        watch(context, v)
        page.on("pageerror", lambda e: v.errors.append(str(e)))
        yield v
    finally:
        context.close()


@pytest.fixture(scope="module")
def chapter_05(offline_browser: Any) -> Iterator[Chapter05]:
    with module_visit(offline_browser) as v:
        yield Chapter05(v)


@pytest.fixture(scope="module")
def progress_visit(offline_browser: Any) -> Iterator[Visit]:
    """The progress test's browser (a fresh one: nobody has tried anything in it), which the tests of the apps'
    Contents link go on with: the practice page it ends on is the one theirs opens."""
    with module_visit(offline_browser) as v:
        yield v


def watch(context: Any, v: Visit) -> None:
    """Route every request of ``context``: off-machine ones aborted and counted, local ones let through."""

    def route(r: Any) -> None:
        url = r.request.url
        if urlsplit(url).hostname in LOCAL_HOSTS:
            v.seen.append(url)
            r.continue_()
        else:
            v.blocked.append(url)
            r.abort()

    def response(resp: Any) -> None:
        if resp.status >= 400:
            v.failed.append(f"{resp.status} {resp.url}")

    def request_failed(req: Any) -> None:
        # A request the page itself cut short (it reloaded, or went to another page, while the previous
        # page's scripts were still loading) is ERR_ABORTED: nothing the site failed to serve. A file the
        # server cannot serve is a status of 400 or more (above) or another network error (here).
        if urlsplit(req.url).hostname in LOCAL_HOSTS and req.failure != "net::ERR_ABORTED":
            v.failed.append(f"{req.failure} {req.url}")

    context.route("**/*", route)
    context.on("response", response)
    context.on("requestfailed", request_failed)


def wait_until_run(page: Any) -> None:
    """The page shows its prose at once and each board as its cell runs; the body is marked when all have."""
    page.wait_for_selector("body[data-penchant-ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector("#rendered_cells .jp-Cell", state="visible")


def open_chapter(v: Visit, base: str, name: str) -> None:
    """Open a chapter's page and wait until the page has run all its cells and shows them."""
    v.page.goto(f"{base}/voici/render/notebooks/{name}.html")
    wait_until_run(v.page)
    cell_errors(v, name)


def cell_errors(v: Visit, name: str) -> None:
    """No cell of the page left an error on it, and the page raised none."""
    errors = v.page.locator('[data-mime-type="application/vnd.jupyter.stderr"], .jp-OutputArea-error')
    assert errors.count() == 0, f"{name}: a cell left an error: {errors.first.inner_text()[:500]}"
    assert v.errors == [], f"{name}: errors in the page: {v.errors}"


def assert_widgets(v: Visit, expected: dict[str, int]) -> None:
    for selector, n in expected.items():
        found = v.page.locator(selector)
        assert found.count() == n, f"{selector}: {found.count()} on the page, expected {n}"
        assert found.first.is_visible()


def board_of(v: Visit) -> Any:
    board = v.page.locator(".pt-puzzleboard").last
    board.scroll_into_view_if_needed()
    return board


def assert_marked_correct(v: Visit, board: Any) -> None:
    verdict = board.locator(".pt-result")
    verdict.wait_for()
    assert verdict.get_attribute("data-correct") == "yes", verdict.inner_text()
    # a board of several puzzles counts it (a board of one shows no count: its verdict says it all)
    v.page.wait_for_function(
        "() => { const c = document.querySelector('.pt-puzzleboard .pt-solved-count');"
        " return c === null || c.textContent.trim() === '1'; }")


def test_chapter_01_renders_and_a_brisque_count_typed_in_is_marked_correct(site_url: str, visit: Visit) -> None:
    open_chapter(visit, site_url, "01_the_pack_and_the_deal")
    assert_widgets(visit, {".pt-packview": 1, ".pt-cutdemo": 1, ".pt-dealstepper": 1, ".pt-puzzleboard": 1})
    board = board_of(visit)
    p = get("scoring-001")
    assert board.locator(".pt-puzzle-title").get_attribute("data-puzzle") == p.id
    assert p.answer_form == "number"
    board.locator(".pt-number input").fill(analyse(p).best[0])
    board.locator(".pt-check").click()
    assert_marked_correct(visit, board)
    visit.assert_stayed_on_this_machine()


def test_a_chapter_shows_its_prose_at_once_and_keeps_the_readers_place_when_it_has_run(
        site_url: str, chapter_05: Chapter05) -> None:
    """The prose is readable, in the chapter's own style, before Python has started; the boards follow. (The page
    opened here is the one the next tests of chapter 5 read.)"""
    visit = chapter_05.v
    page = visit.page
    page.goto(f"{site_url}/voici/render/notebooks/05_barring.html", wait_until="domcontentloaded")
    early = page.evaluate("""() => {
        const h1 = document.querySelector('#rendered_cells h1');
        return {ready: document.body.dataset.penchantReady || null, shown: !!h1 && h1.getClientRects().length > 0,
                font: h1 && getComputedStyle(h1).fontFamily, bar: document.getElementById('loading_text').textContent,
                boards: document.querySelectorAll('#rendered_cells .pt-board').length};
    }""")
    assert early["ready"] is None and early["boards"] == 0, early  # Python has not run a cell yet ...
    assert early["shown"] and "Georgia" in early["font"], early  # ... and the chapter is there, styled
    bar = page.locator("#loading_text")
    bar.wait_for()
    assert "Python" in bar.inner_text() or "boards" in bar.inner_text()
    page.evaluate("() => window.scrollTo(0, 600)")  # the reader reads on while the boards come
    wait_until_run(page)
    assert page.locator("#loading").count() == 0
    page.wait_for_function("() => document.getElementById('rendered_cells').scrollTop > 300")
    assert_widgets(visit, {".pt-barring": 7, ".pt-puzzleboard": 1})
    visit.assert_stayed_on_this_machine()
    chapter_05.opened = True


def test_a_widget_hidden_and_shown_again_as_the_views_do_is_visible_again(site_url: str,
                                                                         chapter_05: Chapter05) -> None:
    """The views hide a widget with ``layout.display = "none"`` and show it again with ``layout.display = None``
    (the folds, the play tables' rows, the puzzle boards' buttons). On the site the None must reach the page as
    null, which clears the widget's display, as Voila's kernel sends it (tools/site/sitebuild/bridge.py): the
    kernel's worker used to drop it, and the widget stayed hidden."""
    from playwright.sync_api import expect

    visit = chapter_05.take(site_url)
    page = visit.page
    readings = page.locator(".pt-barring-readings")
    assert not readings.is_visible()  # Foster's reading is behind a fold, closed until asked for
    page.locator(".pt-fold-toggle", has_text="Foster's older rules").click()
    readings.wait_for(state="visible")
    readings.scroll_into_view_if_needed()
    assert readings.is_visible()
    # The kernel hides and shows a widget the chapter names: its live panel (``panel``, beside its board), by the
    # name the chapter's cell gives it in the page's Python, not by a search through ipywidgets' own records.
    panel = page.locator(".pt-beside-board .pt-barring")
    panel.scroll_into_view_if_needed()
    assert panel.count() == 1 and panel.is_visible()
    run_in_page(page, "panel.layout.display = 'none'")
    panel.wait_for(state="hidden")
    run_in_page(page, "panel.layout.display = None")
    panel.wait_for(state="visible")
    assert panel.evaluate("e => e.style.display") == ""  # no display of its own left: the page's CSS decides

    # A view's own toggle: the sandbox's fold opens, closes and opens again (Fold shows its boards with None).
    toggle, sandbox = page.locator(".pt-fold-toggle", has_text="the sandbox"), page.locator(".pt-sandbox")
    for shown in (True, False, True):
        toggle.click()
        # the fold answers when Python in the page has run the click (a moment on a busy machine)
        expect(toggle).to_contain_text("▾ Hide" if shown else "▸ Show", timeout=60_000)
        sandbox.wait_for(state="visible" if shown else "hidden")
    visit.assert_stayed_on_this_machine()


def test_chapter_05_renders_and_a_barring_puzzle_answered_right_is_marked_correct(site_url: str,
                                                                                   chapter_05: Chapter05) -> None:
    visit = chapter_05.take(site_url)
    # five panels (the worked examples, one shown at a time), the live one, and the one inside the sandbox, which is
    # one click away (open already if the test before opened it on this page)
    toggle = visit.page.locator(".pt-fold-toggle", has_text="the sandbox")
    if "▸ Show" in toggle.inner_text():
        toggle.click()
    # the fold opens when Python in the page has answered the click (a moment on a busy machine)
    visit.page.locator(".pt-sandbox").first.wait_for(state="visible", timeout=60_000)
    assert_widgets(visit, {".pt-barring": 7, ".pt-sandbox": 1, ".pt-steps": 1, ".pt-puzzleboard": 1})
    board = board_of(visit)
    p = get(str(board.locator(".pt-puzzle-title").get_attribute("data-puzzle")))  # the chapter's easiest first
    assert p.kind == "barring" and p.answer_form == "choices"
    best = analyse(p).best[0]  # ticks: each ticked, then Check
    for tick in best.split(" | "):
        board.locator(f".{choice_class(tick)}").click()
    board.locator(".pt-check").click()
    assert_marked_correct(visit, board)
    assert "Right" in board.locator(".pt-result").inner_text()
    visit.assert_stayed_on_this_machine()


def test_chapter_06_renders_and_an_endgame_played_out_right_is_marked_correct(
        site_url: str, visit: Visit, play_best_endgame: Callable[[Any, Any, EndgameSession], None]) -> None:
    open_chapter(visit, site_url, "06_the_last_six_tricks")
    # two boards, and the one inside the puzzle board
    assert_widgets(visit, {".pt-endgame": 3, ".pt-puzzleboard": 1})
    board = board_of(visit)
    p = get("endgame-001")
    assert board.locator(".pt-puzzle-title").get_attribute("data-puzzle") == p.id
    session = EndgameSession(p)  # the same play, mirrored here to know which cards to click
    play_best_endgame(visit.page, board, session)
    done = board.locator(".pt-endgame-done")
    done.wait_for()
    assert done.get_attribute("data-solved") == "yes" and session.solved
    assert_marked_correct(visit, board)  # the verdict comes when the end-game is played out
    visit.assert_stayed_on_this_machine()


def run_in_page(page: Any, code: str) -> None:
    """Run ``code`` in the page's own kernel (Python in the browser), on the connection its widgets use."""
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.widgetManager")
    reply = page.evaluate("""async (code) => {
        const future = window.jupyterapp.widgetManager.kernel.requestExecute({code, store_history: false});
        const reply = await future.done;
        return {status: reply.content.status, error: (reply.content.traceback || []).join('\\n')};
    }""", code)
    assert reply["status"] == "ok", reply["error"]


TESTED_ABOVE = {"01_the_pack_and_the_deal", "05_barring", "06_the_last_six_tricks"}
OTHER_CHAPTERS = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb") if p.stem not in TESTED_ABOVE)


@pytest.fixture(scope="module")
def warm_visit(offline_browser: Any) -> Iterator[Visit]:
    """One context for all the other chapters, as a reader going through them."""
    context = offline_browser.new_context(viewport={"width": 1280, "height": 900})
    v = Visit(context.new_page())
    v.page.set_default_timeout(30_000)
    watch(context, v)
    yield v
    context.close()


@pytest.mark.parametrize("name", OTHER_CHAPTERS)
def test_every_other_chapter_runs_on_the_site_without_an_error(site_url: str, warm_visit: Visit, name: str) -> None:
    v = warm_visit
    v.errors = []
    page = v.page = v.page.context.new_page()
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda e: v.errors.append(str(e)))
    try:
        open_chapter(v, site_url, name)
        shown = page.locator("#rendered_cells .jp-OutputArea-output")
        assert shown.count() > 0, f"{name}: no cell output on the page"
        v.assert_stayed_on_this_machine()
    finally:
        page.close()


def test_progress_lives_in_the_browser_survives_a_reload_and_reaches_the_practice_page(
        site_url: str, progress_visit: Visit) -> None:
    """Item 3: the attempt store on the site is a file on the kernel's drive, kept in the browser's storage."""
    visit = progress_visit
    page = visit.page
    practice = f"{site_url}/voici/render/notebooks/practice.html"
    page.goto(practice)
    wait_until_run(page)
    assert "progress lives in this browser" in page.locator(".penchant-progress-note").inner_text()
    rating = page.locator(".pt-practice-r")
    assert rating.get_attribute("data-r") == "1500.00"  # nobody has tried anything in this browser yet
    assert page.locator(".pt-practice .pt-badge", has_text=SOLVED).inner_text().startswith("this page's puzzles: 0 of ")

    open_chapter(visit, site_url, "05_barring")
    board = board_of(visit)
    first = get(str(board.locator(".pt-puzzle-title").get_attribute("data-puzzle")))
    for tick in analyse(first).best[0].split(" | "):
        board.locator(f".{choice_class(tick)}").click()
    board.locator(".pt-check").click()
    assert_marked_correct(visit, board)

    page.reload()  # a new kernel: all it knows is what the store kept
    wait_until_run(page)
    board = board_of(visit)
    assert board.locator(".pt-solved-count").inner_text().strip() == "1"
    assert board.locator(".pt-dotbtn.pt-dot-solved_first").count() == 1

    page.goto(practice)  # another page, another kernel, the same store
    wait_until_run(page)
    # a chapter's drill counts for progress, not the rating (the practice page's puzzles move it), and is not
    # one of the practice page's puzzles; the practice page's history lists it by name from the same store
    assert page.locator(".pt-practice-r").get_attribute("data-r") == "1500.00"
    assert page.locator(".pt-practice .pt-badge", has_text=SOLVED).inner_text().startswith("this page's puzzles: 0 of ")
    page.locator(".pt-practice-history-toggle").click()
    name = puzzle_labels([*load_bank(), *load_drills()])[first.id]
    page.wait_for_selector(".pt-practice .pt-csv", state="attached", timeout=60_000)
    assert name in str(page.evaluate("() => document.querySelector('.pt-practice').textContent"))
    visit.assert_stayed_on_this_machine()


def test_the_landing_page_lists_every_chapter_in_order_and_each_link_is_a_page(site_url: str,
                                                                               visit: Visit) -> None:
    page = visit.page
    page.goto(f"{site_url}/index.html")
    chapters = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    hrefs = [a.get_attribute("href") for a in page.locator("#chapters a, #rules a").all()]
    assert [Path(h).stem for h in hrefs] == chapters
    for h in hrefs:
        assert h.startswith("voici/render/notebooks/") and h.endswith(".html")
        assert page.request.get(f"{site_url}/{h}").ok
    practice = page.locator("#practice a")
    assert practice.count() == 1 and practice.get_attribute("href") == "voici/render/notebooks/practice.html"
    assert "progress lives in this browser" in page.locator("#practice").inner_text()
    assert "runs in this browser" in page.locator("#how").inner_text()
    assert visit.blocked == [] and visit.failed == []


def test_the_guard_stops_and_counts_a_request_that_would_leave_the_machine(site_url: str, visit: Visit) -> None:
    """The check above can fail: a page's request to another host is aborted and counted."""
    page = visit.page
    page.goto(f"{site_url}/index.html")
    outcome = page.evaluate("""async () => {
        try { await fetch('https://example.org/penchant'); return 'left'; } catch (e) { return 'stopped'; }
    }""")
    assert outcome == "stopped"
    assert visit.blocked == ["https://example.org/penchant"]


@pytest.mark.parametrize("app", ["practice", "marker"])
def test_contents_on_the_practice_page_and_the_marker_opens_the_chapter_list(site_url: str, progress_visit: Visit,
                                                                            app: str) -> None:
    """The site serves the chapters beside the apps: their Contents link is drawn and leads to chapter 0's list
    (served by itself, an app draws none: tests/browser/test_contents_links_browser.py). The practice page is the
    one the progress test left open, if it ran (Python starting in a page is 10 to 15 CPU-seconds a load)."""
    page = progress_visit.page
    # An app hides its notebook's cells but its own widgets: wait for the page to have run, not for a cell to show.
    url = f"{site_url}/voici/render/notebooks/{app}.html"
    if page.url != url:
        page.goto(url)
    page.wait_for_selector("body[data-penchant-ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
    links = page.get_by_role("link", name="Contents")
    links.first.wait_for(timeout=PAGE_TIMEOUT_MS)
    assert links.count() == (2 if app == "practice" else 1)  # the practice page has one at its top too
    contents = links.last
    contents.scroll_into_view_if_needed()
    contents.click()
    page.get_by_role("heading", name="The chapters").wait_for(timeout=PAGE_TIMEOUT_MS)
    assert "00_how_to_use_this_tutorial" in page.url
