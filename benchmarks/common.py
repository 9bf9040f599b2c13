"""What every benchmark shares: the report it returns, the machine it ran on, its command line.

The common interface: each ``benchmarks/bench_<name>.py`` has ``run(quick: bool = False) -> Report`` and
``main(argv) -> int`` (``python -m benchmarks.bench_<name> [--quick]``, through :func:`cli`). A
:class:`Report` holds the figures measured, the baselines measured *in the same run*, the ratios of
figures to baselines, and the goals (each figure's goal, its ratio to the goal and whether it is met);
:meth:`Report.check` refuses a report missing any of the four. A benchmark that cannot run on this
machine (no Chromium, no built site) raises :class:`Skipped`, or :class:`BenchmarkError` where CI
requires it (``PENCHANT_REQUIRE_BROWSER=1``, ``PENCHANT_REQUIRE_SITE=1``).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = [
    "BenchmarkError", "Report", "Skipped", "cli", "load_average", "machine", "require_browser", "require_site",
    "write_results",
]

REQUIRE_BROWSER_ENV = "PENCHANT_REQUIRE_BROWSER"
REQUIRE_SITE_ENV = "PENCHANT_REQUIRE_SITE"


class BenchmarkError(RuntimeError):
    """A benchmark that could not measure what it must (its report is incomplete, or CI requires it)."""


class Skipped(Exception):
    """This benchmark cannot run on this machine (the reason is the message); not an error outside CI."""


def _required(env: str) -> bool:
    return os.environ.get(env) == "1"


def require_browser() -> None:
    """Chromium and Playwright are here; else :class:`Skipped` (or :class:`BenchmarkError` in CI)."""
    from benchmarks.servers import browser_problem

    problem = browser_problem()
    if problem:
        if _required(REQUIRE_BROWSER_ENV):
            raise BenchmarkError(f"the browser is required ({REQUIRE_BROWSER_ENV}=1) but {problem}")
        raise Skipped(problem)


def require_site(site: Path) -> None:
    """``site/`` is built; else :class:`Skipped` (or :class:`BenchmarkError` with PENCHANT_REQUIRE_SITE=1)."""
    if not (site / "build-info.json").is_file():
        problem = f"{site} is not built: run make site (make bench builds it)"
        if _required(REQUIRE_SITE_ENV):
            raise BenchmarkError(f"the site is required ({REQUIRE_SITE_ENV}=1) but {problem}")
        raise Skipped(problem)


def _num(value: float) -> float:
    """Four significant digits: figures are measurements, not exact numbers."""
    return float(f"{value:.4g}")


class Report:
    """One benchmark's figures, its same-run baselines, their ratios and its goals.

    >>> r = Report("demo")
    >>> r.figure("tap_ms", 40.0, "ms", "click to screen, median")
    >>> r.baseline("bare_tap_ms", 20.0, "ms", "a one-button page, median")
    >>> r.ratio("tap_vs_bare", "tap_ms", "bare_tap_ms")
    2.0
    >>> r.goal("tap_ms", 50.0, source="issue #20")
    True
    >>> r.check()
    >>> r.to_json()["goals"]["tap_ms"]["ratio_to_goal"]
    0.8
    """

    def __init__(self, bench: str, quick: bool = False) -> None:
        self.bench = bench
        self.quick = quick
        self.figures: dict[str, dict[str, Any]] = {}
        self.baselines: dict[str, dict[str, Any]] = {}
        self.ratios: dict[str, dict[str, Any]] = {}
        self.goals: dict[str, dict[str, Any]] = {}
        self.details: dict[str, Any] = {}

    def figure(self, name: str, value: float, unit: str, what: str = "") -> None:
        self.figures[name] = {"value": _num(value), "unit": unit, "what": what}

    def baseline(self, name: str, value: float, unit: str, what: str = "") -> None:
        if value <= 0:
            raise BenchmarkError(f"{self.bench}: baseline {name!r} must be positive, got {value!r}")
        self.baselines[name] = {"value": _num(value), "unit": unit, "what": what}

    def ratio(self, name: str, figure: str, baseline: str) -> float:
        """Record and return ``figure / baseline`` (both already recorded, the baseline from this run)."""
        if figure not in self.figures:
            raise BenchmarkError(f"{self.bench}: ratio {name!r} names no figure {figure!r}")
        if baseline not in self.baselines:
            raise BenchmarkError(f"{self.bench}: ratio {name!r} names no baseline {baseline!r}")
        value = round(float(self.figures[figure]["value"]) / float(self.baselines[baseline]["value"]), 3)
        self.ratios[name] = {"value": value, "figure": figure, "baseline": baseline}
        return value

    def goal(self, figure: str, target: float, *, better: str = "lower", source: str = "") -> bool:
        """Record the goal of a figure (``better`` "lower": at most ``target``; "higher": at least); met?"""
        if figure not in self.figures and figure not in self.ratios:
            raise BenchmarkError(f"{self.bench}: goal names no figure or ratio {figure!r}")
        if better not in ("lower", "higher"):
            raise BenchmarkError(f"{self.bench}: goal {figure!r}: better must be 'lower' or 'higher', got {better!r}")
        value = float((self.figures.get(figure) or self.ratios[figure])["value"])
        met = value <= target if better == "lower" else value >= target
        self.goals[figure] = {"target": target, "better": better, "value": value,
                              "ratio_to_goal": round(value / target, 3) if target else None, "met": met,
                              "source": source}
        return met

    def check(self) -> None:
        """Refuse a report that measured nothing, or has no same-run baseline, ratio or goal."""
        missing = [part for part, d in (("figures", self.figures), ("baselines", self.baselines),
                                        ("ratios", self.ratios), ("goals", self.goals)) if not d]
        if missing:
            raise BenchmarkError(f"{self.bench}: the report has no {', no '.join(missing)}")

    def to_json(self) -> dict[str, Any]:
        return {"quick": self.quick, "figures": self.figures, "baselines": self.baselines, "ratios": self.ratios,
                "goals": self.goals, "details": self.details}

    def summary(self) -> str:
        """A few lines for a person: each ratio, each goal and whether it is met."""
        lines = [f"{self.bench}{' (quick: figures not judged)' if self.quick else ''}:"]
        for name, r in self.ratios.items():
            f, b = self.figures[r["figure"]], self.baselines[r["baseline"]]
            lines.append(f"  {name}: {f['value']} {f['unit']} / baseline {b['value']} {b['unit']} = {r['value']}")
        for name, g in self.goals.items():
            sign = "<=" if g["better"] == "lower" else ">="
            lines.append(f"  goal {name} {sign} {g['target']}: {g['value']} (ratio {g['ratio_to_goal']}) "
                         f"{'met' if g['met'] else 'NOT met'}")
        return "\n".join(lines)


def machine() -> dict[str, Any]:
    """Cores, memory and CPU model of this machine (Linux ``/proc`` where it can)."""
    model = platform.processor() or platform.machine()
    memory_gb = None
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                memory_gb = round(int(line.split()[1]) / 1024 / 1024, 1)
                break
    except OSError:
        pass
    return {"cores": os.cpu_count(), "memory_gb": memory_gb, "cpu_model": model,
            "system": platform.platform(), "python": platform.python_version()}


def load_average() -> list[float]:
    """The 1, 5 and 15 minute load averages, rounded."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:  # pragma: no cover - not on Linux
        return []


