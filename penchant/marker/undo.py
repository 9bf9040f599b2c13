"""Undo and redo: each change to the list of entries is kept with its inverse.

A :class:`Change` adds, replaces or removes one entry; undo performs its
:func:`inverse`, redo performs it again. :func:`perform` applies a change to
the entries and re-checks every entry from the changed one on, so an undo,
an edit or a deletion that would make a later entry impossible is refused
with the later entry named.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from penchant.errors import PenchantError
from penchant.marker.events import (
    Brisquette,
    ContentEvent,
    Declared,
    EndDeal,
    LastSix,
    NewGame,
    TablePlay,
    TrickWon,
)
from penchant.marker.sheet import GameSheet
from penchant.marker.steps import apply_entry

__all__ = ["Change", "Entries", "inverse", "kind_label", "perform"]

Entries = tuple[tuple[int, ContentEvent], ...]
"""The entries in force: (entry id, event), oldest first."""


@dataclass(frozen=True)
class Change:
    """A change to the list of entries, kept so that undo can reverse it."""

    action: Literal["add", "replace", "remove"]
    entry_id: int
    index: int
    old: ContentEvent | None
    new: ContentEvent | None
    label: str


def inverse(change: Change) -> Change:
    """The change that undoes ``change``."""
    c = change
    if c.action == "add":
        return Change("remove", c.entry_id, c.index, c.new, None, c.label)
    if c.action == "remove":
        return Change("add", c.entry_id, c.index, None, c.old, c.label)
    return Change("replace", c.entry_id, c.index, c.new, c.old, c.label)


def perform(
    change: Change,
    entries: Entries,
    sheets: tuple[GameSheet, ...],
    notes: tuple[str, ...],
    *,
    label: str,
) -> tuple[Entries, tuple[GameSheet, ...], tuple[str, ...]]:
    """Entries, sheets and notes after ``change``; raises (naming the entry) if a later entry becomes impossible."""
    new_entries = list(entries)
    if change.action == "add":
        assert change.new is not None
        new_entries.insert(change.index, (change.entry_id, change.new))
    elif change.action == "remove":
        del new_entries[change.index]
    else:
        assert change.new is not None
        new_entries[change.index] = (change.entry_id, change.new)
    start = change.index
    new_sheets = list(sheets[:start])
    new_notes = list(notes[:start])
    sheet = new_sheets[-1] if new_sheets else None
    old_notes = {eid: note for (eid, _), note in zip(entries, notes, strict=True)}
    for i in range(start, len(new_entries)):
        eid, ev = new_entries[i]
        try:
            sheet, note = apply_entry(sheet, eid, ev)
        except PenchantError as exc:
            if i == change.index and change.action != "remove":
                raise
            raise type(exc)(
                f"{label} refused: it would make entry #{eid} ({old_notes.get(eid, '?')}) impossible: {exc}"
            ) from None
        new_sheets.append(sheet)
        new_notes.append(note)
    return tuple(new_entries), tuple(new_sheets), tuple(new_notes)


def kind_label(ev: ContentEvent) -> str:
    """What an entry is, in a few words (for undo's and redo's labels)."""
    if isinstance(ev, NewGame):
        return "new game"
    if isinstance(ev, TrickWon):
        return "trick"
    if isinstance(ev, Declared):
        return "declaration"
    if isinstance(ev, LastSix):
        return "last six tricks"
    if isinstance(ev, Brisquette):
        return "brisquette"
    if isinstance(ev, TablePlay):
        return "card from the table"
    if isinstance(ev, EndDeal):
        return "end of deal"
    return "whole deal"
