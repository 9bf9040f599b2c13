"""A closed marker lets go of what it was given and closes what it made (review28 #6): its store stops calling it
with another tab's news (a store passed in outlives the app: a notebook's cell run again, the tests), and its device
view, its line to the server and its screens, down to their buttons, close their comms with it (closing a box
closes only the box)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

import ipywidgets as W
from marker_taps import start

from penchant.marker.lines_store import LinesStore
from penchant_widgets.marker import MarkerApp


class _OtherTabs:
    """A line to the browser's other tabs (a :class:`~penchant.marker.tab_line.TabLine`) that the test writes on
    for them: :meth:`write` is another tab's entry."""

    def __init__(self) -> None:
        self.hearers: list[Callable[[], None]] = []

    @property
    def open(self) -> bool:
        return True

    def listen(self, on_news: Callable[[], None]) -> bool:
        self.hearers.append(on_news)
        return True

    def tell(self, game_id: int | None, seq: int) -> None:
        """Nothing to tell: the other tabs are the test."""

    def close(self) -> None:
        """Nothing to let go."""

    def one_writer(self) -> AbstractContextManager[object]:
        """No lock: the other tabs are the test."""
        return nullcontext()

    def write(self) -> None:
        for on_news in list(self.hearers):
            on_news()


class _CountedApp(MarkerApp):
    """The marker, counting the looks at the store another tab's news makes."""

    looks = 0

    def sync(self, *, opened: bool = False) -> None:
        self.looks += 1
        super().sync(opened=opened)


def _tree(widget: W.Widget) -> Iterator[W.Widget]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _tree(child)


def test_a_closed_marker_hears_no_more_news_and_closes_what_it_made(tmp_path: Path) -> None:
    tabs = _OtherTabs()
    store = LinesStore(tmp_path / "games.txt", tabs=tabs)
    app = _CountedApp(store, double_tap_seconds=0)
    start(app)  # the new-game form and the deal's screen built
    tabs.write()
    assert app.looks == 1
    made: list[Any] = [app.device, app.watch, *(w for screen in app.screens.values() for w in _tree(screen))]
    assert len(app.screens) >= 2 and any(isinstance(w, W.Button) for w in made)
    assert all(w.comm is not None for w in made)
    app.close()
    tabs.write()
    assert app.looks == 1  # the closed app is not called (it was, on every other tab's write)
    assert [w for w in made if w.comm is not None] == []
    assert store.list_games()  # a store passed in is its caller's: still open
