"""The static site: its size, and the time a chapter takes to become usable in a browser.

Goals (issue #12): a first visit usable in under 10 s (empty browser cache), a later visit in under 4 s
(the browser's cache warm), the whole site at most 60 MB.

The site is ``site/`` as ``make site`` builds it, served as plain files on this machine (``make bench``
builds it first); Chromium resolves no other host and sends anything not local to a dead proxy, and the
bench counts off-machine requests (it does not route them as the browser test does: Playwright's routing
turns the browser's cache off, and the later visit is about that cache). Chapter 5 is timed: eleven
widget cells, the tutorial's typical page. A page shows its prose at once and each board as its cell
runs (tools/site/build.py), so four moments are timed inside Chromium (``performance.now()``, from the
navigation's start): the prose shown; the first board usable (the first barring panel, at the top of
the page, where a reader starts); the last board shown (the puzzle board at the end); the whole page
run (Voici has run every cell). Both the first board and the whole page are compared with the goals.

* first visit: a fresh browser profile (nothing cached) opens the chapter;
* later visit: the same profile opens it again, twice: the second visit finds the files in the HTTP
  cache, the third also the browser's compiled code (Chromium caches a script's compiled code when it
  loads it a second time); the third is the later visit of the goal. Real profiles, not Playwright's
  default incognito contexts, which cache no compiled code at all;
* baseline, measured in the same run: a bare page that only starts Pyodide (the same runtime files,
  ``loadPyodide()`` and ``1+1``) in a fresh profile. On a shared machine every figure moves with the
  load; the ratio to the baseline does much less, and the load average is reported with them.

A site that is not built skips the benchmark, except in CI (``PENCHANT_REQUIRE_SITE=1``), where it fails.

``python -m benchmarks.bench_site [--quick]``; ``run(quick) -> Report``.
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from benchmarks.common import BenchmarkError, Report, cli, require_browser, require_site
from benchmarks.servers import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
CHAPTER = "05_barring"
GOAL_FIRST_S = 10.0
GOAL_LATER_S = 4.0
GOAL_SIZE_MB = 60.0
TIMEOUT_MS = 300_000
OFFLINE_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
                "--proxy-server=http://127.0.0.1:9"]

# Times inside the page (performance.now(), from the navigation's start): the chapter's prose shown;
# its first board (a barring panel) shown; its last board (the puzzle board) shown; and every cell run
# (Voici marks the body, see tools/site/build.py). The page shows each board as its cell runs.
_USABLE_PROBE = """
(() => {
  window.__marks = {};
  const shown = (sel) => { const el = document.querySelector(sel); return el && el.getClientRects().length > 0; };
  const check = () => {
    const m = window.__marks, now = performance.now();
    if (m.prose === undefined && shown('#rendered_cells h1')) m.prose = now;
    if (m.first === undefined && shown('#rendered_cells .pt-barring')) m.first = now;
    if (m.last === undefined && shown('#rendered_cells .pt-puzzleboard')) m.last = now;
    if (m.ran === undefined && document.body && document.body.dataset.penchantReady) m.ran = now;
    if (m.last !== undefined && m.ran !== undefined && window.__usable === undefined) window.__usable = now;
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
})();
"""

_BARE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>bare Pyodide</title></head><body>
<script src="site/static/pyodide/pyodide.js"></script>
<script>
loadPyodide({indexURL: new URL("site/static/pyodide/", location.href).href}).then((py) => {
  py.runPython("1 + 1");
  window.__usable = performance.now();
});
</script></body></html>
"""


def _serve_module() -> Any:
    """tools/site/serve.py, the server make site-serve runs (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("penchant_site_serve", ROOT / "tools" / "site" / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextmanager
def _serve(folder: Path) -> Iterator[str]:
    server = _serve_module().make_server(folder, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


class _Watch:
    """Requests of one browser context: off-machine ones counted (Chromium's flags stop them), the local
    files fetched summed. It listens and does not route: routing would turn the browser's cache off."""

    def __init__(self, context: Any, root: Path) -> None:
        self.blocked: list[str] = []
        self.bytes = 0
        self.files: set[Path] = set()
        self.root = root
        context.on("request", self._request)
        context.on("requestfinished", self._finished)

    def _request(self, request: Any) -> None:
        if urlsplit(request.url).hostname not in ("127.0.0.1", "localhost") and request.url.startswith("http"):
            self.blocked.append(request.url)

    def _finished(self, request: Any) -> None:
        # Distinct files: a request the site's service worker passes on is seen twice.
        path = self.root / unquote(urlsplit(request.url).path).lstrip("/")
        if path.is_file() and path not in self.files:
            self.files.add(path)
            self.bytes += path.stat().st_size


def _usable_s(page: Any, url: str) -> float:
    page.goto(url)
    page.wait_for_function("() => window.__usable !== undefined", timeout=TIMEOUT_MS)
    return float(page.evaluate("() => window.__usable")) / 1000


def _marks_s(page: Any, url: str) -> dict[str, float]:
    """prose, first, last, ran: seconds from the navigation's start (see _USABLE_PROBE)."""
    _usable_s(page, url)
    return {k: float(v) / 1000 for k, v in page.evaluate("() => window.__marks").items()}


@contextmanager
def site_profiles(viewport: dict[str, int], probe: str) -> Iterator[tuple[str, Callable[[], Any], Path]]:
    """The built site and the bare Pyodide page served from a throwaway folder, and a maker of fresh
    browser profiles at ``viewport`` running ``probe`` on every page: ``(base URL, profile, folder)``.

    A profile is a real one in a fresh folder: an empty cache, and the compiled-code caches a reader's
    browser has (Playwright's default contexts are incognito and have none)."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "site").symlink_to(SITE, target_is_directory=True)
        (root / "bare.html").write_text(_BARE)
        with _serve(root) as base, sync_playwright() as p:

            def profile() -> Any:
                ctx = p.chromium.launch_persistent_context(
                    tempfile.mkdtemp(dir=folder), executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *OFFLINE_ARGS],
                    viewport=viewport)
                ctx.add_init_script(probe)
                return ctx

            yield base, profile, root


def bare_visit(profile: Callable[[], Any], base: str, root: Path) -> tuple[float, list[str]]:
    """The baseline: seconds until the bare Pyodide page is usable in a fresh profile, and what it asked
    other machines for."""
    ctx = profile()
    watch = _Watch(ctx, root)
    seconds = _usable_s(ctx.new_page(), f"{base}/bare.html")
    ctx.close()
    return seconds, watch.blocked


def run(quick: bool = False) -> Report:
    require_site(SITE)  # CI (PENCHANT_REQUIRE_SITE=1): a missing site fails, never skips
    require_browser()
    rounds = 1 if quick else 3
    size = _size_mb(SITE)
    by_part = {
        "pyodide runtime and wheels (static/pyodide)": round(_size_mb(SITE / "static" / "pyodide"), 1),
        "Voici app and pages (voici)": round(_size_mb(SITE / "voici"), 1),
        "the rest": round(size - _size_mb(SITE / "static" / "pyodide") - _size_mb(SITE / "voici"), 1),
    }
    first: list[dict[str, float]] = []
    second: list[dict[str, float]] = []
    later: list[dict[str, float]] = []
    bare: list[float] = []
    first_bytes: list[int] = []
    blocked: list[str] = []
    with site_profiles({"width": 1280, "height": 900}, _USABLE_PROBE) as (base, profile, root):
        chapter_url = f"{base}/site/voici/render/notebooks/{CHAPTER}.html"
        for _ in range(rounds):
            seconds, asked = bare_visit(profile, base, root)
            bare.append(seconds)
            blocked += asked

            ctx = profile()
            watch = _Watch(ctx, root)
            page = ctx.new_page()
            first.append(_marks_s(page, chapter_url))
            first_bytes.append(watch.bytes)
            page.close()
            # Later visits: the browser compiles scripts on their first load and caches the code on the
            # second, so the third visit is what a returning reader gets; both are timed.
            for i in range(2):
                page = ctx.new_page()
                (second if i == 0 else later).append(_marks_s(page, chapter_url))
                page.close()
            blocked += watch.blocked
            ctx.close()

    def med(visits: list[dict[str, float]], key: str) -> float:
        return statistics.median(v[key] for v in visits)

    report = Report("site", quick)
    report.baseline("bare_pyodide_s", statistics.median(bare), "s",
                    f"a bare page that only starts Pyodide, fresh profile, median of {rounds}")
    words = {"prose": "the chapter's text shown", "first": "the first board usable",
             "last": "the last board shown", "ran": "the whole page run"}
    for visit, visits, label in (("first_visit", first, "first visit, nothing cached"),
                                 ("second_visit", second, "second visit, files cached"),
                                 ("later_visit", later, "later visit, files and compiled code cached")):
        for key, word in words.items():
            name = f"{visit}_{'board' if key == 'first' else key}_s"
            report.figure(name, med(visits, key), "s", f"chapter {CHAPTER[:2]}: {word}, {label}, median of {rounds}")
            if key in ("first", "ran"):
                report.ratio(f"{name}_vs_bare_pyodide", name, "bare_pyodide_s")
    report.figure("site_mb", size, "MB", "the built site/")
    report.baseline("pyodide_runtime_mb", _size_mb(SITE / "static" / "pyodide"), "MB",
                    "its Pyodide runtime and wheels (static/pyodide)")
    report.ratio("site_vs_pyodide_runtime", "site_mb", "pyodide_runtime_mb")
    report.figure("first_visit_mb_downloaded", statistics.median(first_bytes) / 1e6, "MB",
                  "files fetched by a first visit")
    report.goal("first_visit_board_s", GOAL_FIRST_S, source="issue #12: a first visit usable in under 10 s")
    report.goal("first_visit_ran_s", GOAL_FIRST_S, source="issue #12: a first visit usable in under 10 s")
    report.goal("later_visit_board_s", GOAL_LATER_S, source="issue #12: a later visit usable in under 4 s")
    report.goal("later_visit_ran_s", GOAL_LATER_S, source="issue #12: a later visit usable in under 4 s")
    report.goal("site_mb", GOAL_SIZE_MB, source="issue #12: the whole site at most 60 MB")
    if blocked:
        raise BenchmarkError(f"the site asked other machines for {len(blocked)} file(s): {blocked[:3]}")
    report.details.update({
        "chapter": CHAPTER,
        "site_mb_by_part": by_part,
        "first_visit_s_samples": [{k: round(x, 1) for k, x in v.items()} for v in first],
        "later_visit_s_samples": [{k: round(x, 1) for k, x in v.items()} for v in later],
        "bare_pyodide_s_samples": [round(x, 1) for x in bare],
        "off_machine_requests": len(blocked),
    })
    return report


def main(argv: list[str] | None = None) -> int:
    return cli(run, argv, "python -m benchmarks.bench_site")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
