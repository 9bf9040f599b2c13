"""The score marker on the static site (issue #21), in a real browser, with every off-machine request blocked.

The marker's page of ``make site`` runs the app of ``penchant marker`` in the browser's Python, over the
JSON-lines store on the kernel's drive (``penchant.marker.lines_store``). At a phone's 390×844:

* a deal is played through quick scoring, reached from the landing page's "Keep score";
* the game survives a reload, and a browser process killed with SIGKILL (not closed): relaunched on the
  same profile, the page shows the same sheet;
* with the network then gone (``context.set_offline``), the landing page and the marker open from the
  service worker's copy of the build, the game is there, and a tap is kept across a reload;
* after one visit every file of the build is in one cache named after the build, the manifest names the
  app and its icons, and a chapter and practice run offline; a new build (a copy of the site, changed)
  fills its own cache while the old build's page is open, and takes over, deleting the old cache, once
  that page is closed;
* a whole game is played, its result card, CSV and ``penchant-game/1`` record are downloaded, and the
  record, imported through the file picker, is a new game with the same sheet; head-to-head figures;
  referee mode declares by the cards; an entry is deleted from the sheet;
* every request stayed on this machine (the guard of ``test_site.py``: Playwright aborts and counts
  off-machine requests, Chromium resolves no other host).

The tap helpers are the marker's own browser tests' (``marker_page.py``), so both follow the app.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import test_site
from marker_page import new_game, quick_deal, ready, seq, status, tap, total
from playwright.sync_api import expect
from support import CHROMIUM, CHROMIUM_ARGS, alive, free_port, wait_until
from test_marker_view_browser import COUNT_CLICKS, kept
from test_site import OFFLINE_ARGS, PAGE_TIMEOUT_MS, Visit, watch

from penchant.marker import Ledger

pytestmark = pytest.mark.browser

site = test_site.site  # the fixtures: the built site (current with the sources), served on a free port
site_url = test_site.site_url

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
MARKER_PAGE = "voici/render/notebooks/marker.html"
SHOTS = Path(os.environ.get("PENCHANT_SHOTS", "/tmp")) / "penchant-site-marker"


@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


def launch(playwright: Any, profile: Path, viewport: dict[str, int] = PHONE) -> tuple[Any, Visit]:
    """A browser on ``profile`` (kept on disk, as a phone's browser keeps its storage), watched."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *OFFLINE_ARGS], viewport=viewport,
        accept_downloads=True)
    page = context.pages[0] if context.pages else context.new_page()
    page.set_default_timeout(30_000)
    v = Visit(page)
    watch(context, v)
    page.on("pageerror", lambda e: v.errors.append(str(e)))
    # The pages' console (the kernel's and the service worker's messages), printed as it comes: pytest shows
    # it only for a failing test, the record of what the page did before the failure (issue: a run of the
    # reload-and-kill test failed once, and only the assertion was left to read).
    started = time.monotonic()
    context.on("console", lambda m: print(f"[{time.monotonic() - started:7.2f}s {m.type}] {m.text[:500]}"))
    return context, v


def browser_pids(profile: Path) -> list[int]:
    """The browser process of ``profile`` (not its renderers and helpers, which have ``--type=``)."""
    flag = f"--user-data-dir={profile}".encode()
    pids = []
    for entry in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            args = entry.read_bytes().split(b"\0")
        except OSError:
            continue
        if flag in args and not any(a.startswith(b"--type=") for a in args):
            pids.append(int(entry.parent.name))
    return pids


