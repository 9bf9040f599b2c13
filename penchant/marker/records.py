"""Record I/O: the sheet to and from a ``penchant-game/1`` record (or from a ``penchant-play/1`` one), and CSV.

Pure functions of the sheet and the entries (the ledger calls them, so this
module imports nothing above it).

Each deal keeps its trump and (referee mode) the cards of its declarations;
the entries themselves ride along under ``"marker"`` so an import restores
the trick-by-trick detail and an unfinished deal.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from typing import Any

from penchant.errors import InvalidRecordError, PenchantError
from penchant.files.strict_reader import parse_json
from penchant.marker.events import ContentEvent, Event, WholeDeal, event_from_json, suit_or_none
from penchant.marker.game_sheet import GameSheet
from penchant.play.game_record import GameRecord
from penchant.play.play_record import FORMAT as PLAY_FORMAT
from penchant.play.play_record import PlayRecord
from penchant.rules.game_scoring import game_totals
from penchant.rules.trump import penchant_without_trump
from penchant.words.kinds import kind_words

__all__ = ["CSV_COLUMNS", "WITHOUT_ENTRIES", "disagreement", "read_record", "record_of", "sheet_csv", "whole_deals"]


def record_of(sheet: GameSheet, entries: Iterable[ContentEvent]) -> GameRecord:
    """The ``penchant-game/1`` record of the deals ended so far, with the entries under ``"marker"``."""
    deals = [d.entry() for d in sheet.ended_deals]
    extras: list[dict[str, Any]] = []
    for d in sheet.ended_deals:
        x: dict[str, Any] = {"dealer": d.dealer}
        entry = d.entry()
        if not penchant_without_trump(sheet.profile, d.trump, entry.declarations):  # else its trump was not said
            x["trump"] = None if d.trump is None else d.trump.letter
        if any(dc.cards is not None for dc in d.declarations):
            x["cards"] = [
                [None if dc.cards is None else str(dc.cards) for dc in d.declarations if dc.player == p]
                for p in (0, 1)
            ]
        extras.append(x)
    marker = {"entries": [ev.to_json() for ev in entries]}
    return GameRecord(sheet.profile, sheet.players, sheet.first_dealer, deals, {"marker": marker}, extras)


def read_record(data: object) -> tuple[GameRecord, list[Event] | None]:
    """A record (object or JSON text) and the marker's entries it carries (``None`` if none are readable).

    A ``penchant-play/1`` record of play is read too: its deals' scores, derived by replaying every
    action through the engine (as ``penchant tally`` does); it carries no marker entries.
    """
    obj = parse_json(data, "the record") if isinstance(data, str) else data
    if isinstance(obj, Mapping) and obj.get("format") == PLAY_FORMAT:
        return PlayRecord.from_json(obj).game_record(), None
    record = GameRecord.from_str(data) if isinstance(data, str) else GameRecord.from_json(data)
    marker = record.extra.get("marker")
    if not isinstance(marker, Mapping) or not isinstance(marker.get("entries"), list):
        return record, None
    events = []
    for i, entry in enumerate(marker["entries"]):
        try:
            events.append(event_from_json(entry))
        except PenchantError as exc:
            raise InvalidRecordError(f"marker.entries[{i}]: {exc}{WITHOUT_ENTRIES}") from None
    return record, events


WITHOUT_ENTRIES = " (to enter the record's deals whole instead, remove its \"marker\" field)"
"""What a refused import of the marker's entries may do instead: the deals are entered whole without them."""


def disagreement(sheet: GameSheet, record: GameRecord) -> str | None:
    """Where a sheet replayed from a record's marker entries differs from the record itself (``None`` if
    nowhere): the players, the rules, the first dealer, or a deal (named by its number)."""
    if sheet.players != record.players:
        return f"the entries are a game of {sheet.players!r}, the record of {record.players!r}"
    if sheet.profile != record.profile:
        return f"the entries follow {sheet.profile.to_json()!r}, the record {record.profile.to_json()!r}"
    if sheet.first_dealer != record.first_dealer:
        return f"the entries' first dealer is {sheet.first_dealer!r}, the record's {record.first_dealer!r}"
    ended = [d.entry() for d in sheet.ended_deals]
    if len(ended) != len(record.deals):
        return f"the entries end {len(ended)} deals, the record has {len(record.deals)}"
    for i, (mine, theirs) in enumerate(zip(ended, record.deals, strict=True)):
        if mine != theirs:
            return f"deal {i + 1} of the entries is {mine.to_json()!r}, the record's deals[{i}] {theirs.to_json()!r}"
    return None


def whole_deals(record: GameRecord) -> list[WholeDeal]:
    """The record's deals as whole-deal entries (each with its trump when the record names it)."""
    out = []
    for i, entry in enumerate(record.deals):
        extra = record.deal_extras[i] if i < len(record.deal_extras) else {}
        trump = extra.get("trump")
        try:
            suit = suit_or_none(trump, "trump", InvalidRecordError) if trump else None
        except PenchantError:
            suit = None
        out.append(WholeDeal(entry, suit))
    return out


CSV_COLUMNS = ("deal", "dealer", "trump", "player", "declarations", "declared", "brisquettes",
               "brisquette_points", "brisques", "bonus", "points", "total")


def spreadsheet_safe(text: str) -> str:
    """A name as a spreadsheet cell reads it as text: one starting ``=``, ``+``, ``-`` or ``@`` would be run as a
    formula (a player named ``=HYPERLINK(...)``), so it gets a leading apostrophe, as spreadsheets write text.

    >>> spreadsheet_safe("=HYPERLINK(1)"), spreadsheet_safe("Ann")
    ("'=HYPERLINK(1)", 'Ann')
    """
    return f"'{text}" if text[:1] in ("=", "+", "-", "@") else text


def sheet_csv(sheet: GameSheet) -> str:
    """The score sheet as CSV: one row per deal and player, with the running total (the rules' game totals of the
    deals so far, so the last row's is the sheet's total)."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    rows = sheet.breakdown()
    for i, row in enumerate(rows):
        running = game_totals((r.players[0].total, r.players[1].total) for r in rows[:i + 1])
        for p in (0, 1):
            x = row.players[p]
            w.writerow([
                row.number, spreadsheet_safe(sheet.players[row.dealer]), "" if row.trump is None else row.trump.letter,
                spreadsheet_safe(sheet.players[p]),
                " ".join(kind_words(k.kind) if k.by_winner else f"loser's {kind_words(k.kind)}" for k in x.declared),
                x.points.declarations, x.brisquettes_taken, x.points.brisquettes,
                "" if x.brisques_taken is None else x.brisques_taken, x.points.book_bonus, x.total, running[p],
            ])
    return out.getvalue()
