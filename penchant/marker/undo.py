"""Undo and redo: each change to the list of entries is kept with its inverse.

A :class:`Change` adds, replaces or removes one entry; undo performs its
:func:`inverse`, redo performs it again. :func:`perform` applies a change to
the entries and re-checks every entry from the changed one on, so an undo,
an edit or a deletion that would make a later entry impossible is refused
with the later entry named.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal

from penchant.errors import PenchantError, ScoreEntryError
from penchant.errors.internal import NO_NEW_ENTRY, BrokenInvariantError
from penchant.marker.applying_entries import apply_entry
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
from penchant.marker.game_sheet import GameSheet, refused
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.suits_and_ranks import Suit
from penchant.typed_counts import brisques_typed

__all__ = ["Change", "EditKind", "Entries", "edited_entry", "entry_label", "inverse", "perform", "same_entry"]

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
        if change.new is None:
            raise BrokenInvariantError(NO_NEW_ENTRY)
        new_entries.insert(change.index, (change.entry_id, change.new))
    elif change.action == "remove":
        del new_entries[change.index]
    else:
        if change.new is None:
            raise BrokenInvariantError(NO_NEW_ENTRY)
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
            raise refused(label, f"it would make entry #{eid} ({old_notes.get(eid, '?')}) impossible: {exc}",
                          type(exc)) from None
        new_sheets.append(sheet)
        new_notes.append(note)
    return tuple(new_entries), tuple(new_sheets), tuple(new_notes)


def entry_label(ev: ContentEvent) -> str:
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


EditKind = Literal["trick", "brisquette", "last_six", "end", "declare"]
"""What an edited entry becomes (the history editor's choice)."""


def edited_entry(original: ContentEvent | None, what: EditKind, who: int = 0, *, count: object = 1,
                 kind: Kind | None = None, as_loser: bool = False, jack: Suit | None = None,
                 cards: CardSet | None = None) -> ContentEvent:
    """The entry an edit of ``original`` makes, in the flow the original was made by: a brisquette that said
    the last six had begun still says it; a declaration that recorded its own trick (or replaces a Won
    trick) still records it. ``count`` is the brisquettes' count (1 or 2) or player 0's brisques at the end
    of the deal, as typed; ``cards`` a referee declaration's cards (re-checked for the declarer chosen).
    The ledger checks the entry when the edit is made."""
    if what == "trick":
        return TrickWon(who)
    if what == "brisquette":
        began = isinstance(original, Brisquette) and original.last_six
        return Brisquette(who, brisques_typed(count, "the brisquettes of a trick"), last_six=began)
    if what == "last_six":
        return LastSix()
    if what == "end":
        return EndDeal.from_count(0, count)
    if cards is not None:
        return Declared(who, cards=cards)
    if kind is None:
        raise ScoreEntryError.refusing(what, "say which combination was declared")
    jack = jack if kind is Kind.PENCHANT else None
    as_loser = as_loser and kind is Kind.PENCHANT
    if isinstance(original, TrickWon) or (isinstance(original, Declared) and original.new_trick):
        return Declared(who, kind, by_winner=False if as_loser else None, jack=jack, new_trick=True)
    return Declared(who, kind, by_winner=not as_loser, jack=jack)


def same_entry(edited: ContentEvent, original: ContentEvent | None) -> bool:
    """Whether an edit leaves the entry as it was (a Jack's suit the original never needed does not count)."""
    if edited == original:
        return True
    return (isinstance(edited, Declared) and isinstance(original, Declared) and original.jack is None
            and dataclasses.replace(edited, jack=None) == original)
