"""Where the learner's records are kept for good: one interface, :class:`AttemptStore`, three implementations.

:class:`AttemptStore` is a :class:`~penchant.files.durable.DurableStore`, the project's one design for durable
stores (the marker's is the other). It keeps four kinds of record (:mod:`penchant.trainer.attempts`):
``append``/``load`` the :class:`~penchant.trainer.attempts.Attempt` s (answers and shown solutions);
``append_look``/``load_looks`` the :class:`~penchant.trainer.attempts.Look` s (a puzzle put on the practice
page, answered or not: the picker's "seen"); ``append_rush``/``load_rushes`` the
:class:`~penchant.trainer.attempts.RushRun` s (each finished rush, its score and why it ended);
``append_game``/``load_games`` the :class:`~penchant.trainer.attempts.GameDealt` s (each game dealt on the
play board: chapter 8 counts them, so that each visit's first game is a fresh one).

* :class:`SQLiteAttemptStore`: the default. ``practice.sqlite3`` in the user's
  data folder (``platformdirs``), or ``$PENCHANT_PRACTICE_DB`` / ``--db``; opened by
  :func:`~penchant.files.durable.open_durable_sqlite` (WAL, ``synchronous=FULL``); each attempt is committed
  before ``append`` returns, so the screen changes only after the attempt is on disk (``kill -9`` loses
  nothing). ``PRAGMA user_version`` numbers the schema (:data:`SCHEMA_VERSION`); an older file is brought
  up to date when opened (:func:`~penchant.files.durable.migrate_sqlite`), a newer one refused.
* :class:`JSONFileAttemptStore`: the browser's store, a :class:`~penchant.files.durable.LinesFile` of one JSON
  object a line, flushed and synced on each append (an attempt; ``{"look": ...}``; ``{"rush": ...}``;
  ``{"game": ...}``).
  Used where :mod:`sqlite3` cannot be imported (Pyodide on the static site, where a file under the
  kernel's drive persists in the browser).
* :class:`MemoryAttemptStore`: for tests and as the fallback when no file can
  be written (the board says so).

:func:`open_attempt_store` picks SQLite when :mod:`sqlite3` imports, else the JSON file
(:func:`~penchant.files.durable.uses_sqlite`).
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar, runtime_checkable

from penchant.errors import InvalidRecordError, PenchantError, StoreError
from penchant.files.durable import (
    DurableStore,
    LinesFile,
    check_sqlite_writable,
    data_path,
    json_line,
    migrate_sqlite,
    open_durable_sqlite,
    sqlite_read,
    sqlite_schema_version,
    sqlite_write,
    uses_sqlite,
)
from penchant.trainer.attempts import Attempt, GameDealt, Look, RushRun

if TYPE_CHECKING:
    import sqlite3

__all__ = [
    "DB_ENV",
    "SCHEMA_VERSION",
    "AttemptStore",
    "JSONFileAttemptStore",
    "MemoryAttemptStore",
    "SQLiteAttemptStore",
    "default_path",
    "open_attempt_store",
]

_R = TypeVar("_R")

DB_ENV: Final = "PENCHANT_PRACTICE_DB"
"""Environment variable naming the attempts file (set by ``penchant practice --db``)."""


@runtime_checkable
class AttemptStore(DurableStore, Protocol):
    """Where attempts, looks and rushes are kept. Each ``append*`` returns only once the record is stored."""

    def append(self, attempt: Attempt) -> None: ...

    def load(self) -> list[Attempt]: ...

    def load_from(self, start: int) -> list[Attempt]:
        """The attempts after the first ``start`` (what a reader who has folded ``start`` of them needs)."""
        ...

    def append_look(self, look: Look) -> None: ...

    def load_looks(self) -> list[Look]: ...

    def append_rush(self, run: RushRun) -> None: ...

    def load_rushes(self) -> list[RushRun]: ...

    def append_game(self, game: GameDealt) -> None: ...

    def load_games(self) -> list[GameDealt]: ...


def default_path(sqlite: bool | None = None) -> Path:
    """``$PENCHANT_PRACTICE_DB`` if set, else ``practice.sqlite3`` (or ``practice.jsonl`` where there is no
    :mod:`sqlite3`, or ``sqlite=False``) in the user's data folder (:func:`~penchant.files.durable.data_path`)."""
    return data_path(DB_ENV, "practice.sqlite3" if uses_sqlite("practice.sqlite3", sqlite=sqlite) else "practice.jsonl")


