"""The benchmarks' common interface, results file and quick mode, without running any benchmark.

Every ``benchmarks/bench_<name>.py`` must expose ``run(quick=False) -> Report`` and a ``main(argv)``
that passes ``--quick`` on; ``python -m benchmarks`` must exit 1 when a benchmark raises or reports
nothing, and write figures, baselines, ratios and goals with the date, the machine and the load. The
benchmarks themselves are run by ``make bench`` and, quickly, by CI (``python -m benchmarks --quick``).
"""

from __future__ import annotations

import importlib
import inspect
import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # benchmarks/ is not installed: it runs from the checkout
    sys.path.insert(0, str(ROOT))

import benchmarks.__main__ as bench_main  # noqa: E402
from benchmarks import common  # noqa: E402
from benchmarks.common import BenchmarkError, Report, Skipped  # noqa: E402

NAMES = bench_main.bench_names()


def a_report(name: str = "demo", quick: bool = False) -> Report:
    r = Report(name, quick)
    r.figure("tap_ms", 60.0, "ms", "a tap")
    r.baseline("bare_tap_ms", 40.0, "ms", "a bare tap")
    r.ratio("tap_vs_bare", "tap_ms", "bare_tap_ms")
    r.goal("tap_ms", 50.0, source="a goal")
    return r


def test_every_benchmark_module_is_found() -> None:
    assert {"bench_engine", "bench_marker", "bench_site", "bench_solver", "bench_players", "bench_puzzles",
            "bench_chapters"} <= set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_each_benchmark_exposes_the_common_interface(name: str) -> None:
    module = importlib.import_module(f"benchmarks.{name}")
    assert module.__doc__ and "goal" in module.__doc__.lower(), f"{name} must say its goal in its docstring"
    quick = inspect.signature(module.run).parameters["quick"]
    assert quick.default is False
    assert inspect.signature(module.run).return_annotation in ("Report", Report)
    assert callable(module.main)


@pytest.mark.parametrize("name", NAMES)
def test_each_benchmark_accepts_quick(name: str, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    module = importlib.import_module(f"benchmarks.{name}")
    seen: list[bool] = []

    def fake_run(quick: bool = False) -> Report:
        seen.append(quick)
        return a_report(name, quick)

    monkeypatch.setattr(module, "run", fake_run)
    assert module.main(["--quick"]) == 0
    assert module.main([]) == 0
    assert seen == [True, False]
    printed, _ = json.JSONDecoder().raw_decode(capsys.readouterr().out)
    assert printed["quick"] is True and printed["ratios"]["tap_vs_bare"]["value"] == 1.5
    with pytest.raises(SystemExit) as bad:
        module.main(["--fast"])
    assert bad.value.code == 2


def test_the_report_computes_ratios_and_goals() -> None:
    r = a_report()
    assert r.ratios["tap_vs_bare"] == {"value": 1.5, "figure": "tap_ms", "baseline": "bare_tap_ms"}
    assert r.goals["tap_ms"]["met"] is False and r.goals["tap_ms"]["ratio_to_goal"] == 1.2
    r.figure("rate", 2500.0, "deals/s")
    assert r.goal("rate", 2000.0, better="higher") is True
    assert r.goal("tap_vs_bare", 2.0) is True  # a goal may be set on a ratio
    with pytest.raises(BenchmarkError, match="no baseline 'nope'"):
        r.ratio("x", "tap_ms", "nope")
    with pytest.raises(BenchmarkError, match="must be positive"):
        r.baseline("zero", 0.0, "ms")
    with pytest.raises(BenchmarkError, match="no figure or ratio"):
        r.goal("missing", 1.0)


@pytest.mark.parametrize("drop", ["figures", "baselines", "ratios", "goals"])
def test_a_report_missing_a_part_is_refused(drop: str) -> None:
    r = a_report()
    getattr(r, drop).clear()
    with pytest.raises(BenchmarkError, match=f"no {drop}"):
        r.check()


def fake_benchmarks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, behaviour: dict[str, Any]) -> list[str]:
    """Replace every benchmark's run: a report, or what ``behaviour`` says for that name; record calls."""
    calls: list[str] = []
    for name in NAMES:
        module = importlib.import_module(f"benchmarks.{name}")

        def fake_run(quick: bool = False, name: str = name) -> Any:
            calls.append(f"{name}:{quick}")
            what = behaviour.get(name)
            if isinstance(what, BaseException):
                raise what
            return what if what is not None else a_report(name, quick)

        monkeypatch.setattr(module, "run", fake_run)
    monkeypatch.setattr(bench_main, "HERE", tmp_path)
    return calls