def now() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


def write_results(path: Path, entries: dict[str, dict[str, Any]], *, quick: bool) -> dict[str, Any]:
    """Write ``entries`` (bench name: its report's JSON with its provenance, a skip or an error) into the
    results file at ``path``, keeping the entries of benchmarks not run this time; the document."""
    doc: dict[str, Any] = {}
    if path.is_file():
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            doc = {}
    if not isinstance(doc.get("benchmarks"), dict) or doc.get("format") != "penchant-bench/1":
        doc = {"benchmarks": {}}
    doc["format"] = "penchant-bench/1"
    doc["quick"] = quick
    doc["date"] = now()
    doc["machine"] = machine()
    doc["benchmarks"].update(entries)
    doc["benchmarks"] = dict(sorted(doc["benchmarks"].items()))
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return doc


def cli(run: Callable[..., Report], argv: list[str] | None, prog: str) -> int:
    """``python -m benchmarks.bench_<name> [--quick]``: run it, print its JSON and summary; 0, or 1 if it
    failed to report (2 for bad arguments, as argparse does)."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("--quick", action="store_true", help="a small run: checks it works, figures not judged")
    args = parser.parse_args(argv)
    try:
        report = run(quick=args.quick)
        if not isinstance(report, Report):
            raise BenchmarkError(f"{prog}: run() returned {type(report).__name__}, not a Report")
        report.check()
    except Skipped as exc:
        print(f"{prog}: skipped: {exc}", file=sys.stderr)
        return 0
    except BenchmarkError as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(report.to_json(), indent=1, ensure_ascii=False))
    print(report.summary(), file=sys.stderr)
    return 0
