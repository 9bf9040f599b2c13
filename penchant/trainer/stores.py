"""Where the learner's records are kept for good: one interface, :class:`AttemptStore`, three implementations.

It keeps three kinds of record (:mod:`penchant.trainer.attempts`):
``append``/``load`` the :class:`~penchant.trainer.attempts.Attempt` s (answers and shown solutions);
``append_look``/``load_looks`` the :class:`~penchant.trainer.attempts.Look` s (a puzzle put on the practice
page, answered or not: the picker's "seen"); ``append_rush``/``load_rushes`` the
:class:`~penchant.trainer.attempts.RushRun` s (each finished rush, its score and why it ended).

* :class:`SQLiteAttemptStore`: the default. ``practice.sqlite3`` in the user's
  data folder (``platformdirs``), or ``$PENCHANT_PRACTICE_DB`` / ``--db``; WAL,
  ``synchronous=FULL``; each attempt is committed before ``append`` returns, so
  the screen changes only after the attempt is on disk (``kill -9`` loses nothing).
  ``PRAGMA user_version`` numbers the schema (:data:`SCHEMA_VERSION`); an older file is brought
  up to date when opened (0: attempts only; 1: the ``looks`` and ``rushes`` tables).
* :class:`JSONFileAttemptStore`: one JSON object a line, flushed and synced on
  each append (an attempt; ``{"look": ...}``; ``{"rush": ...}``). Used where :mod:`sqlite3`
  cannot be imported (Pyodide on the static site, where a file under the kernel's drive persists
  in the browser).
* :class:`MemoryAttemptStore`: for tests and as the fallback when no file can
  be written (the board says so).

:func:`open_store` picks SQLite when :mod:`sqlite3` imports, else the JSON file.
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final, Protocol

from penchant.durable import append_durable_lines, data_path, open_durable_sqlite
from penchant.errors import InvalidRecordError
from penchant.trainer.attempts import Attempt, AttemptStoreError, Look, RushRun

__all__ = [
    "DB_ENV",
    "SCHEMA_VERSION",
    "AttemptStore",
    "JSONFileAttemptStore",
    "MemoryAttemptStore",
    "SQLiteAttemptStore",
    "default_path",
    "open_store",
    "sqlite_available",
]

DB_ENV: Final = "PENCHANT_PRACTICE_DB"
"""Environment variable naming the attempts file (set by ``penchant practice --db``)."""


class AttemptStore(Protocol):
    """Where attempts, looks and rushes are kept. Each ``append*`` returns only once the record is stored."""

    path: str

    def append(self, attempt: Attempt) -> None: ...

    def load(self) -> list[Attempt]: ...

    def load_from(self, start: int) -> list[Attempt]:
        """The attempts after the first ``start`` (what a reader who has folded ``start`` of them needs)."""
        ...

    def append_look(self, look: Look) -> None: ...

    def load_looks(self) -> list[Look]: ...

    def append_rush(self, run: RushRun) -> None: ...

    def load_rushes(self) -> list[RushRun]: ...

    def close(self) -> None: ...


def sqlite_available() -> bool:
    """Whether :mod:`sqlite3` can be imported here (not in Pyodide without it)."""
    try:
        return importlib.util.find_spec("sqlite3") is not None and importlib.util.find_spec("_sqlite3") is not None
    except (ImportError, ValueError):
        return False


def default_path(sqlite: bool | None = None) -> Path:
    """``$PENCHANT_PRACTICE_DB`` if set, else ``practice.sqlite3`` (or ``practice.jsonl``) in the
    user's data folder."""
    use_sqlite = sqlite_available() if sqlite is None else sqlite
    return data_path(DB_ENV, "practice.sqlite3" if use_sqlite else "practice.jsonl")


def open_store(path: str | os.PathLike[str] | None = None, *, sqlite: bool | None = None) -> AttemptStore:
    """The attempt store at ``path`` (default :func:`default_path`): SQLite when :mod:`sqlite3`
    imports (or ``sqlite=True``), else a JSON-lines file. A path ending ``.json`` or ``.jsonl``
    is always a JSON file."""
    target = default_path(sqlite) if path is None else Path(path)
    use_sqlite = sqlite_available() if sqlite is None else sqlite
    if str(target).endswith((".json", ".jsonl")):
        use_sqlite = False
    if use_sqlite:
        return SQLiteAttemptStore(target)
    return JSONFileAttemptStore(target)


