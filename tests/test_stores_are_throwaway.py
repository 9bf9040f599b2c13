"""No test writes to the developer's own marker games or puzzle progress (a newcomer's first marker opened on a game
left in the default store): with the stores' variables unset, the default paths lie in the session's throwaway data
folder (tests/conftest.py), and so do the files a server started by a test is given."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from benchmarks.servers import TutorialServer
from penchant.marker.store_protocol import DB_ENV, default_db_path
from penchant.trainer.stores import DB_ENV as PRACTICE_ENV
from penchant.trainer.stores import default_path

REAL_DATA = Path.home() / ".local" / "share" / "penchant"


def test_the_default_stores_are_in_the_sessions_throwaway_folder(monkeypatch: pytest.MonkeyPatch,
                                                                  tmp_path_factory: pytest.TempPathFactory) -> None:
    throwaway = Path(os.environ["XDG_DATA_HOME"])
    for name in (DB_ENV, PRACTICE_ENV):
        assert Path(os.environ[name]).is_relative_to(tmp_path_factory.getbasetemp()), name
        monkeypatch.delenv(name)
    for path in (default_db_path(), default_path()):
        assert path.is_relative_to(throwaway) and not path.is_relative_to(REAL_DATA), path


def test_a_tutorial_server_keeps_the_markers_games_beside_its_own_file(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, str] = {}

    class Started(Exception):
        pass

    def popen(cmd: list[str], **kwargs: object) -> None:
        env = kwargs["env"]
        assert isinstance(env, dict)
        seen.update(env)
        raise Started

    monkeypatch.delenv(DB_ENV)
    monkeypatch.setattr("benchmarks.servers.subprocess.Popen", popen)
    server = TutorialServer(tmp_path / "progress.sqlite3")
    with pytest.raises(Started):
        server.start()
    server._log.close()
    assert Path(seen[DB_ENV]).parent == tmp_path


def test_temporary_folders_a_test_or_its_servers_make_are_in_the_sessions_throwaway_folder(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """A server a test kills with SIGKILL cannot remove its run's temporary folder: it is left in the session's."""
    base = tmp_path_factory.getbasetemp()
    assert Path(os.environ["TMPDIR"]).is_relative_to(base)
    made = Path(tempfile.mkdtemp(prefix="penchant-serve-test-"))
    try:
        assert made.is_relative_to(base), made
    finally:
        made.rmdir()
