"""``penchant match --save``: a player against itself is saved with its seats told apart (``random (A)``,
``random (B)``), and the summary says whose line is whose; a player whose name a saved game cannot take (longer
than a score sheet's names) is refused in one line, exit 2, before any game is played or any file written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.play.play_record import PlayRecord
from penchant.play.sheet import MAX_NAME


def test_a_player_against_itself_is_saved_with_its_seats_told_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "games"
    assert main(["match", "--a", "random", "--b", "random", "--games", "2", "--save", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "random (A) won" in out and "random (B) won" in out
    saved = sorted(folder.glob("*.json"))
    assert len(saved) == 2
    seats = [PlayRecord.from_str(p.read_text(encoding="utf-8")).players for p in saved]
    assert seats == [("random (A)", "random (B)"), ("random (B)", "random (A)")], "A sits in seat 0, then seat 1"
    assert json.loads(saved[0].read_text(encoding="utf-8"))["match"]["a_seat"] == 0


def test_a_name_too_long_to_save_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = "ismcts:12345678901234567890"
    assert len(spec) > MAX_NAME
    folder = tmp_path / "games"
    assert main(["match", "--a", spec, "--b", "random", "--games", "2", "--save", str(folder)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and repr(spec) in err and f"at most {MAX_NAME} characters" in err, err
    assert not folder.exists(), "nothing is made for a match that is refused"
