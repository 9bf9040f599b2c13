"""The project's durable stores: one design for the marker's games and the puzzle trainer's attempts.

A store is a :class:`DurableStore`: each store's own Protocol (the marker's ``MarkerStore``, the trainer's
``AttemptStore``) extends it, and two kinds implement it:

* a versioned SQLite store: :func:`open_durable_sqlite` opens the file so that a committed row survives
  kill -9 (the folder made, WAL journal, ``synchronous=FULL``, a busy timeout, autocommit: each store
  commits its own transactions), and :func:`migrate_sqlite` brings its schema to the current
  ``PRAGMA user_version`` in one transaction, refusing a newer one;
* the browser's store, where Python has no SQLite (the static site): a JSON-lines file on the kernel's
  drive, which the site keeps in the browser's storage. :func:`append_durable_lines` writes whole lines
  (flushed, synced, the file closed, a torn last line ended first); :func:`read_new_lines` reads the
  whole lines a file gained (another tab's or process's), leaving a torn or unfinished last line.

:func:`uses_sqlite` picks the kind for a path (:func:`sqlite_available`, and a name ending ``.txt`` or
``.jsonl`` is always lines). Every failure is the caller's typed :class:`~penchant.errors.PenchantError`,
naming the file. :mod:`sqlite3` is imported only when a database is opened (the static site's Python has
none), so importing a store module never needs it.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from penchant.errors import PenchantError

if TYPE_CHECKING:
    import sqlite3

__all__ = [
    "LINES_SUFFIXES",
    "DurableStore",
    "append_durable_lines",
    "data_path",
    "migrate_sqlite",
    "open_durable_sqlite",
    "read_new_lines",
    "sqlite_available",
    "uses_sqlite",
]

LINES_SUFFIXES = (".txt", ".jsonl", ".json")
"""A store whose file name ends so is always a JSON-lines file (on the site the marker's is ``.txt``:
JupyterLite reads any file whose name holds "json" as one JSON document, which a file of lines is not)."""


@runtime_checkable
class DurableStore(Protocol):
    """What every durable store is: its file, the version of what it keeps there, a check that it may be
    written, and closing. Each ``append``-like method of a store returns only once the record is stored."""

    path: str

    @property
    def schema_version(self) -> int: ...

    def check_writable(self) -> None: ...

    def close(self) -> None: ...


def sqlite_available() -> bool:
    """Whether the real :mod:`sqlite3` (with its compiled ``_sqlite3``) can be imported here (not in the
    browser's Python on the static site)."""
    try:
        return importlib.util.find_spec("_sqlite3") is not None
    except (ImportError, ValueError):
        return False


def uses_sqlite(path: str | os.PathLike[str], *, sqlite: bool | None = None) -> bool:
    """Whether the store at ``path`` is SQLite (else JSON lines): ``sqlite`` if given, else where
    :mod:`sqlite3` imports; a name ending as :data:`LINES_SUFFIXES` is always lines.

    >>> uses_sqlite("games.txt"), uses_sqlite("practice.sqlite3", sqlite=True)
    (False, True)
    """
    if str(path).endswith(LINES_SUFFIXES):
        return False
    return sqlite_available() if sqlite is None else sqlite


def data_path(env: str, name: str) -> Path:
    """Where a store lives: ``$env`` if set (``~`` expanded), else ``name`` in the user's data folder
    (platformdirs' ``penchant`` folder; without platformdirs, ``$XDG_DATA_HOME/penchant`` or
    ``~/.local/share/penchant``).

    >>> data_path("PENCHANT_UNSET_EXAMPLE", "example.sqlite3").name
    'example.sqlite3'
    """
    value = os.environ.get(env)
    if value:
        return Path(value).expanduser()
    try:
        from platformdirs import user_data_dir

        base = Path(user_data_dir("penchant", appauthor=False))
    except ImportError:  # pragma: no cover - the app extra brings platformdirs
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "penchant"
    return base / name


def append_durable_lines(path: str | os.PathLike[str], lines: bytes, *, what: str,
                         error: type[PenchantError]) -> None:
    r"""Append whole ``lines`` (each ending in a newline) to a JSON-lines file so that they survive a kill:
    written, flushed, synced and the file closed before this returns. A torn last line left by an earlier
    kill is ended first, so the new lines start afresh. ``what`` names what was lost in the message
    ("this entry"); where a browser's file system cannot sync, the flush and close stand.

    >>> import tempfile
    >>> folder = tempfile.mkdtemp()
    >>> _ = open(folder + "/log.jsonl", "wb").write(b'{"torn": tr')
    >>> append_durable_lines(folder + "/log.jsonl", b'{"ok": 1}\n', what="this line", error=PenchantError)
    >>> open(folder + "/log.jsonl", "rb").read().splitlines()[-1]
    b'{"ok": 1}'
    """
    try:
        with open(path, "ab+") as f:
            end = f.seek(0, os.SEEK_END)
            if end:
                f.seek(end - 1)
                if f.read(1) != b"\n":  # a torn line left by a kill: start afresh on a new line
                    lines = b"\n" + lines
            f.write(lines)
            f.flush()
            try:
                os.fsync(f.fileno())
            except OSError:  # pragma: no cover - some browser file systems cannot sync
                pass
    except OSError as exc:
        raise error(f"could not write to {str(path)!r} ({exc.strerror}): {what} was not recorded") from None


def open_durable_sqlite(path: str | os.PathLike[str], *, timeout: float, what: str,
                        error: type[PenchantError]) -> sqlite3.Connection:
    """Open (or create) ``path`` for durable writes; ``what`` names it in messages ("the marker database")."""
    import sqlite3

    name = str(path)
    if name != ":memory:":
        try:
            Path(name).parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise error(f"cannot create the folder of {name!r}: {exc.strerror}") from None
    try:
        db = sqlite3.connect(name, timeout=timeout, isolation_level=None, check_same_thread=False)
        db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
    except sqlite3.Error as exc:
        raise error(f"cannot open {what} {name!r}: {exc}") from None
    return db


def migrate_sqlite(db: sqlite3.Connection, *, version: int, upgrade: Callable[[sqlite3.Connection, int], None],
                   what: str, error: type[PenchantError]) -> None:
    """Bring ``db`` to schema ``version`` (``PRAGMA user_version``): ``upgrade(db, old_version)`` makes the
    changes, all in one transaction holding the write lock (another process may be opening the same file);
    a file already current is left alone (no lock); a newer one is refused ("upgrade penchant"), naming
    ``what`` ("the marker database 'games.sqlite3'")."""
    import sqlite3

    if int(db.execute("PRAGMA user_version").fetchone()[0]) == version:
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        found = int(db.execute("PRAGMA user_version").fetchone()[0])
        if found > version:
            raise error(f"{what} has schema version {found}, newer than this penchant's {version}: "
                        "upgrade penchant to open it")
        if found != version:
            upgrade(db, found)
            db.execute(f"PRAGMA user_version = {int(version)}")
        db.execute("COMMIT")
    except BaseException:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:
            pass
        raise


def read_new_lines(path: str | os.PathLike[str], start: int) -> tuple[int, list[bytes], bool]:
    r"""The whole lines ``path`` gained after byte ``start``: ``(new start, lines, replaced)``.

    A last line without its end (being written, or torn by a kill) is left for the next read; a file shorter
    than ``start`` was replaced (another copy restored) and is read again from the start (``replaced``); a
    missing file has no lines. ``OSError`` is the caller's to say.

    >>> import tempfile
    >>> path = tempfile.mkdtemp() + "/log.jsonl"
    >>> _ = open(path, "wb").write(b'{"a": 1}\n{"b": 2')
    >>> read_new_lines(path, 0)
    (9, [b'{"a": 1}'], False)
    """
    try:
        with open(path, "rb") as f:
            size = f.seek(0, os.SEEK_END)
            replaced = size < start
            if replaced:
                start = 0
            if size == start:
                return start, [], replaced
            f.seek(start)
            data = f.read(size - start)
    except FileNotFoundError:
        return 0, [], start > 0
    whole = data[: data.rfind(b"\n") + 1]
    return start + len(whole), whole.splitlines(), replaced
