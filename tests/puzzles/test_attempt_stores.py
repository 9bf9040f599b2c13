"""The trainer's attempt stores follow the project's one durable-store design (:mod:`penchant.files.durable`).

Each is a :class:`~penchant.files.durable.DurableStore`; the SQLite store is opened and migrated by
:mod:`penchant.files.durable` and keeps every file the trainer ever wrote readable: a database of each schema
version, made here with raw :mod:`sqlite3` exactly as that version made it, opens with its rows. A file
that is not a database, or one from a newer penchant, is a typed error naming the file, and is left as it
was. The JSON-lines store is a :class:`~penchant.files.durable.LinesFile`. (Kill -9 and the stores' shared
contract are in ``test_trainer.py`` and ``test_next_puzzle.py``.)
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from penchant.errors import PenchantError, StoreError
from penchant.files.durable import DurableStore
from penchant.trainer.attempts import OUTCOMES, Attempt, GameDealt, Look, Outcome, RushRun
from penchant.trainer.stores import (
    SCHEMA_VERSION,
    AttemptStore,
    JSONFileAttemptStore,
    MemoryAttemptStore,
    SQLiteAttemptStore,
    open_attempt_store,
)

# Each schema as the trainer made it (written out here, not taken from the module: the file on a
# learner's disk was made by the old code, and must stay readable whatever the new code says).
_V0 = ("CREATE TABLE attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL, puzzle TEXT NOT NULL, "
       "outcome TEXT NOT NULL, answer TEXT NOT NULL DEFAULT '', seconds REAL NOT NULL DEFAULT 0, "
       "cost TEXT NOT NULL DEFAULT '');"
       "CREATE INDEX attempts_puzzle ON attempts(puzzle);")
_V1 = _V0 + ("CREATE TABLE looks (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL, puzzle TEXT NOT NULL, "
             "mode TEXT NOT NULL DEFAULT 'near');"
             "CREATE TABLE rushes (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL, score INTEGER NOT NULL, "
             "misses INTEGER NOT NULL, seconds REAL NOT NULL, ended TEXT NOT NULL);")
_V2 = _V1 + "ALTER TABLE attempts ADD COLUMN context TEXT NOT NULL DEFAULT '';"
_V3 = _V2 + ("CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL, seed INTEGER NOT NULL, "
             "opponent TEXT NOT NULL);")
SCHEMAS = {0: _V0, 1: _V1, 2: _V2, 3: _V3}


def _old_file(path: Path, version: int) -> None:
    """A practice database as the trainer of schema ``version`` left it, with a row in each of its tables."""
    raw = sqlite3.connect(path)
    raw.executescript(SCHEMAS[version])
    raw.execute("INSERT INTO attempts (at, puzzle, outcome, answer, seconds, cost) "
                "VALUES (5.0, 'barring-001', 'missed', 'yes', 3.5, '')")
    raw.execute("INSERT INTO attempts (at, puzzle, outcome, answer, seconds, cost) "
                "VALUES (6.0, 'barring-001', 'solved_after_miss', 'no', 4.0, '')")
    if version >= 1:
        raw.execute("INSERT INTO looks (at, puzzle, mode) VALUES (4.0, 'barring-001', 'rush')")
        raw.execute("INSERT INTO rushes (at, score, misses, seconds, ended) VALUES (7.0, 3, 1, 180.0, 'time')")
    if version >= 2:
        raw.execute("INSERT INTO attempts (at, puzzle, outcome, answer, seconds, cost, context) "
                    "VALUES (8.0, 'trump-001', 'solved_first', 'S', 2.0, '', 'chapter')")
    if version >= 3:
        raw.execute("INSERT INTO games (at, seed, opponent) VALUES (8.5, 9, 'greedy')")
    raw.execute(f"PRAGMA user_version = {version}")
    raw.commit()
    raw.close()


def test_today_is_schema_three_and_the_written_out_schemas_match_what_the_store_makes(tmp_path: Path) -> None:
    """The schemas above are the store's own: a new file has exactly today's tables and columns."""
    SQLiteAttemptStore(tmp_path / "new.sqlite3").close()
    _old_file(tmp_path / "v3.sqlite3", 3)

    def shape(path: Path) -> dict[str, list[str]]:
        raw = sqlite3.connect(path)
        try:
            tables = [r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                                "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
            return {t: [r[1] for r in raw.execute(f"PRAGMA table_info({t})")] for t in tables}
        finally:
            raw.close()

    assert SCHEMA_VERSION == 3
    assert shape(tmp_path / "new.sqlite3") == shape(tmp_path / "v3.sqlite3")


@pytest.mark.parametrize("version", sorted(SCHEMAS))
def test_a_database_of_every_schema_opens_and_keeps_its_rows(tmp_path: Path, version: int) -> None:
    path = tmp_path / f"v{version}.sqlite3"
    _old_file(path, version)
    store = SQLiteAttemptStore(path)
    assert store.schema_version == SCHEMA_VERSION
    kept = [(a.puzzle_id, a.outcome, a.answer, a.seconds, a.at) for a in store.load()]
    assert kept[:2] == [("barring-001", "missed", "yes", 3.5, 5.0),
                        ("barring-001", "solved_after_miss", "no", 4.0, 6.0)]
    assert [a.context for a in store.load()] == ["", ""] + (["chapter"] if version >= 2 else [])
    assert store.load_looks() == ([Look("barring-001", 4.0, "rush")] if version >= 1 else [])
    assert store.load_rushes() == ([RushRun(3, 1, 180.0, "time", 7.0)] if version >= 1 else [])
    assert store.load_games() == ([GameDealt(9, "greedy", 8.5)] if version >= 3 else [])
    store.append_game(GameDealt(10, "master", at=9.5))
    store.append(Attempt("barring-014", "solved_first", "yes", 1.0, at=9.0, context="practice"))
    store.append_look(Look("barring-014", 9.0))
    store.append_rush(RushRun(5, 0, 60.0, "stopped", at=10.0))
    store.close()
    again = SQLiteAttemptStore(path)
    assert [a.at for a in again.load()] == [5.0, 6.0, *([8.0] if version >= 2 else []), 9.0]
    assert again.load()[-1].context == "practice" and again.load_looks()[-1] == Look("barring-014", 9.0)
    assert again.load_rushes()[-1].score == 5 and again.schema_version == SCHEMA_VERSION
    assert again.load_games()[-1] == GameDealt(10, "master", 9.5)
    again.close()


def test_a_file_that_is_not_a_database_is_a_typed_error_naming_it_and_is_left_alone(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"these are not the attempts you are looking for\n" * 200)
    kept = junk.read_bytes()
    with pytest.raises(StoreError, match=r"cannot open the practice database .*junk\.sqlite3") as caught:
        SQLiteAttemptStore(junk)
    assert isinstance(caught.value, PenchantError) and isinstance(caught.value, ValueError)
    assert junk.read_bytes() == kept


def test_a_newer_database_is_refused_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite3"
    _old_file(path, 3)
    raw = sqlite3.connect(path)
    raw.execute("ALTER TABLE attempts ADD COLUMN mood TEXT")  # what a later penchant might add
    raw.execute("PRAGMA user_version = 4")
    raw.commit()
    raw.close()
    with pytest.raises(StoreError, match=r"'.*newer\.sqlite3' has schema version 4, newer than this "
                                                r"penchant's 3: upgrade penchant"):
        open_attempt_store(path, sqlite=True)
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == 4
    assert raw.execute("SELECT count(*) FROM attempts").fetchone()[0] == 3
    raw.close()


def test_every_attempt_store_is_a_durable_store(tmp_path: Path) -> None:
    stores: list[AttemptStore] = [MemoryAttemptStore(), SQLiteAttemptStore(tmp_path / "a.sqlite3"),
                                  JSONFileAttemptStore(tmp_path / "a.jsonl")]
    assert DurableStore in AttemptStore.__mro__
    for store in stores:
        assert isinstance(store, AttemptStore) and isinstance(store, DurableStore)
        assert store.schema_version == SCHEMA_VERSION
        store.check_writable()  # writable: says nothing, and writes nothing
        assert store.load() == [] and store.load_looks() == []
        store.close()
    assert (tmp_path / "a.jsonl").read_bytes() == b""


def test_check_writable_refuses_a_database_another_writer_holds(tmp_path: Path) -> None:
    path = tmp_path / "held.sqlite3"
    store = SQLiteAttemptStore(path, timeout=0.05)
    store.append(Attempt("barring-001", "missed", at=1.0))
    other = sqlite3.connect(path, timeout=0, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # the write lock, held past our timeout
    try:
        with pytest.raises(StoreError, match=r"cannot write to the practice database .*held\.sqlite3.* "
                                                    r"choose a file you may write"):
            store.check_writable()
        with pytest.raises(StoreError, match=r"this attempt was not recorded"):
            store.append(Attempt("barring-014", "missed", at=2.0))
    finally:
        other.execute("ROLLBACK")
        other.close()
    store.check_writable()
    assert [a.puzzle_id for a in store.load()] == ["barring-001"]  # the probe left no row, the refused none
    assert store.load_looks() == []
    store.close()


def test_check_writable_refuses_a_lines_file_that_cannot_be_written(tmp_path: Path) -> None:
    path = tmp_path / "p.jsonl"
    store = JSONFileAttemptStore(path)
    path.unlink()
    path.mkdir()  # not a file any more (whoever runs the test: root ignores modes)
    with pytest.raises(StoreError, match=r"cannot write to the practice file .*p\.jsonl"):
        store.check_writable()
    with pytest.raises(StoreError, match=r"this look was not recorded"):
        store.append_look(Look("barring-001", 1.0))
    with pytest.raises(StoreError, match=r"cannot read .*p\.jsonl"):
        store.load()


def test_a_lines_file_that_cannot_be_made_is_a_typed_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError, match="cannot open the practice file"):
        JSONFileAttemptStore(blocker / "p.jsonl")


def test_the_json_store_reads_a_restored_copy_afresh(tmp_path: Path) -> None:
    """Another copy put in the file's place (a backup restored, longer than what was read) replaces what
    the store had read: it is the file's identity that counts, not only its length."""
    path = tmp_path / "p.jsonl"
    store = JSONFileAttemptStore(path)
    store.append(Attempt("barring-001", "missed", at=1.0))
    assert [a.puzzle_id for a in store.load()] == ["barring-001"]
    backup = JSONFileAttemptStore(tmp_path / "backup.jsonl")
    for i in range(3):
        backup.append(Attempt(f"trump-00{i + 1}", "solved_first", at=2.0 + i))
    os.replace(tmp_path / "backup.jsonl", path)
    assert [a.puzzle_id for a in store.load()] == ["trump-001", "trump-002", "trump-003"]


