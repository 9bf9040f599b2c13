"""Issue #30: on the static site two tabs writing the games file at once could each put back a whole file without
the other's line. The store holds its line's lock (:meth:`~penchant.marker.tab_line.TabLine.one_writer`: the
site's service worker's, ``penchant_widgets.marker.one_writer``) around each write's read-append-write: the file
is read and its line appended while the lock is held, never before it or after."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import pytest

from penchant.marker import NewGame, TrickWon
from penchant.marker.lines_store import LinesStore
from penchant.marker.tab_line import NoTabs
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker.one_writer import site_one_writer


class _LockedTabs(NoTabs):
    """No tabs to tell, and a lock that records what the file held as it was taken and as it was let go."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.held: list[tuple[int, int]] = []

    def _lines(self) -> int:
        return len(self.path.read_text(encoding="utf-8").splitlines()) if self.path.exists() else 0

    @contextmanager
    def _holding(self) -> Iterator[None]:
        taken = self._lines()
        yield
        self.held.append((taken, self._lines()))

    def one_writer(self) -> AbstractContextManager[object]:
        return self._holding()


def test_each_write_appends_its_lines_while_holding_the_lock(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    tabs = _LockedTabs(path)
    store = LinesStore(path, tabs=tabs)
    gid = store.create_game(NewGame(("Ann", "Bob"), KANDELL, 0))
    store.append(gid, TrickWon(0))
    store.append(gid, TrickWon(1))
    assert len(tabs.held) == 3
    assert all(after > before for before, after in tabs.held)  # every line written inside the lock
    assert tabs.held[1][0] == tabs.held[0][1] and tabs.held[2][0] == tabs.held[1][1]  # nothing written outside it


def test_without_the_sites_worker_the_write_goes_ahead_unlocked() -> None:
    with site_one_writer() as held:  # plain Python: no service worker to ask
        assert held is False


def test_in_the_browser_a_write_without_the_sites_lock_is_said_not_silent(monkeypatch: pytest.MonkeyPatch,
                                                                            caplog: pytest.LogCaptureFixture) -> None:
    import sys
    import warnings

    from penchant.marker.lines_store import StoreWarning
    from penchant_widgets.marker.one_writer import UNLOCKED_WORDS
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # plain Python: no tabs, no lock to take, nothing said
        with site_one_writer() as held:
            assert held is False
    monkeypatch.setattr(sys, "platform", "emscripten")  # the browser's Python, with no worker that answers
    with pytest.warns(StoreWarning, match="without it") as said, caplog.at_level("WARNING", "penchant.marker"):
        with site_one_writer() as held:
            assert held is False  # the write still goes ahead: refusing it would lose the tap
    assert str(said[0].message) == UNLOCKED_WORDS and UNLOCKED_WORDS in caplog.text