def open_attempt_store(path: str | os.PathLike[str] | None = None, *, sqlite: bool | None = None) -> AttemptStore:
    """The attempt store at ``path`` (default :func:`default_path`): SQLite when :mod:`sqlite3`
    imports (or ``sqlite=True``), else a JSON-lines file. A path ending ``.txt``, ``.json`` or ``.jsonl``
    is always a JSON-lines file (:func:`~penchant.files.durable.uses_sqlite`)."""
    target = default_path(sqlite) if path is None else Path(path)
    if uses_sqlite(target, sqlite=sqlite):
        return SQLiteAttemptStore(target)
    return JSONFileAttemptStore(target)


SCHEMA_VERSION: Final = 3
"""``PRAGMA user_version`` of the SQLite schema. 0: the attempts table only; 1: ``looks`` and ``rushes``;
2: an attempt's ``context`` (a chapter's board or the practice page); 3: ``games`` (the games dealt on the play
board). The other stores keep what this
version keeps, and say so."""


class MemoryAttemptStore:
    """Attempts in memory only (tests; the fallback when nothing can be written)."""

    def __init__(self) -> None:
        self.path = ":memory:"
        self._items: list[Attempt] = []
        self._looks: list[Look] = []
        self._rushes: list[RushRun] = []
        self._games: list[GameDealt] = []

    @property
    def schema_version(self) -> int:
        return SCHEMA_VERSION

    def check_writable(self) -> None:
        """Memory may always be written."""

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

    def append_game(self, game: GameDealt) -> None:
        self._games.append(game)

    def load_games(self) -> list[GameDealt]:
        return list(self._games)

    def close(self) -> None:
        pass


_SCHEMA_0: Final = (
    "CREATE TABLE IF NOT EXISTS attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL,"
    " puzzle TEXT NOT NULL, outcome TEXT NOT NULL, answer TEXT NOT NULL DEFAULT '',"
    " seconds REAL NOT NULL DEFAULT 0, cost TEXT NOT NULL DEFAULT '')",
    "CREATE INDEX IF NOT EXISTS attempts_puzzle ON attempts(puzzle)",
)

_SCHEMA_1: Final = (
    "CREATE TABLE IF NOT EXISTS looks (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL,"
    " puzzle TEXT NOT NULL, mode TEXT NOT NULL DEFAULT 'near')",
    "CREATE TABLE IF NOT EXISTS rushes (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL,"
    " score INTEGER NOT NULL, misses INTEGER NOT NULL, seconds REAL NOT NULL, ended TEXT NOT NULL)",
)

_SCHEMA_2: Final = "ALTER TABLE attempts ADD COLUMN context TEXT NOT NULL DEFAULT ''"

_SCHEMA_3: Final = ("CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL,"
                    " seed INTEGER NOT NULL, opponent TEXT NOT NULL)")


def _upgrade(db: sqlite3.Connection, version: int) -> None:
    """From schema ``version`` to :data:`SCHEMA_VERSION` (inside :func:`~penchant.files.durable.migrate_sqlite`'s
    transaction): 0 (or a new file) makes every table; 1 adds an attempt's ``context``; 2 adds ``games``. What
    an older file holds is kept."""
    if version < 1:
        for statement in (*_SCHEMA_0, *_SCHEMA_1):
            db.execute(statement)
    if version < 2:
        columns = {row[1] for row in db.execute("PRAGMA table_info(attempts)")}
        if "context" not in columns:
            db.execute(_SCHEMA_2)
    if version < 3:
        db.execute(_SCHEMA_3)


