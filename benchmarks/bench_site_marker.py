"""The score marker on the static site: how soon it is usable on a phone, and how long a tap takes.

Goals (issue #21), Chromium at 390×844: the marker page usable in under 10 s on a first visit (a fresh
browser profile: nothing cached) and under 5 s on a later one (the same profile, third visit: files and
compiled code cached, by the browser and by the site's service worker), a tap shown in under 150 ms,
and the site at most 60 MB. "Usable": the marker's screen is shown and has read the store (its games,
from the kernel's drive). A tap: from the click on "Won trick" to the page showing the entry (the
marker's event number moves on), i.e. the round trip to the browser's Python, the rules, the entry
written to the drive and the screen re-rendered; timed inside the page (``performance.now()``).

Baseline, in the same run, as ``bench_site`` does: a bare page that only starts Pyodide in a fresh
profile. The site is ``site/`` as ``make site`` builds it, served on this machine; Chromium resolves no
other host and off-machine requests are counted.

``python -m benchmarks.bench_site_marker [--quick]``; ``run(quick) -> dict``.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from penchant_widgets.marker.testing import CHROMIUM, CHROMIUM_ARGS

from benchmarks.bench_site import _BARE, OFFLINE_ARGS, SITE, TIMEOUT_MS, _serve, _size_mb, _usable_s, _Watch

GOAL_FIRST_S = 10.0
GOAL_LATER_S = 5.0
GOAL_TAP_MS = 150.0
GOAL_SIZE_MB = 60.0
PHONE = {"width": 390, "height": 844}
TAPS = 10  # the ten tricks of a deal's first part

_USABLE_PROBE = """
(() => {
  const check = () => {
    if (window.__usable !== undefined) return;
    const el = document.querySelector('.pm-app:not(.pm-syncing) .pm-screen:not(.pm-hidden)');
    if (el && el.getClientRects().length > 0) window.__usable = performance.now();
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
})();
"""

# One tap, timed in the page: the click, then the marker's event number moving on.
_TAP = """(selector) => new Promise((done) => {
  const seq = () => Number((document.querySelector('.pm-seq') || {dataset: {}}).dataset.seq || 0);
  const before = seq(), start = performance.now();
  const seen = new MutationObserver(() => {
    if (seq() > before) { seen.disconnect(); done(performance.now() - start); }
  });
  seen.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  document.querySelector(selector).click();
})"""


def _new_game(page: Any) -> None:
    """A fresh profile opens on the new-game form."""
    page.wait_for_selector(".pm-setup:not(.pm-hidden) .pm-start", timeout=TIMEOUT_MS)
    page.fill(".pm-name0 input", "Ann")
    page.fill(".pm-name1 input", "Bob")
    page.click(".pm-start")
    page.wait_for_selector(".pm-deal:not(.pm-hidden) .pm-trick0", timeout=TIMEOUT_MS)


def _taps_ms(page: Any) -> list[float]:
    out = []
    for i in range(TAPS):
        time.sleep(0.4)  # not a double tap (the marker ignores a second tap within 0.25 s)
        out.append(float(page.evaluate(_TAP, f".pm-trick{i % 2}")))
    return out


def run(quick: bool = False) -> dict[str, Any]:
    if not (SITE / "build-info.json").is_file():
        return {"skipped": "site/ is not built: run make site (make bench builds it)"}
    if not Path(CHROMIUM).exists():
        return {"skipped": f"{CHROMIUM} is missing (apt-get install chromium)"}
    from playwright.sync_api import sync_playwright

    rounds = 1 if quick else 3
    size = _size_mb(SITE)
    out: dict[str, Any] = {
        "goal_first_visit_s": GOAL_FIRST_S, "goal_later_visit_s": GOAL_LATER_S, "goal_tap_ms": GOAL_TAP_MS,
        "goal_size_mb": GOAL_SIZE_MB, "site_mb": round(size, 1), "viewport": "390x844", "cpus": os.cpu_count(),
        "load_average_before": round(os.getloadavg()[0], 1),
    }
    first: list[float] = []
    second: list[float] = []
    later: list[float] = []
    bare: list[float] = []
    taps: list[float] = []
    blocked: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "site").symlink_to(SITE, target_is_directory=True)
        (root / "bare.html").write_text(_BARE)
        with _serve(root) as base, sync_playwright() as p:

            def profile() -> Any:
                ctx = p.chromium.launch_persistent_context(
                    tempfile.mkdtemp(dir=folder), executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *OFFLINE_ARGS],
                    viewport=PHONE)
                ctx.add_init_script(_USABLE_PROBE)
                return ctx

            marker_url = f"{base}/site/voici/render/notebooks/marker.html"
            for _ in range(rounds):
                ctx = profile()
                watch = _Watch(ctx, root)
                bare.append(_usable_s(ctx.new_page(), f"{base}/bare.html"))
                blocked += watch.blocked
                ctx.close()

                ctx = profile()
                watch = _Watch(ctx, root)
                page = ctx.new_page()
                first.append(_usable_s(page, marker_url))
                _new_game(page)
                taps += _taps_ms(page)
                page.close()
                for i in range(2):
                    page = ctx.new_page()
                    (second if i == 0 else later).append(_usable_s(page, marker_url))
                    page.close()
                blocked += watch.blocked
                ctx.close()

    med_bare = statistics.median(bare)
    m_first, m_later = statistics.median(first), statistics.median(later)
    tap_med = statistics.median(taps)
    tap_p90 = sorted(taps)[int(0.9 * (len(taps) - 1))]
    out.update({
        "first_visit_usable_s_median": round(m_first, 1),
        "second_visit_usable_s_median": round(statistics.median(second), 1),
        "later_visit_usable_s_median": round(m_later, 1),
        "first_visit_s_samples": [round(x, 1) for x in first],
        "later_visit_s_samples": [round(x, 1) for x in later],
        "tap_ms_median": round(tap_med), "tap_ms_p90": round(tap_p90), "taps": len(taps),
        "baseline_bare_pyodide_s_median": round(med_bare, 1),
        "usable_ratio_to_baseline": {"first_visit": round(m_first / med_bare, 2),
                                     "later_visit": round(m_later / med_bare, 2)},
        "ratio_to_goal": {"first_visit": round(m_first / GOAL_FIRST_S, 2),
                          "later_visit": round(m_later / GOAL_LATER_S, 2),
                          "tap_median": round(tap_med / GOAL_TAP_MS, 2), "size": round(size / GOAL_SIZE_MB, 2)},
        "off_machine_requests": len(blocked),
        "load_average_after": round(os.getloadavg()[0], 1),
        "meets_goals": (m_first < GOAL_FIRST_S and m_later < GOAL_LATER_S and tap_med < GOAL_TAP_MS
                        and size <= GOAL_SIZE_MB),
    })
    return out


def main(argv: list[str]) -> int:
    data = run(quick="--quick" in argv)
    print(json.dumps(data, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
