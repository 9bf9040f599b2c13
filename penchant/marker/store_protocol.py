"""What a marker store is, whichever keeps the games: the interface (:class:`MarkerStore`) and what both
stores share.

Two stores keep the marker's games behind :class:`MarkerStore` (a :class:`~penchant.files.durable.DurableStore`,
the project's one design for durable stores): :class:`~penchant.marker.sqlite_store.Store`, SQLite, and
:class:`~penchant.marker.lines_store.LinesStore`, a JSON-lines file for the static site, whose Python has
no SQLite; :func:`penchant.marker.opening_stores.open_marker_store` picks one for a path. :func:`default_db_path`
is where the games are kept unless told otherwise. Both stores list a game as a :class:`GameSummary`, stamped with
:func:`game_status` and :func:`game_summary`, and bring a page's ledger up to date with :func:`catch_up`.
Both import this module; it imports neither.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from penchant.errors import PenchantError
from penchant.files.durable import DurableStore, data_path
from penchant.marker.events import Event, NewGame
from penchant.marker.ledger import Ledger, LoggedEvent
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.words.game_scoring import game_result_words

__all__ = ["DB_ENV", "GameSummary", "MarkerStore", "catch_up", "default_db_path", "game_status", "game_summary"]

DB_ENV = "PENCHANT_DB"
"""Environment variable naming the database file (set by ``penchant marker --db``)."""


def default_db_path() -> Path:
    """``$PENCHANT_DB`` if set, else ``marker.sqlite3`` in the user's data directory (platformdirs' when it is
    installed, the ``app`` extra; else ``~/.local/share/penchant`` or the platform's own)."""
    return data_path(DB_ENV, "marker.sqlite3")


@dataclass(frozen=True)
class GameSummary:
    """A saved game, as the list of games shows it."""

    id: int
    players: tuple[str, str]
    rules: str
    created: float
    updated: float
    status: str
    """``playing`` or ``over``."""
    summary: str
    events: int


@runtime_checkable
class MarkerStore(DurableStore, Protocol):
    """Where the marker keeps its games (SQLite, :class:`~penchant.marker.sqlite_store.Store`; or the browser's
    JSON-lines file, :class:`~penchant.marker.lines_store.LinesStore`). Every method that writes returns only once
    the entry is stored, and refuses (raising, storing nothing) what the ledger refuses."""

    replacements: int
    """How often the store found its file replaced under it (another tab's write at the same moment took
    the place of this one's, or another copy was restored): a page that saw it change reloads its game, as
    entries it showed may be gone. Always 0 for SQLite, whose writes are transactions."""

    def create_game(self, new_game: NewGame | Ledger) -> int: ...

    def append(self, game_id: int, event: Event, ledger: Ledger | None = None, *, seen: int | None = None
               ) -> Ledger: ...

    def load(self, game_id: int) -> Ledger: ...

    def refresh(self, game_id: int, ledger: Ledger) -> Ledger: ...

    def latest_seq(self, game_id: int) -> int: ...

    def list_games(self, limit: int | None = 30, *, playing_only: bool = False) -> list[GameSummary]:
        """Saved games, most recently played first, at most ``limit`` (``None``: every one; ``playing_only``: the
        unfinished ones only)."""
        ...

    def game(self, game_id: int) -> GameSummary: ...

    def latest_game(self, *, playing_only: bool = True) -> int | None: ...

    def finished_sheets(self, limit: int = 500) -> list[tuple[int, Any]]: ...

    def export_record(self, game_id: int) -> dict[str, Any]: ...

    def import_record(self, data: object) -> int: ...

    def recent_names(self) -> list[str]: ...

    def last_settings(self) -> dict[str, Any] | None: ...

    def problem(self) -> str:
        """What the store found it cannot read, in a sentence (``""`` when nothing): kept as it is, never lost, and
        the rest read; the page shows it (the JSON-lines file's damaged lines, SQLite's unreadable game rows)."""
        ...

    def one_reading(self) -> AbstractContextManager[None]:
        """Reads inside see the store as its first read inside found it (the JSON-lines file is read once for a
        screen drawn from several reads); SQLite reads each time, as cheaply."""
        ...

    def listen(self, on_news: Callable[[], None]) -> Callable[[], None]:
        """Call ``on_news()`` when another writer (another tab of this browser) writes, if the store can hear it;
        the call that stops it (a page closed: once is enough, again is harmless). The browser's file hears the
        browser's other tabs (:mod:`penchant.marker.tab_line`); SQLite hears nothing (its stop does nothing), and
        its pages poll (:func:`penchant.marker.session.poll_seconds_from_env`)."""
        ...


def catch_up(ledger: Ledger, events: list[LoggedEvent], reload: Callable[[], Ledger]) -> Ledger:
    """``ledger`` brought up to date with ``events`` another process stored after it (its own sequence
    numbers on); ``reload()`` when they are not this ledger's continuation or one no longer applies."""
    if not events:
        return ledger
    if events[0].seq != ledger.seq + 1:  # not this game's log: start again
        return reload()
    for le in events:
        try:
            ledger = ledger.entered(le.event, seen=le.seen)
        except PenchantError:
            return reload()
    return ledger


def game_status(ledger: Ledger) -> str:
    """``over`` or ``playing``, as the list of saved games keeps it."""
    return "over" if ledger.sheet.is_over() else "playing"


def game_summary(ledger: Ledger) -> str:
    """The game in a line, as the list of saved games shows it: the rules' result once over, else the deal and the
    score ("Deal 2 of 4 · 14–9")."""
    sheet = ledger.sheet
    a, b = sheet.totals
    if sheet.is_over():
        return game_result_words(sheet.result(), sheet.players, sheet.profile)  # the rules' one sentence
    return f"Deal {sheet.current.number} of {DEALS_PER_GAME} · {a}–{b}"
