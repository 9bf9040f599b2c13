"""Tabs of one browser in step (the static site): each write of a tab's store is said at once to its other tabs.

On the static site each tab runs its own Python in the browser, over the same games file, and has no server to
poll. After each write, the :class:`~penchant.marker.lines_store.LinesStore` says so (:meth:`TabLine.tell`) on
the line it was given; each other tab's store hears it and calls what its page gave
:meth:`~penchant.marker.store_protocol.MarkerStore.listen` (the page looks again at the store, which reads what the file
gained). A line never delivers a tab's message to the tab itself.

The engine knows the line only by this :class:`TabLine` protocol and imports nothing of the browser: the page
that opens the store passes the browser's line in (the widgets' marker page: a widget of the page whose module
holds a ``BroadcastChannel``), and with it the lock that keeps two tabs from writing the file at once
(:meth:`TabLine.one_writer`). Where there is none (plain Python, ``penchant marker``'s kernels: their pages poll the
store instead) the store keeps :class:`NoTabs`, which tells no one and hears nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Protocol

__all__ = ["NoTabs", "TabLine"]


class TabLine(Protocol):
    """A line to the browser's other tabs on one games file."""

    @property
    def open(self) -> bool:
        """Whether there are other tabs to tell and hear (a browser)."""
        ...

    def listen(self, on_news: Callable[[], None]) -> bool:
        """Call ``on_news()`` whenever another tab writes (it must not raise: it is called from the browser's
        message); whether there are tabs to hear."""
        ...

    def tell(self, game_id: int | None, seq: int) -> None:
        """Say to the other tabs that ``game_id`` has ``seq`` events now."""
        ...

    def close(self) -> None:
        """Stop hearing and telling (the store closed): the browser's channel is let go."""
        ...

    def one_writer(self) -> AbstractContextManager[object]:
        """Held around a write's read-append-write of the file: the other tabs wait to write until it is let go
        (on the static site the browser's storage puts the whole file back at each write, so two at once could
        put back a file without the other's line)."""
        ...


class NoTabs:
    """No other tabs (no browser): nothing is told, nothing heard."""

    @property
    def open(self) -> bool:
        return False

    def listen(self, on_news: Callable[[], None]) -> bool:
        """Nothing will call ``on_news``: there are no tabs to hear."""
        return False

    def tell(self, game_id: int | None, seq: int) -> None:
        """No one to tell."""

    def close(self) -> None:
        """Nothing to let go."""

    def one_writer(self) -> AbstractContextManager[object]:
        """No other tab to wait for (a file's own appends are whole lines, each in one write)."""
        return nullcontext()
