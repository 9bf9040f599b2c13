"""The learner's attempts at puzzles, kept for good, and everything derived from them.

One interface, :class:`AttemptStore`, three implementations. It keeps three kinds of record:
``append``/``load`` the :class:`Attempt` s (answers and shown solutions);
``append_look``/``load_looks`` the :class:`Look` s (a puzzle put on the practice page, answered
or not: the picker's "seen"); ``append_rush``/``load_rushes`` the :class:`RushRun` s (each
finished rush, its score and why it ended).

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

:class:`Progress` folds the attempts into what the screens show: each puzzle's
state (first-try solve, solved after a miss, missed, shown), the learner's and
each puzzle's Glicko-2 rating (moved by first attempts only), the themes most
often missed and the current streak of first-try solves. Derived, never stored:
the attempts are the single source of truth.
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Literal, Protocol, runtime_checkable

from penchant.durable import append_durable_lines, data_path, open_durable_sqlite
from penchant.errors import InvalidRecordError, PenchantError
from penchant.puzzles.ratings import DEFAULT, Rating, update_pair

__all__ = [
    "Attempt",
    "Look",
    "RushRun",
    "SCHEMA_VERSION",
    "rating_change",
    "AttemptStore",
    "DB_ENV",
    "JSONFileAttemptStore",
    "MemoryAttemptStore",
    "Outcome",
    "Progress",
    "PuzzleState",
    "SQLiteAttemptStore",
    "AttemptStoreError",
    "default_path",
    "open_store",
    "sqlite_available",
]

DB_ENV: Final = "PENCHANT_PRACTICE_DB"
"""Environment variable naming the attempts file (set by ``penchant practice --db``)."""

Outcome = Literal["solved_first", "solved_after_miss", "missed", "shown"]
OUTCOMES: Final = ("solved_first", "solved_after_miss", "missed", "shown")


class AttemptStoreError(PenchantError):
    """The attempts file cannot be opened, read or written (the message names it)."""


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answer (or one *Show solution*) to one puzzle.

    ``outcome``: ``solved_first`` (right on the first try), ``solved_after_miss``
    (right after one or more misses), ``missed`` (a wrong answer) or ``shown``
    (the solution was asked for). ``seconds``: time since the puzzle was shown.
    """

    puzzle_id: str
    outcome: Outcome
    answer: str = ""
    seconds: float = 0.0
    at: float = 0.0
    cost: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.puzzle_id, str) or not self.puzzle_id:
            raise InvalidRecordError(f"an attempt names its puzzle, not {self.puzzle_id!r}")
        if self.outcome not in OUTCOMES:
            raise InvalidRecordError(f"attempt outcome {self.outcome!r} is not one of {', '.join(OUTCOMES)}")
        if not isinstance(self.seconds, int | float) or self.seconds < 0:
            raise InvalidRecordError(f"attempt time {self.seconds!r} must be 0 seconds or more")
        if self.at == 0.0:
            object.__setattr__(self, "at", time.time())

    @property
    def solved(self) -> bool:
        return self.outcome in ("solved_first", "solved_after_miss")

    def to_json(self) -> dict[str, Any]:
        return {"puzzle": self.puzzle_id, "outcome": self.outcome, "answer": self.answer,
                "seconds": round(float(self.seconds), 3), "at": self.at, "cost": self.cost}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Attempt:
        if not isinstance(data, Mapping):
            raise InvalidRecordError(f"an attempt is an object, not {data!r}")
        try:
            return cls(str(data["puzzle"]), data["outcome"], str(data.get("answer", "")),
                       float(data.get("seconds", 0.0)), float(data.get("at", 0.0)), str(data.get("cost", "")))
        except (KeyError, TypeError, ValueError):
            raise InvalidRecordError(f"{data!r} is not an attempt") from None


LookMode = Literal["near", "streak", "rush"]
LOOK_MODES: Final = ("near", "streak", "rush")
RushEnd = Literal["time", "misses", "stopped"]
RUSH_ENDS: Final = ("time", "misses", "stopped")


def _stamp(record: Look | RushRun) -> None:
    """Refuse a time that is not a number; 0 means now."""
    if not isinstance(record.at, int | float) or isinstance(record.at, bool):
        raise InvalidRecordError(f"a time is a number of seconds, not {record.at!r}")
    if record.at == 0.0:
        object.__setattr__(record, "at", time.time())


