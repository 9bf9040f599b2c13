"""``penchant solve`` refuses its ``--won`` in the command line's words (issue 30): a missing or bad count names the
flag and writes the example as it is typed there (``--won 6-5``), as the CLI names every other flag it refuses; the
Python API keeps its own keyword (``won='6-5'``)."""

from __future__ import annotations

import pytest

from penchant.cli.main import main
from penchant.errors import PenchantError
from penchant.solver import Phase2Position


def _refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(["solve", "--hand", "AS", "--opp-hand", "KS", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    return lines[0]


def test_a_missing_won_is_asked_for_by_the_flag(capsys: pytest.CaptureFixture[str]) -> None:
    line = _refusal(capsys)
    assert "--won is missing" in line and "such as --won 6-5" in line, line
    assert "won=" not in line and "won is missing" not in line.replace("--won is missing", ""), line


@pytest.mark.parametrize("won", ["13-0", "5", "５-４"])
def test_a_bad_won_is_quoted_after_the_flag(capsys: pytest.CaptureFixture[str], won: str) -> None:
    line = _refusal(capsys, "--won", won)
    assert f"--won {won!r}: " in line, line


def test_the_python_api_keeps_its_keyword() -> None:
    with pytest.raises(PenchantError) as missing:
        Phase2Position("AS", "KS")
    assert "such as won='6-5'" in str(missing.value) and "--won" not in str(missing.value)
    with pytest.raises(PenchantError) as bad:
        Phase2Position("AS", "KS", won="13-0")
    assert str(bad.value).startswith("won '13-0': ") and "--won" not in str(bad.value)
