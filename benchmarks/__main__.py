"""Run every benchmark: ``python -m benchmarks [--quick] [--jobs N] [name ...]``.

Each ``benchmarks/bench_<name>.py`` exposes ``run(quick=False) -> Report`` (see
:mod:`benchmarks.common`). Each report is printed and written, with its date, the load average when it
started and how long it took, and the machine, to ``benchmarks/results.json`` (a ``--quick`` run to
``benchmarks/results-quick.json``, so it never replaces the full run's figures). The exit status is 1
if any benchmark raised or reported nothing (no figure, baseline, ratio or goal): CI runs ``--quick``
for that. A benchmark that cannot run here (no Chromium, no built site) is reported as skipped, which
is an error only where CI requires it (``PENCHANT_REQUIRE_BROWSER=1``, ``PENCHANT_REQUIRE_SITE=1``).
"""

from __future__ import annotations

import argparse
import json
import pkgutil
import sys
import time
from pathlib import Path
from typing import Any

import benchmarks
from benchmarks.common import load_average, write_results
from benchmarks.running import run_one

HERE = Path(__file__).resolve().parent


def bench_names() -> list[str]:
    """Every ``bench_<name>`` module of the package, sorted."""
    return sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_"))


def results_path(quick: bool) -> Path:
    return HERE / ("results-quick.json" if quick else "results.json")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--quick", action="store_true", help="small runs: every benchmark runs and reports")
    parser.add_argument("--jobs", type=int, default=1,
                        help="run this many benchmarks at once, each in its own process (CI's quick run: 2); "
                             "figures from a run with --jobs above 1 share the machine, so a full run keeps 1")
    parser.add_argument("names", nargs="*", help="only these (engine or bench_engine, ...)")
    args = parser.parse_args(argv)
    names = bench_names()
    if args.names:
        unknown = [n for n in args.names if n not in names and f"bench_{n}" not in names]
        if unknown:
            parser.error(f"no such benchmark: {', '.join(unknown)} (known: {', '.join(names)})")
        names = [n for n in names if n in args.names or n.removeprefix("bench_") in args.names]
    started = time.perf_counter()
    entries: dict[str, dict[str, Any]] = {}
    failures = []
    if args.jobs < 1:
        parser.error(f"--jobs must be 1 or more, not {args.jobs!r}")
    if args.jobs == 1:
        for name in names:
            print(f"== {name}{' --quick' if args.quick else ''} (load average {load_average()})",
                  file=sys.stderr, flush=True)
            entries[name], failed = run_one(name, args.quick)
            if failed:
                failures.append(name)
            print(json.dumps({name: entries[name]}, indent=1, ensure_ascii=False), flush=True)
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        # Each benchmark in a fresh (spawned) process: its own browser, servers and imports.
        with ProcessPoolExecutor(args.jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
            running = {name: pool.submit(run_one, name, args.quick) for name in names}
            print(f"== {len(names)} benchmarks, {args.jobs} at a time{' --quick' if args.quick else ''} "
                  f"(load average {load_average()})", file=sys.stderr, flush=True)
            for name, future in running.items():
                entries[name], failed = future.result()
                if failed:
                    failures.append(name)
                print(json.dumps({name: entries[name]}, indent=1, ensure_ascii=False), flush=True)
    path = results_path(args.quick)
    write_results(path, entries, quick=args.quick)
    total = time.perf_counter() - started
    print(f"benchmarks: {len(names)} run in {total:.0f} s, results in {path.name}"
          + (f"; FAILED: {', '.join(failures)}" if failures else ""), file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