def marker_ready(page: Any) -> None:
    """The page has run its cells (the app hides the notebook's own text) and the marker has read the store."""
    page.wait_for_selector("body[data-penchant-ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
    ready(page)


def open_marker(v: Visit, base: str) -> None:
    v.page.goto(f"{base}/{MARKER_PAGE}", wait_until="commit")
    marker_ready(v.page)


def reload_marker(page: Any) -> None:
    """Reload the marker's page and wait until it is ready again.

    Its readiness is the page's own (``marker_ready``, minutes allowed: the page's scripts and Python on a
    busy machine, after a killed browser with its caches cold); the navigation itself is awaited only until
    the new page is there, not for its load event under the default 30 s: of this test's waits, the one
    nearest its limit when the page is slowed (a reload took 8.6 s with the page's CPU slowed 8 times; the
    waits for a tap, 3.4 s at most)."""
    page.reload(wait_until="commit")
    marker_ready(page)


def shown_sheet(page: Any) -> dict[str, Any]:
    """What the marker shows of the game: totals, deal and trick, and the score sheet screen's text."""
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker0")
    seen = {"totals": (total(page, 0), total(page, 1)), "status": status(page), "seq": seq(page)}
    page.click(".pm-history")
    screen = page.locator(".pm-history-screen:not(.pm-hidden)")
    screen.wait_for()
    # the screen is drawn in parts (the sheet, then the entries, then the log's count at its foot): read it whole
    screen.locator("text=/events? logged/").wait_for()
    seen["sheet"] = screen.inner_text()
    page.click(".pm-history-screen .pm-back")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker0")
    return seen


def kept_offline(page: Any, base: str) -> None:
    """Open the landing page and wait until the service worker says the whole site is in its cache."""
    page.goto(f"{base}/index.html")
    page.wait_for_selector('#offline[data-state="ready"]', state="attached", timeout=PAGE_TIMEOUT_MS)


@dataclass
class Tabs:
    """One browser on one profile for the tests that need no browser of their own (each plays a new game of its
    own): its marker page, loaded once (Python starting in the page is 10 to 15 CPU-seconds a load), and a second
    tab once a test has opened one. ``take`` hands them back as a fresh page would be: at a phone's size, on the
    deal (or setup) screen, in the plain view (neither face to face nor referee), with nothing seen yet."""

    context: Any
    v: Visit
    second: Any = None

    def take(self) -> Visit:
        page = self.v.page
        page.set_viewport_size(PHONE)
        back = page.locator(".pm-connect-screen:not(.pm-hidden) .pm-connect-back, "
                            ".pm-history-screen:not(.pm-hidden) .pm-back")
        if back.count():
            back.first.click()
            page.wait_for_selector(".pm-connect-screen.pm-hidden, .pm-history-screen.pm-hidden", state="attached")
        view = page.evaluate("() => JSON.parse(localStorage.getItem('pm-view'))") or {}
        if view.get("face") or view.get("referee"):  # a test's own view, which the device keeps: turned off
            page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-face-toggle")
            for on, button in ((view.get("face"), ".pm-face-toggle"), (view.get("referee"), ".pm-referee")):
                if on:
                    page.click(button)
            kept(page, False, False)
            page.wait_for_selector(".pm-app:not(.pm-face)")
        # what the earlier tests' visits did was theirs to check (each asserted it); the kernel's own downloads
        # (``seen``) were this page's load, which the tests taking it count on
        self.v.blocked.clear()
        self.v.failed.clear()
        self.v.errors.clear()
        return self.v

    def second_tab(self, site_url: str) -> Any:
        if self.second is None or self.second.is_closed():
            b = self.context.new_page()
            b.set_default_timeout(30_000)
            b.goto(f"{site_url}/{MARKER_PAGE}")
            marker_ready(b)
            self.second = b
        return self.second


@pytest.fixture(scope="module")
def tabs(site_url: str, playwright: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Tabs]:
    """The shared browser of ``Tabs``, closed at the module's end."""
    context, v = launch(playwright, tmp_path_factory.mktemp("shared") / "profile")
    try:
        open_marker(v, site_url)
        yield Tabs(context, v)
    finally:
        context.close()


def test_a_deal_on_the_site_survives_a_reload_a_killed_browser_and_the_network_gone(
        site_url: str, playwright: Any, tmp_path: Path) -> None:
    profile = tmp_path / "phone-profile"
    context, v = launch(playwright, profile)
    page = v.page
    page.goto(f"{site_url}/index.html")
    keep = page.locator("#marker a", has_text="Keep score")
    assert keep.count() == 1 and keep.get_attribute("href") == MARKER_PAGE
    assert "only way to lose them" in page.locator("#marker").inner_text()
    keep.click()
    marker_ready(page)
    note = page.locator(".penchant-progress-note").inner_text()
    assert "games live in this browser" in note and "only way to lose them" in note and "export" in note
    SHOTS.mkdir(parents=True, exist_ok=True)
    new_game(page, ("Ann", "Bob"))
    quick_deal(page)  # Ann: marriage, clan, 2 brisquettes, 8 brisques; Bob: a penchant, 1 brisquette
    assert (total(page, 0), total(page, 1)) == (10, 2) and status(page)["deal"] == 2
    tap(page, ".pm-kind1-marriage")
    tap(page, ".pm-undo")
    tap(page, ".pm-redo")
    tap(page, ".pm-kind0-pair")
    page.screenshot(path=str(SHOTS / "deal-390.png"))
    before = shown_sheet(page)
    assert before["totals"] == (12, 4) and before["status"]["deal"] == 2

    reload_marker(page)  # a new kernel: all it knows is what the drive kept
    assert shown_sheet(page) == before

    [pid] = browser_pids(profile)  # the browser dies as a phone's does when it is killed
    os.kill(pid, signal.SIGKILL)
    assert wait_until(lambda: not alive(pid), 15)
    with contextlib.suppress(Exception):
        context.close()
    assert v.blocked == [] and v.errors == []

    context, v = launch(playwright, profile)
    page = v.page
    try:
        open_marker(v, site_url)
        assert shown_sheet(page) == before
        kept_offline(page, site_url)

        context.set_offline(True)  # the network is gone: the site comes from the browser's own copy
        page.goto(f"{site_url}/index.html")
        page.locator("#marker a", has_text="Keep score").click()
        marker_ready(page)
        assert shown_sheet(page) == before
        tap(page, ".pm-trick1")
        assert status(page)["tricks"] == before["status"]["tricks"] + 1
        after = shown_sheet(page)
        reload_marker(page)
        assert shown_sheet(page) == after
        page.screenshot(path=str(SHOTS / "offline-390.png"))
        assert v.blocked == [] and v.errors == [] and v.failed == []
    finally:
        context.close()


def test_after_one_visit_the_whole_build_is_cached_and_chapters_and_practice_run_offline(
        site_url: str, playwright: Any, tmp_path: Path) -> None:
    context, v = launch(playwright, tmp_path / "profile", DESKTOP)
    page = v.page
    try:
        kept_offline(page, site_url)
        info = json.loads((test_site.SITE / "build-info.json").read_text())
        cached = page.evaluate("""async (name) => {
            const cache = await caches.open(name);
            return (await cache.keys()).map((r) => new URL(r.url).pathname);
        }""", f"penchant-{info['version']}")
        files = {p.relative_to(test_site.SITE).as_posix() for p in test_site.SITE.rglob("*") if p.is_file()}
        assert {c.lstrip("/") for c in cached} >= files - {"service-worker.js", "build-info.json"}
        assert page.evaluate("async () => (await caches.keys()).filter((n) => n.startsWith('penchant-'))") == [
            f"penchant-{info['version']}"]
        manifest = page.request.get(f"{site_url}/manifest.webmanifest").json()
        assert manifest["name"] == "Penchant" and manifest["display"] == "standalone"
        assert {i["sizes"] for i in manifest["icons"]} >= {"192x192", "512x512"}
        context.set_offline(True)
        for name in ("05_barring", "practice"):
            page.goto(f"{site_url}/voici/render/notebooks/{name}.html")
            test_site.wait_until_run(page)
            assert page.locator(".pt-puzzleboard, .pt-practice").count() > 0
        assert v.blocked == [] and v.errors == [] and v.failed == []
    finally:
        context.close()


def finished_record() -> dict[str, Any]:
    ledger = Ledger.start(("Cat", "Dan"), "kandell", 0)
    from penchant.marker import Brisquette, Declared, EndDeal, TrickWon
    from penchant.rules.kinds import Kind

    for _ in range(4):
        ledger = ledger.entered(TrickWon(0)).entered(Declared(0, Kind.MARRIAGE))
        for i in range(9):
            ledger = ledger.entered(TrickWon(i % 2))
        ledger = ledger.entered(Brisquette(0)).entered(EndDeal((7, 5)))
    assert ledger.sheet.is_over()
    return ledger.export_json()


def test_a_whole_game_its_downloads_and_an_import_through_the_file_picker(tabs: Tabs, tmp_path: Path) -> None:
    v = tabs.take()
    page = v.page
    # the shared page (``tabs``): loaded once for the module
    new_game(page, ("Ivy", "Jon"))
    for _ in range(4):
        quick_deal(page)
    result = page.inner_text(".pm-result-text")
    assert "Ivy wins 40–8" in result and "lurched" in result
    page.screenshot(path=str(SHOTS / "result-390.png"))
    with page.expect_download() as got:
        page.click(".pm-result .pm-share-csv")
    csv = Path(got.value.path()).read_text(encoding="utf-8")
    assert "Ivy" in csv and "Jon" in csv and got.value.suggested_filename.endswith(".csv")
    with page.expect_download() as got:
        page.click(".pm-result .pm-share-card")
    assert Path(got.value.path()).read_text(encoding="utf-8").lstrip().startswith("<svg")

    record = tmp_path / "cat-dan.json"
    record.write_text(json.dumps(finished_record()), encoding="utf-8")
    page.click(".pm-games")
    games = page.locator(".pm-games-screen:not(.pm-hidden)")
    games.wait_for()
    expect(games.locator(".pm-stats")).to_contain_text("Ivy")  # head to head: the game just played
    with page.expect_file_chooser() as chooser:
        games.locator(".pm-upload").click()
    chooser.value.set_files(str(record))
    page.wait_for_function("() => document.querySelector('.pm-record textarea').value.includes('Cat')")
    page.click(".pm-import")
    page.wait_for_function("() => (document.querySelector('.pm-result-text') || {}).textContent"
                           " && document.querySelector('.pm-result-text').textContent.includes('Cat')")
    # A new game (its number said), not Ivy's: the sequence numbers of two games may well be equal.
    assert "Cat wins" in page.inner_text(".pm-result-text")
    expect(page.locator(".pm-note")).to_contain_text("Imported as game #")
    page.click(".pm-games")
    games.wait_for()
    with page.expect_download() as got:
        page.click(".pm-export")
    exported = json.loads(Path(got.value.path()).read_text(encoding="utf-8"))
    assert exported["format"] == "penchant-game/1" and exported["players"] == ["Cat", "Dan"]
    assert Ledger.from_record(exported).sheet == Ledger.from_record(finished_record()).sheet
    v.assert_stayed_on_this_machine()
    assert v.errors == []


def test_referee_mode_and_a_deleted_entry_and_the_page_at_1280_by_900(tabs: Tabs) -> None:
    v = tabs.take()
    page = v.page
    page.set_viewport_size(DESKTOP)
    # the shared page (``tabs``), at 1280x900 for this test
    new_game(page, ("Eve", "Fay"))
    tap(page, ".pm-kind0-marriage")
    # Referee mode: the cards of a declaration, checked by the engine in the browser's Python.
    page.click(".pm-referee")
    tap(page, ".pm-trick1")
    for card in ("KS", "QS"):
        page.click(f".pm-card-{card}")
    tap(page, ".pm-ref-declare1")
    assert (total(page, 0), total(page, 1)) == (2, 2)
    page.click(".pm-referee")
    # An entry deleted from the sheet.
    page.click(".pm-history")
    page.locator(".pm-history-screen .pm-entry", has_text="marriage").first.click()
    page.wait_for_selector(".pm-history-screen .pm-entry.pm-sel")
    page.click(".pm-history-screen .pm-delete")
    page.wait_for_function("() => document.querySelector('.pm-history-screen .pm-log-line, .pm-history-screen')"
                           ".textContent.includes('deleted') || !document.querySelector('.pm-entry.pm-sel')")
    page.click(".pm-history-screen .pm-back")
    page.wait_for_function("() => document.querySelector('.pm-marker1').dataset.total === '0'")
    assert total(page, 0) == 2
    width = page.evaluate("() => document.querySelector('.pm-app').getBoundingClientRect().width")
    assert 300 < width <= DESKTOP["width"]
    page.screenshot(path=str(SHOTS / "deal-1280.png"))
    v.assert_stayed_on_this_machine()


def test_face_to_face_and_referee_mode_come_back_after_a_reload_with_no_click_fired(tabs: Tabs) -> None:
    """The device's view on the site, where the app runs in the browser's Python: the device view (an anywidget,
    its front end from the site's anywidget extension) keeps it and gives it back through its synced traits, not
    by clicking the toggles (tests/browser/test_marker_view_browser.py serves it)."""
    v = tabs.take()
    page = v.page
    page.add_init_script(COUNT_CLICKS)  # from the reload on: the clicks counted are those after it
    # the shared page (``tabs``)
    new_game(page, ("Gus", "Hal"))
    tap(page, ".pm-kind0-marriage")
    page.click(".pm-face-toggle")
    page.wait_for_selector(".pm-app.pm-face")
    page.click(".pm-referee")
    kept(page, True, True)
    reload_marker(page)
    page.wait_for_selector(".pm-app.pm-face")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-ref")
    kept(page, True, True)
    assert page.evaluate("() => window.__pmScriptClicks") == 0
    v.assert_stayed_on_this_machine()


def test_a_new_build_replaces_the_cache_once_the_old_builds_pages_are_closed(playwright: Any, site: Path,
                                                                               tmp_path: Path) -> None:
    """A second build on the same address: its worker fills its own cache while the old build's page is
    open and the old worker keeps serving it; once that page is closed, the new build's files are served
    and the old cache is gone. The page opened as the old one closes may still be handed to the old worker
    (a race in the browser): it asks the new build to take over, and reloads on its files (take-over.js)."""
    copy = tmp_path / "site"
    shutil.copytree(site, copy, copy_function=os.link)  # hard links: the copy's files are replaced, not edited
    port = free_port()
    server = subprocess.Popen([sys.executable, str(test_site.ROOT / "tools" / "site" / "serve.py"), "--port",
                               str(port), "--quiet", str(copy)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    context, v = launch(playwright, tmp_path / "profile", DESKTOP)
    try:
        base = f"http://127.0.0.1:{port}"
        assert wait_until(lambda: v.page.request.get(f"{base}/index.html").ok if _listening(port) else False, 30)
        page = v.page
        kept_offline(page, base)
        old = json.loads((copy / "build-info.json").read_text())["version"]

        def replace(rel: str, change: Any) -> None:
            text = change((copy / rel).read_text(encoding="utf-8"))
            (copy / rel).unlink()
            (copy / rel).write_text(text, encoding="utf-8")

        new = "0123456789abcdef"
        replace("index.html", lambda t: t.replace("<h1>Penchant</h1>", "<h1>Penchant, the next build</h1>"))
        replace("service-worker.js", lambda t: re.sub(r"penchant-[0-9a-f]{16}", f"penchant-{new}",
                                                      t.replace(f'"{old}"', f'"{new}"')))
        page.evaluate("async () => { const r = await navigator.serviceWorker.getRegistration(); await r.update(); }")
        assert until(page, "async () => !!(await navigator.serviceWorker.getRegistration()).waiting")
        # the old build's page is still open: the old worker answers it, from the old cache
        assert "<h1>Penchant</h1>" in page.evaluate("async () => await (await fetch('index.html')).text()")
        names = page.evaluate("async () => (await caches.keys()).filter((n) => n.startsWith('penchant-')).sort()")
        assert names == sorted([f"penchant-{old}", f"penchant-{new}"])  # the new one filled before taking over

        # A new page opened before the old one closes (the browser's race, made certain): the old worker
        # answers it, with the old build's files; it finds the new build waiting and asks it to take over,
        # which it does once the old page is closed; the page then reloads on the new build's files.
        later = context.new_page()
        later.goto(f"{base}/index.html")
        assert later.locator("h1").inner_text() == "Penchant"
        page.close()
        page = v.page = later
        # the page reloads itself when the new build takes over: a locator's wait outlives the navigation
        expect(page.locator("h1")).to_have_text("Penchant, the next build", timeout=PAGE_TIMEOUT_MS)
        assert until(page, "async () => (await caches.keys()).length === 1")
        page.reload()
        assert page.locator("h1").inner_text() == "Penchant, the next build"
        assert page.evaluate("async () => await caches.keys()") == [f"penchant-{new}"]
        assert v.blocked == [] and v.errors == []
    finally:
        context.close()
        server.terminate()
        server.wait(timeout=10)


def until(page: Any, predicate: str, timeout: float = PAGE_TIMEOUT_MS / 1000) -> bool:
    """Poll an async predicate in the page (Playwright's wait_for_function takes a promise as true)."""
    return wait_until(lambda: bool(page.evaluate(predicate)), timeout)


def _listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
        return True
    except OSError:
        return False


def test_two_tabs_stay_in_step_the_deal_fits_a_phone_and_connect_says_what_it_can(site_url: str, tabs: Tabs) -> None:
    """Issue #33: an idle second tab shows the first tab's entries within 2 s (BroadcastChannel), the end of
    the deal too, the working surface fits 390×844 under the site's header with nothing to scroll, and
    Connect says what a page with no server can do."""
    from marker_page import surface_fits

    v = tabs.take()
    # the shared page (``tabs``) and a second tab of the same browser
    a = v.page
    new_game(a, ("Ann", "Bob"))
    surface_fits(a)  # the first trick: the penchant's Jack row, every kind, the brisquettes, the toolbar
    a.screenshot(path=str(SHOTS / "site-deal-390.png"))
    b = tabs.second_tab(site_url)
    b.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker0")
    assert seq(b) == seq(a)
    for sel, want in ((".pm-kind0-marriage", (2, 0)), (".pm-pen1-S", (2, 1)), (".pm-brisquette0-2", (4, 1))):
        tap(a, sel)
        # The idle tab is told at once and reads the file: within 2 s, with no tap of its own.
        b.wait_for_function("n => Number(document.querySelector('.pm-seq').dataset.seq) === n", arg=seq(a),
                            timeout=2_000)
        assert (total(b, 0), total(b, 1)) == want
    surface_fits(b)  # the last six: the brisquettes and the counts that end the deal
    tap(a, ".pm-count-8")  # the count is the entry's own: the other tab keeps none of its own
    assert status(a)["deal"] == 2
    a.click(".pm-connect")
    connect = a.locator(".pm-connect-screen:not(.pm-hidden)")
    expect(connect).to_contain_text("runs in this browser")
    assert "address is unknown" not in connect.inner_text()
    b.wait_for_function("() => document.querySelector('.pm-status').dataset.deal === '2'", timeout=2_000)
    assert v.blocked == [] and v.errors == []


SAME_INSTANT_ROUNDS = 6
"""Rounds of two taps at once, one in each tab: each round's writes overlap (a write is a few round trips through
the page, tens of milliseconds; the two taps are dispatched milliseconds apart)."""


def test_two_tabs_tapping_at_the_same_instant_keep_every_tap(site_url: str, tabs: Tabs) -> None:
    """Issue #30: the browser's storage puts the whole games file back at each write, so two tabs writing at once
    could put back a file without the other's line. Each write now holds the site's service worker's lock around
    its read-append-write (penchant_widgets.marker.one_writer): two tabs, each on a game of its own, tap at the same
    instant round after round, and every tap is kept, in the file as a reload reads it."""
    v = tabs.take()
    # the shared page (``tabs``) and a second tab of the same browser
    a = v.page
    new_game(a, ("Ann", "Bob"))
    b = tabs.second_tab(site_url)
    new_game(b, ("Cy", "Di"))
    started = (seq(a), seq(b))
    for i in range(SAME_INSTANT_ROUNDS):
        time.sleep(0.5)  # past the marker's double-tap window
        before = (seq(a), seq(b))
        for page in (a, b):  # both dispatched before either tab's entry is written
            page.evaluate("s => document.querySelector(s).click()", f".pm-trick{i % 2}")
        for page, n in ((a, before[0]), (b, before[1])):
            page.wait_for_function("n => Number(document.querySelector('.pm-seq').dataset.seq) > n", arg=n)
    for page, n in ((a, started[0]), (b, started[1])):
        assert "not kept" not in page.inner_text("body")
        reload_marker(page)  # what the file holds: each tab's game, every tap of it
        page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-marker0")
        assert seq(page) == n + SAME_INSTANT_ROUNDS
    assert v.errors == []
