"""The static site: how soon every chapter and the score marker are usable in a browser, on a first visit
and a later one, against a page that only starts Pyodide; its size; and where a later visit spends its time.

Goals (issue #34): on a later visit, every chapter's first board and the marker usable within 2 times a
bare Pyodide page measured in the same run, and a first visit within 3 times; the site at most 60 MB
(issue #12). The chapter's prose shows at once, as before.

The site is ``site/`` as ``make site`` builds it, served as plain files on this machine (``make bench``
builds it first); Chromium resolves no other host and sends anything not local to a dead proxy, and the
bench counts off-machine requests (it does not route them as the browser test does: Playwright's routing
turns the browser's cache off, and the later visit is about that cache). Every page is timed inside
Chromium (``performance.now()``, from the navigation's start):

* *prose*: the chapter's title shown (the text is in the page as built);
* *usable*: a chapter's first board usable: the first widget of its cells shown with a size (a widget's view
  exists once Python has made it, so its buttons reach Python); the marker's screen shown once it has read
  its games (as ``bench_site_marker``). Also timed, not judged: the page's first control (a widget's button,
  box or list) shown and enabled, which comes later where a chapter opens on a board to look at;
* *ran*: a chapter has run every cell (Voici marks the body, see tools/site/sitebuild/pages.py). A chapter with no
  board (chapter 9: text, tables and charts; ``bench_chapters.shown_outputs``) is usable once it has run.

Visits: *first*, a fresh browser profile (nothing cached) opens the page; *later*, the same profile opens
it twice more: the second finds the files in the HTTP cache, the third also the browser's compiled code
(Chromium caches a script's compiled code when it loads it a second time) and the service worker's copy
of the site; the third is the later visit of the goal. Real profiles, not Playwright's default incognito
contexts, which cache no compiled code at all.

Baseline: a bare page that only starts Pyodide (the same runtime files, ``loadPyodide()`` and ``1+1``) in a
fresh profile, as in the issue's figures, loaded just before each page's visits in each round, so that the
pair shares the machine's load of that moment; its own later visit (the same profile, third load) is
reported beside it. On a shared machine every figure moves with the load; the ratio to the baseline does
much less, and the load average is reported with them.

The trace of a later visit (``details.trace``): when the page's HTML arrived, when the kernel's worker
started, the kernel's stages in the worker (the Python runtime and its packages, the package manager, the
kernel's imports; the site's build marks them, see ``tools/site/sitebuild/early.py``), each cell's start, and the
first board shown.

A site that is not built skips the benchmark, except in CI (``PENCHANT_REQUIRE_SITE=1``), where it fails.

``python -m benchmarks.bench_site [--quick] [--pages 00,02,marker]``; ``run(quick, pages) -> Report``. ``--pages``
times only the pages named (a chapter by its number or name, the marker as ``marker``), each against its own
bare page as in the full run: to compare a change on the pages it touches, before and after, in one run each.
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlsplit

from benchmarks.bench_chapters import shown_outputs
from benchmarks.common import BenchmarkError, Report, cli, require_browser, require_site
from benchmarks.servers import CHROMIUM, CHROMIUM_ARGS

if TYPE_CHECKING:
    from playwright.sync_api import ViewportSize

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
MARKER = "marker"
PAGES = (*sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")), MARKER)
QUICK_PAGES = ("05_barring",)  # CI runs --quick; the marker page has bench_site_marker
GOAL_FIRST_RATIO = 3.0
GOAL_LATER_RATIO = 2.0
GOAL_PROSE_S = 1.0
GOAL_SIZE_MB = 60.0
TIMEOUT_MS = 300_000
OFFLINE_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
                "--proxy-server=http://127.0.0.1:9"]

# Times inside the page (performance.now(), from the navigation's start): the prose shown; the first board
# shown, i.e. the first widget of the page's cells with a size (the marker: its screen, once it has read its
# games); the first control shown and enabled; every cell run (Voici marks the body, see tools/site/sitebuild/pages.py).
# window.__usable once the board and the run are seen.
_USABLE_PROBE = """
(() => {
  window.__marks = {};
  const TEXT_ONLY = %s;
  const BOARDS = '#rendered_cells .jp-OutputArea-output > .jupyter-widgets';
  const CONTROLS = ['button', 'input', 'select', 'textarea']
    .map((t) => '#rendered_cells .jupyter-widgets ' + t).join(', ');
  const MARKER = '.pm-app:not(.pm-syncing) .pm-screen:not(.pm-hidden)';
  const shown = (e) => e && e.getClientRects().length > 0;
  const sized = (e) => e.getBoundingClientRect().height > 0;
  const check = () => {
    const m = window.__marks, now = performance.now();
    if (m.prose === undefined && shown(document.querySelector('#rendered_cells h1'))) m.prose = now;
    if (m.usable === undefined) {
      if (shown(document.querySelector(MARKER))) { m.usable = now; m.board = 'the marker'; }
      else for (const e of document.querySelectorAll(BOARDS)) {
        if (sized(e) && !e.closest('.pm-app')) { m.usable = now; m.board = e.className.split(' ').pop(); break; }
      }
    }
    if (m.control === undefined) {
      for (const e of document.querySelectorAll(CONTROLS)) {
        if (!e.disabled && shown(e) && !e.closest('.pm-app')) { m.control = now; break; }
      }
      if (m.control === undefined && m.board === 'the marker') m.control = m.usable;
    }
    if (m.ran === undefined && document.body && document.body.dataset.penchantReady) m.ran = now;
    if (m.usable === undefined && m.ran !== undefined
        && TEXT_ONLY.some((n) => location.pathname.includes(n))) { m.usable = m.ran; m.board = 'no board'; }
    if (m.usable !== undefined && m.ran !== undefined && window.__usable === undefined) window.__usable = now;
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
})();
""".replace("%s", json.dumps([f"/{name}" for name in PAGES if name != MARKER and shown_outputs(name) is not None]))

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


def folder_size_mb(folder: Path) -> float:
    """The files under ``folder``, in megabytes (10^6 bytes)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


class PageWatch:
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


def seconds_until_usable(page: Any, url: str) -> float:
    """Seconds from navigating ``page`` to ``url`` until its first board is usable (the page's ``__usable`` mark)."""
    page.goto(url)
    page.wait_for_function("() => window.__usable !== undefined", timeout=TIMEOUT_MS)
    return float(page.evaluate("() => window.__usable")) / 1000


def _marks_s(page: Any, url: str) -> dict[str, Any]:
    """prose, usable (the first board), control, ran: seconds from the navigation's start (see _USABLE_PROBE);
    board: which."""
    seconds_until_usable(page, url)
    marks = page.evaluate("() => window.__marks")
    return {k: (float(v) / 1000 if k != "board" else v) for k, v in marks.items()}


# What the page and its kernel's worker recorded (tools/site/sitebuild adds the marks): the page's HTML, the
# worker's start, the worker's stages, each cell's start; all in ms from the navigation's start.
_PAGE_TRACE = """() => ({
  origin: performance.timeOrigin,
  html: performance.getEntriesByType('navigation')[0].responseEnd,
  loaded: performance.getEntriesByType('navigation')[0].loadEventEnd,
  cells: window.penchantTrace || [],
})"""
_WORKER_TRACE = "() => ({origin: performance.timeOrigin, stages: self.penchantTrace || []})"


def _trace(page: Any, marks: dict[str, Any]) -> dict[str, Any]:
    """Where the visit just made spent its time (ms from the navigation's start)."""
    seen = page.evaluate(_PAGE_TRACE)
    out: dict[str, Any] = {"html_ms": round(seen["html"]), "load_event_ms": round(seen["loaded"])}
    for worker in page.workers:
        if "pyodide-kernel" not in worker.url:
            continue
        try:
            got = worker.evaluate(_WORKER_TRACE)
        except Exception:  # the worker went away: nothing to read
            continue
        shift = got["origin"] - seen["origin"]
        out["worker_start_ms"] = round(shift)
        out["worker"] = [[name, round(ms + shift)] for name, ms in got["stages"]]
    out["cells"] = [[name, round(ms)] for name, ms in seen["cells"]]
    out["usable_ms"] = round(1000 * marks["usable"])
    out["ran_ms"] = round(1000 * marks["ran"]) if "ran" in marks else None
    return out


@contextmanager
def site_profiles(viewport: ViewportSize, probe: str) -> Iterator[tuple[str, Callable[[], Any], Path]]:
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


def bare_visit(profile: Callable[[], Any], base: str, root: Path, visits: int = 1) -> tuple[list[float], list[str]]:
    """The baseline: seconds until the bare Pyodide page is usable in a fresh profile (then, with
    ``visits`` > 1, again in the same profile), and what it asked other machines for."""
    ctx = profile()
    watch = PageWatch(ctx, root)
    seconds = []
    for _ in range(visits):
        page = ctx.new_page()
        seconds.append(seconds_until_usable(page, f"{base}/bare.html"))
        page.close()
    ctx.close()
    return seconds, watch.blocked


def _page_url(base: str, name: str) -> str:
    return f"{base}/site/voici/render/notebooks/{name}.html"


def visit_page(profile: Callable[[], Any], base: str, root: Path, name: str, visits: int = 3) -> dict[str, Any]:
    """Three visits to page ``name`` in a fresh profile: the marks of each, the later visit's trace, the
    bytes a first visit fetched and the off-machine requests. With ``visits=2`` (a quick run) the second
    visit is the later one too."""
    ctx = profile()
    watch = PageWatch(ctx, root)
    seen = []
    trace: dict[str, Any] = {}
    for i in range(visits):
        page = ctx.new_page()
        seen.append(_marks_s(page, _page_url(base, name)))
        if i == 0:
            first_bytes = watch.bytes
        if i == visits - 1:
            trace = _trace(page, seen[-1])
        page.close()
    ctx.close()
    return {"first": seen[0], "second": seen[1], "later": seen[-1], "trace": trace,
            "first_bytes": first_bytes, "blocked": watch.blocked}


def pick_pages(names: str) -> tuple[str, ...]:
    """The pages of ``names`` (comma-separated: a chapter's number or name, or ``marker``), in PAGES' order."""
    asked = [n.strip() for n in names.split(",") if n.strip()]
    unknown = [n for n in asked if not any(p == n or p[:2] == n for p in PAGES)]
    if unknown or not asked:
        raise BenchmarkError(f"--pages {names!r}: no such page {unknown!r}; the pages are {', '.join(PAGES)}")
    return tuple(p for p in PAGES if any(p == n or p[:2] == n for n in asked))


def run(quick: bool = False, pages: tuple[str, ...] | None = None) -> Report:
    require_site(SITE)  # CI (PENCHANT_REQUIRE_SITE=1): a missing site fails, never skips
    require_browser()
    rounds = 1 if quick else 3
    # A quick run loads each page (and the bare one) twice, not three times: its second load stands for the
    # later one (every figure still reported; a quick run's figures are not judged).
    visits = 2 if quick else 3
    pages = pages or (QUICK_PAGES if quick else PAGES)
    size = folder_size_mb(SITE)
    by_part = {
        "pyodide runtime and wheels (static/pyodide)": round(folder_size_mb(SITE / "static" / "pyodide"), 1),
        "Voici app and pages (voici)": round(folder_size_mb(SITE / "voici"), 1),
        "the rest": round(size - folder_size_mb(SITE / "static" / "pyodide") - folder_size_mb(SITE / "voici"), 1),
    }
    seen: dict[str, list[dict[str, Any]]] = {name: [] for name in pages}
    bare: dict[str, list[list[float]]] = {name: [] for name in pages}
    blocked: list[str] = []
    with site_profiles({"width": 1280, "height": 900}, _USABLE_PROBE) as (base, profile, root):
        for r in range(rounds):
            # Each round in the other order, so that a change of load does not always fall on the same pages;
            # each page just after its own bare page (the pair shares the machine's load of that moment).
            for name in (pages if r % 2 == 0 else pages[::-1]):
                seconds, asked = bare_visit(profile, base, root, visits=visits)
                bare[name].append(seconds)
                got = visit_page(profile, base, root, name, visits=visits)
                seen[name].append(got)
                blocked += asked + got["blocked"]
    if blocked:
        raise BenchmarkError(f"the site asked other machines for {len(blocked)} file(s): {blocked[:3]}")

    def med(name: str, visit: str, key: str) -> float:
        return float(statistics.median(v[visit][key] for v in seen[name]))

    def bare_med(name: str, visit: int) -> float:
        return float(statistics.median(b[min(visit, visits - 1)] for b in bare[name]))

    report = Report("site", quick)
    every = [b for n in pages for b in bare[n]]
    report.baseline("bare_pyodide_s", statistics.median(b[0] for b in every), "s",
                    f"a bare page that only starts Pyodide, fresh profile, median of {len(every)}")
    report.baseline("bare_pyodide_later_s", statistics.median(b[-1] for b in every), "s",
                    f"the same page's {'second' if visits == 2 else 'third'} load in the same profile (its files and "
                    f"code cached), median of {len(every)}")
    chapters = [n for n in pages if n != MARKER]
    for name in pages:
        label = "the marker" if name == MARKER else f"chapter {name[:2]}"
        short = MARKER if name == MARKER else f"chapter_{name[:2]}"
        what = "usable" if name == MARKER else "first board usable"
        report.baseline(f"{short}_bare_s", bare_med(name, 0), "s",
                        f"bare Pyodide, fresh profile, just before each round's visits to {label}, median of {rounds}")
        report.baseline(f"{short}_bare_later_s", bare_med(name, 2), "s",
                        f"bare Pyodide's third load, just before each round's visits to {label}, median of {rounds}")
        for visit, goal in (("first", GOAL_FIRST_RATIO), ("later", GOAL_LATER_RATIO)):
            fig = f"{short}_{visit}_s"
            report.figure(fig, med(name, visit, "usable"), "s", f"{label}: {what}, {visit} visit, median of {rounds}")
            ratio = f"{fig}_vs_bare_pyodide"
            report.ratio(ratio, fig, f"{short}_bare_s")
            report.goal(ratio, goal, source=f"issue #34: {label}'s {what.replace('usable', '').strip() or 'page'} "
                                            f"usable within {goal:g} times bare Pyodide on a {visit} visit")
        report.ratio(f"{short}_later_s_vs_bare_pyodide_later", f"{short}_later_s", f"{short}_bare_later_s")
        if name != MARKER and all("control" in v["later"] for v in seen[name]):
            report.figure(f"{short}_later_control_s", med(name, "later", "control"), "s",
                          f"{label}: its first control usable, later visit, median of {rounds}")
    if chapters:
        prose = max(max(v[visit].get("prose", 0.0) for v in seen[n] for visit in ("first", "later")) for n in chapters)
        report.figure("prose_slowest_s", prose, "s", "the slowest chapter's text shown, any visit, any round")
        report.goal("prose_slowest_s", GOAL_PROSE_S, source="issue #34: the chapter's text readable at once, as now")
    report.figure("site_mb", size, "MB", "the built site/")
    report.baseline("pyodide_runtime_mb", folder_size_mb(SITE / "static" / "pyodide"), "MB",
                    "its Pyodide runtime and wheels (static/pyodide)")
    report.ratio("site_vs_pyodide_runtime", "site_mb", "pyodide_runtime_mb")
    fetched = statistics.median(v["first_bytes"] for n in pages for v in seen[n])
    report.figure("first_visit_mb_downloaded", fetched / 1e6, "MB", "files fetched by a first visit (median over pages "
                  "and rounds)")
    report.goal("site_mb", GOAL_SIZE_MB, source="issue #12: the whole site at most 60 MB")
    report.details.update({
        "pages": list(pages),
        "site_mb_by_part": by_part,
        "samples_s": {n: [{visit: {k: (round(x, 2) if isinstance(x, float) else x) for k, x in v[visit].items()}
                           for visit in ("first", "second", "later")} for v in seen[n]] for n in pages},
        "bare_pyodide_s_samples": {n: [[round(x, 2) for x in b] for b in bare[n]] for n in pages},
        "trace": {n: seen[n][-1]["trace"] for n in pages},
        "off_machine_requests": len(blocked),
    })
    return report


def main(argv: list[str] | None = None) -> int:
    import argparse
    import functools

    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--pages", help="only these pages, e.g. 00,02,marker (see the module's docstring)")
    known, rest = parser.parse_known_args(argv)
    if known.pages is None:
        return cli(run, rest, "python -m benchmarks.bench_site")
    try:
        pages = pick_pages(known.pages)
    except BenchmarkError as exc:
        print(f"python -m benchmarks.bench_site: {exc}", file=sys.stderr)
        return 2
    return cli(functools.partial(run, pages=pages), rest, "python -m benchmarks.bench_site")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
