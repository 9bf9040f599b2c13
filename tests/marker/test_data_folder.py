"""Where the stores live when no path is given: the user's data folder as platformdirs names it, with or without
platformdirs installed (the engine alone and the served app must find one store)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.mark.parametrize("platform", ["darwin", "linux", "win32"])
def test_the_engine_alone_keeps_its_stores_where_platformdirs_would(platform: str, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Review eng20: without platformdirs (the engine alone) the stores lived in ~/.local/share/penchant on every
    platform, so on macOS or Windows `penchant marker --list` read another file than the served marker wrote."""
    import platformdirs.macos
    import platformdirs.unix

    from penchant.files.durable import data_folder

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "Local"))
    expected = {
        "darwin": lambda: Path(platformdirs.macos.MacOS("penchant", appauthor=False).user_data_dir),
        "linux": lambda: Path(platformdirs.unix.Unix("penchant", appauthor=False).user_data_dir),
        "win32": lambda: tmp_path / "Local" / "penchant",  # platformdirs asks Windows itself, then LOCALAPPDATA
    }[platform]()
    assert data_folder(platform) == expected
