"""One benchmark run and reported: :func:`run_one`, in a module of its own so that ``python -m benchmarks
--jobs N`` can run it in spawned processes (a function of ``__main__`` cannot be sent to one)."""

from __future__ import annotations

import importlib
import sys
import time
import traceback
from typing import Any

from benchmarks.common import BenchmarkError, Report, Skipped, load_average, now

__all__ = ["run_one"]


def run_one(name: str, quick: bool) -> tuple[dict[str, Any], bool]:
    """Run ``benchmarks.<name>``: (its results entry, whether it failed)."""
    entry: dict[str, Any] = {"date": now(), "load_average_at_start": load_average()}
    start = time.perf_counter()
    failed = False
    try:
        module = importlib.import_module(f"benchmarks.bench_{name.removeprefix('bench_')}")
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