class MemoryAttemptStore:
    """Attempts in memory only (tests; the fallback when nothing can be written)."""

    def __init__(self) -> None:
        self.path = ":memory:"
        self._items: list[Attempt] = []
        self._looks: list[Look] = []
        self._rushes: list[RushRun] = []

    def append(self, attempt: Attempt) -> None:
        self._items.append(attempt)

    def load(self) -> list[Attempt]:
        return list(self._items)

    def load_from(self, start: int) -> list[Attempt]:
        return list(self._items[max(0, start):])

    def append_look(self, look: Look) -> None:
        self._looks.append(look)

    def load_looks(self) -> list[Look]:
        return list(self._looks)

    def append_rush(self, run: RushRun) -> None:
        self._rushes.append(run)

    def load_rushes(self) -> list[RushRun]:
        return list(self._rushes)

    def close(self) -> None:
        pass


SCHEMA_VERSION: Final = 2
"""``PRAGMA user_version`` of the SQLite schema. 0: the attempts table only; 1: ``looks`` and ``rushes``;
2: an attempt's ``context`` (a chapter's board or the practice page)."""

_SCHEMA_0: Final = """
CREATE TABLE IF NOT EXISTS attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at REAL NOT NULL,
    puzzle TEXT NOT NULL,
    outcome TEXT NOT NULL,
    answer TEXT NOT NULL DEFAULT '',
    seconds REAL NOT NULL DEFAULT 0,
    cost TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS attempts_puzzle ON attempts(puzzle);
"""

_SCHEMA_1: Final = (
    "CREATE TABLE IF NOT EXISTS looks (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL,"
    " puzzle TEXT NOT NULL, mode TEXT NOT NULL DEFAULT 'near')",
    "CREATE TABLE IF NOT EXISTS rushes (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL,"
    " score INTEGER NOT NULL, misses INTEGER NOT NULL, seconds REAL NOT NULL, ended TEXT NOT NULL)",
)

_SCHEMA_2: Final = "ALTER TABLE attempts ADD COLUMN context TEXT NOT NULL DEFAULT ''"


class SQLiteAttemptStore:
    """Attempts in SQLite (WAL, ``synchronous=FULL``; one committed row per attempt)."""

    def __init__(self, path: str | os.PathLike[str], *, timeout: float = 10.0) -> None:
        import sqlite3  # imported here: the static site has no sqlite3

        self._sqlite3 = sqlite3
        self.path = str(path)
        self._lock = threading.RLock()
        self._db = open_durable_sqlite(self.path, timeout=timeout, what="the practice database",
                                       error=AttemptStoreError)
        try:
            self._migrate()
        except sqlite3.Error as exc:
            raise AttemptStoreError(f"cannot open the practice database {self.path!r}: {exc}") from None

    def _migrate(self) -> None:
        """Create the schema, or bring an older file up to :data:`SCHEMA_VERSION` (one transaction)."""
        db = self._db
        if int(db.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION:
            return  # current: no write lock needed (another kernel may be writing)
        db.execute("BEGIN IMMEDIATE")
        try:
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise AttemptStoreError(
                    f"the practice database {self.path!r} has schema version {version}, newer than this "
                    f"penchant's {SCHEMA_VERSION}: upgrade penchant to open it")
            if version < 1:
                for stmt in _SCHEMA_0.split(";"):
                    if stmt.strip():
                        db.execute(stmt)
                for stmt in _SCHEMA_1:
                    db.execute(stmt)
            if version < 2:
                db.execute(_SCHEMA_2)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def schema_version(self) -> int:
        with self._lock:
            return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def _write(self, sql: str, row: tuple[Any, ...], what: str) -> None:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                self._db.execute(sql, row)
                self._db.execute("COMMIT")
            except self._sqlite3.Error as exc:
                try:
                    self._db.execute("ROLLBACK")
                except self._sqlite3.Error:
                    pass
                raise AttemptStoreError(
                    f"could not write to {self.path!r} ({exc}): this {what} was not recorded") from None

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return list(self._db.execute(sql, params).fetchall())
            except self._sqlite3.Error as exc:
                raise AttemptStoreError(f"cannot read {self.path!r}: {exc}") from None

    def append(self, attempt: Attempt) -> None:
        self._write("INSERT INTO attempts (at, puzzle, outcome, answer, seconds, cost, context) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (attempt.at, attempt.puzzle_id, attempt.outcome, attempt.answer, float(attempt.seconds),
                     attempt.cost, attempt.context), "attempt")

    def append_look(self, look: Look) -> None:
        self._write("INSERT INTO looks (at, puzzle, mode) VALUES (?, ?, ?)", (look.at, look.puzzle_id, look.mode),
                    "look")

    def load_looks(self) -> list[Look]:
        out = []
        for puzzle, at, mode in self._read("SELECT puzzle, at, mode FROM looks ORDER BY id"):
            try:
                out.append(Look(puzzle, at, mode))
            except InvalidRecordError:
                continue
        return out

    def append_rush(self, run: RushRun) -> None:
        self._write("INSERT INTO rushes (at, score, misses, seconds, ended) VALUES (?, ?, ?, ?, ?)",
                    (run.at, run.score, run.misses, float(run.seconds), run.ended), "rush")

    def load_rushes(self) -> list[RushRun]:
        out = []
        for at, score, misses, seconds, ended in self._read(
                "SELECT at, score, misses, seconds, ended FROM rushes ORDER BY id"):
            try:
                out.append(RushRun(score, misses, seconds, ended, at))
            except InvalidRecordError:
                continue
        return out

    def load(self) -> list[Attempt]:
        return self.load_from(0)

    def load_from(self, start: int) -> list[Attempt]:
        rows = self._read("SELECT puzzle, outcome, answer, seconds, at, cost, context FROM attempts ORDER BY id "
                          "LIMIT -1 OFFSET ?", (max(0, int(start)),))
        out = []
        for puzzle, outcome, answer, seconds, at, cost, context in rows:
            try:
                out.append(Attempt(puzzle, outcome, answer, seconds, at, cost, context))
            except InvalidRecordError:
                continue  # a row written by a newer version: skipped, never fatal
        return out

    def close(self) -> None:
        self._db.close()


