"""The marker's own work per tap, in-process (no browser): CPU ms and the widget messages each tap sends.

The taps are :mod:`benchmarks.bench_marker`'s (quick scoring of ``penchant/data/examples/game.json``), made on the
marker's widget built on a throwaway store, each timed with :func:`time.process_time` around the button's
click (the handler: the ledger's check, the store's commit, the re-render). Every message the widgets would
send to the browser is counted at their comms (:class:`benchmarks.widget_messages.Sent`, with no kernel attached),
with the traits it carries.

``python -m benchmarks.marker_tap_cpu [--games N] [--repeat N] [--profile N]``: the per-tap CPU ms (median, mean;
the least disturbed of ``--repeat`` runs) and messages per tap; ``--profile N`` prints cProfile's top ``N``
functions by cumulative time. A helper to find where a tap's milliseconds go, not a benchmark with a goal
(``bench_marker`` is that).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.bench_marker import RECORD, Tap, deal_taps
from benchmarks.widget_messages import Sent
from penchant.rules.profiles import Profile, brisque_option

__all__ = ["main", "widget_of"]


def widget_of(app: Any, selector: str) -> Any:
    """The button a ``bench_marker`` tap's selector names."""
    from penchant.rules.kinds import Kind
    from penchant.rules.suits_and_ranks import Suit
    from penchant_widgets.marker.deal import DealScreen

    screen = app.screen_widget("deal")
    assert isinstance(screen, DealScreen)
    if selector == ".pm-last-six":
        return screen.last_six
    if selector.startswith(".pm-count-"):
        return screen.end_panel.chips[int(selector.removeprefix(".pm-count-"))]
    if selector.startswith(".pm-pen"):
        player, letter = selector.removeprefix(".pm-pen").split("-")
        suit = next(s for s in Suit if s.letter == letter)
        return screen.columns[int(player)].pen_suits[list(Suit).index(suit)]
    if selector.startswith(".pm-kind"):
        player, kind = selector.removeprefix(".pm-kind").split("-", 1)
        return screen.columns[int(player)].kinds[Kind(kind)]
    if selector.startswith(".pm-brisquette"):
        return screen.columns[int(selector.removeprefix(".pm-brisquette"))].brisquette
    raise ValueError(f"no marker button for the selector {selector!r}")


def _start(app: Any, record: dict[str, Any]) -> None:
    form = app.screen_widget("setup")
    app.show("setup")
    form.name0.value, form.name1.value = record["players"]
    form.rules.value = record["rules"]["profile"]
    option = brisque_option(Profile.from_json(record["rules"]))  # the form's one Brisques choice, by the rules
    if option is None:
        raise RuntimeError(f"the record's rules {record['rules']!r} score the brisques by no option the form offers")
    form.brisques.value = option
    form.dealer.value = int(record["first_dealer"])
    form.go.click()
    if app.screen != "deal":
        raise RuntimeError(f"the game did not start: {app.error.value!r}")


def run(games: int = 3, profile: cProfile.Profile | None = None) -> dict[str, Any]:
    from penchant.marker.sqlite_store import Store
    from penchant_widgets.marker import MarkerApp

    record = json.loads(RECORD.read_text(encoding="utf-8"))
    taps: list[Tap] = [t for deal in record["deals"] for t in deal_taps(deal)]
    cpu_ms: list[float] = []
    wall_ms: list[float] = []
    per_tap_messages: list[int] = []
    per_tap_opened: list[int] = []
    with tempfile.TemporaryDirectory() as folder, Sent() as sent:
        store = Store(Path(folder) / "marker.sqlite3")
        append = store.append
        store_ms: list[float] = []

        def timed_append(*args: Any, **kwargs: Any) -> Any:  # the commit's wall time: SQLite's sync to disk
            t0 = time.perf_counter()
            try:
                return append(*args, **kwargs)
            finally:
                store_ms.append(1000 * (time.perf_counter() - t0))

        store.append = timed_append  # type: ignore[method-assign]
        app = MarkerApp(store, resume=False, double_tap_seconds=0)
        for _ in range(games):
            _start(app, record)
            for tap in taps:
                button = widget_of(app, tap.selector)
                seq = app.ledger.seq
                before, opened = sent.messages, sent.opened
                if profile is not None:
                    profile.enable()
                c0, w0 = time.process_time(), time.perf_counter()
                button.click()
                c1, w1 = time.process_time(), time.perf_counter()
                if profile is not None:
                    profile.disable()
                if app.ledger.seq != seq + 1:
                    raise RuntimeError(f"the tap {tap.selector!r} entered nothing: {app.error.value!r}")
                cpu_ms.append(1000 * (c1 - c0))
                wall_ms.append(1000 * (w1 - w0))
                per_tap_messages.append(sent.messages - before)
                per_tap_opened.append(sent.opened - opened)
            totals = list(app.sheet.totals)
            if app.screen != "deal" or not app.sheet.is_over():
                raise RuntimeError("the game did not end")
        store.close()
    return {"taps": len(cpu_ms), "totals": totals,
            "cpu_ms_median": statistics.median(cpu_ms), "cpu_ms_mean": statistics.fmean(cpu_ms),
            "wall_ms_median": statistics.median(wall_ms),
            "store_wall_ms_median": statistics.median(store_ms[-len(cpu_ms):]),
            "messages_per_tap": statistics.fmean(per_tap_messages),
            "opened_per_tap": statistics.fmean(per_tap_opened),
            "bytes_per_tap": sent.bytes / len(cpu_ms),
            "traits": sent.traits}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.marker_tap_cpu")
    parser.add_argument("--games", type=int, default=3, help="times the record is scored (default 3)")
    parser.add_argument("--repeat", type=int, default=5, help="runs, the best reported (default 5)")
    parser.add_argument("--profile", type=int, default=0, metavar="N", help="print cProfile's top N functions")
    parser.add_argument("--traits", type=int, default=0, metavar="N", help="print the N traits sent most often")
    args = parser.parse_args(argv)
    run(games=1)  # warm: imports, first screens
    prof = cProfile.Profile() if args.profile else None
    runs = [run(games=args.games, profile=prof) for _ in range(args.repeat)]
    out = min(runs, key=lambda r: r["cpu_ms_median"])  # the least disturbed run (the machine is shared)
    medians = ", ".join(f"{r['cpu_ms_median']:.2f}" for r in runs)
    print(f"{out['taps']} taps, totals {out['totals']}: CPU {out['cpu_ms_median']:.2f} ms median, "
          f"{out['cpu_ms_mean']:.2f} ms mean (wall {out['wall_ms_median']:.2f} ms median, of which "
          f"the store's commit {out['store_wall_ms_median']:.2f} ms; the best of "
          f"{len(runs)} runs, medians {medians}); "
          f"{out['messages_per_tap']:.1f} messages, {out['bytes_per_tap']:.0f} bytes per tap, "
          f"{out['opened_per_tap']:.1f} widgets opened per tap")
    if args.traits:
        taps = out["taps"]
        for name, n in out["traits"].most_common(args.traits):
            print(f"  {n / taps:6.2f}/tap  {name}")
    if prof is not None:
        pstats.Stats(prof, stream=sys.stdout).sort_stats("cumulative").print_stats(args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
