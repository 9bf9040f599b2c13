"""A marker store meets what it cannot read (review h30): a well-formed line of the JSON-lines file whose fields are
not what the store writes, or a SQLite row edited by hand. The store never raises for it, never loses a line after
it, keeps it in the file as it is and says which and why (``problem()``, which the page shows), as the puzzle
trainer's file does: both read their lines through one reader (:meth:`penchant.files.durable.LinesFile.read_records`).
Also here: the list of games asked for the unfinished ones only, and the summary's deal count from the rules."""

from __future__ import annotations

import json
import sqlite3
import warnings
from pathlib import Path

import pytest

import penchant.marker.store_protocol
from penchant.errors import StoreError
from penchant.marker import Brisquette, EndDeal, Ledger, NewGame, TrickWon
from penchant.marker.lines_store import LinesStore, StoreWarning
from penchant.marker.opening_stores import open_marker_store
from penchant.marker.sqlite_store import Store
from penchant.marker.store_protocol import MarkerStore, game_summary
from penchant.rules.profiles import KANDELL
from penchant.trainer.stores import JSONFileAttemptStore


def new_game(players: tuple[str, str] = ("Ann", "Bob")) -> NewGame:
    return NewGame(players, KANDELL, 0)


def add_lines(path: Path, *items: object) -> None:
    with open(path, "a", encoding="utf-8") as f:
        for item in items:
            f.write((item if isinstance(item, str) else json.dumps(item)) + "\n")


def finished(players: tuple[str, str] = ("Ann", "Bob")) -> Ledger:
    ledger = Ledger.start(players, "kandell")
    for _ in range(4):
        for i in range(10):
            ledger = ledger.entered(TrickWon(i % 2))
        ledger = ledger.entered(Brisquette(0)).entered(EndDeal((8, 4)))
    return ledger


def test_a_created_line_whose_time_is_words_is_damaged_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    gid = LinesStore(path).create_game(new_game())
    add_lines(path, {"game": 7, "created": "yesterday"})
    store = LinesStore(path)  # raised a bare ValueError: the marker's page was never built
    assert [g.id for g in store.list_games()] == [gid]
    assert list(store.damaged) == [4] and "created: expected a number, got 'yesterday'" in store.damaged[4]
    said = store.problem()
    assert said.startswith(f"{str(path)!r} has 1 line that cannot be read, kept in the file as it is: line 4:"), said
    assert '"created": "yesterday"' in path.read_text(encoding="utf-8")  # kept as it is


def test_the_lines_after_a_damaged_one_are_taken_in_by_a_store_that_read_the_file_before(tmp_path: Path) -> None:
    """The reader's offset had moved past the whole batch when the bad line raised: the lines after it (here another
    tab's new game and its entry) were never taken in by that store."""
    path = tmp_path / "games.txt"
    store = LinesStore(path)
    first = store.create_game(new_game())
    other = LinesStore(path)
    add_lines(path, {"game": 1, "seq": 2, "at": "noon", "event": {"type": "trick", "winner": 0}})
    second = other.create_game(new_game(("Cy", "Di")))
    other.append(second, TrickWon(1))
    assert {g.id for g in store.list_games()} == {first, second}
    assert store.latest_seq(second) == 2 and store.load(second).sheet.current.tricks == 1
    assert store.latest_seq(first) == 1  # the damaged entry is not taken as one
    assert "at: expected a number, got 'noon'" in store.problem()