def test_a_name_ending_txt_is_always_a_lines_file(tmp_path: Path) -> None:
    """The static site keeps the attempts in ``attempts.txt`` (JupyterLite reads a name holding "json" as
    one JSON document): the same rule as the marker's, from :func:`penchant.files.durable.uses_sqlite`."""
    assert isinstance(open_attempt_store(tmp_path / "attempts.txt", sqlite=True), JSONFileAttemptStore)
    assert isinstance(open_attempt_store(tmp_path / "attempts.jsonl", sqlite=True), JSONFileAttemptStore)
    assert isinstance(open_attempt_store(tmp_path / "attempts.sqlite3", sqlite=True), SQLiteAttemptStore)


@pytest.mark.parametrize("kind", ["memory", "sqlite", "json"])
def test_an_attempt_s_outcome_is_the_typed_outcome_and_is_stored_by_its_name(tmp_path: Path, kind: str) -> None:
    """The outcomes are one enum (penchant.trainer.attempts.Outcome): a stored row's text comes back as its
    member, the store keeps the plain name, and text that is no outcome is refused quoting it."""
    store: AttemptStore = {"memory": MemoryAttemptStore, "sqlite": lambda: SQLiteAttemptStore(tmp_path / "a.db"),
                           "json": lambda: JSONFileAttemptStore(tmp_path / "a.jsonl")}[kind]()  # type: ignore[operator]
    stored = [Outcome(o) for o in OUTCOMES]  # every outcome an attempt may have (not NEW, a puzzle's standing only)
    for outcome in stored:
        store.append(Attempt("barring-001", outcome.value, at=1.0))  # type: ignore[arg-type]
    back = store.load()
    assert [a.outcome for a in back] == stored
    assert all(type(a.outcome) is Outcome for a in back)
    assert [a.solved for a in back] == [True, True, False, False, True]
    if kind == "sqlite":
        raw = sqlite3.connect(tmp_path / "a.db")
        assert [r[0] for r in raw.execute("SELECT outcome FROM attempts ORDER BY id")] == list(OUTCOMES)
        raw.close()
    with pytest.raises(PenchantError, match="'solved_twice'"):
        Attempt("barring-001", "solved_twice")  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", ["memory", "sqlite", "json"])
def test_every_store_keeps_the_games_dealt_apart_from_the_attempts(tmp_path: Path, kind: str) -> None:
    """The games dealt on the play board (chapter 8 counts them: each visit's first game is a fresh one) are kept
    in order beside the attempts, never read as one; a game that is not one is refused quoting it."""
    store: AttemptStore = {"memory": MemoryAttemptStore, "sqlite": lambda: SQLiteAttemptStore(tmp_path / "a.db"),
                           "json": lambda: JSONFileAttemptStore(tmp_path / "a.jsonl")}[kind]()  # type: ignore[operator]
    assert store.load_games() == []
    store.append(Attempt("barring-001", "missed", at=1.0))
    store.append_game(GameDealt(9, "greedy", at=2.0))
    store.append_game(GameDealt(10, "master", at=3.0))
    assert store.load_games() == [GameDealt(9, "greedy", 2.0), GameDealt(10, "master", 3.0)]
    assert [a.puzzle_id for a in store.load()] == ["barring-001"] and store.load_looks() == []
    with pytest.raises(PenchantError, match="'nine'"):
        GameDealt("nine", "greedy")  # type: ignore[arg-type]
    with pytest.raises(PenchantError, match="''"):
        GameDealt(9, "")
