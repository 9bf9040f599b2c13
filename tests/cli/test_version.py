"""``penchant --version`` says the installed version, read once from the package metadata."""

from __future__ import annotations

import importlib.metadata

import pytest

import penchant
import penchant.version
from penchant.cli.main import main


def test_version_prints_the_installed_version_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"penchant {importlib.metadata.version('penchant')}"
    assert penchant.__version__ == importlib.metadata.version("penchant")


def test_a_checkout_never_installed_says_its_version_is_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(penchant.version, "version", missing)
    assert penchant.version.installed_version() == "0+unknown"
