"""A ledger to and from a ``penchant-game/1`` record, and the sheet as CSV.

Each deal keeps its trump and (referee mode) the cards of its declarations;
the entries themselves ride along under ``"marker"`` so an import restores
the trick-by-trick detail and an unfinished deal.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from penchant.errors import PenchantError
from penchant.marker.events import NewGame, WholeDeal, event_from_json, suit_or_none
from penchant.play.record import GameRecord

if TYPE_CHECKING:
    from penchant.marker.ledger import Ledger

__all__ = ["ledger_from_record", "ledger_to_record", "sheet_csv"]


def ledger_to_record(ledger: Ledger) -> GameRecord:
    """The ``penchant-game/1`` record of the deals ended so far."""
    sheet = ledger.sheet
    deals = [d.entry() for d in sheet.ended_deals]
    extras: list[dict[str, Any]] = []
    for d in sheet.ended_deals:
        x: dict[str, Any] = {"dealer": d.dealer, "trump": None if d.trump is None else d.trump.letter}
        if any(dc.cards is not None for dc in d.declarations):
            x["cards"] = [
                [None if dc.cards is None else str(dc.cards) for dc in d.declarations if dc.player == p]
                for p in (0, 1)
            ]
        extras.append(x)
    marker = {"entries": [ev.to_json() for _, ev in ledger.entries]}
    return GameRecord(sheet.profile, sheet.players, sheet.first_dealer, deals, {"marker": marker}, extras)


def ledger_from_record(data: object) -> Ledger:
    """A ledger from a ``penchant-game/1`` record (an object or its JSON text).

    If the record carries the marker's entries and they give the same deals,
    they are replayed (keeping tricks, tables and an unfinished deal);
    otherwise the deals are entered whole.
    """
    from penchant.marker.ledger import Ledger

    record = GameRecord.from_str(data) if isinstance(data, str) else GameRecord.from_json(data)
    marker = record.extra.get("marker")
    if isinstance(marker, Mapping) and isinstance(marker.get("entries"), list):
        try:
            events = [event_from_json(e) for e in marker["entries"]]
            ledger = Ledger.replay(events)
            sheet = ledger.sheet
            if (
                [d.entry() for d in sheet.ended_deals] == list(record.deals)
                and sheet.players == record.players
                and sheet.profile == record.profile
                and sheet.first_dealer == record.first_dealer
            ):
                return ledger
        except PenchantError:
            pass
    ledger = Ledger().apply(NewGame(record.players, record.profile, record.first_dealer))
    for i, entry in enumerate(record.deals):
        extra = record.deal_extras[i] if i < len(record.deal_extras) else {}
        trump = extra.get("trump")
        try:
            suit = suit_or_none(trump, "trump") if trump else None
        except PenchantError:
            suit = None
        ledger = ledger.apply(WholeDeal(entry, suit))
    return ledger


CSV_COLUMNS = ("deal", "dealer", "trump", "player", "declarations", "declared", "brisquettes",
               "brisquette_points", "brisques", "bonus", "points", "total")


def sheet_csv(ledger: Ledger) -> str:
    """The score sheet as CSV: one row per deal and player, with the running total."""
    sheet = ledger.sheet
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    running = [0, 0]
    for row in sheet.breakdown():
        for p in (0, 1):
            x = row["players"][p]
            running[p] += x["points"]
            w.writerow([
                row["deal"], sheet.players[row["dealer"]], row["trump"] or "", sheet.players[p],
                " ".join(x["declarations"]), x["declared"], x["brisquettes"], x["brisquette_points"],
                "" if x["brisques"] is None else x["brisques"], x["bonus"], x["points"], running[p],
            ])
    return out.getvalue()
