"""``penchant marker --list/--export`` read the database: a missing one is said missing (not created), and an
export that cannot be written is refused in one line, exit 2 (it crashed with FileNotFoundError)."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.cli.main import main

SAMPLE = Path(__file__).resolve().parents[2] / "seeds" / "examples" / "sample-game.json"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("reading", [("--list",), ("--list", "--json"), ("--export", "1")])
def test_reading_a_missing_database_creates_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    reading: tuple[str, ...]) -> None:
    db = tmp_path / "missing" / "x.sqlite3"
    code, out, err = _run(capsys, "marker", "--db", str(db), *reading)
    assert code == 2 and not out and err.count("\n") == 1 and repr(str(db)) in err
    assert not db.parent.exists()


def test_an_export_that_cannot_be_written_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "m.sqlite3")
    assert _run(capsys, "marker", "--db", db, "--import", str(SAMPLE))[0] == 0
    for out_path in (tmp_path / "no" / "such" / "game.json", tmp_path):
        code, out, err = _run(capsys, "marker", "--db", db, "--export", "1", "--out", str(out_path))
        assert code == 2 and not out and err.count("\n") == 1 and repr(str(out_path)) in err
    code, out, _ = _run(capsys, "marker", "--db", db, "--list")
    assert code == 0 and "greedy v strong" in out
