"""A command's output file reaches the disk before it takes the old file's place: the review found ``os.replace``
with no ``fsync`` of the file first, so a machine failing just after could leave an empty file where the old one
was. The file is synced, then renamed over the old one, then its folder synced (where the platform allows)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from penchant.cli.output import write_output
from penchant.errors import StoreError


def test_the_file_is_synced_before_the_replace_and_the_folder_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.json"
    target.write_text("old", encoding="utf-8")
    steps: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        steps.append("fsync folder" if Path(f"/proc/self/fd/{fd}").resolve() == tmp_path.resolve() else "fsync file")
        real_fsync(fd)

    def replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        assert Path(src).read_text(encoding="utf-8") == "new\n"
        steps.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_output(target, "new\n", "the output", StoreError)
    assert target.read_text(encoding="utf-8") == "new\n"
    assert steps == ["fsync file", "replace", "fsync folder"], steps
    assert not any(p.name.endswith(".writing") for p in tmp_path.iterdir())


def test_a_failed_sync_leaves_the_old_file_and_is_refused_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.json"
    target.write_text("old", encoding="utf-8")

    def fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", fsync)
    with pytest.raises(StoreError, match="Input/output error") as refused:
        write_output(target, "new\n", "the output", StoreError)
    assert refused.value.given == str(target)
    assert target.read_text(encoding="utf-8") == "old"
    assert not any(p.name.endswith(".writing") for p in tmp_path.iterdir())
