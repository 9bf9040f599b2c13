"""The marker's SQLite store, :class:`Store` (a :class:`~penchant.marker.store_protocol.MarkerStore`).

The other store, for the static site, whose Python has no SQLite, is
:class:`~penchant.marker.lines_store.LinesStore`; :func:`~penchant.marker.opening_stores.open_marker_store` picks
one. This module imports :mod:`sqlite3` only when a database is opened, so the site imports it freely.

SQLite: one row per event, committed (``synchronous=FULL`` in WAL mode) before the
marker shows the change, so a reload, a kernel restart or a killed server
loses nothing. Two processes (two devices on one server, or two servers on
one file) may write the same game: :meth:`Store.append` takes the write lock,
brings the caller's ledger up to date with any events another process
committed, checks the new event against that fresh ledger and only then
inserts it. A refused event is never stored.

Standard library only.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any

from penchant.errors import InvalidRecordError, PenchantError, StoreError
from penchant.errors.internal import BrokenInvariantError
from penchant.files.durable import (
    check_sqlite_writable,
    migrate_sqlite,
    open_durable_sqlite,
    sqlite_schema_version,
    sqlite_write,
)
from penchant.files.strict_reader import Schema, choice, number, pair_of, parse_json, text, whole
from penchant.marker.events import Event, NewGame, event_from_json
from penchant.marker.ledger import Ledger, LoggedEvent
from penchant.marker.preferences import remembered_settings
from penchant.marker.store_protocol import GameSummary, catch_up, default_db_path, game_status, game_summary
from penchant.rules.profiles import Profile

if TYPE_CHECKING:
    import sqlite3

__all__ = ["SCHEMA_VERSION", "Store"]

SCHEMA_VERSION = 1
"""``PRAGMA user_version`` of the current schema. 0: the first, unversioned one (no ``events.seen``);
1: each event keeps the sequence number its device had seen (two devices, one truth)."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    players TEXT NOT NULL,
    rules TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'playing',
    summary TEXT NOT NULL DEFAULT '',
    seq INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS events (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    at REAL NOT NULL,
    body TEXT NOT NULL,
    seen INTEGER,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_updated ON games(updated DESC);
"""


def _upgrade(db: sqlite3.Connection, version: int) -> None:
    """From schema ``version`` to :data:`SCHEMA_VERSION` (inside :func:`~penchant.files.durable.migrate_sqlite`'s
    transaction): 0 had no ``events.seen``."""
    has_events = db.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='events'").fetchone()
    if version < 1 and has_events:
        columns = {row[1] for row in db.execute("PRAGMA table_info(events)")}
        if "seen" not in columns:
            db.execute("ALTER TABLE events ADD COLUMN seen INTEGER")
    for statement in _SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)


class Store:
    """A marker database in SQLite (a :class:`~penchant.marker.store_protocol.MarkerStore`). ``Store(":memory:")``
    for tests; a path otherwise."""

    replacements = 0
    """Always 0: the :class:`~penchant.marker.store_protocol.MarkerStore` count of files found replaced under the store
    (the browser's file counts them: ``LinesStore.replacements``, :mod:`penchant.marker.lines_store`), which
    SQLite's transactions never are: an entry written is never replaced by another writer's."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, timeout: float = 10.0,
                 clock: Callable[[], float] = time.time) -> None:
        target = default_db_path() if path is None else path
        self.path = str(target)
        self._clock = clock  # when a game is made or changed (seconds, as time.time): a test steps its own
        self._lock = threading.RLock()
        self.damaged: dict[int, str] = {}
        """The games whose row in the list of games cannot be read (game id: why), as the list last met them:
        kept as they are, listed with what could be read (:meth:`problem`)."""
        # sqlite3 is imported by these only (the static site's Python has none, and imports this module)
        self._db = open_durable_sqlite(self.path, timeout=timeout, what="the marker database", error=StoreError,
                                       pragmas=("PRAGMA foreign_keys = ON",))
        try:
            migrate_sqlite(self._db, version=SCHEMA_VERSION, upgrade=_upgrade,
                           what=f"the marker database {self.path!r}", error=StoreError)
        except BaseException:
            self._db.close()
            raise

    def check_writable(self) -> None:
        """Refuse now a database this user may read but not write: one write, rolled back."""
        with self._lock:
            check_sqlite_writable(self._db, "INSERT OR REPLACE INTO settings (key, value) VALUES ('write_check', '1')",
                                  what=f"the marker database {self.path!r}", error=StoreError)

    @property
    def schema_version(self) -> int:
        with self._lock:
            return sqlite_schema_version(self._db)

    # ---- plumbing
    def close(self) -> None:
        """Close the database, once any read or write under way has finished (every method holds the lock)."""
        with self._lock:
            self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        """One write transaction holding SQLite's write lock from the start
        (:func:`~penchant.files.durable.sqlite_write`):
        a database error (disk full, file locked past the timeout, read-only) becomes a :class:`StoreError`
        saying the entry was not recorded."""
        return sqlite_write(self._db, path=self.path, what="this entry", error=StoreError)

    def _events(self, game_id: int, after: int = 0) -> list[LoggedEvent]:
        rows = self._db.execute(
            "SELECT seq, body, seen FROM events WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, after)
        ).fetchall()
        out = []
        for seq, body, seen in rows:
            event = event_from_json(parse_json(body, f"stored event {int(seq)}"))
            out.append(LoggedEvent(int(seq), event, None if seen is None else int(seen)))
        return out

    def _require(self, game_id: int) -> None:
        row = self._db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise StoreError.no_game(game_id, self.path)

    # ---- games
    def create_game(self, new_game: NewGame | Ledger) -> int:
        """Store a new game (its first event, or a whole ledger such as an import); its id."""
        ledger = new_game if isinstance(new_game, Ledger) else Ledger().entered(new_game)
        sheet = ledger.sheet
        now = self._clock()
        with self._lock, self._write() as db:
            cur = db.execute(
                "INSERT INTO games (created, updated, players, rules, status, summary, seq) VALUES (?,?,?,?,?,?,?)",
                (now, now, json.dumps(list(sheet.players)), json.dumps(sheet.profile.to_json()),
                 game_status(ledger), game_summary(ledger), ledger.seq),
            )
            game_id = cur.lastrowid
            if game_id is None:
                raise BrokenInvariantError("the store gave no row id for the game inserted")
            db.executemany(
                "INSERT INTO events (game_id, seq, at, body, seen) VALUES (?,?,?,?,?)",
                [(game_id, le.seq, now, json.dumps(le.event.to_json()), le.seen) for le in ledger.log],
            )
            self._remember(db, sheet.players, sheet.profile, sheet.first_dealer)
        return int(game_id)

    def append(self, game_id: int, event: Event, ledger: Ledger | None = None, *, seen: int | None = None) -> Ledger:
        """Check ``event`` and commit it; the ledger after it.

        ``ledger`` is the caller's copy of the game: if another process has
        committed events since, they are replayed first and ``event`` is
        checked against the fresh ledger. ``seen`` is the sequence number the
        tapping device last showed: a tap that another device's newer entry
        makes a duplicate or a contradiction is refused
        (:class:`~penchant.errors.StaleEntryError`). On refusal the
        :class:`PenchantError` propagates and nothing is stored.
        """
        with self._lock, self._write() as db:
            self._require(game_id)
            if ledger is None:
                ledger = self._load_unlocked(game_id)
            else:
                ledger = self._catch_up(game_id, ledger)
            new = ledger.entered(event, seen=seen)
            now = self._clock()
            db.execute(
                "INSERT INTO events (game_id, seq, at, body, seen) VALUES (?,?,?,?,?)",
                (game_id, new.seq, now, json.dumps(event.to_json()), seen),
            )
            sheet = new.sheet
            if isinstance(event, NewGame) or new.entries[0][1] != ledger.entries[0][1]:
                # The first entry (players and rules) changed: an edit of it, or its undo or redo.
                db.execute(
                    "UPDATE games SET updated = ?, players = ?, rules = ?, status = ?, summary = ?, seq = ? "
                    "WHERE id = ?",
                    (now, json.dumps(list(sheet.players)), json.dumps(sheet.profile.to_json()),
                     game_status(new), game_summary(new), new.seq, game_id),
                )
                self._remember(db, sheet.players, sheet.profile, sheet.first_dealer)
            else:  # the players and rules stand as stored: not written again on every tap
                db.execute("UPDATE games SET updated = ?, status = ?, summary = ?, seq = ? WHERE id = ?",
                           (now, game_status(new), game_summary(new), new.seq, game_id))
        return new

    def load(self, game_id: int) -> Ledger:
        """Replay a game's events. An event that no longer replays is skipped and listed, never lost."""
        with self._lock:
            return self._load_unlocked(game_id)

    def _load_unlocked(self, game_id: int) -> Ledger:
        self._require(game_id)
        try:
            events = self._events(game_id)
        except InvalidRecordError as exc:
            raise StoreError.unreadable_event(game_id, self.path, exc) from None
        return Ledger.replay(events, lenient=True)

    def refresh(self, game_id: int, ledger: Ledger) -> Ledger:
        """``ledger`` brought up to date with events committed elsewhere (itself if none)."""
        with self._lock:
            return self._catch_up(game_id, ledger)

    def _catch_up(self, game_id: int, ledger: Ledger) -> Ledger:
        return catch_up(ledger, self._events(game_id, ledger.seq), lambda: self._load_unlocked(game_id))

    def latest_seq(self, game_id: int) -> int:
        """The number of events stored for a game (cheap: for polling)."""
        with self._lock:
            row = self._db.execute("SELECT seq FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise StoreError.no_game(game_id, self.path)
        return int(row[0])

    def list_games(self, limit: int | None = 30, *, playing_only: bool = False) -> list[GameSummary]:
        """Saved games, most recently played first, at most ``limit`` (``None``: every one; ``playing_only``: the
        unfinished ones only)."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, players, rules, created, updated, status, summary, seq FROM games "
                + ("WHERE status = 'playing' " if playing_only else "") + "ORDER BY updated DESC, id DESC LIMIT ?",
                (-1 if limit is None else limit,),  # SQLite's LIMIT -1: no limit
            ).fetchall()
            return [self._summary_of(row) for row in rows]

    def game(self, game_id: int) -> GameSummary:
        """One saved game, as the list of games shows it."""
        with self._lock:
            self._require(game_id)
            row = self._db.execute(
                "SELECT id, players, rules, created, updated, status, summary, seq FROM games WHERE id = ?",
                (game_id,)).fetchone()
            return self._summary_of(row)

    def _summary_of(self, row: tuple[Any, ...]) -> GameSummary:
        """A row of ``games`` as the list shows it; a value that does not read (the file changed by hand) is shown
        as ``?`` (or 0) and the game noted in :attr:`damaged`, never an exception: the list is drawn."""
        summary, problems = _summary_of(row)
        if problems:
            self.damaged[summary.id] = "; ".join(problems)
        else:
            self.damaged.pop(summary.id, None)
        return summary

    def problem(self) -> str:
        """The games whose saved row cannot be read, in a sentence (``""`` when none), the first three."""
        if not self.damaged:
            return ""
        ids = sorted(self.damaged)
        said = "; ".join(f"game {gid}: {self.damaged[gid]}" for gid in ids[:3])
        more = f" (and {len(ids) - 3} more)" if len(ids) > 3 else ""
        return f"{self.path!r} has games whose saved details cannot be read, kept as they are: {said}{more}"

    def latest_game(self, *, playing_only: bool = True) -> int | None:
        """The game played most recently (unfinished only, by default), or ``None``."""
        with self._lock:
            sql = "SELECT id FROM games " + ("WHERE status = 'playing' " if playing_only else "")
            row = self._db.execute(sql + "ORDER BY updated DESC, id DESC LIMIT 1").fetchone()
        return None if row is None else int(row[0])

    def finished_sheets(self, limit: int = 500) -> list[tuple[int, Any]]:
        """``(game id, final sheet)`` of finished games, most recent first (for head-to-head figures)."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id FROM games WHERE status = 'over' ORDER BY updated DESC, id DESC LIMIT ?", (limit,)
            ).fetchall()
        out = []
        for (gid,) in rows:
            try:
                ledger = self.load(int(gid))
            except PenchantError:
                continue
            if ledger.started and ledger.sheet.is_over():
                out.append((int(gid), ledger.sheet))
        return out

    # ---- records
    def export_record(self, game_id: int) -> dict[str, Any]:
        return self.load(game_id).export_json()

    def import_record(self, data: object) -> int:
        """Store a ``penchant-game/1`` record (object or JSON text) as a new game; its id."""
        return self.create_game(Ledger.from_record(data))

    # ---- remembered names and settings
    def _remember(self, db: sqlite3.Connection, players: tuple[str, str], profile: Profile, first_dealer: int) -> None:
        remembered = remembered_settings(self._get(db, "recent_names", []), players, profile, first_dealer)
        db.executemany("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)",
                       [(key, json.dumps(value)) for key, value in remembered.items()])

    @staticmethod
    def _get(db: sqlite3.Connection, key: str, default: Any) -> Any:
        row = db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        if row is None:
            return default
        try:
            return parse_json(row[0], f"the setting {key!r}")
        except PenchantError:
            return default

    def recent_names(self) -> list[str]:
        """Names of recent players, most recent first."""
        with self._lock:
            names = self._get(self._db, "recent_names", [])
        return [n for n in names if isinstance(n, str)] if isinstance(names, list) else []

    def last_settings(self) -> dict[str, Any] | None:
        """Players, rules and first dealer of the last game started (or changed)."""
        with self._lock:
            value = self._get(self._db, "last_game", None)
        return value if isinstance(value, dict) else None

    def one_reading(self) -> AbstractContextManager[None]:
        """Nothing to batch: each read is a query of the database, as cheap as keeping one."""
        return nullcontext()

    def listen(self, on_news: Callable[[], None]) -> Callable[[], None]:
        """Never calls ``on_news``: another process's writes are not heard here, and a page polls
        (:class:`~penchant.marker.store_protocol.MarkerStore`); its stop has nothing to stop."""
        return _hear_nothing


def _hear_nothing() -> None:
    """The stop of a listener SQLite never calls (:meth:`Store.listen`)."""


_PLAYERS = pair_of(text(), "names")
_TIME = number()
_STATUS = choice("playing", "over")


def _summary_of(row: tuple[Any, ...]) -> tuple[GameSummary, list[str]]:
    """A row of ``games`` as the list shows it, and what in it did not read (each in words)."""
    gid, players, rules, created, updated, status, summary, seq = row
    problems: list[str] = []

    def read(value: Any, what: str, schema: Schema, default: Any) -> Any:
        try:
            return schema.check(value, what)
        except PenchantError as exc:
            problems.append(str(exc))
            return default

    try:
        names = read(parse_json(players, "the players"), "players", _PLAYERS, None)
    except PenchantError as exc:
        problems.append(str(exc))
        names = None
    try:
        profile = parse_json(rules, "the rules")
        rule_name = str(profile.get("profile", "?")) if isinstance(profile, dict) else str(profile or "?")
    except PenchantError as exc:
        problems.append(str(exc))
        rule_name = "?"
    return GameSummary(
        int(gid), (names[0], names[1]) if names else ("?", "?"), rule_name,
        float(read(created, "created", _TIME, 0.0)), float(read(updated, "updated", _TIME, 0.0)),
        str(read(status, "status", _STATUS, "playing")), str(read(summary, "summary", text(1000), "")),
        int(read(seq, "entries", whole(0), 0))), problems
