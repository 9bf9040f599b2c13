"""The learner's attempts at puzzles, kept for good, and everything derived from them.

One interface, :class:`AttemptStore` (``append`` one :class:`Attempt`, ``load``
them all), three implementations:

* :class:`SQLiteAttemptStore`: the default. ``practice.sqlite3`` in the user's
  data folder (``platformdirs``), or ``$PENCHANT_PRACTICE_DB`` / ``--db``; WAL,
  ``synchronous=FULL``; each attempt is committed before ``append`` returns, so
  the screen changes only after the attempt is on disk (``kill -9`` loses nothing).
* :class:`JSONFileAttemptStore`: one JSON object a line, flushed and synced on
  each append. Used where :mod:`sqlite3` cannot be imported (Pyodide on the
  static site, where a file under the kernel's drive persists in the browser).
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

from penchant.durable import data_path, open_durable_sqlite
from penchant.errors import InvalidRecordError, PenchantError
from penchant.puzzles.ratings import DEFAULT, Rating, update_pair

__all__ = [
    "Attempt",
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


@runtime_checkable
class AttemptStore(Protocol):
    """Where attempts are kept. ``append`` returns only once the attempt is stored."""

    path: str

    def append(self, attempt: Attempt) -> None: ...

    def load(self) -> list[Attempt]: ...

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

    def append(self, attempt: Attempt) -> None:
        self._items.append(attempt)

    def load(self) -> list[Attempt]:
        return list(self._items)

    def close(self) -> None:
        pass


_SCHEMA: Final = """
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
            self._db.executescript(_SCHEMA)
        except sqlite3.Error as exc:
            raise AttemptStoreError(f"cannot open the practice database {self.path!r}: {exc}") from None

    def append(self, attempt: Attempt) -> None:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                self._db.execute(
                    "INSERT INTO attempts (at, puzzle, outcome, answer, seconds, cost) VALUES (?, ?, ?, ?, ?, ?)",
                    (attempt.at, attempt.puzzle_id, attempt.outcome, attempt.answer, float(attempt.seconds),
                     attempt.cost))
                self._db.execute("COMMIT")
            except self._sqlite3.Error as exc:
                try:
                    self._db.execute("ROLLBACK")
                except self._sqlite3.Error:
                    pass
                raise AttemptStoreError(
                    f"could not write to {self.path!r} ({exc}): this attempt was not recorded") from None

    def load(self) -> list[Attempt]:
        with self._lock:
            try:
                rows = self._db.execute(
                    "SELECT puzzle, outcome, answer, seconds, at, cost FROM attempts ORDER BY id").fetchall()
            except self._sqlite3.Error as exc:
                raise AttemptStoreError(f"cannot read {self.path!r}: {exc}") from None
        out = []
        for puzzle, outcome, answer, seconds, at, cost in rows:
            try:
                out.append(Attempt(puzzle, outcome, answer, seconds, at, cost))
            except InvalidRecordError:
                continue  # a row written by a newer version: skipped, never fatal
        return out

    def close(self) -> None:
        self._db.close()


class JSONFileAttemptStore:
    """Attempts in a JSON-lines file (one attempt a line, flushed and synced on append).

    A torn last line (the process killed mid-write) is ignored on reading.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(path)
        self._lock = threading.RLock()
        try:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            Path(self.path).touch(exist_ok=True)
        except OSError as exc:
            raise AttemptStoreError(f"cannot open the practice file {self.path!r}: {exc.strerror}") from None

    def append(self, attempt: Attempt) -> None:
        line = json.dumps(attempt.to_json(), ensure_ascii=False, separators=(",", ":"))
        with self._lock:
            try:
                with open(self.path, "a+", encoding="utf-8") as f:
                    f.seek(0, os.SEEK_END)
                    if f.tell():
                        f.seek(f.tell() - 1)
                        if f.read(1) != "\n":  # a torn line left by a kill: start afresh on a new line
                            f.write("\n")
                    f.write(line + "\n")
                    f.flush()
                    try:
                        os.fsync(f.fileno())
                    except OSError:  # pragma: no cover - some browser file systems cannot sync
                        pass
            except OSError as exc:
                raise AttemptStoreError(
                    f"could not write to {self.path!r} ({exc.strerror}): this attempt was not recorded") from None

    def load(self) -> list[Attempt]:
        try:
            text = Path(self.path).read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise AttemptStoreError(f"cannot read {self.path!r}: {exc.strerror}") from None
        out = []
        for line in text.splitlines():
            if not line.strip():
                continue
            try:
                out.append(Attempt.from_json(json.loads(line)))
            except (json.JSONDecodeError, InvalidRecordError):
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
        if first:
            won = a.outcome == "solved_first"
            self.learner, self.puzzle_ratings[a.puzzle_id] = update_pair(self.learner, self.rating_of(a.puzzle_id),
                                                                         won)
            self.rated += 1
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
