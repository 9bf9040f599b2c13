"""The marker's games in a JSON-lines file: the browser's store (the static site, which ships no sqlite3).

:class:`LinesStore` is a :class:`~penchant.marker.store_protocol.MarkerStore`, as the SQLite
:class:`~penchant.marker.sqlite_store.Store` is (the project's one design for durable stores,
:mod:`penchant.files.durable`): it keeps the same things (games, their events, the remembered names and
settings) behind the same methods, in one file of one JSON object a line:

* ``{"game": 3, "created": t, "token": "5f0c…"}``: a game is created (its events follow, carrying the same
  random token). A file written before the token was added has none, and is read as before;
* ``{"game": 3, "seq": 7, "at": t, "event": {...}, "seen": 6, "players": [...], "rules": {...},
  "status": "playing", "summary": "Deal 2 of 4 · 14–9"}``: one event, with what the list of saved
  games shows after it (so listing games replays nothing);
* ``{"settings": {"recent_names": [...], "last_game": {...}}}``: the remembered names and settings.

Durability is the puzzle trainer's (``penchant.trainer.stores.JSONFileAttemptStore``), both being a
:class:`penchant.files.durable.LinesFile`: each entry is
one line appended, flushed and synced, and the file closed, before :meth:`LinesStore.append` returns,
so the screen changes only after the entry is stored. On the static site the file is on the kernel's
drive (``/drive/...``), which JupyterLite writes through to the browser's own storage for the site
(IndexedDB) when the file is closed. A torn last line (the process killed mid-write) waits unread, and the
next entry starts on a new line.

Each line is read strictly (:data:`LINE`, through :meth:`penchant.files.durable.LinesFile.read_records`, as the puzzle
trainer's file is): a line that is not one of the three above (a torn line ended by the next entry, a file
edited by hand) is damaged: it stays in the file as it is, the lines after it are read, and the store says which
and why (:meth:`LinesStore.problem`, which the marker's page shows).

Two processes on one file (two tabs of one browser, two kernels): every call first reads what the file
gained since this store last read it, so an entry is checked against every entry stored before it, as
the SQLite store does, and a tap from a page that had not seen the other's newer entry is refused
(:class:`~penchant.errors.StaleEntryError`). A line for a sequence number already taken is
ignored on reading: the first line for a number stands. (The SQLite store never meets one: its write holds
the database's lock from the start and catches up before inserting, and its ``(game_id, seq)`` primary key
would refuse a second row. A file has no such lock, so its reader keeps the first line.) So does the first
created line for a game's number: two stores creating a game at the same moment may both choose the same
number, and the one whose created line came second (its token is not the game's) takes the next number and
writes its game again, its lines under the lost number ignored on reading; a tap from a page whose entries
are not the stored game's own is refused.

On the static site the browser's storage takes the whole file at each write (it reads it when a tab opens it to append
and puts it all back when the tab closes it), so two tabs writing at once could each put back a file without the
other's line. Each write therefore holds its line's lock (:meth:`~penchant.marker.tab_line.TabLine.one_writer`: on the
site, the site's service worker's, which every tab's drive goes through) from the read that catches up to the line
appended: a second tab's write waits, then reads the first's line and is checked against it, as on SQLite. Two
processes on one file outside the site (two kernels, ``penchant marker --db games.jsonl``) have no such lock: their
appends are whole lines, each in one write, and the checks above keep the first line for a number. Should a file still
be replaced under the store (a lock the worker freed after its lease, a tab closed mid-write, another copy restored),
the store notices (``replacements``) the next time it reads it, and the page says what was not kept
(:class:`~penchant.marker.session.MarkerSession`). After each write the store tells the browser's other tabs
(:mod:`penchant.marker.tab_line`; :meth:`LinesStore.listen` hears them), so they read the file at once.

:func:`~penchant.marker.opening_stores.open_marker_store` picks SQLite where :mod:`sqlite3` imports and this file
otherwise (a path ending ``.txt``, ``.jsonl`` or ``.json`` is always this file:
:func:`penchant.files.durable.uses_sqlite`; ``penchant marker`` opens its ``--db`` by it too). This module never
imports :mod:`sqlite3`.
``LinesStore(":memory:")`` keeps its lines in memory (the marker's last resort when no file can be opened).
"""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from penchant.errors import InvalidRecordError, PenchantError, StaleEntryError, StoreError
from penchant.files.durable import LinesFile
from penchant.files.strict_reader import (
    Schema,
    choice,
    either,
    nullable,
    number,
    obj,
    pair_of,
    parse_json,
    text,
    whole,
)
from penchant.marker.events import Event, NewGame, event_from_json
from penchant.marker.ledger import Ledger, LoggedEvent
from penchant.marker.preferences import remembered_settings
from penchant.marker.store_protocol import GameSummary, catch_up, game_status, game_summary
from penchant.marker.tab_line import NoTabs, TabLine
from penchant.rules.profiles import Profile

