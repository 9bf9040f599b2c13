"""``penchant marker --list`` and ``--export`` on a JSON-lines store with a damaged line: the damage is said on
stderr in one line and nothing is listed or exported (exit 2), since a game read past the line is missing its later
entries; ``--lenient`` lists and exports anyway, the damage still said. A sound store lists with nothing on stderr."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.cli.main import main

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json"


def _store(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    db = tmp_path / "games.jsonl"
    assert main(["marker", "--db", str(db), "--import", str(SAMPLE)]) == 0
    capsys.readouterr()
    return db


def _break_a_line(db: Path) -> None:
    lines = db.read_text(encoding="utf-8").splitlines(keepends=True)
    assert len(lines) >= 5, "the sample game's import writes a line per entry"
    lines[3] = lines[3][: len(lines[3]) // 2] + "\n"  # a line cut short: not JSON
    db.write_text("".join(lines), encoding="utf-8")


def test_a_sound_store_lists_and_exports_with_nothing_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _store(tmp_path, capsys)
    assert main(["marker", "--db", str(db), "--list"]) == 0
    assert capsys.readouterr().err == ""
    assert main(["marker", "--db", str(db), "--export", "1"]) == 0
    out = capsys.readouterr()
    assert out.err == "" and len(json.loads(out.out)["deals"]) == 4


@pytest.mark.parametrize("action", [["--list"], ["--list", "--json"], ["--export", "1"]])
def test_a_damaged_store_is_said_and_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], action: list[str]
) -> None:
    db = _store(tmp_path, capsys)
    _break_a_line(db)
    assert main(["marker", "--db", str(db), *action]) == 2
    out = capsys.readouterr()
    assert out.out == "", "nothing listed or exported from a damaged store"
    err = out.err.strip()
    assert "\n" not in err and "line 4" in err and "--lenient" in err, err


def test_lenient_exports_anyway_and_still_says_the_damage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _store(tmp_path, capsys)
    _break_a_line(db)
    assert main(["marker", "--db", str(db), "--export", "1", "--lenient"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["format"] == "penchant-game/1"
    assert "line 4" in out.err and out.err.count("\n") == 1
    assert main(["marker", "--db", str(db), "--list", "--lenient"]) == 0
    out = capsys.readouterr()
    assert out.out.strip() and "line 4" in out.err


def test_lenient_is_refused_where_nothing_reads_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["marker", "--db", str(tmp_path / "g.jsonl"), "--import", str(SAMPLE), "--lenient"]) == 2
    assert "--lenient is read only with --list or --export" in capsys.readouterr().err


def test_a_game_read_past_a_damaged_line_is_listed_as_damaged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every line of an import carries the game's final summary: a game short of its later entries is listed as
    damaged, with how many were not read, not as the finished game its last line read says."""
    from penchant.marker.lines_store import LinesStore, StoreWarning

    db = _store(tmp_path, capsys)
    whole = LinesStore(db).list_games()[0]
    _break_a_line(db)
    with pytest.warns(StoreWarning, match="cut short"):  # reading past the damaged line says so
        games = LinesStore(db).list_games()
    assert len(games) == 1 and games[0].summary.startswith("damaged: "), games[0].summary
    assert "later entr" in games[0].summary and games[0].events < whole.events
    assert main(["marker", "--db", str(db), "--list", "--lenient"]) == 0
    assert "damaged: " in capsys.readouterr().out
