"""The marker's JSON-lines store (the static site's) against the same contract as the SQLite store.

The contract tests run over both stores (``store_kind``); the rest is the JSON-lines file's own:
a torn line, a killed writer, two processes on one file, a Python without SQLite.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pytest

from penchant.errors import PenchantError, ScoreEntryError, StaleEntryError, StoreError
from penchant.marker import Brisquette, Declared, Edit, EndDeal, NewGame, Redo, TrickWon, Undo
from penchant.marker.lines_store import LinesStore
from penchant.marker.opening_stores import open_marker_store
from penchant.marker.sqlite_store import Store
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, Profile


class Opener(Protocol):
    def __call__(self, *, clock: Callable[[], float] = ...) -> Store: ...


def new_game(players: tuple[str, str] = ("Ann", "Bob"), profile: Profile = KANDELL, first: int = 0) -> NewGame:
    return NewGame(players, profile, first)


@pytest.fixture(params=["sqlite", "drive"])
def opener(request: pytest.FixtureRequest, tmp_path: Path) -> Opener:
    """A function opening the same store file again (another process's view of it)."""
    if request.param == "sqlite":
        path = tmp_path / "marker.sqlite3"
        return lambda **kw: Store(path, **kw)
    path = tmp_path / "marker" / "games.txt"
    return lambda **kw: LinesStore(path, **kw)  # type: ignore[return-value]


# ---------------------------------------------------------------- the contract, both stores


def test_append_is_stored_before_it_returns(opener: Opener) -> None:
    store = opener()
    gid = store.create_game(new_game())
    ledger = store.append(gid, TrickWon(0))
    ledger = store.append(gid, Declared(0, Kind.MARRIAGE), ledger)
    again = opener()  # another process opens the file: both entries are there
    assert again.latest_seq(gid) == 3 and again.load(gid).sheet == ledger.sheet


def test_a_refused_event_is_not_stored(opener: Opener) -> None:
    store = opener()
    gid = store.create_game(new_game())
    with pytest.raises(ScoreEntryError, match="no trick has been played"):
        store.append(gid, Declared(0, Kind.PAIR), store.load(gid))
    assert store.latest_seq(gid) == 1 and opener().load(gid).seq == 1


def test_load_replays_undo_and_everything(opener: Opener) -> None:
    store = opener()
    gid = store.create_game(new_game(profile=FOSTER))
    ledger = store.load(gid)
    for ev in [TrickWon(0), Declared(0, Kind.QUADRUPLET), Undo(), Declared(0, Kind.TRIPLET)]:
        ledger = store.append(gid, ev, ledger)
    again = opener().load(gid)
    assert again.sheet == ledger.sheet and again.sheet.totals == (30, 0) and again.seq == 5


def test_two_processes_on_one_game_stay_consistent(opener: Opener) -> None:
    a, b = opener(), opener()
    gid = a.create_game(new_game())
    la, lb = a.load(gid), b.load(gid)
    la = a.append(gid, TrickWon(1), la)
    la = a.append(gid, Declared(1, Kind.MARRIAGE), la)
    with pytest.raises(ScoreEntryError, match="already has its declaration"):
        b.append(gid, Declared(1, Kind.PAIR), lb)
    lb = b.append(gid, TrickWon(0), lb)  # B catches up, then adds the next trick
    assert lb.seq == 4 and lb.sheet.current.tricks == 2
    assert a.refresh(gid, la).sheet == lb.sheet and a.latest_seq(gid) == 4


def test_a_stale_tap_from_another_process_is_refused_and_nothing_is_stored(opener: Opener) -> None:
    a, b = opener(), opener()
    gid = a.create_game(new_game())
    view_a, view_b = a.load(gid), b.load(gid)
    a.append(gid, TrickWon(0), view_a, seen=view_a.seq)
    with pytest.raises(StaleEntryError, match="the other device just entered"):
        b.append(gid, TrickWon(0), view_b, seen=view_b.seq)
    assert a.load(gid).sheet.current.tricks == 1 and a.latest_seq(gid) == 2
    assert [le.seen for le in opener().load(gid).log] == [None, 1]


def test_list_games_recent_names_and_last_settings(opener: Opener) -> None:
    """The most recent game first: the store's clock is stepped here, a second a change, so that the order does not
    hang on the wall clock's resolution (review 35 #15)."""
    now = itertools.count(1_700_000_000)
    store = opener(clock=lambda: float(next(now)))
    assert store.list_games() == [] and store.latest_game() is None and store.last_settings() is None
    g1 = store.create_game(new_game(("Ann", "Bob")))
    g2 = store.create_game(new_game(("Cat", "Dan"), FOSTER, 1))
    games = opener().list_games()
    assert [g.id for g in games] == [g2, g1]
    assert games[0].players == ("Cat", "Dan") and games[0].rules == "foster" and games[0].status == "playing"
    assert games[0].summary == "Deal 1 of 4 · 0–0" and games[0].events == 1
    assert store.recent_names()[:4] == ["Cat", "Dan", "Ann", "Bob"]
    assert opener().last_settings() == {"players": ["Cat", "Dan"], "rules": FOSTER.to_json(), "first_dealer": 1}
    store.append(g1, TrickWon(0))
    assert store.latest_game() == g1 and opener().list_games()[0].events == 2


def test_the_list_of_games_follows_an_edit_of_the_players_and_rules(opener: Opener) -> None:
    """The players and rules are the first entry's: the list shows them as an edit of it, its undo and its redo
    leave them (the other taps leave them as stored)."""
    store = opener()
    gid = store.create_game(new_game(("Ann", "Bob")))
    ledger = store.append(gid, TrickWon(0))
    seen = []
    for ev in (Edit(1, new_game(("Cat", "Dan"), FOSTER)), TrickWon(1), Undo(), Undo(), Redo()):
        ledger = store.append(gid, ev, ledger)
        game = opener().list_games()[0]
        seen.append((game.players, game.rules))
        assert game.players == ledger.sheet.players and game.rules == ledger.sheet.profile.name
    assert seen == [(("Cat", "Dan"), "foster")] * 3 + [(("Ann", "Bob"), "kandell"), (("Cat", "Dan"), "foster")]


def test_a_finished_game_is_marked_over_and_counts_head_to_head(opener: Opener) -> None:
    store = opener()
    gid = store.create_game(new_game())
    ledger = store.load(gid)
    for _ in range(4):
        for i in range(10):
            ledger = store.append(gid, TrickWon(i % 2), ledger)
        ledger = store.append(gid, Brisquette(0), ledger)
        ledger = store.append(gid, EndDeal((8, 4)), ledger)
    game = opener().list_games()[0]
    assert game.status == "over" and "Ann wins" in game.summary and "lurched" in game.summary
    assert store.latest_game() is None and store.latest_game(playing_only=False) == gid
    [(finished, sheet)] = opener().finished_sheets()
    assert finished == gid and sheet == ledger.sheet
    with pytest.raises(ScoreEntryError, match="no fifth deal"):
        store.append(gid, TrickWon(0), ledger)


def test_export_and_import(opener: Opener) -> None:
    store = opener()
    gid = store.create_game(new_game())
    ledger = store.load(gid)
    for ev in [TrickWon(0), Declared(0, Kind.FAMILY)]:
        ledger = store.append(gid, ev, ledger)
    record = store.export_record(gid)
    gid2 = store.import_record(json.dumps(record))
    assert gid2 != gid and opener().load(gid2).sheet == ledger.sheet
    assert opener().export_record(gid2) == record


def test_a_missing_game_is_a_store_error(opener: Opener) -> None:
    store = opener()
    for call in (lambda: store.load(42), lambda: store.append(42, TrickWon(0)), lambda: store.latest_seq(42)):
        with pytest.raises(StoreError, match="no game 42"):
            call()
    assert issubclass(StoreError, PenchantError)


# ---------------------------------------------------------------- the JSON-lines file's own


def test_both_stores_are_marker_stores_and_neither_is_the_other() -> None:
    """One design (penchant.files.durable): a Protocol over the SQLite store and the browser's; no subclassing."""
    from penchant.marker.store_protocol import MarkerStore

    assert not issubclass(LinesStore, Store) and not issubclass(Store, LinesStore)
    wanted = {n for n in vars(MarkerStore) if not n.startswith("_")} | {"schema_version", "check_writable", "close"}
    for cls in (Store, LinesStore):
        assert wanted <= {n for n in dir(cls) if not n.startswith("_")}, (cls, wanted - set(dir(cls)))


def test_both_stores_pass_the_protocols_check(tmp_path: Path) -> None:
    from penchant.files.durable import DurableStore
    from penchant.marker.store_protocol import MarkerStore

    for store in (Store(tmp_path / "a.sqlite3"), LinesStore(tmp_path / "b.txt")):
        assert isinstance(store, MarkerStore) and isinstance(store, DurableStore)
        gid = store.create_game(new_game())
        assert store.game(gid).players == ("Ann", "Bob") and store.schema_version == 1


def test_the_file_is_one_json_object_a_line_each_entry_synced(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    store = LinesStore(path)
    gid = store.create_game(new_game())
    store.append(gid, TrickWon(0), seen=1)
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    token = lines[0]["token"]  # its creator's, so that two games made at the same moment are told apart
    assert lines[0] == {"game": gid, "created": lines[0]["created"], "token": token} and len(token) == 32
    assert lines[1]["token"] == token and "token" not in lines[-1]  # the created game's lines carry it
    assert lines[2]["settings"]["recent_names"] == ["Ann", "Bob"]
    last = lines[-1]
    assert (last["game"], last["seq"], last["event"], last["seen"]) == (gid, 2, {"type": "trick", "winner": 0}, 1)
    assert last["summary"] == "Deal 1 of 4 · 0–0" and last["status"] == "playing"


def test_a_torn_last_line_is_ignored_and_the_next_entry_starts_a_new_line(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    gid = LinesStore(path).create_game(new_game())
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"game": 1, "seq": 2, "at": 0, "ev')  # killed mid-write
    store = LinesStore(path)
    assert store.latest_seq(gid) == 1
    ledger = store.append(gid, TrickWon(1))
    assert ledger.seq == 2 and LinesStore(path).load(gid).sheet.current.tricks == 1
    assert path.read_text(encoding="utf-8").count("\n") == len(path.read_text(encoding="utf-8").splitlines())


def test_a_restored_copy_in_the_files_place_is_read_afresh(tmp_path: Path) -> None:
    """Another copy put in the file's place (a backup restored, longer than what was read): the store reads
    the copy from its start (penchant.files.durable.LinesFile knows the file, not only its length)."""
    path = tmp_path / "games.txt"
    store = LinesStore(path)
    gid = store.create_game(new_game())
    store.append(gid, TrickWon(0))
    backup = LinesStore(tmp_path / "backup.txt")
    other = backup.create_game(new_game())
    for winner in (1, 1, 0):
        backup.append(other, TrickWon(winner))
    os.replace(tmp_path / "backup.txt", path)
    assert store.latest_seq(gid) == 4 and store.load(gid).sheet.current.tricks == 3


def test_junk_and_a_second_line_for_a_taken_number_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    store = LinesStore(path)
    gid = store.create_game(new_game())
    store.append(gid, TrickWon(0))
    with open(path, "a", encoding="utf-8") as f:
        f.write("not json\n[1, 2]\n")
        f.write(json.dumps({"game": gid, "seq": 2, "at": 0, "event": {"type": "trick", "winner": 1}}) + "\n")
    again = LinesStore(path)
    assert again.latest_seq(gid) == 2 and again.load(gid).sheet.current.tricks == 1
    assert again.append(gid, TrickWon(1)).seq == 3


def test_an_unreadable_event_is_a_store_error_naming_the_game(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    gid = LinesStore(path).create_game(new_game())
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps({"game": gid, "seq": 2, "at": 0, "event": {"type": "nonsense"}}) + "\n")
    with pytest.raises(StoreError, match=r"game 1 .* has an unreadable event"):
        LinesStore(path).load(gid)


def test_a_file_that_cannot_be_made_is_a_store_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError, match="cannot open the marker file"):
        LinesStore(blocker / "games.txt")


def test_a_failed_write_is_a_store_error_and_records_nothing(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    store = LinesStore(path)
    gid = store.create_game(new_game())
    kept = path.read_bytes()
    path.unlink()
    path.mkdir()  # the file cannot be opened for writing (whoever runs the test: root ignores modes)
    with pytest.raises(StoreError, match="this entry was not recorded"):
        store.append(gid, TrickWon(0))
    path.rmdir()
    path.write_bytes(kept)
    assert LinesStore(path).latest_seq(gid) == 1 and store.append(gid, TrickWon(0)).seq == 2


def test_open_store_chooses_by_name_and_by_sqlite(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import penchant.files.durable as durable

    assert type(open_marker_store(tmp_path / "a.sqlite3")) is Store
    assert type(open_marker_store(tmp_path / "b.txt")) is LinesStore
    assert type(open_marker_store(tmp_path / "c.jsonl")) is LinesStore
    monkeypatch.setattr(durable, "sqlite_available", lambda: False)
    assert type(open_marker_store(tmp_path / "d.sqlite3")) is LinesStore


_WITHOUT_SQLITE = textwrap.dedent("""
    import sys
    class NoSQLite:  # the static site's Python: no sqlite3 module at all
        def find_spec(self, name, path=None, target=None):
            if name in ("sqlite3", "_sqlite3"):
                raise ModuleNotFoundError(f"No module named {name!r}")
    sys.meta_path.insert(0, NoSQLite())
    from penchant_widgets.marker.starting import marker_app
    from penchant.marker import TrickWon
    app = marker_app(sys.argv[1])
    print(type(app.store).__name__, "sqlite3" in sys.modules)
    from penchant.marker import NewGame
    from penchant.rules.profiles import KANDELL
    gid = app.store.create_game(NewGame(("Ann", "Bob"), KANDELL, 0))
    print(app.store.append(gid, TrickWon(0)).seq)
""")


def test_without_sqlite_the_marker_app_imports_and_keeps_games_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "marker.sqlite3"  # the name does not matter: there is no SQLite
    out = subprocess.run([sys.executable, "-c", _WITHOUT_SQLITE, str(path)], capture_output=True, text=True,
                         timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["LinesStore", "False", "2"]  # sqlite3 never imported, no stand-in for it
    assert LinesStore(path).latest_seq(1) == 2


_WRITER = textwrap.dedent("""
    import sys
    from penchant.marker.lines_store import LinesStore
    from penchant.marker.sqlite_store import Store
    from penchant.marker import TrickWon
    store = (LinesStore if sys.argv[1].endswith(".txt") else Store)(sys.argv[1])
    gid = int(sys.argv[2])
    ledger = store.load(gid)
    for i in range(10_000):
        ledger = store.append(gid, TrickWon(i % 2), ledger)
        print(ledger.seq, flush=True)
        if ledger.sheet.current.tricks == 10:
            break
    import time
    time.sleep(60)
""")


def test_a_killed_writer_loses_no_entry_it_reported(opener: Opener) -> None:
    """kill -9 a process in the middle of a game: every entry it reported is in the file."""
    store = opener()
    path = store.path
    gid = store.create_game(new_game())
    proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(path), str(gid)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    seen = 0
    for line in proc.stdout:
        seen = int(line)
        if seen >= 7:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    ledger = opener().load(gid)
    assert ledger.seq >= seen and ledger.sheet.current.tricks == ledger.seq - 1


# ---------------------------------------------------------------- two tabs writing at one moment


def _rewind(path: Path, content: bytes) -> None:
    """Put the file back to ``content`` in place (the same file, as the browser's storage writes it)."""
    with open(path, "r+b") as f:
        f.truncate(0)
        f.write(content)


def test_a_line_written_at_the_same_moment_as_another_tabs_is_refused_not_lost(tmp_path: Path) -> None:
    """Two tabs (two stores on one file), each sure of the same sheet, enter the next trick at once: both
    lines reach the file, the first stands and the second tab is told (it used to show its own entry while
    the file held the other's: the two tabs out of step)."""
    path = tmp_path / "games.jsonl"
    a, b = LinesStore(path), LinesStore(path)
    gid = a.create_game(new_game())
    seen = b.load(gid)  # b's screen, before a's tap
    a.append(gid, TrickWon(0))
    # b's write lands after a's line without b having read it (no lock between tabs): force that by
    # appending b's line for the same number by hand, as b would have in the gap
    line = {"game": gid, "seq": 2, "at": time.time(), "event": TrickWon(1).to_json(), "seen": seen.seq}
    with open(path, "ab") as f:
        f.write(json.dumps(line).encode() + b"\n")
    assert b.load(gid).sheet.current.last_winner == 0  # the first line stands
    with pytest.raises(StaleEntryError, match="the other device just entered"):
        b.append(gid, TrickWon(1), seen, seen=seen.seq)  # and a tab whose line lost is told, not silent


def test_a_write_that_replaced_another_tabs_line_is_seen_and_the_page_says_so(tmp_path: Path) -> None:
    """The browser's storage takes a whole file at each write: two tabs writing at one moment, the later
    write replaces the earlier's line with its own, the file's size perhaps the same. The tab whose entry
    went finds the file replaced, reads it again and says its tap was not kept."""
    from penchant_widgets.marker.app import MarkerApp

    path = tmp_path / "games.jsonl"
    a = MarkerApp(LinesStore(path), double_tap_seconds=0)
    b = MarkerApp(LinesStore(path), double_tap_seconds=0)
    form = a.screen_widget("setup")
    a.show("setup")
    form.name0.value, form.name1.value = ("Ann", "Bob")
    form.go.click()
    b.sync()
    before = path.read_bytes()
    a.screen_widget("deal").columns[0].trick.click()  # a: Ann wins trick 1
    assert a.sheet.current.last_winner == 0
    _rewind(path, before)  # b's whole-file write, made from the file as it was, takes a's line away...
    b.screen_widget("deal").columns[1].trick.click()  # ...with Bob's win of trick 1 in its place
    assert b.store.replacements == 0 and b.sheet.current.last_winner == 1
    a.sync()
    assert a.store.replacements == 1
    assert a.sheet.current.last_winner == 1 and a.sheet == b.sheet  # in step with the file again
    assert "was not kept: another tab wrote at the same moment" in a.error.value


def test_one_reading_reads_the_file_once_and_again_after_a_write(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A screen drawn from several reads reads the file once (on the site each read is a round trip through the
    page: the marker's first screen made five, issue #34); what another tab adds meanwhile is read after, and a
    write inside still reads first and takes its own line in."""
    path = tmp_path / "marker" / "games.txt"
    store, other = LinesStore(path), LinesStore(path)
    first = store.create_game(new_game())
    reads: list[str] = []
    real = store._file.read_new
    monkeypatch.setattr(store._file, "read_new", lambda: (reads.append("read"), real())[1])
    with store.one_reading():
        assert store.latest_game() == first and [g.id for g in store.list_games()] == [first]
        assert store.recent_names()[:2] == ["Ann", "Bob"] and store.latest_seq(first) == 1
        assert reads == ["read"]
        second = other.create_game(new_game(("Cy", "Di")))
        assert store.latest_game() == first  # the file as it was read
        ledger = store.append(first, TrickWon(0))  # a write reads first, then takes its own line in
        assert store.latest_seq(first) == ledger.seq == 2 and store.latest_game() in (first, second)
        assert len(reads) == 3
    assert {g.id for g in store.list_games()} == {first, second} and len(reads) == 4