class SQLiteAttemptStore:
    """Attempts in SQLite (WAL, ``synchronous=FULL``; one committed row per attempt)."""

    def __init__(self, path: str | os.PathLike[str], *, timeout: float = 10.0) -> None:
        self.path = str(path)
        self._lock = threading.RLock()
        self._end = (0, 0)
        """Where the last :meth:`load_from` ended: (attempts returned in all, rows read in all)."""
        # sqlite3 is imported by these only (the static site has none, and imports this module)
        self._db = open_durable_sqlite(self.path, timeout=timeout, what="the practice database",
                                       error=StoreError)
        try:
            migrate_sqlite(self._db, version=SCHEMA_VERSION, upgrade=_upgrade,
                           what=f"the practice database {self.path!r}", error=StoreError)
        except BaseException:
            self._db.close()
            raise

    @property
    def schema_version(self) -> int:
        with self._lock:
            return sqlite_schema_version(self._db)

    def check_writable(self) -> None:
        """Refuse now a database this user may read but not write: one write, rolled back."""
        with self._lock:
            check_sqlite_writable(self._db, "INSERT INTO looks (at, puzzle) VALUES (0, '')",
                                  what=f"the practice database {self.path!r}", error=StoreError)

    def _write(self, sql: str, row: tuple[Any, ...], what: str) -> None:
        with self._lock, sqlite_write(self._db, path=self.path, what=f"this {what}", error=StoreError) as db:
            db.execute(sql, row)

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            return sqlite_read(self._db, sql, params, path=self.path, error=StoreError)

    def _rows_read(self, sql: str, read: Callable[..., _R]) -> list[_R]:
        """Each row of ``sql`` read by ``read`` (its columns in order), a row that does not read left out."""
        out = []
        for row in self._read(sql):
            try:
                out.append(read(*row))
            except InvalidRecordError:
                continue
        return out

    def append(self, attempt: Attempt) -> None:
        self._write("INSERT INTO attempts (at, puzzle, outcome, answer, seconds, cost, context) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (attempt.at, attempt.puzzle_id, attempt.outcome, attempt.answer, float(attempt.seconds),
                     attempt.cost, attempt.context), "attempt")

    def append_look(self, look: Look) -> None:
        self._write("INSERT INTO looks (at, puzzle, mode) VALUES (?, ?, ?)", (look.at, look.puzzle_id, look.mode),
                    "look")

    def load_looks(self) -> list[Look]:
        return self._rows_read("SELECT puzzle, at, mode FROM looks ORDER BY id", Look)

    def append_rush(self, run: RushRun) -> None:
        self._write("INSERT INTO rushes (at, score, misses, seconds, ended) VALUES (?, ?, ?, ?, ?)",
                    (run.at, run.score, run.misses, float(run.seconds), run.ended), "rush")

    def load_rushes(self) -> list[RushRun]:
        return self._rows_read("SELECT score, misses, seconds, ended, at FROM rushes ORDER BY id", RushRun)

    def append_game(self, game: GameDealt) -> None:
        self._write("INSERT INTO games (at, seed, opponent) VALUES (?, ?, ?)", (game.at, game.seed, game.opponent),
                    "game")

    def load_games(self) -> list[GameDealt]:
        return self._rows_read("SELECT seed, opponent, at FROM games ORDER BY id", GameDealt)

    def load(self) -> list[Attempt]:
        return self.load_from(0)

    def load_from(self, start: int) -> list[Attempt]:
        """``start`` counts attempts, not rows: a row skipped (written by a newer version) is not one. The last
        read's end (attempts returned, rows read) is kept, so a reader asking from there reads only the rows
        added since; from anywhere else the file is read whole. (Counting rows as attempts would make a reader past
        a skipped row read the row after it again at each refresh: an attempt listed twice.)"""
        start = max(0, int(start))
        with self._lock:
            done, rows_read = self._end if start == self._end[0] else (0, 0)
            rows = self._read("SELECT puzzle, outcome, answer, seconds, at, cost, context FROM attempts ORDER BY id "
                              "LIMIT -1 OFFSET ?", (rows_read,))
            out = []
            for puzzle, outcome, answer, seconds, at, cost, context in rows:
                try:
                    out.append(Attempt(puzzle, outcome, answer, seconds, at, cost, context))
                except InvalidRecordError:
                    continue  # a row written by a newer version: skipped, never fatal
            self._end = (done + len(out), rows_read + len(rows))
            return out[start - done:]

    def close(self) -> None:
        self._db.close()


