"""Two writers on one JSON-lines marker file at the same moment: neither game is merged into the other.

Each race is made deterministic by having the second store's write wait until the first store has written
(both read the file before either wrote: the window a file without a lock leaves open between two tabs or
two devices on ``penchant marker --db games.jsonl``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from penchant.errors import StaleEntryError, StoreError
from penchant.marker import Declared, NewGame, TrickWon
from penchant.marker.ledger import Ledger
from penchant.marker.lines_store import LinesStore
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL

ANN = NewGame(("Ann", "Al"), KANDELL, 0)
BEA = NewGame(("Bea", "Bob"), FOSTER, 0)


def write_first(store: LinesStore, monkeypatch: pytest.MonkeyPatch, other_write: Callable[[], object]) -> None:
    """Make ``store``'s next write happen just after ``other_write()``, once ``store`` has read the file."""
    real = store._file.append

    def late(lines: bytes, *, what: str) -> None:
        monkeypatch.setattr(store._file, "append", real)
        other_write()
        real(lines, what=what)

    monkeypatch.setattr(store._file, "append", late)


def test_two_games_created_at_the_same_moment_get_two_ids(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "games.jsonl"
    a, b = LinesStore(path), LinesStore(path)
    got: list[int] = []
    write_first(b, monkeypatch, lambda: got.append(a.create_game(ANN)))
    gb = b.create_game(BEA)
    (ga,) = got
    assert ga != gb
    fresh = LinesStore(path)
    assert fresh.load(ga).sheet.players == ("Ann", "Al") and fresh.load(ga).sheet.profile == KANDELL
    assert fresh.load(gb).sheet.players == ("Bea", "Bob") and fresh.load(gb).sheet.profile == FOSTER
    assert sorted(g.players for g in fresh.list_games()) == [("Ann", "Al"), ("Bea", "Bob")]
    assert b.load(gb).sheet.players == ("Bea", "Bob") and a.load(ga).sheet.players == ("Ann", "Al")


def test_the_second_creators_taps_go_into_its_own_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "games.jsonl"
    a, b = LinesStore(path), LinesStore(path)
    got: list[int] = []
    write_first(b, monkeypatch, lambda: got.append(a.create_game(ANN)))
    gb = b.create_game(BEA)
    ledger = b.append(gb, Declared(0, Kind.PAIR, new_trick=True), Ledger().entered(BEA))
    assert ledger.seq == 2 and ledger.sheet.players == ("Bea", "Bob")
    fresh = LinesStore(path)
    assert fresh.latest_seq(got[0]) == 1 and fresh.latest_seq(gb) == 2


def test_a_longer_log_created_at_the_same_moment_is_not_added_to_the_other_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An imported game of three entries racing a new game of one: its entries 2 and 3 would otherwise follow
    on from the other game's entry 1 on reading."""
    path = tmp_path / "games.jsonl"
    a, b = LinesStore(path), LinesStore(path)
    got: list[int] = []
    write_first(b, monkeypatch, lambda: got.append(a.create_game(ANN)))
    record = Ledger().entered(BEA).entered(TrickWon(0)).entered(TrickWon(1))
    gb = b.create_game(record)
    fresh = LinesStore(path)
    assert fresh.latest_seq(got[0]) == 1 and fresh.load(got[0]).sheet.players == ("Ann", "Al")
    assert fresh.latest_seq(gb) == 3 and fresh.load(gb).sheet.players == ("Bea", "Bob")


def test_a_tap_from_a_page_holding_another_game_is_refused_and_not_stored(tmp_path: Path) -> None:
    """The page's ledger is not the stored game's (it lost a race made by a store without the check): its tap
    is refused as stale, quoting what the game holds, and the file is left as it was."""
    path = tmp_path / "games.jsonl"
    gid = LinesStore(path).create_game(ANN)
    before = path.read_bytes()
    with pytest.raises(StaleEntryError, match=r"'Ann'.*'Al'") as caught:
        LinesStore(path).append(gid, Declared(0, Kind.PAIR, new_trick=True), Ledger().entered(BEA))
    assert caught.value.reason and path.read_bytes() == before
    # the page, refreshed after the refusal, shows what is stored, as the refusal says
    assert LinesStore(path).refresh(gid, Ledger().entered(BEA)).sheet.players == ("Ann", "Al")


def test_a_tap_from_a_page_holding_the_stored_game_still_passes(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    a = LinesStore(path)
    gid = a.create_game(ANN)
    page = a.load(gid)
    page = LinesStore(path).append(gid, TrickWon(0), page, seen=page.seq)
    assert a.append(gid, TrickWon(1), page, seen=page.seq).seq == 3


def test_a_file_written_before_created_lines_carried_a_token_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    lines = [{"game": 1, "created": 1.0},
             {"game": 1, "seq": 1, "at": 1.0, "event": ANN.to_json(), "seen": None, "players": ["Ann", "Al"],
              "rules": KANDELL.to_json(), "status": "playing", "summary": ""}]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    store = LinesStore(path)
    assert store.load(1).sheet.players == ("Ann", "Al")
    assert store.append(1, TrickWon(0), store.load(1)).seq == 2
    assert store.create_game(BEA) == 2 and LinesStore(path).load(2).sheet.players == ("Bea", "Bob")


def test_a_creator_beaten_to_every_number_is_told(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "games.jsonl"
    a, b = LinesStore(path), LinesStore(path)
    real = b._file.append

    def always_late(lines: bytes, *, what: str) -> None:
        a.create_game(ANN)
        real(lines, what=what)

    monkeypatch.setattr(b._file, "append", always_late)
    with pytest.raises(StoreError, match=r"other tabs or devices took each of 8 numbers"):
        b.create_game(BEA)
    fresh = LinesStore(path)
    assert [g.players for g in fresh.list_games()] == [("Ann", "Al")] * LinesStore.CREATE_TRIES
