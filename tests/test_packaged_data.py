"""The packaged data (``penchant.data``, the repository's seeds/) is read with importlib.resources."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from penchant.puzzles.bank import bank_path, drills_path, load_bank, load_drills


def test_penchant_data_holds_the_bank_and_the_studies() -> None:
    data = resources.files("penchant.data")
    assert (data / "numbers.json").is_file()
    assert (data / "SOURCES.md").is_file()
    assert any(p.name.endswith(".json") for p in (data / "puzzles").iterdir())
    assert any(p.name.endswith(".json") for p in (data / "drills").iterdir())  # the chapters' drills


def test_the_default_bank_is_the_packaged_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PENCHANT_PUZZLES", raising=False)
    path = bank_path()
    assert path is not None and path == Path(str(resources.files("penchant.data") / "puzzles"))
    assert len(load_bank()) > 0
    monkeypatch.delenv("PENCHANT_DRILLS", raising=False)
    drills = drills_path()
    assert drills is not None and drills == Path(str(resources.files("penchant.data") / "drills"))
    assert len(load_drills()) > 0


def test_the_environment_variable_overrides_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PENCHANT_PUZZLES", str(tmp_path))
    assert bank_path() == tmp_path and load_bank() == []
    monkeypatch.setenv("PENCHANT_DRILLS", str(tmp_path))
    assert drills_path() == tmp_path and load_drills() == []