def _json_line(line: bytes) -> Any:
    """One line's record, or ``None`` for a blank or torn one."""
    if not line.strip():
        return None
    try:
        return json.loads(line)
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None


class JSONFileAttemptStore:
    """Attempts in a JSON-lines file (one attempt a line, flushed and synced on append).

    A torn last line (the process killed mid-write) is ignored on reading.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(path)
        self._lock = threading.RLock()
        self._parsed: list[Any] = []
        self._offset = 0
        self._ident: tuple[int, int] | None = None
        try:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            Path(self.path).touch(exist_ok=True)
        except OSError as exc:
            raise AttemptStoreError(f"cannot open the practice file {self.path!r}: {exc.strerror}") from None

    def append(self, attempt: Attempt) -> None:
        self._write(attempt.to_json(), "attempt")

    def append_look(self, look: Look) -> None:
        self._write(look.to_json(), "look")

    def append_rush(self, run: RushRun) -> None:
        self._write(run.to_json(), "rush")

    def _write(self, record: Mapping[str, Any], what: str) -> None:
        line = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
        with self._lock:
            append_durable_lines(self.path, (line + "\n").encode("utf-8"), what=f"this {what}",
                                 error=AttemptStoreError)

    def _records(self) -> list[Any]:
        """Every record of the file. The file only grows: what was read is kept, and only the lines added
        since (by this kernel or another) are parsed; a line still being written is read next time."""
        with self._lock:
            try:
                with open(self.path, "rb") as f:
                    st = os.fstat(f.fileno())
                    ident = (st.st_dev, st.st_ino)
                    if ident != self._ident or st.st_size < self._offset:  # replaced or cut: read afresh
                        self._parsed, self._offset, self._ident = [], 0, ident
                    f.seek(self._offset)
                    chunk = f.read()
            except FileNotFoundError:
                return []
            except OSError as exc:
                raise AttemptStoreError(f"cannot read {self.path!r}: {exc.strerror}") from None
            end = chunk.rfind(b"\n")
            if end >= 0:
                self._parsed.extend(r for r in map(_json_line, chunk[:end].split(b"\n")) if r is not None)
                self._offset += end + 1
            last = _json_line(chunk[end + 1:])  # a last line without its newline (torn, or written so)
            return [*self._parsed, last] if last is not None else list(self._parsed)

    def load_from(self, start: int) -> list[Attempt]:
        return self.load()[max(0, start):]

    def load(self) -> list[Attempt]:
        out = []
        for r in self._records():
            if isinstance(r, Mapping) and ("look" in r or "rush" in r):
                continue
            try:
                out.append(Attempt.from_json(r))
            except InvalidRecordError:
                continue
        return out

    def load_looks(self) -> list[Look]:
        out = []
        for r in self._records():
            if isinstance(r, Mapping) and "look" in r:
                try:
                    out.append(Look.from_json(r))
                except InvalidRecordError:
                    continue
        return out

    def load_rushes(self) -> list[RushRun]:
        out = []
        for r in self._records():
            if isinstance(r, Mapping) and "rush" in r:
                try:
                    out.append(RushRun.from_json(r))
                except InvalidRecordError:
                    continue
        return out

    def close(self) -> None:
        pass