def test_quick_run_passes_quick_to_every_benchmark_and_writes_the_results(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls = fake_benchmarks(monkeypatch, tmp_path, {})
    assert bench_main.main(["--quick"]) == 0
    assert calls == [f"{n}:True" for n in NAMES]
    doc = json.loads((tmp_path / "results-quick.json").read_text())
    assert not (tmp_path / "results.json").exists()  # a quick run never replaces the full run's figures
    assert doc["quick"] is True and doc["date"]
    assert doc["machine"]["cores"] >= 1 and doc["machine"]["cpu_model"]
    assert doc["machine"]["memory_gb"] is None or doc["machine"]["memory_gb"] > 0
    for name in NAMES:
        entry = doc["benchmarks"][name]
        assert entry["figures"]["tap_ms"]["value"] == 60.0
        assert entry["baselines"]["bare_tap_ms"]["value"] == 40.0
        assert entry["ratios"]["tap_vs_bare"]["value"] == 1.5
        assert entry["goals"]["tap_ms"]["target"] == 50.0
        assert len(entry["load_average_at_start"]) == 3 and entry["date"] and entry["wall_seconds"] >= 0


def test_a_full_run_of_some_keeps_the_others_results(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    fake_benchmarks(monkeypatch, tmp_path, {})
    assert bench_main.main([]) == 0
    first = json.loads((tmp_path / "results.json").read_text())
    assert bench_main.main(["engine"]) == 0
    doc = json.loads((tmp_path / "results.json").read_text())
    assert set(doc["benchmarks"]) == set(NAMES)
    assert doc["benchmarks"]["bench_solver"] == first["benchmarks"]["bench_solver"]


@pytest.mark.parametrize("what", [RuntimeError("the page never showed its screen"), Report("empty"), {"a": 1}])
def test_a_benchmark_that_raises_or_reports_nothing_fails_the_run(
        what: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls = fake_benchmarks(monkeypatch, tmp_path, {"bench_engine": what})
    assert bench_main.main(["--quick"]) == 1
    assert len(calls) == len(NAMES)  # the others still run
    entry = json.loads((tmp_path / "results-quick.json").read_text())["benchmarks"]["bench_engine"]
    assert "error" in entry and "figures" not in entry


def test_a_skipped_benchmark_is_reported_and_does_not_fail_outside_ci(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    fake_benchmarks(monkeypatch, tmp_path, {"bench_site": Skipped("site/ is not built")})
    assert bench_main.main(["--quick"]) == 0
    entry = json.loads((tmp_path / "results-quick.json").read_text())["benchmarks"]["bench_site"]
    assert entry["skipped"] == "site/ is not built"


def test_an_unknown_benchmark_name_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        bench_main.main(["nosuch"])
    assert exc.value.code == 2 and "no such benchmark: nosuch" in capsys.readouterr().err


def test_a_missing_site_skips_here_and_fails_in_ci(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    bench_site = importlib.import_module("benchmarks.bench_site")
    monkeypatch.setattr(bench_site, "SITE", tmp_path / "site")
    monkeypatch.delenv(common.REQUIRE_SITE_ENV, raising=False)
    with pytest.raises(Skipped, match="not built"):
        bench_site.run(quick=True)
    monkeypatch.setenv(common.REQUIRE_SITE_ENV, "1")
    with pytest.raises(BenchmarkError, match="PENCHANT_REQUIRE_SITE=1"):
        bench_site.run(quick=True)


def test_bench_site_pages_asks_for_some_pages_by_number_or_name(capsys: pytest.CaptureFixture[str]) -> None:
    bench_site = importlib.import_module("benchmarks.bench_site")
    chapter_2 = next(p for p in bench_site.PAGES if p.startswith("02_"))
    # In the full run's order, whichever way they are asked for; a name and its number are one page.
    assert bench_site.pick_pages(f"marker, {chapter_2},00,02") == (
        next(p for p in bench_site.PAGES if p.startswith("00_")), chapter_2, bench_site.MARKER)
    for bad in ("99", "marker,chapter2", " , "):
        with pytest.raises(BenchmarkError, match="no such page"):
            bench_site.pick_pages(bad)
    assert bench_site.main(["--pages", "nosuch"]) == 2
    assert "'nosuch'" in capsys.readouterr().err


def test_a_missing_browser_fails_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    import benchmarks.servers as testing

    monkeypatch.setattr(testing, "CHROMIUM", "/nonexistent/chromium")
    monkeypatch.delenv(common.REQUIRE_BROWSER_ENV, raising=False)
    with pytest.raises(Skipped, match="missing"):
        common.require_browser()
    monkeypatch.setenv(common.REQUIRE_BROWSER_ENV, "1")
    with pytest.raises(BenchmarkError, match="PENCHANT_REQUIRE_BROWSER=1"):
        common.require_browser()


# ---------------------------------------------------------------- bench_marker's scripted game


def test_the_marker_scores_the_recorded_game_tap_by_tap() -> None:
    bench_marker = importlib.import_module("benchmarks.bench_marker")
    record = json.loads(bench_marker.RECORD.read_text())
    assert [bench_marker.scoring_events(d) for d in record["deals"]] == [10, 10, 9, 9]
    first = bench_marker.deal_taps(record["deals"][0])
    # Ada marriage, penchant, pair; Ben besito: in turn; the first penchant sets trump (hearts) in one tap.
    assert [t.selector for t in first[:5]] == [".pm-kind0-marriage", ".pm-kind1-besito", ".pm-pen0-H",
                                               ".pm-kind0-pair", ".pm-brisquette0"]
    # The first brisquette's tap starts the last six tricks too: no separate "Last six tricks" tap.
    assert [t.selector for t in first[5:9]] == [".pm-brisquette1", ".pm-brisquette0"] * 2
    # One tap on Ada's brisque count ends the deal (issue #33: no count kept on one page for another).
    assert first[9].count == 8 and first[9].entry and first[9].selector == ".pm-count-8" and len(first) == 10
    # Issue #33: on every deal of the record, one tap a thing to score (at most one more, docs/marker.md says).
    assert [len(bench_marker.deal_taps(d)) for d in record["deals"]] == [10, 10, 9, 9]
    assert all(len(bench_marker.deal_taps(d)) <= bench_marker.scoring_events(d) + bench_marker.GOAL_EXTRA_TAPS
               for d in record["deals"])
    assert not any(t.after_same for t in first)
    second = bench_marker.deal_taps(record["deals"][1])  # Ben: 4 brisquettes to Ada's 1
    assert [t.selector for t in second if t.after_same] == [".pm-brisquette1"] * 3
    with pytest.raises(BenchmarkError, match="no trump"):
        bench_marker.deal_taps({"declarations": [["penchant"], []], "brisquettes": [0, 0], "brisques": [6, 6],
                                "trump": None})


def test_the_bare_baseline_page_is_a_valid_one_cell_notebook() -> None:
    import nbformat

    from benchmarks.apps import BARE_NOTEBOOK

    nb = nbformat.from_dict(BARE_NOTEBOOK)
    nbformat.validate(nb)
    assert [c.cell_type for c in nb.cells] == ["code"]  # wait_warm relies on one-cell apps
    assert "pb-button" in nb.cells[0].source and "pb-seq" in nb.cells[0].source


def test_jobs_run_benchmarks_in_their_own_processes_and_report_each(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``--jobs 2`` (CI's quick run) runs the real benchmarks in spawned processes: each entry is written
    as a run one at a time writes it, in the benchmarks' order; a bad count is refused."""
    monkeypatch.setattr(bench_main, "HERE", tmp_path)
    assert bench_main.main(["--quick", "--jobs", "2", "solver", "engine"]) == 0
    doc = json.loads((tmp_path / "results-quick.json").read_text())
    assert list(doc["benchmarks"]) == ["bench_engine", "bench_solver"]
    for entry in doc["benchmarks"].values():
        assert "error" not in entry and entry["figures"] and entry["ratios"]
    with pytest.raises(SystemExit) as exc:
        bench_main.main(["--quick", "--jobs", "0"])
    assert exc.value.code == 2


def test_the_master_study_scales_master_by_times_k() -> None:
    from benchmarks.study_master import is_variant, variant
    from penchant.players.master import MASTER_BUDGET, MASTER_SAMPLES, MasterPlayer

    doubled = variant("times-2")
    assert isinstance(doubled, MasterPlayer) and doubled.name == "times-2"
    assert (doubled.samples, doubled.budget) == (2 * MASTER_SAMPLES, 2 * MASTER_BUDGET)
    assert is_variant("times-3") and not is_variant("times-") and not is_variant("times-x")
    with pytest.raises(ValueError, match="times-K"):
        variant("times-x")
