"""``penchant marker --list/--export`` read the database and never create it: a missing one lists no games and
exports nothing (said missing), and an export that cannot be written is refused in one line, exit 2 (it crashed
with FileNotFoundError)."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.cli.main import main

SAMPLE = Path(__file__).resolve().parents[2] / "seeds" / "examples" / "sample-game.json"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_exporting_from_a_missing_database_creates_nothing(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "missing" / "x.sqlite3"
    code, out, err = _run(capsys, "marker", "--db", str(db), "--export", "1")
    assert code == 2 and not out and err.count("\n") == 1 and repr(str(db)) in err
    assert not db.parent.exists()


def test_listing_a_missing_database_lists_no_games_and_creates_nothing(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """On a fresh install `penchant marker --list` exited 2, 'there is no marker database there' (review 46):
    no game saved yet is an empty list, not an error."""
    db = tmp_path / "missing" / "x.sqlite3"
    code, out, err = _run(capsys, "marker", "--db", str(db), "--list", "--json")
    assert (code, out, err) == (0, "[]\n", "")
    code, out, err = _run(capsys, "marker", "--db", str(db), "--list")
    assert code == 0 and not err and out.count("\n") == 1 and "no saved games" in out
    assert not db.parent.exists()


def test_an_export_that_cannot_be_written_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "m.sqlite3")
    assert _run(capsys, "marker", "--db", db, "--import", str(SAMPLE))[0] == 0
    for out_path in (tmp_path / "no" / "such" / "game.json", tmp_path):
        code, out, err = _run(capsys, "marker", "--db", db, "--export", "1", "--out", str(out_path))
        assert code == 2 and not out and err.count("\n") == 1 and repr(str(out_path)) in err
    code, out, _ = _run(capsys, "marker", "--db", db, "--list")
    assert code == 0 and "greedy v strong" in out
