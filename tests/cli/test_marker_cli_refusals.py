"""``penchant marker --list/--export`` read the database and never create it: a missing one lists no games and
exports nothing (said missing), and an export that cannot be written is refused in one line, exit 2 (it crashed
with FileNotFoundError)."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.cli.main import main

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json"


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


@pytest.mark.parametrize("argv", [
    ("--out", "x.json"),  # --out without --export: it was ignored and the server started
    ("--json",),  # --json without --list or --import: the same
    ("--out", "x.json", "--list"),
    ("--json", "--export", "1"),
    ("--list", "--export", "1"),  # two actions at once: the first won silently
    ("--list", "--import", "x.json"),
    ("--export", "1", "--import", "x.json"),
])
def test_options_that_would_be_ignored_are_refused_in_a_line(
        argv: tuple[str, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing a user typed is silently dropped: an option of another action, or two actions, exit 2 with one
    line naming the options, and neither serve nor touch the database."""
    import penchant.cli.marker as marker_cli

    monkeypatch.setattr(marker_cli, "_serve", lambda args: 99)
    db = tmp_path / "m.sqlite3"
    try:
        code = main(["marker", "--db", str(db), *argv])
    except SystemExit as exc:  # argparse's usage error: one line, exit 2
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2 and not out and err.count("\n") == 1 and err.startswith("penchant")
    assert any(option in err for option in argv if option.startswith("--")), err
    assert not db.exists()


def test_a_negative_cull_time_is_refused_like_a_bad_port(capsys: pytest.CaptureFixture[str]) -> None:
    """``--cull-idle -5`` was passed on to the server; it is refused, quoted, as ``--port 0`` is."""
    from penchant.cli.main import build_parser
    from penchant.cli.server_launch import serving_from_arguments
    from penchant.errors import InvalidSettingError

    for flag, value in (("--cull-idle", "-5"), ("--cull-idle", "0"), ("--cull-interval", "-1")):
        args = build_parser().parse_args(["marker", flag, value])
        with pytest.raises(InvalidSettingError, match=f"{flag} {value!r}") as refused:
            serving_from_arguments(args, "marker")
        assert refused.value.reason == "give a whole number of seconds from 1 to 86400"
    args = build_parser().parse_args(["marker", "--cull-idle", "4", "--cull-interval", "2"])
    serving = serving_from_arguments(args, "marker")
    assert (serving.cull_idle, serving.cull_interval) == (4, 2)


def test_listing_a_folder_is_refused_not_listed_empty(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A ``--db`` that names a folder (a typo, a path cut short) printed 'no saved games' and exited 0."""
    code, out, err = _run(capsys, "marker", "--db", str(tmp_path), "--list")
    assert code == 2 and not out and err.count("\n") == 1 and repr(str(tmp_path)) in err and "folder" in err


def test_an_export_replaces_its_file_whole(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, out_path = str(tmp_path / "m.sqlite3"), tmp_path / "game.json"
    assert _run(capsys, "marker", "--db", db, "--import", str(SAMPLE))[0] == 0
    out_path.write_text("an older export", encoding="utf-8")
    assert _run(capsys, "marker", "--db", db, "--export", "1", "--out", str(out_path))[0] == 0
    assert out_path.read_text(encoding="utf-8").startswith("{")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "m.sqlite3"]  # nothing left beside it