__all__ = ["LINE", "LinesStore", "StoreWarning"]

_CREATED = obj({"game": whole(), "created": number()}, {"token": text(64)}, extra=True)
_EVENT = obj({"game": whole(), "seq": whole(1), "event": obj(extra=True)},
             {"at": number(), "seen": nullable(whole(0)), "players": pair_of(text(), "names"),
              "rules": either(obj(extra=True), text()), "status": choice("playing", "over"), "summary": text(1000),
              "token": text(64)}, extra=True)
_SETTINGS = obj({"settings": obj(extra=True)}, extra=True)


def _check_line(value: Any, path: str, error: type[PenchantError]) -> None:
    if isinstance(value, dict) and "settings" in value:
        _SETTINGS.check(value, path, error)
    elif isinstance(value, dict) and "seq" in value:
        _EVENT.check(value, path, error)
    else:
        _CREATED.check(value, path, error)


LINE = Schema("a line of the marker file", _check_line, dict)
"""What each line of the file must be (the module's docstring): the remembered settings, a game created or an
event; a line that is not is damaged, kept in the file and reported (:meth:`LinesStore.problem`). Fields a newer
version adds are let be."""


class StoreWarning(UserWarning):
    """A marker file read with a game cut short: a damaged line before some of its entries (they are kept in the
    file, and :meth:`LinesStore.problem` says which line and why)."""


class _Game:
    __slots__ = ("created", "events", "missing", "players", "rules", "status", "summary", "token", "updated")

    def __init__(self, created: float, token: str | None) -> None:
        self.created = created
        self.token = token  # its creator's, from the first created line for its number (None: an older file)
        self.updated = created
        self.players: tuple[str, str] = ("?", "?")
        self.rules = "?"
        self.status = "playing"
        self.summary = ""
        self.events: list[tuple[int, dict[str, Any], int | None]] = []  # (seq, event JSON, seen)
        self.missing = 0  # its entries read but not taken in, as an entry before them is damaged (a gap in seq)

    @property
    def said(self) -> str:
        """Its summary as a listing shows it: the summary its last entry taken in carries, and, after a gap, how
        many later entries could not be taken in (the summary is then the game's as it stood before the gap)."""
        if not self.missing:
            return self.summary
        later = "1 later entry" if self.missing == 1 else f"{self.missing} later entries"
        return f"damaged: {later} not read, after a damaged line; as read: {self.summary}"

    @property
    def seq(self) -> int:
        return self.events[-1][0] if self.events else 0


class _Hearer:
    """One listener of :meth:`LinesStore.listen`, as the line to the tabs keeps it: it calls ``on_news`` until
    stopped, then lets it go (a :class:`~penchant.marker.tab_line.TabLine` is told of listeners, never of one
    gone)."""

    __slots__ = ("on_news",)

    def __init__(self, on_news: Callable[[], None]) -> None:
        self.on_news: Callable[[], None] | None = on_news

    def __call__(self) -> None:
        if self.on_news is not None:
            self.on_news()

    def stop(self) -> None:
        self.on_news = None


