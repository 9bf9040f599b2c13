"""Durable SQLite for the project's stores: the marker's games and the puzzle trainer's attempts.

One way to open a database so that a committed row survives kill -9: the folder is made, WAL journal,
``synchronous=FULL``, a busy timeout, autocommit (each store commits its own transactions). Every
failure is the caller's typed :class:`~penchant.errors.PenchantError`, naming the file.
:mod:`sqlite3` is imported only when a database is opened (the static site's Python has none).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from penchant.errors import PenchantError

if TYPE_CHECKING:
    import sqlite3

__all__ = ["append_durable_lines", "data_path", "open_durable_sqlite"]


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
