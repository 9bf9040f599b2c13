"""An output file the puzzles commands cannot write is one line quoting the path and why, exit 2 (as any refusal),
not a FileNotFoundError traceback and exit 1; mine and mine-play refuse it before they mine, not after."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from penchant.cli.main import main


def _refused(capsys: pytest.CaptureFixture[str], argv: list[str], path: str, why: str) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    last = err.splitlines()[-1]  # a long command's summary line may come before
    assert "Traceback" not in err and last.startswith("penchant: "), err
    assert repr(path) in last and why in last, err


@pytest.mark.parametrize("argv", [
    ["puzzles", "mine", "--deals", "1"],
    ["puzzles", "mine-play", "--deals", "1", "--judge", "greedy"],
])
def test_a_file_in_a_missing_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]) -> None:
    path = str(tmp_path / "nonexistent" / "x.json")
    _refused(capsys, [*argv, "--out", path], path, "does not exist")
    assert not (tmp_path / "nonexistent").exists()


def test_a_file_where_a_folder_is(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    _refused(capsys, ["puzzles", "mine", "--deals", "1", "--out", str(tmp_path)], str(tmp_path), "is a folder")


def test_generate_into_a_folder_under_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    out = str(a_file / "puzzles")
    _refused(capsys, ["puzzles", "generate", "--kind", "endgame", "--count", "1", "--out", out], out,
             "is a file, not a folder")


def test_a_write_the_system_refuses(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Permission is not tried by changing modes (the tests may run as root): the write itself is refused."""
    bank = tmp_path / "bank.json"
    assert main(["puzzles", "mine", "--deals", "2", "--seed", "1", "--out", str(bank)]) == 0
    capsys.readouterr()

    def refuse(src: object, dst: object) -> None:  # the file put in place: the system refuses it
        raise PermissionError(errno.EACCES, "Permission denied", str(dst))

    monkeypatch.setattr(os, "replace", refuse)
    _refused(capsys, ["puzzles", "curate", str(bank), "--write"], str(bank), "Permission denied")
    _refused(capsys, ["puzzles", "mine", "--deals", "1", "--out", str(bank)], str(bank), "Permission denied")
    out = str(tmp_path / "new")
    _refused(capsys, ["puzzles", "generate", "--kind", "endgame", "--count", "1", "--out", out],
             str(Path(out) / "generated-endgame-0.json"), "Permission denied")


def test_a_writable_file_is_written(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "made" / "here"
    assert main(["puzzles", "generate", "--kind", "endgame", "--count", "1", "--out", str(out)]) == 0
    assert (out / "generated-endgame-0.json").is_file()
