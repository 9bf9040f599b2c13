"""Every test writes puzzle attempts and marker games to throwaway files, never the developer's own: the whole
session's user data folder is a temporary one (``$XDG_DATA_HOME``, which the default stores follow), and so are
``$PENCHANT_DB`` and ``$PENCHANT_PRACTICE_DB``, inherited by every server a test starts (a newcomer's first marker
opened on a game a run had left in the default store). Each test gets its own attempts file too.

The session's temporary folder (``$TMPDIR``) is a throwaway one as well: a server a test stops with SIGKILL
cannot remove its run's folder, and that folder must not outlive the test run in the system's /tmp (pytest
keeps only its last few base folders)."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import heaviest_first

THROWAWAY = ("XDG_DATA_HOME", "PENCHANT_DB", "PENCHANT_PRACTICE_DB", "TMPDIR")


@pytest.fixture(scope="session", autouse=True)
def _throwaway_user_data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("user-data")
    temp = tmp_path_factory.mktemp("tmp")
    before = {name: os.environ.get(name) for name in THROWAWAY}
    system_temp = tempfile.tempdir
    os.environ["TMPDIR"] = str(temp)
    tempfile.tempdir = str(temp)
    os.environ["XDG_DATA_HOME"] = str(folder)
    os.environ["PENCHANT_DB"] = str(folder / "penchant" / "marker.sqlite3")
    os.environ["PENCHANT_PRACTICE_DB"] = str(folder / "penchant" / "practice.sqlite3")
    yield folder
    tempfile.tempdir = system_temp
    for name, value in before.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


@pytest.fixture(autouse=True)
def _throwaway_practice_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))


# The architecture scans' two tiers (tests/architecture/design and tests/architecture/style), timed: each test's
# setup, call and teardown summed over the workers, said in one line at the end of the run.
ARCHITECTURE_TIERS = ("design", "style")
_tier_seconds: dict[str, float] = {}
_tier_tests: dict[str, set[str]] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    path = report.nodeid.split("::", 1)[0]
    for tier in ARCHITECTURE_TIERS:
        if path.startswith(f"tests/architecture/{tier}/"):
            _tier_seconds[tier] = _tier_seconds.get(tier, 0.0) + report.duration
            _tier_tests.setdefault(tier, set()).add(report.nodeid)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _tier_seconds:
        timed = ", ".join(f"{tier} {len(_tier_tests[tier])} tests in {_tier_seconds[tier]:.1f} s"
                          for tier in ARCHITECTURE_TIERS if tier in _tier_seconds)
        terminalreporter.write_line(f"architecture scans: {timed} (summed over the workers)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The longest test files first, the rest after them in their own order: with ``--dist loadfile
    --no-loadscope-reorder`` (make test) the workers take files in this order, so the long ones run while
    there is other work for the second worker, never alone at the end of the run."""
    place = heaviest_first()
    last = len(place)
    items.sort(key=lambda item: place.get(item.nodeid.split("::", 1)[0], last))