@dataclass(frozen=True, slots=True)
class Look:
    """A puzzle put in front of the learner on the practice page (``mode``: how it was picked).

    Answered or skipped, a looked-at puzzle is *seen*: the picker does not serve it again until
    the filtered pool is exhausted (:mod:`penchant.puzzles.picking`).
    """

    puzzle_id: str
    at: float = 0.0
    mode: LookMode = "near"

    def __post_init__(self) -> None:
        if not isinstance(self.puzzle_id, str) or not self.puzzle_id:
            raise InvalidRecordError(f"a look names its puzzle, not {self.puzzle_id!r}")
        if self.mode not in LOOK_MODES:
            raise InvalidRecordError(f"look mode {self.mode!r} is not one of {', '.join(LOOK_MODES)}")
        _stamp(self)

    def to_json(self) -> dict[str, Any]:
        return {"look": self.puzzle_id, "at": self.at, "mode": self.mode}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Look:
        if not isinstance(data, Mapping) or "look" not in data:
            raise InvalidRecordError(f"{data!r} is not a look")
        try:
            return cls(str(data["look"]), float(data.get("at", 0.0)), data.get("mode", "near"))
        except (TypeError, ValueError):
            raise InvalidRecordError(f"{data!r} is not a look") from None


@dataclass(frozen=True, slots=True)
class RushRun:
    """One finished rush: ``score`` puzzles solved, ``misses`` missed, over ``seconds``; ``ended`` by
    the clock (``time``), the third miss (``misses``) or the learner (``stopped``)."""

    score: int
    misses: int
    seconds: float
    ended: RushEnd
    at: float = 0.0

    def __post_init__(self) -> None:
        for name in ("score", "misses"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise InvalidRecordError(f"a rush's {name} is a whole number, 0 or more, not {v!r}")
        if not isinstance(self.seconds, int | float) or self.seconds < 0:
            raise InvalidRecordError(f"a rush's time {self.seconds!r} must be 0 seconds or more")
        if self.ended not in RUSH_ENDS:
            raise InvalidRecordError(f"a rush ends by {', '.join(RUSH_ENDS)}, not {self.ended!r}")
        _stamp(self)

    def to_json(self) -> dict[str, Any]:
        return {"rush": {"score": self.score, "misses": self.misses, "seconds": round(float(self.seconds), 3),
                         "ended": self.ended}, "at": self.at}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RushRun:
        if not isinstance(data, Mapping) or not isinstance(data.get("rush"), Mapping):
            raise InvalidRecordError(f"{data!r} is not a rush")
        r = data["rush"]
        try:
            return cls(r["score"], r["misses"], float(r["seconds"]), r["ended"], float(data.get("at", 0.0)))
        except (KeyError, TypeError, ValueError):
            raise InvalidRecordError(f"{data!r} is not a rush") from None


@runtime_checkable
class AttemptStore(Protocol):
    """Where attempts, looks and rushes are kept. Each ``append*`` returns only once the record is stored."""

    path: str

    def append(self, attempt: Attempt) -> None: ...

    def load(self) -> list[Attempt]: ...

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


SCHEMA_VERSION: Final = 1
"""``PRAGMA user_version`` of the SQLite schema. 0: the attempts table only; 1: ``looks`` and ``rushes``."""

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

    def _read(self, sql: str) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return list(self._db.execute(sql).fetchall())
            except self._sqlite3.Error as exc:
                raise AttemptStoreError(f"cannot read {self.path!r}: {exc}") from None

    def append(self, attempt: Attempt) -> None:
        self._write("INSERT INTO attempts (at, puzzle, outcome, answer, seconds, cost) VALUES (?, ?, ?, ?, ?, ?)",
                    (attempt.at, attempt.puzzle_id, attempt.outcome, attempt.answer, float(attempt.seconds),
                     attempt.cost), "attempt")

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
        rows = self._read("SELECT puzzle, outcome, answer, seconds, at, cost FROM attempts ORDER BY id")
        out = []
        for puzzle, outcome, answer, seconds, at, cost in rows:
            try:
                out.append(Attempt(puzzle, outcome, answer, seconds, at, cost))
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


# ------------------------------------------------------------------- progress
@dataclass
class PuzzleState:
    """What the learner has done with one puzzle, from the attempts."""

    status: Literal["new", "solved_first", "solved_after_miss", "missed", "shown"] = "new"
    attempts: int = 0
    misses: int = 0
    seconds: float = 0.0

    @property
    def solved(self) -> bool:
        return self.status in ("solved_first", "solved_after_miss")


@dataclass
class Progress:
    """Everything derived from the attempts: states, ratings, misses by theme, streak.

    ``ratings`` start from each puzzle's seeded rating (``base``); a puzzle's
    first attempt (solve, miss or shown) is a rated game between the learner
    and the puzzle. Later attempts change the state only.
    """

    base: Mapping[str, int] = field(default_factory=dict)
    themes: Mapping[str, Sequence[str]] = field(default_factory=dict)
    states: dict[str, PuzzleState] = field(default_factory=dict)
    learner: Rating = DEFAULT
    puzzle_ratings: dict[str, Rating] = field(default_factory=dict)
    missed_themes: dict[str, int] = field(default_factory=dict)
    seen_themes: dict[str, int] = field(default_factory=dict)
    streak: int = 0
    best_streak: int = 0
    rated: int = 0
    last_change: tuple[Rating, Rating] | None = None
    """The learner's rating before and after the last attempt added, if it was rated (a first attempt)."""

    @classmethod
    def of(cls, attempts: Iterable[Attempt], puzzles: Iterable[Any] = ()) -> Progress:
        pz = list(puzzles)
        prog = cls(base={p.id: p.rating for p in pz}, themes={p.id: tuple(p.themes) for p in pz})
        for a in attempts:
            prog.add(a)
        return prog

    def rating_of(self, puzzle_id: str) -> Rating:
        got = self.puzzle_ratings.get(puzzle_id)
        if got is not None:
            return got
        return Rating(float(self.base.get(puzzle_id, 1500)), 200.0, 0.06)

    def state(self, puzzle_id: str) -> PuzzleState:
        return self.states.get(puzzle_id, PuzzleState())

    def add(self, a: Attempt) -> None:
        st = self.states.setdefault(a.puzzle_id, PuzzleState())
        first = st.attempts == 0 and st.status == "new"
        st.attempts += 1
        st.seconds += a.seconds
        if a.outcome == "missed":
            st.misses += 1
            if not st.solved and st.status != "shown":
                st.status = "missed"
        elif a.outcome == "shown":
            if not st.solved:
                st.status = "shown"
        elif not st.solved and st.status != "shown":
            st.status = "solved_first" if (a.outcome == "solved_first" and st.misses == 0) else "solved_after_miss"
        self.last_change = None
        if first:
            won = a.outcome == "solved_first"
            before = self.learner
            self.learner, self.puzzle_ratings[a.puzzle_id] = update_pair(self.learner, self.rating_of(a.puzzle_id),
                                                                         won)
            self.rated += 1
            self.last_change = (before, self.learner)
            for t in self.themes.get(a.puzzle_id, ()):
                self.seen_themes[t] = self.seen_themes.get(t, 0) + 1
                if not won:
                    self.missed_themes[t] = self.missed_themes.get(t, 0) + 1
            if won:
                self.streak += 1
                self.best_streak = max(self.best_streak, self.streak)
            else:
                self.streak = 0

    def weakest_themes(self, n: int = 5) -> list[tuple[str, int, int]]:
        """``(theme, missed, tried)`` for the themes most often missed on the first try."""
        rows = [(t, m, self.seen_themes.get(t, m)) for t, m in self.missed_themes.items() if m]
        rows.sort(key=lambda r: (-r[1], -r[1] / max(1, r[2]), r[0]))
        return rows[:n]

    def solved_count(self, ids: Iterable[str]) -> int:
        return sum(1 for i in ids if self.state(i).solved)


def rating_change(attempts: Sequence[Attempt], extra: Iterable[Any] = ()) -> tuple[Rating, Rating] | None:
    """The learner's rating before and after the last of ``attempts``, if that one was rated (a first
    attempt), else ``None``. The puzzles' seeded ratings are the whole bank's (as the practice page
    counts them, so every board shows the same numbers) and those of ``extra`` puzzles not in the bank
    (a game's mistake puzzles)."""
    from penchant.puzzles.bank import load_bank

    bank = load_bank()
    ids = {p.id for p in bank}
    return Progress.of(attempts, [*bank, *(p for p in extra if p.id not in ids)]).last_change
