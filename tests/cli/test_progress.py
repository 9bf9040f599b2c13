"""Long commands report progress on stderr: a bar on a terminal, one summary line otherwise (issue #11)."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from penchant.cli.main import main
from penchant.cli.progress import ProgressReport


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_without_the_progress_extra_gets_the_summary_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """tqdm is the ``progress`` extra's, not a requirement: without it a terminal gets no bar, and no failure, but
    the one summary line."""
    monkeypatch.setitem(sys.modules, "tqdm", None)  # ``from tqdm import tqdm`` raises ImportError
    stream = _Terminal()
    with ProgressReport(3, "games", "match", stream) as p:
        p(3)
    lines = stream.getvalue().splitlines()
    assert len(lines) == 1 and lines[0].startswith("match: 3 games in ")


def test_the_package_requires_nothing_outside_the_standard_library() -> None:
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())["project"]
    assert project["dependencies"] == [] and project["optional-dependencies"]["progress"] == ["tqdm>=4.66"]


def test_the_engine_imports_without_the_progress_library() -> None:
    code = ("import sys, penchant, penchant.solver, penchant.studies.match, penchant.puzzlemakers.generate, "
            "penchant.cli.main; assert 'tqdm' not in sys.modules, 'tqdm imported'")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_not_a_terminal_one_summary_line() -> None:
    stream = io.StringIO()
    with ProgressReport(5, "games", "match", stream) as p:
        for _ in range(5):
            p(1)
    lines = stream.getvalue().splitlines()
    assert len(lines) == 1 and lines[0].startswith("match: 5 games in ")


def test_a_terminal_draws_a_bar_then_the_summary() -> None:
    stream = _Terminal()
    with ProgressReport(4, "games", "match", stream) as p:
        p(2)
        p(2)
    text = stream.getvalue()
    assert "\r" in text and "0/4" in text and "games" in text  # the bar was drawn
    assert text.rstrip().splitlines()[-1].startswith("match: 4 games in ")


def test_match_reports_on_stderr_and_keeps_stdout_for_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["match", "--a", "greedy", "--b", "random", "--games", "2", "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and json.loads(out)["games"] == 2
    assert err.count("\n") == 1 and err.startswith("match greedy v random: 2 games in ")


def test_generate_and_a_long_simulate_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puzzles", "generate", "--kind", "scoring", "--count", "2", "--seed", "1"]) == 0
    _, err = capsys.readouterr()
    assert err.startswith("generate scoring: 2 puzzles in ")
    assert main(["simulate", "--deals", "10", "--json"]) == 0
    _, err = capsys.readouterr()
    assert err == ""  # a short run says nothing


def test_the_tutorials_warm_kernels_default_has_one_home() -> None:
    """`penchant tutorial --warm` defaults to penchant.served_apps.WARM_KERNELS, the number the server's warming
    pool is held to (cli/tutorial.py kept a copy, WARM = 4)."""
    import penchant.served_apps
    from penchant.cli.main import build_parser

    args = build_parser().parse_args(["tutorial"])
    assert args.warm == penchant.served_apps.WARM_KERNELS


def test_a_total_learned_as_the_work_goes_is_reached_step_by_step() -> None:
    """A review learns how many decisions it has only as it finds them: ``reached(done, total)`` takes the total as
    told and advances to ``done`` (the review drew its own progress line before it used the shared one)."""
    stream = _Terminal()
    with ProgressReport(0, "decisions", "review", stream) as p:
        for done in (1, 2, 2, 5):
            p.reached(done, 5)
        assert p.total == 5 and p.done == 5
    assert stream.getvalue().rstrip().splitlines()[-1].startswith("review: 5 decisions in ")


def test_the_review_reports_its_progress_as_the_other_long_commands_do(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    sample = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json"
    assert main(["review", str(sample), "--deal", "2", "--samples", "2", "--seat", "1", "--json"]) == 0
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert json.loads(out) and len(lines) == 1 and lines[0].startswith("review: ") and " decisions in " in lines[0]
    assert int(lines[0].split()[1]) == len(json.loads(out)) > 0
