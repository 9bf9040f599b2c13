"""The marker's SQLite store: one committed row per event, safe for two processes, nothing lost.

What every store must do (the SQLite one and the site's JSON-lines ``LinesStore``) is tested once, over
both, in ``test_lines_store.py``; this file holds what only SQLite has (WAL, locks, schema versions)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from penchant.errors import PenchantError, StoreError
from penchant.marker import Declared, NewGame, TrickWon
from penchant.marker.sqlite_store import Store
from penchant.marker.store_protocol import DB_ENV, default_db_path
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, Profile


def new_game(players: tuple[str, str] = ("Ann", "Bob"), profile: Profile = KANDELL, first: int = 0) -> NewGame:
    return NewGame(players, profile, first)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "marker.sqlite3"


def test_wal_and_full_sync(db: Path) -> None:
    store = Store(db)
    mode = store._db.execute("PRAGMA journal_mode").fetchone()[0]
    sync = store._db.execute("PRAGMA synchronous").fetchone()[0]
    assert mode == "wal" and sync == 2  # FULL
    assert store._db.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000


def test_append_commits_before_returning(db: Path) -> None:
    store = Store(db)
    gid = store.create_game(new_game())
    ledger = store.append(gid, TrickWon(0))
    ledger = store.append(gid, Declared(0, Kind.MARRIAGE), ledger)
    # Another connection (another process) sees both events at once: nothing waits in a buffer.
    other = sqlite3.connect(db)
    rows = other.execute("SELECT seq, body FROM events WHERE game_id = ? ORDER BY seq", (gid,)).fetchall()
    assert [r[0] for r in rows] == [1, 2, 3]
    assert json.loads(rows[2][1]) == {"type": "declare", "player": 0, "kind": "marriage"}
    assert Store(db).load(gid).sheet == ledger.sheet


def test_missing_game_and_unreadable_file(db: Path, tmp_path: Path) -> None:
    store = Store(db)
    with pytest.raises(StoreError, match="no game 42"):
        store.load(42)
    with pytest.raises(StoreError, match="no game 42"):
        store.append(42, TrickWon(0))
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="cannot open the marker database"):
        Store(junk)
    assert issubclass(StoreError, PenchantError)


def test_an_event_that_no_longer_replays_is_kept_aside_not_lost(db: Path) -> None:
    store = Store(db)
    gid = store.create_game(new_game())
    store.append(gid, TrickWon(0))
    raw = sqlite3.connect(db)
    with raw:
        raw.execute("INSERT INTO events (game_id, seq, at, body) VALUES (?, 3, 0, ?)",
                    (gid, json.dumps({"type": "brisquette", "player": 0})))
        raw.execute("UPDATE games SET seq = 3 WHERE id = ?", (gid,))
    ledger = store.load(gid)
    assert ledger.seq == 3 and len(ledger.skipped) == 1 and ledger.sheet.current.tricks == 1
    ledger = store.append(gid, TrickWon(1), ledger)
    assert ledger.seq == 4 and store.load(gid).sheet.current.tricks == 2


def test_default_path_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(DB_ENV, str(tmp_path / "x.sqlite3"))
    assert default_db_path() == tmp_path / "x.sqlite3"
    monkeypatch.delenv(DB_ENV)
    path = default_db_path()
    assert path.name == "marker.sqlite3" and "penchant" in str(path)


def test_a_failed_write_is_a_store_error_and_records_nothing(db: Path) -> None:
    store = Store(db)
    gid = store.create_game(new_game())
    ledger = store.load(gid)
    locker = sqlite3.connect(db, timeout=0, isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")  # another writer holds the lock past our timeout
    slow = Store(db, timeout=0.2)
    try:
        with pytest.raises(StoreError, match="this entry was not recorded"):
            slow.append(gid, TrickWon(0), ledger)
    finally:
        locker.execute("ROLLBACK")
    assert store.latest_seq(gid) == 1
    assert slow.append(gid, TrickWon(0), ledger).seq == 2


# ---------------------------------------------------------------- schema versions (issue #9)

_OLD_SCHEMA = """
CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, created REAL NOT NULL, updated REAL NOT NULL,
    players TEXT NOT NULL, rules TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'playing',
    summary TEXT NOT NULL DEFAULT '', seq INTEGER NOT NULL DEFAULT 0);
CREATE TABLE events (game_id INTEGER NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, at REAL NOT NULL,
    body TEXT NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID;
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


def test_an_old_unversioned_database_opens_and_is_migrated(db: Path) -> None:
    from penchant.marker.sqlite_store import SCHEMA_VERSION

    raw = sqlite3.connect(db)
    raw.executescript(_OLD_SCHEMA)
    events = [{"type": "new_game", "players": ["Ann", "Bob"], "rules": "kandell", "first_dealer": 0},
              {"type": "trick", "winner": 0}, {"type": "declare", "player": 0, "kind": "marriage"}]
    raw.execute("INSERT INTO games (created, updated, players, rules, seq) VALUES (1, 1, '[\"Ann\",\"Bob\"]', "
                "'\"kandell\"', 3)")
    raw.executemany("INSERT INTO events (game_id, seq, at, body) VALUES (1, ?, 1, ?)",
                    [(i + 1, json.dumps(e)) for i, e in enumerate(events)])
    raw.commit()
    assert raw.execute("PRAGMA user_version").fetchone()[0] == 0
    raw.close()
    store = Store(db)
    assert store.schema_version == SCHEMA_VERSION == 1
    ledger = store.load(1)
    assert ledger.sheet.totals == (2, 0) and [le.seen for le in ledger.log] == [None, None, None]
    # The migrated file takes new events with the sequence number their device saw.
    store.append(1, TrickWon(1), ledger, seen=3)
    store.close()
    again = Store(db)  # opening a current database again changes nothing
    assert again.schema_version == 1 and [le.seen for le in again.load(1).log][-1] == 3


def test_a_newer_database_is_refused_with_its_version(db: Path) -> None:
    raw = sqlite3.connect(db)
    raw.execute("PRAGMA user_version = 99")
    raw.close()
    with pytest.raises(StoreError, match="schema version 99, newer"):
        Store(db)


def test_a_refused_stored_entry_is_said_as_a_player_reads_it_kept_not_counted_and_what_to_do(db: Path) -> None:
    # a player met "⚠ 3 stored event(s) could not be replayed" and "kept aside" on the Sheet, and could not tell
    # what it meant for the score, or what to do
    from penchant_widgets.marker.app import MarkerApp

    store = Store(db)
    gid = store.create_game(new_game())
    store.append(gid, TrickWon(0))
    with sqlite3.connect(db) as raw:
        raw.execute("INSERT INTO events (game_id, seq, at, body) VALUES (?, 3, 0, ?)",
                    (gid, json.dumps({"type": "brisquette", "player": 0})))
        raw.execute("UPDATE games SET seq = 3 WHERE id = ?", (gid,))
    app = MarkerApp(Store(db), game_id=gid)
    note = app.screen_widget("deal").note.value
    assert "1 saved entry not counted: refused by today's rules, kept, not lost (see the Sheet)" in note, note
    app.show("history")
    sheet = app.screen_widget("history").log_line.value
    assert "Saved entry no. 3 of this game's log is not counted: today's rules refuse it (" in sheet, sheet
    assert "nothing is lost" in sheet and "enter it again" in sheet and "start a new game" in sheet, sheet
    assert "event(s)" not in note + sheet and "replayed" not in note + sheet