class JSONFileAttemptStore:
    """Attempts in a JSON-lines file (one record a line, flushed and synced on append): a
    :class:`~penchant.files.durable.LinesFile`, the browser's store.

    A torn last line (the process killed mid-write) is ignored on reading; a whole last line still without
    its newline is read.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(path)
        self._lock = threading.RLock()
        self._parsed: list[tuple[int, Any]] = []
        """(line number, record) of every line read that is JSON."""
        self._file = LinesFile(self.path, what="the practice file", error=StoreError)

    @property
    def damaged(self) -> dict[int, str]:
        """The lines that could not be read (line number: why), kept in the file untouched (the trainer
        reports them in its ``read_error``): the file's own note of them (:attr:`LinesFile.damaged`)."""
        return self._file.damaged

    @property
    def schema_version(self) -> int:
        """The file keeps what :data:`SCHEMA_VERSION` of the SQLite store keeps (its lines are not numbered)."""
        return SCHEMA_VERSION

    def check_writable(self) -> None:
        """Refuse now a file this user may read but not write (opened for appending, nothing written)."""
        self._file.check_writable()

    def append(self, attempt: Attempt) -> None:
        self._write(attempt.to_json(), "attempt")

    def append_look(self, look: Look) -> None:
        self._write(look.to_json(), "look")

    def append_rush(self, run: RushRun) -> None:
        self._write(run.to_json(), "rush")

    def append_game(self, game: GameDealt) -> None:
        self._write(game.to_json(), "game")

    def _write(self, record: Mapping[str, Any], what: str) -> None:
        try:  # strict JSON: an Infinity or NaN written would be a line no reader takes back
            line = json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        except ValueError as exc:
            raise StoreError(f"this {what} cannot be saved ({exc}): {record!r}") from None
        with self._lock:
            self._file.append((line + "\n").encode("utf-8"), what=f"this {what}")

    def _records(self) -> list[tuple[int, Any]]:
        """Every record of the file, with its line number. The file only grows: what was read is kept, and only
        the lines added since (by this kernel or another) are read (:meth:`LinesFile.read_records`, which notes
        a line that is not JSON as damaged); a file replaced or cut is read afresh."""
        with self._lock:
            try:
                records, unfinished, replaced = self._file.read_records()
            except OSError as exc:
                raise StoreError(f"cannot read {self.path!r}: {exc.strerror}") from None
            if replaced:
                self._parsed = []
            self._parsed += records
            try:  # a last line without its newline: torn (ignored, not damaged: it may yet be finished), or whole
                last = json_line(unfinished)
            except PenchantError:
                last = None
            return [*self._parsed, (self._file.lines + 1, last)] if last is not None else list(self._parsed)

    def _read(self, kind: str, read: Callable[[Any], _R]) -> list[_R]:
        """The records of one kind (``attempt``, ``look``, ``rush``, ``game``); a line of that kind that does not
        read is kept in the file and noted in :attr:`damaged`, never dropped in silence."""
        out = []
        for n, r in self._records():
            mine = (isinstance(r, Mapping) and kind in r) if kind != "attempt" else not (
                isinstance(r, Mapping) and ("look" in r or "rush" in r or "game" in r))
            if not mine:
                continue
            try:
                out.append(read(r))
            except InvalidRecordError as exc:
                self._file.damaged[n] = str(exc)
        return out

    def problem(self) -> str:
        """The damaged lines in a sentence ('' when none): which line and why, the first three
        (:meth:`LinesFile.problem`)."""
        return self._file.problem()

    def load_from(self, start: int) -> list[Attempt]:
        return self.load()[max(0, start):]

    def load(self) -> list[Attempt]:
        return self._read("attempt", Attempt.from_json)

    def load_looks(self) -> list[Look]:
        return self._read("look", Look.from_json)

    def load_rushes(self) -> list[RushRun]:
        return self._read("rush", RushRun.from_json)

    def load_games(self) -> list[GameDealt]:
        return self._read("game", GameDealt.from_json)

    def close(self) -> None:
        pass