@pytest.mark.parametrize("line", [
    '{"game": 1, "seq": 2, "event": {"type": "trick", "winner": 0}, "players": ["Ann"]}',
    '{"game": 1, "seq": 2, "event": {"type": "trick", "winner": 0}, "seen": "one"}',
    '{"game": 1, "seq": 2, "event": "trick"}',
    '{"game": true, "created": 0}',
    '{"settings": ["Ann"]}',
    '[1, 2]',
    'not json',
])
def test_each_line_not_as_the_store_writes_it_is_damaged_and_the_next_entry_still_goes_in(
        line: str, tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    gid = LinesStore(path).create_game(new_game())
    add_lines(path, line)
    store = LinesStore(path)
    assert list(store.damaged) == [4], store.damaged
    assert store.game(gid).players == ("Ann", "Bob")
    assert store.append(gid, TrickWon(0)).seq == 2 and LinesStore(path).latest_seq(gid) == 2


def test_both_lines_files_read_a_line_alike_through_one_reader(tmp_path: Path) -> None:
    """The marker's file and the trainer's: one reader, one report of a line that is not JSON."""
    marker, practice = tmp_path / "games.txt", tmp_path / "practice.jsonl"
    for path in (marker, practice):
        add_lines(path, '{"settings": {}}' if path == marker else '{"look": {"puzzle": "x"}}', "{torn", "")
    drive, trainer = LinesStore(marker), JSONFileAttemptStore(practice)
    trainer.load_looks()
    assert drive.damaged == trainer.damaged == {2: "the line is not JSON (Expecting property name enclosed in double "
                                                   "quotes at line 1 column 2): '{torn'"}
    assert drive.problem().replace(str(marker), "F") == trainer.problem().replace(str(practice), "F")


def test_a_sqlite_row_with_one_player_is_listed_and_said(tmp_path: Path) -> None:
    path = tmp_path / "marker.sqlite3"
    store = Store(path)
    gid = store.create_game(new_game())
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET players = ?, updated = 'yesterday' WHERE id = ?", (json.dumps(["Ann"]), gid))
    listed = store.list_games()  # raised IndexError
    assert [(g.id, g.players, g.updated) for g in listed] == [(gid, ("?", "?"), 0.0)]
    assert store.game(gid).players == ("?", "?")
    said = store.problem()
    assert f"game {gid}: players: expected a list of two names" in said, said
    assert "updated: expected a number, got 'yesterday'" in said, said
    assert store.load(gid).sheet.players == ("Ann", "Bob")  # the game itself is read from its events


def opened(kind: str, tmp_path: Path) -> MarkerStore:
    return Store(tmp_path / "marker.sqlite3") if kind == "sqlite" else LinesStore(tmp_path / "games.txt")


@pytest.mark.parametrize("kind", ["sqlite", "drive"])
def test_the_list_of_games_gives_the_unfinished_ones_when_asked(kind: str, tmp_path: Path) -> None:
    """The new-game form's "resume" buttons asked for the 12 latest games and kept the unfinished: an unfinished
    game older than twelve finished ones dropped off. The store is asked for the unfinished ones."""
    store = opened(kind, tmp_path)
    left = store.create_game(new_game(("Old", "Game")))
    over = [store.create_game(finished()) for _ in range(13)]
    assert store.game(over[0]).status == "over"
    assert [g.id for g in store.list_games(limit=3, playing_only=True)] == [left]
    assert [g.id for g in store.list_games(limit=3)] == over[::-1][:3]


def test_the_summary_counts_the_deals_the_rules_give_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    ledger = Ledger().entered(new_game())
    assert game_summary(ledger) == "Deal 1 of 4 · 0–0"
    monkeypatch.setattr(penchant.marker.store_protocol, "DEALS_PER_GAME", 5)
    assert game_summary(ledger) == "Deal 1 of 5 · 0–0"


def test_a_store_in_memory_needs_no_file_and_keeps_its_games_while_open() -> None:
    store = LinesStore(":memory:")
    gid = store.create_game(new_game())
    assert store.append(gid, TrickWon(1)).seq == 2 and store.list_games()[0].players == ("Ann", "Bob")
    assert not Path(":memory:").exists() and store.problem() == ""


# ---------------------------------------------------------------- review 35 #10


@pytest.mark.parametrize("text", ["not json\n", "not json\n{torn\n", '[1, 2]\n"a"\n'])
def test_a_file_no_line_of_which_reads_is_refused_as_sqlite_refuses_a_file_that_is_no_database(
        text: str, tmp_path: Path) -> None:
    """It opened as an empty store (``list_games() == []``): a library user who did not ask ``problem()`` saw no
    games, not a file refused. Nothing is written to it."""
    path = tmp_path / "games.jsonl"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(StoreError) as refused:
        LinesStore(path)
    assert refused.value.given == str(path) and str(refused.value).startswith(
        f"{str(path)!r} is not a marker file: no line of it can be read (line 1: ")
    assert path.read_text(encoding="utf-8") == text
    with pytest.raises(StoreError):
        open_marker_store(path)


def test_an_empty_file_and_a_torn_last_line_alone_are_an_empty_store(tmp_path: Path) -> None:
    for text in ("", "\n", '{"game": 1, "cre'):
        path = tmp_path / "games.jsonl"
        path.write_text(text, encoding="utf-8")
        assert LinesStore(path).list_games() == []


def test_a_game_cut_short_by_a_damaged_line_is_warned_of_and_said(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    store = LinesStore(path)
    gid = store.create_game(new_game())
    for _ in range(3):
        store.append(gid, TrickWon(0))
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[-2] = lines[-2][: len(lines[-2]) // 2] + "\n"  # the second trick's line cut: the third cannot follow on
    path.write_text("".join(lines), encoding="utf-8")
    with pytest.warns(StoreWarning, match=rf"game {gid} is cut short: damaged: 1 later entry not read, after a"):
        again = LinesStore(path)
    assert again.latest_seq(gid) == 2 and again.game(gid).summary.startswith("damaged: ")
    assert f"line {len(lines) - 1}: the line is not JSON" in again.problem()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again.list_games()  # warned once, as the read met it, not at each call
