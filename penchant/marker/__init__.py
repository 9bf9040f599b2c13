"""The score keeper's log: events, the sheet, the ledger that replays them with the rules, and the stores.

Pure data and durable stores; the marker app (one of the widgets) renders it.
``events`` (what a tap records), ``game_sheet`` (the score sheet), ``applying_entries`` (one
entry's step, checked with the rules), ``choices`` (what may be entered now:
the ledger's one answer the buttons draw), ``undo`` (undo/redo), ``ledger``
(the reducer), ``records`` (record and CSV I/O), ``stats`` (head-to-head
figures, the result card), ``store_protocol`` (what a store is: the ``MarkerStore`` interface
and what the stores share), ``sqlite_store`` (the SQLite store), ``lines_store`` (the browser's store, a
JSON-lines file), ``opening_stores`` (``open_marker_store``, which picks one), ``preferences`` (the recent names
and last game's settings both stores keep), ``tab_line`` (its line to the browser's other tabs),
``session`` (one device on a store: which game it shows, what changed since it looked, entering).
"""

from penchant.errors import StaleEntryError
from penchant.marker.choices import Choices, RefereeDeclaration, RefereeVerdict
from penchant.marker.events import (
    Brisquette,
    ContentEvent,
    Declared,
    Delete,
    Edit,
    EndDeal,
    Event,
    LastSix,
    NewGame,
    Redo,
    TablePlay,
    TrickWon,
    Undo,
    WholeDeal,
    event_from_json,
)
from penchant.marker.game_sheet import DealBreakdown, DealSheet, GameSheet, PlayerBreakdown, SheetDeclaration
from penchant.marker.ledger import HistoryItem, Ledger, LoggedEvent, Skipped

__all__ = [
    "Brisquette", "Choices", "ContentEvent", "DealBreakdown", "DealSheet", "Declared", "Delete", "Edit", "EndDeal",
    "Event", "GameSheet", "HistoryItem", "LastSix", "Ledger", "LoggedEvent", "NewGame", "PlayerBreakdown", "Redo",
    "RefereeDeclaration", "RefereeVerdict", "SheetDeclaration", "Skipped",
    "StaleEntryError", "TablePlay", "TrickWon", "Undo", "WholeDeal", "event_from_json",
]