class LinesStore:
    """A marker store in a JSON-lines file (see the module's docstring). ``LinesStore(path)``; ``tabs``: the line
    to the browser's other tabs on the same file (:mod:`penchant.marker.tab_line`), which the page passes in on the
    static site; none by default. ``clock``: when a game is made or changed, ``time.time`` unless a test steps
    its own."""

    def __init__(self, path: str | os.PathLike[str], *, tabs: TabLine | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.path = str(path)
        self._clock = clock  # when a game is made or changed (seconds, as time.time): a test steps its own
        self._lock = threading.RLock()
        self._games: dict[int, _Game] = {}
        self._settings: dict[str, Any] = {}
        self._file = LinesFile(self.path, what="the marker file", error=StoreError)
        self._reading: bool | None = None  # inside one_reading: whether the file has been read in it yet
        self.tabs: TabLine = NoTabs() if tabs is None else tabs
        """The line to the browser's other tabs on this file, told of each write (:mod:`penchant.marker.tab_line`)."""
        self.replacements = 0
        """How often the file was found replaced under this store (see :class:`~penchant.files.durable.LinesFile`):
        entries read before may be gone, so a page reloads its game
        (:class:`~penchant.marker.store_protocol.MarkerStore`)."""
        with self._lock:
            if not self._sync() and self._file.damaged:
                # not one line read: no marker file (as SQLite refuses a file that is no database), not an empty one
                damaged = self._file.damaged
                first = min(damaged)
                raise StoreError.refusing(self.path, f"not a marker file: no line of it can be read (line {first}: "
                                          f"{damaged[first]})", whole=True)

    @property
    def schema_version(self) -> int:
        return 1

    def check_writable(self) -> None:
        """Refuse now a file this user may read but not write (opened for appending, nothing written)."""
        self._file.check_writable()

    def close(self) -> None:
        """Let go of the line to the browser's other tabs (the file itself is opened for each read and write)."""
        self.tabs.close()

    # ---- the browser's other tabs
    def listen(self, on_news: Callable[[], None]) -> Callable[[], None]:
        """Call ``on_news()`` when another tab of this browser writes (nothing to hear without a browser); the call
        that stops it. The line to the tabs keeps what it was given, so it is given a :class:`_Hearer` that a stop
        empties: the page stopped is let go, never called again."""
        hearer = _Hearer(on_news)
        self.tabs.listen(hearer)
        return hearer.stop

    def __enter__(self) -> LinesStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- the file
    @contextmanager
    def one_reading(self) -> Iterator[None]:
        """Reads inside take the file as its first read inside found it: a screen drawn from several reads in a
        row (the games, the latest, the names) reads the file once, as one moment of it. On the static site each
        read is a round trip through the page (a few hundredths of a second), and the marker's first screen needs
        five. A write inside reads the file first, as always, and what follows it reads it again."""
        with self._lock:
            if self._reading is not None:  # already inside one
                yield
                return
            self._reading = False
            try:
                yield
            finally:
                self._reading = None

    def _sync(self, *, writing: bool = False) -> int:
        """Read what the file gained since the last read (another process's entries; an unfinished last
        line waits for its end); inside :meth:`one_reading`, only once. How many lines were read and taken in.
        A game cut short by a damaged line (its later entries cannot follow on) is warned of
        (:class:`StoreWarning`) as the read meets it, and said by :meth:`problem` as every damaged line is."""
        if self._reading and not writing:
            return 0
        if self._reading is not None:
            self._reading = True
        try:
            records, _unfinished, replaced = self._file.read_records(LINE)
        except OSError as exc:
            then = ": this entry was not recorded" if writing else ""
            raise StoreError(f"cannot read the marker file {self.path!r} ({exc.strerror}){then}") from None
        if replaced:  # another copy restored (or the file gone): what it holds now is all there is
            self._games, self._settings = {}, {}
            self.replacements += 1
        short = {gid for gid, game in self._games.items() if game.missing}
        for _n, item in records:
            self._take(item)
        for gid, game in self._games.items():
            if game.missing and gid not in short:
                warnings.warn(f"the marker file {self.path!r}: game {gid} is cut short: {game.said}", StoreWarning,
                              stacklevel=3)
        return len(records)

    def _take(self, item: dict[str, Any]) -> None:
        """Take in one line, already checked (:data:`LINE`)."""
        if "settings" in item:
            self._settings.update(item["settings"])
            return
        gid = item["game"]
        if "seq" not in item:
            if gid not in self._games:  # the first created line for a number stands
                self._games[gid] = _Game(float(item["created"]), item.get("token"))
            return
        game = self._games.get(gid)
        seq, body, seen = item["seq"], item["event"], item.get("seen")
        if game is None:
            return
        if "token" in item and item["token"] != game.token:
            return  # written by a creator whose created line for this number came second: not this game's
        if seq > game.seq + 1:
            game.missing += 1  # an entry before it is damaged: it cannot follow on, and the game is short
            return
        if seq != game.seq + 1:
            return  # a sequence number already taken (a race between two tabs): the first line stands
        game.events.append((seq, body, seen))
        game.updated = float(item.get("at", game.updated))
        players = item.get("players")
        if players is not None:
            game.players = (players[0], players[1])
        rules = item.get("rules")
        game.rules = str(rules.get("profile", "?")) if isinstance(rules, dict) else str(rules or "?")
        game.status = item.get("status", game.status)
        game.summary = item.get("summary", game.summary)

    @property
    def damaged(self) -> dict[int, str]:
        """The lines of the file that cannot be read (line number: why), kept in the file as they are; the lines
        after them are read (:attr:`penchant.files.durable.LinesFile.damaged`)."""
        with self._lock:
            self._sync()
            return dict(self._file.damaged)

    def problem(self) -> str:
        """The damaged lines in a sentence (``""`` when none): which lines and why (the page shows it)."""
        with self._lock:
            self._sync()
            return self._file.problem()

    def _append_lines(self, items: list[dict[str, Any]]) -> None:
        """Append ``items`` as lines, flushed and synced, the file closed; then take them in."""
        lines = b"".join(json.dumps(i, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"
                         for i in items)
        self._file.append(lines, what="this entry")
        if self._reading is not None:
            self._reading = False  # the file has changed: read it again
        self._sync()

    def _require_game(self, game_id: int) -> _Game:
        game = self._games.get(game_id)
        if game is None:
            raise StoreError.no_game(game_id, self.path)
        return game

    @staticmethod
    def _event_line(game_id: int, seq: int, event: Event, seen: int | None, ledger: Ledger,
                    now: float) -> dict[str, Any]:
        sheet = ledger.sheet
        return {"game": game_id, "seq": seq, "at": now, "event": event.to_json(), "seen": seen,
                "players": list(sheet.players), "rules": sheet.profile.to_json(), "status": game_status(ledger),
                "summary": game_summary(ledger)}

    def _remembered(self, players: tuple[str, str], profile: Profile, first_dealer: int) -> dict[str, Any]:
        return {"settings": remembered_settings(self._settings.get("recent_names", []), players, profile,
                                                first_dealer)}

    # ---- games
    CREATE_TRIES = 8
    """How many numbers :meth:`create_game` tries when other writers take the one it chose at the same moment."""

    def create_game(self, new_game: NewGame | Ledger) -> int:
        """Store a new game under the next free number. Another tab or device may take the same number at the same
        moment (two processes on one file, with no lock between them): the created line carries a random token, and
        the game is this store's only if the first created line for the number is its own; otherwise it tries the
        next number (its lines under the lost number are ignored on reading, being the second creator's)."""
        ledger = new_game if isinstance(new_game, Ledger) else Ledger().entered(new_game)
        sheet = ledger.sheet
        now = self._clock()
        with self._lock, self.tabs.one_writer():  # no other tab writes between this read and this write
            self._sync(writing=True)
            for _ in range(self.CREATE_TRIES):
                game_id, token = max(self._games, default=0) + 1, uuid.uuid4().hex
                lines: list[dict[str, Any]] = [{"game": game_id, "created": now, "token": token}]
                # Every line carries the game's summary as of its last event (the list of games reads the last).
                lines += [dict(self._event_line(game_id, le.seq, le.event, le.seen, ledger, now), token=token)
                          for le in ledger.log]
                lines.append(self._remembered(sheet.players, sheet.profile, sheet.first_dealer))
                self._append_lines(lines)
                made = self._games.get(game_id)  # None: the file was replaced and took this write with it
                if made is not None and made.token == token:
                    break
            else:
                raise StoreError.numbers_taken(self.path, self.CREATE_TRIES)
        self.tabs.tell(game_id, ledger.seq)
        return game_id

    def append(self, game_id: int, event: Event, ledger: Ledger | None = None, *, seen: int | None = None) -> Ledger:
        with self._lock, self.tabs.one_writer():  # no other tab writes between this read and this write
            self._sync(writing=True)
            self._require_game(game_id)
            if ledger is not None:
                self._check_same_game(game_id, ledger)
            ledger = self._load_unlocked(game_id) if ledger is None else self._catch_up(game_id, ledger)
            new = ledger.entered(event, seen=seen)
            lines = [self._event_line(game_id, new.seq, event, seen, new, self._clock())]
            if isinstance(event, NewGame) or new.entries[0][1] != ledger.entries[0][1]:
                sheet = new.sheet
                lines.append(self._remembered(sheet.players, sheet.profile, sheet.first_dealer))
            self._append_lines(lines)
            stored = self._require_game(game_id).events
            if len(stored) < new.seq or stored[new.seq - 1][1] != parse_json(json.dumps(lines[0]["event"])):
                # another writer's line for this number came first (a lock-less process): the first stands
                other = self._load_unlocked(game_id)
                raise other.stale(event, ledger.seq) or StaleEntryError(
                    "another tab entered something at the same moment: this screen now shows it; tap again if you "
                    "still mean it")
        self.tabs.tell(game_id, new.seq)
        return new

    def _check_same_game(self, game_id: int, ledger: Ledger) -> None:
        """Refuse a page's ``ledger`` that holds another game than the one stored under its number."""
        if not self._same_game(game_id, ledger):
            game = self._require_game(game_id)
            raise StaleEntryError.another_game(game_id, game.players, game.rules)

    def _same_game(self, game_id: int, ledger: Ledger) -> bool:
        """Whether a page's ``ledger`` has the stored game's own entries up to where both go (not: the page
        holds another game under this number, one created at the same moment by a store that did not check)."""
        for mine, (_seq, body, _seen) in zip(ledger.log, self._require_game(game_id).events, strict=False):
            if parse_json(json.dumps(mine.event.to_json())) == body:
                continue
            try:
                if event_from_json(body) == mine.event:
                    continue
            except InvalidRecordError:
                pass
            return False
        return True

    def _events(self, game_id: int, after: int = 0) -> list[LoggedEvent]:
        """The game's events after ``after`` (what the SQLite store's catch-up and load read)."""
        game = self._require_game(game_id)
        try:
            return [LoggedEvent(seq, event_from_json(body), seen) for seq, body, seen in game.events if seq > after]
        except InvalidRecordError as exc:
            raise StoreError.unreadable_event(game_id, self.path, exc) from None

    def load(self, game_id: int) -> Ledger:
        with self._lock:
            self._sync()
            return self._load_unlocked(game_id)

    def _load_unlocked(self, game_id: int) -> Ledger:
        return Ledger.replay(self._events(game_id), lenient=True)

    def _catch_up(self, game_id: int, ledger: Ledger) -> Ledger:
        return catch_up(ledger, self._events(game_id, ledger.seq), lambda: self._load_unlocked(game_id))

    def refresh(self, game_id: int, ledger: Ledger) -> Ledger:
        with self._lock:
            self._sync()
            if not self._same_game(game_id, ledger):
                return self._load_unlocked(game_id)
            return self._catch_up(game_id, ledger)

    def latest_seq(self, game_id: int) -> int:
        with self._lock:
            self._sync()
            return self._require_game(game_id).seq

    def _by_recency(self, playing_only: bool = False, over_only: bool = False) -> list[tuple[int, _Game]]:
        games = [(gid, g) for gid, g in self._games.items() if g.events
                 and not (playing_only and g.status != "playing") and not (over_only and g.status != "over")]
        return sorted(games, key=lambda item: (item[1].updated, item[0]), reverse=True)

    def list_games(self, limit: int | None = 30, *, playing_only: bool = False) -> list[GameSummary]:
        with self._lock:
            self._sync()
            return [GameSummary(gid, g.players, g.rules, g.created, g.updated, g.status, g.said, g.seq)
                    for gid, g in self._by_recency(playing_only=playing_only)[:limit]]

    def game(self, game_id: int) -> GameSummary:
        with self._lock:
            self._sync()
            g = self._require_game(game_id)
            return GameSummary(game_id, g.players, g.rules, g.created, g.updated, g.status, g.said, g.seq)

    def latest_game(self, *, playing_only: bool = True) -> int | None:
        with self._lock:
            self._sync()
            games = self._by_recency(playing_only=playing_only)
        return games[0][0] if games else None

    def finished_sheets(self, limit: int = 500) -> list[tuple[int, Any]]:
        with self._lock:
            self._sync()
            ids = [gid for gid, _ in self._by_recency(over_only=True)[:limit]]
            out = []
            for gid in ids:
                try:
                    ledger = self._load_unlocked(gid)
                except PenchantError:
                    continue
                if ledger.started and ledger.sheet.is_over():
                    out.append((gid, ledger.sheet))
        return out

    # ---- records
    def export_record(self, game_id: int) -> dict[str, Any]:
        return self.load(game_id).export_json()

    def import_record(self, data: object) -> int:
        return self.create_game(Ledger.from_record(data))

    # ---- remembered names and settings
    def recent_names(self) -> list[str]:
        with self._lock:
            self._sync()
            names = self._settings.get("recent_names", [])
        return [n for n in names if isinstance(n, str)] if isinstance(names, list) else []

    def last_settings(self) -> dict[str, Any] | None:
        with self._lock:
            self._sync()
            value = self._settings.get("last_game")
        return value if isinstance(value, dict) else None

