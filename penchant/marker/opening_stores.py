"""Which store keeps the marker's games: :func:`open_marker_store` picks one of the two for a path.

:class:`~penchant.marker.sqlite_store.Store` (SQLite) where :mod:`sqlite3` imports,
:class:`~penchant.marker.lines_store.LinesStore` (a JSON-lines file) where it does not (the static site) or where
the path's name asks for lines; both are a :class:`~penchant.marker.store_protocol.MarkerStore`. Neither imports
:mod:`sqlite3` unless a database is opened, so the site imports this module freely.
"""

from __future__ import annotations

import os

from penchant.files.durable import uses_sqlite
from penchant.marker.lines_store import LinesStore
from penchant.marker.sqlite_store import Store
from penchant.marker.store_protocol import MarkerStore
from penchant.marker.tab_line import TabLine

__all__ = ["open_marker_store"]


def open_marker_store(path: str | os.PathLike[str], *, tabs: TabLine | None = None) -> MarkerStore:
    """The marker store at ``path``: SQLite (:class:`~penchant.marker.sqlite_store.Store`) where :mod:`sqlite3`
    imports, else (the static site) a :class:`~penchant.marker.lines_store.LinesStore` on the line ``tabs`` to the
    browser's other tabs; a path ending ``.txt``, ``.jsonl`` or ``.json`` is always a
    :class:`~penchant.marker.lines_store.LinesStore` (:func:`penchant.files.durable.uses_sqlite`)."""
    if uses_sqlite(path):
        return Store(path)
    return LinesStore(path, tabs=tabs)
