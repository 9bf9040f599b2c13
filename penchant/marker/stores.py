"""Which store keeps the marker's games: :func:`open_store` picks one of the two for a path.

:class:`~penchant.marker.sqlite_store.Store` (SQLite) where :mod:`sqlite3` imports,
:class:`~penchant.marker.drive_store.DriveStore` (a JSON-lines file) where it does not (the static site) or where
the path's name asks for lines; both are a :class:`~penchant.marker.store.MarkerStore`. Neither imports
:mod:`sqlite3` unless a database is opened, so the site imports this module freely.
"""

from __future__ import annotations

import os

from penchant.durable import uses_sqlite
from penchant.marker.drive_store import DriveStore
from penchant.marker.sqlite_store import Store
from penchant.marker.store import MarkerStore
from penchant.marker.tab_line import TabLine

__all__ = ["open_store"]


def open_store(path: str | os.PathLike[str], *, tabs: TabLine | None = None) -> MarkerStore:
    """The marker store at ``path``: SQLite (:class:`~penchant.marker.sqlite_store.Store`) where :mod:`sqlite3`
    imports, else (the static site) a :class:`~penchant.marker.drive_store.DriveStore` on the line ``tabs`` to the
    browser's other tabs; a path ending ``.txt``, ``.jsonl`` or ``.json`` is always a
    :class:`~penchant.marker.drive_store.DriveStore` (:func:`penchant.durable.uses_sqlite`)."""
    if uses_sqlite(path):
        return Store(path)
    return DriveStore(path, tabs=tabs)
