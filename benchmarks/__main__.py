"""Run every benchmark: ``python -m benchmarks [--quick] [name ...]``.

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
import importlib
import json
import pkgutil
import sys
import time
import traceback
from pathlib import Path
from typing import Any

import benchmarks
from benchmarks.common import BenchmarkError, Report, Skipped, load_average, now, write_results

HERE = Path(__file__).resolve().parent


def bench_names() -> list[str]:
    """Every ``bench_<name>`` module of the package, sorted."""
    return sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_"))


def results_path(quick: bool) -> Path:
    return HERE / ("results-quick.json" if quick else "results.json")


def run_one(name: str, quick: bool) -> tuple[dict[str, Any], bool]:
    """Run ``benchmarks.<name>``: (its results entry, whether it failed)."""
    entry: dict[str, Any] = {"date": now(), "load_average_at_start": load_average()}
    start = time.perf_counter()
    failed = False
    try:
        module = importlib.import_module(f"benchmarks.{name}")
        report = module.run(quick=quick)
        if not isinstance(report, Report):
            raise BenchmarkError(f"{name}: run() returned {type(report).__name__}, not a Report")
        report.check()
        entry.update(report.to_json())
        print(report.summary(), file=sys.stderr, flush=True)
    except Skipped as exc:
        entry["skipped"] = str(exc)
        print(f"{name}: skipped: {exc}", file=sys.stderr, flush=True)
    except Exception as exc:  # any failure is reported and turns the run red
        failed = True
        entry["error"] = f"{type(exc).__name__}: {exc}"
        traceback.print_exc()
        print(f"{name}: FAILED: {entry['error']}", file=sys.stderr, flush=True)
    entry["wall_seconds"] = round(time.perf_counter() - start, 1)
    entry["load_average_at_end"] = load_average()
    return entry, failed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--quick", action="store_true", help="small runs: every benchmark runs and reports")
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
    for name in names:
        print(f"== {name}{' --quick' if args.quick else ''} (load average {load_average()})",
              file=sys.stderr, flush=True)
        entry, failed = run_one(name, args.quick)
        entries[name] = entry
        if failed:
            failures.append(name)
        print(json.dumps({name: entry}, indent=1, ensure_ascii=False), flush=True)
    path = results_path(args.quick)
    write_results(path, entries, quick=args.quick)
    total = time.perf_counter() - started
    print(f"benchmarks: {len(names)} run in {total:.0f} s, results in {path.name}"
          + (f"; FAILED: {', '.join(failures)}" if failures else ""), file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
