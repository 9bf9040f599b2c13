"""``penchant match --save``: a player against itself is saved with its seats told apart (``random (A)``,
``random (B)``), and the summary says whose line is whose; a player whose name a saved game cannot take (longer
than a score sheet's names) is refused in one line, exit 2, before any game is played or any file written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.play.names import MAX_NAME
from penchant.play.play_record import PlayRecord


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


@pytest.mark.parametrize("where", ["a-file", "a-file/games"])
def test_a_save_folder_that_cannot_be_written_is_refused_as_a_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    """``--save`` at a file (or under one) raised InvalidRecordError, as if a record were bad: it is the file that
    cannot be used, a StoreError, refused before any game is played, in one line quoting the path."""
    from penchant.cli.main import build_parser
    from penchant.cli.match import run_match_command
    from penchant.errors import InvalidRecordError, StoreError

    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    target = str(tmp_path / where)
    argv = ["match", "--a", "random", "--b", "random", "--games", "2", "--save", target]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and repr(target) in err and "not a folder" in err, err
    with pytest.raises(StoreError) as refused:
        run_match_command(build_parser().parse_args(argv))
    assert not isinstance(refused.value, InvalidRecordError) and refused.value.given == target
