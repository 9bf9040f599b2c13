"""The marker's ledger: the event log reduced to the score sheet, with the rules.

A game at the table is a list of *entries* (:mod:`penchant.marker.events`);
each tap is one event, undo, redo, edit and delete are events too
(:mod:`penchant.marker.undo`), so the log is append-only and replaying it
gives back the same sheet (:mod:`penchant.marker.game_sheet`).

:meth:`Ledger.entered` checks an event against the rules before anything
changes: a refusal raises a :class:`~penchant.errors.PenchantError` subclass
(:class:`~penchant.errors.ScoreEntryError` for impossible score entries,
:class:`~penchant.errors.IllegalDeclarationError` or
:class:`~penchant.errors.BarredError` for declarations the engine refuses)
whose message quotes the input, and the ledger is left as it was. A ledger is
immutable: ``ledger.entered(event)`` returns the new ledger, with the event
entered, and leaves ``ledger`` as it was.

Two devices, one truth: an event may carry ``seen``, the sequence number of
the log its device last showed. If other events were logged since, and the
new one could duplicate or contradict them, it is refused with
:class:`StaleEntryError` ("the other device just entered ...").
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from penchant.english.numbers import count_words
from penchant.errors import InvalidRecordError, PenchantError, ScoreEntryError, StaleEntryError
from penchant.marker.applying_entries import no_game, refusal_sentence
from penchant.marker.choices import Choices, choices_of
from penchant.marker.events import (
    CONTENT_TYPES,
    Brisquette,
    ContentEvent,
    Declared,
    Delete,
    Edit,
    EndDeal,
    Event,
    NewGame,
    Redo,
    Undo,
    WholeDeal,
)
from penchant.marker.game_sheet import GameSheet, SheetDeclaration, refuse
from penchant.marker.records import WITHOUT_ENTRIES, disagreement, read_record, record_of, sheet_csv, whole_deals
from penchant.marker.undo import Change, entry_label, inverse, perform
from penchant.play.game_record import GameRecord
from penchant.rules.profiles import DEFAULT_PROFILE, PROFILES, Profile, get_profile
from penchant.words.switches import option_words
from penchant.words.trump import trump_name

__all__ = ["HistoryItem", "Ledger", "LoggedEvent", "Skipped"]


def _no_entry(entry_id: int) -> ScoreEntryError:
    """The refusal of an entry number no entry in force has: the one sentence of it."""
    return refuse(f"there is no entry #{entry_id!r} in force")


@dataclass(frozen=True)
class LoggedEvent:
    """An event of the log: its sequence number and the one its device had seen (``None``: not said)."""

    seq: int
    event: Event
    seen: int | None = None


@dataclass(frozen=True)
class HistoryItem:
    """One entry in force, for the history screen."""

    entry_id: int
    deal: int
    event: ContentEvent
    text: str
    edited: bool


@dataclass(frozen=True)
class Skipped:
    """An event of a stored log that could not be replayed (kept, shown, never lost)."""

    seq: int
    event_json: dict[str, Any]
    reason: str


@dataclass(frozen=True)
class Ledger:
    """An immutable event log and the sheet it gives.

    ``Ledger().entered(NewGame(...)).entered(TrickWon(0)).entered(Declared(0, Kind.MARRIAGE))``
    """

    log: tuple[LoggedEvent, ...] = ()
    entries: tuple[tuple[int, ContentEvent], ...] = ()
    sheets: tuple[GameSheet, ...] = ()
    notes: tuple[str, ...] = ()
    undo_stack: tuple[Change, ...] = ()
    redo_stack: tuple[Change, ...] = ()
    edited: frozenset[int] = frozenset()
    skipped: tuple[Skipped, ...] = field(default=())

    def __repr__(self) -> str:
        """A call that makes the ledger again: ``Ledger.start(('Ada', 'Bob'), 'kandell', 0)`` for a game just begun
        under named rules, else the replay of its log (an entry with the sequence number its device had seen as
        a :class:`LoggedEvent`), never the sheets it gives nor the rules' points."""
        if not self.log:
            return "Ledger()"
        first = self.log[0]
        if (len(self.log) == 1 and first.seen is None and isinstance(first.event, NewGame)
                and PROFILES.get(first.event.profile.name) == first.event.profile):
            ev = first.event
            return f"Ledger.start({ev.players!r}, {ev.profile.name!r}, {ev.first_dealer!r})"
        events = ", ".join(repr(le.event) if le.seen is None else f"LoggedEvent({le.seq}, {le.event!r}, {le.seen})"
                           for le in self.log)
        return f"Ledger.replay([{events}]{', lenient=True' if self.skipped else ''})"

    # ---- construction
    @classmethod
    def start(cls, players: tuple[str, str], profile: Profile | str = DEFAULT_PROFILE.name,
              first_dealer: int = 0) -> Ledger:
        return cls().entered(NewGame(players, get_profile(profile), first_dealer))

    @classmethod
    def replay(cls, events: Iterable[Event | LoggedEvent], *, lenient: bool = False) -> Ledger:
        """Apply events in order (a :class:`LoggedEvent` with the sequence number its device had seen).

        With ``lenient`` an event that is refused is skipped and noted in
        :attr:`skipped` instead of raising (a stored log is never lost because
        one of its events no longer replays)."""
        ledger = cls()
        for item in events:
            ev, seen = (item.event, item.seen) if isinstance(item, LoggedEvent) else (item, None)
            if not hasattr(ev, "to_json"):  # not an event at all: nothing a lenient replay could keep aside
                raise ScoreEntryError.refusing(ev, "not a marker event (a trick, a declaration, an undo...)")
            try:
                ledger = ledger.entered(ev, seen=seen)
            except PenchantError as exc:
                if not lenient:
                    raise
                seq = ledger.seq + 1
                ledger = dataclasses.replace(
                    ledger,
                    log=(*ledger.log, LoggedEvent(seq, ev, seen)),
                    skipped=(*ledger.skipped, Skipped(seq, ev.to_json(), str(exc))),
                )
        return ledger

    # ---- what the marker reads
    @property
    def seq(self) -> int:
        """Events logged so far (the next event gets ``seq + 1``)."""
        return len(self.log)

    @property
    def started(self) -> bool:
        return bool(self.sheets)

    @property
    def sheet(self) -> GameSheet:
        if not self.sheets:
            raise no_game()
        return self.sheets[-1]

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    @property
    def undo_label(self) -> str | None:
        return self.undo_stack[-1].label if self.undo_stack else None

    @property
    def redo_label(self) -> str | None:
        return self.redo_stack[-1].label if self.redo_stack else None

    @property
    def last_note(self) -> str | None:
        return self.notes[-1] if self.notes else None

    def said(self, error: object, event: object = None) -> str:
        """A refusal as the screen says it to the players: a sentence in their words (the typed error keeps its
        message, quoting the input, for the engine): :func:`~penchant.marker.applying_entries.refusal_sentence`, naming
        the declarer of a refused ``event``'s cards."""
        player = event.player if isinstance(event, Declared) else None
        return refusal_sentence(error, self.sheets[-1].players if self.sheets else ("", ""), player)

    def history(self) -> list[HistoryItem]:
        """The entries in force, oldest first, each with its description."""
        out = []
        for i, ((eid, ev), note) in enumerate(zip(self.entries, self.notes, strict=True)):
            # An end of deal leaves the sheet on the next deal: show it under its own.
            at = self.sheets[i - 1] if isinstance(ev, EndDeal | WholeDeal) and i else self.sheets[i]
            out.append(HistoryItem(eid, at.current.number, ev, note, eid in self.edited))
        return out

    def entry(self, entry_id: int) -> ContentEvent:
        for eid, ev in self.entries:
            if eid == entry_id:
                return ev
        raise _no_entry(entry_id)

    def sheet_before(self, entry_id: int) -> GameSheet | None:
        """The sheet just before an entry (for editing it in context)."""
        for i, (eid, _) in enumerate(self.entries):
            if eid == entry_id:
                return self.sheets[i - 1] if i else None
        raise _no_entry(entry_id)

    def sheet_after(self, entry_id: int) -> GameSheet:
        """The sheet just after an entry (what it made: a declaration's kind and who made it)."""
        for i, (eid, _) in enumerate(self.entries):
            if eid == entry_id:
                return self.sheets[i]
        raise _no_entry(entry_id)

    def declaration_made(self, entry_id: int) -> SheetDeclaration:
        """The declaration an entry made, as the sheet after it has it (its kind, by whom, by the trick's winner or
        loser): refused, in a sentence, for an entry that made none (a form editing it must not guess a kind)."""
        after = self.sheet_after(entry_id)
        made = next((x for d in after.deals for x in d.declarations if x.entry_id == entry_id), None)
        if made is None:
            raise refuse(f"entry #{entry_id!r} made no declaration")
        return made

    @cached_property
    def choices(self) -> Choices:
        """What may be entered now, in one answer (:class:`~penchant.marker.choices.Choices`): the deal screen
        draws its buttons from it; ``event in ledger.choices`` is whether :meth:`entered` would accept it."""
        return choices_of(self.sheets[-1] if self.sheets else None, undo=self.can_undo, redo=self.can_redo)

    def check(self, event: Event, *, seen: int | None = None) -> str | None:
        """``None`` if ``event`` would be accepted, else the refusal's message."""
        try:
            self.entered(event, seen=seen)
        except PenchantError as exc:
            return str(exc)
        return None

    def entered(self, event: Event, *, seen: int | None = None) -> Ledger:
        """A new ledger, with ``event`` entered; this one is left as it was. Raises :class:`PenchantError` on
        refusal.

        ``seen``: the sequence number its device last showed (see :meth:`stale`).
        """
        if seen is not None:
            if isinstance(seen, bool) or not isinstance(seen, int) or seen < 0:
                raise refuse(f"seen must be a sequence number, not {seen!r}")
            if seen > self.seq:
                holds = count_words(self.seq, "entry", "entries")
                raise refuse(f"seen {seen!r} is beyond the log: it holds {holds}, so a device has seen {self.seq} "
                             "at most")
            stale = self.stale(event, seen)
            if stale is not None:
                raise stale
        seq = self.seq + 1
        logged = (*self.log, LoggedEvent(seq, event, seen))
        if isinstance(event, Undo):
            if not self.undo_stack:
                raise refuse("nothing to undo")
            op = self.undo_stack[-1]
            new = self._perform(inverse(op), label=op.label)
            return dataclasses.replace(new, log=logged, undo_stack=self.undo_stack[:-1],
                                       redo_stack=(*self.redo_stack, op))
        if isinstance(event, Redo):
            if not self.redo_stack:
                raise refuse("nothing to redo")
            op = self.redo_stack[-1]
            new = self._perform(op, label=op.label)
            return dataclasses.replace(new, log=logged, undo_stack=(*self.undo_stack, op),
                                       redo_stack=self.redo_stack[:-1])
        if isinstance(event, Edit):
            index = self._index_of(event.target, "edit")
            old = self.entries[index][1]
            if isinstance(old, NewGame) != isinstance(event.event, NewGame):
                raise refuse(
                    f"entry #{event.target} cannot be replaced by {entry_label(event.event)}: "
                    "the first entry holds the players and rules, and only it does"
                )
            self._refuse_a_jack_added(event.target, index, old, event.event)
            op = Change("replace", event.target, index, old, event.event, f"edit of #{event.target}")
        elif isinstance(event, Delete):
            index = self._index_of(event.target, "delete")
            old = self.entries[index][1]
            if isinstance(old, NewGame):
                raise refuse("entry #1 (the new game) cannot be deleted: start another game instead")
            op = Change("remove", event.target, index, old, None, f"deletion of #{event.target}")
        elif isinstance(event, CONTENT_TYPES):
            op = Change("add", seq, len(self.entries), None, event, entry_label(event))
        else:
            raise refuse(f"{event!r} is not a marker event")
        new = self._perform(op, label=op.label)
        note = new.note_of(op.entry_id) if op.action == "add" else None
        if note is not None:
            # undo and redo say which entry they take back or bring back, as the sheet's history words it
            op = dataclasses.replace(op, label=note)
        undo = (*self.undo_stack, op) if not isinstance(event, NewGame) else ()
        edited = self.edited | {op.entry_id} if op.action == "replace" else self.edited
        return dataclasses.replace(new, log=logged, undo_stack=undo, redo_stack=(), edited=edited)

    def _refuse_a_jack_added(self, target: int, index: int, old: ContentEvent, new: ContentEvent) -> None:
        """Refuse an edit that gives a Jack's suit to a penchant entered without one that sets no trump: the
        suit would lie unused, then set trump unseen once the penchant that did set it is deleted."""
        if not (isinstance(new, Declared) and new.jack is not None and new.cards is None
                and isinstance(old, Declared) and old.jack is None):
            return
        before = self.sheets[index - 1]
        if not before.penchant_sets_trump(by_trick_winner=new.by_winner is not False):
            why = (f"{trump_name(before.current.trump)} are trump already" if before.current.trump is not None
                   else option_words("loser_penchant_sets_trump", False))
            raise refuse(f"entry #{target}: this penchant does not set trump ({why}), so the suit of its Jack "
                         f"({new.jack.symbol}) is not asked")

    def stale(self, event: Event, seen: int) -> StaleEntryError | None:
        """Why ``event``, tapped on a device that had seen ``seen`` events, may not be entered now (or ``None``):
        the refusal, with the entry the other device made as its part.

        Nothing logged since: fine. Otherwise the tap was aimed at a sheet that
        has moved on, and it is refused unless it cannot duplicate or
        contradict what came since: only a brisquette for one player after
        brisquettes for the other (each a different card taken) passes.
        """
        if seen >= self.seq:
            return None
        since = [le for le in self.log if le.seq > seen]
        independent = isinstance(event, Brisquette) and all(
            isinstance(le.event, Brisquette) and le.event.player != event.player for le in since
        )
        if independent:
            return None
        latest = since[-1]
        return StaleEntryError.entered(self.describe(latest), self._entry_note(latest))

    def describe(self, logged: LoggedEvent) -> str:
        """A logged event in words (its note if it is an entry still in force)."""
        ev = logged.event
        if isinstance(ev, Undo):
            return "an undo"
        if isinstance(ev, Redo):
            return "a redo"
        if isinstance(ev, Edit):
            note = self.note_of(ev.target)
            return f"an edit of #{ev.target}" + (f" ({note})" if note is not None else "")
        if isinstance(ev, Delete):
            return f"the deletion of #{ev.target}"
        note = self._entry_note(logged)
        return repr(note) if note is not None else entry_label(ev) if isinstance(ev, CONTENT_TYPES) else "an entry"

    def _entry_note(self, logged: LoggedEvent) -> str | None:
        """The note of a logged entry still in force (``None`` for an undo, a redo, an edit or a deletion)."""
        if isinstance(logged.event, Undo | Redo | Edit | Delete):
            return None
        return self.note_of(logged.seq)

    def _index_of(self, target: int, verb: str) -> int:
        for i, (eid, _) in enumerate(self.entries):
            if eid == target:
                return i
        raise refuse(f"cannot {verb} entry #{target!r}: there is no such entry in force (see the history)")

    def _perform(self, op: Change, *, label: str) -> Ledger:
        entries, sheets, notes = perform(op, self.entries, self.sheets, self.notes, label=label)
        return dataclasses.replace(self, entries=entries, sheets=sheets, notes=notes)

    def note_of(self, entry_id: int) -> str | None:
        """The history's words for entry ``entry_id``, or ``None`` when it is not an entry in force."""
        for (eid, _), note in zip(self.entries, self.notes, strict=True):
            if eid == entry_id:
                return note
        return None

    # ---- records (penchant.marker.records)
    def to_record(self) -> GameRecord:
        """The ``penchant-game/1`` record of the deals ended so far.

        Each deal keeps its trump and (referee mode) the cards of its declarations;
        the entries ride along under ``"marker"`` so an import restores the
        trick-by-trick detail and an unfinished deal.
        """
        return record_of(self.sheet, [ev for _, ev in self.entries])

    def export_json(self) -> dict[str, Any]:
        return self.to_record().to_json()

    def to_csv(self) -> str:
        """The score sheet as CSV (one row per deal and player)."""
        return sheet_csv(self.sheet)

    @classmethod
    def from_record(cls, data: object) -> Ledger:
        """A ledger from a ``penchant-game/1`` record (an object or its JSON text).

        If the record carries the marker's entries they are replayed (keeping tricks, tables and an unfinished
        deal), and must give the record's deals, players and rules: an entry that does not replay, or entries
        that disagree with the deals, refuse the import (:class:`InvalidRecordError` naming the entry or the
        deal), so nothing is dropped without a word. A record without entries has its deals entered whole.
        """
        record, events = read_record(data)
        if events is not None:
            ledger = cls()
            for i, ev in enumerate(events):
                try:
                    ledger = ledger.entered(ev)
                except PenchantError as exc:
                    raise InvalidRecordError(
                        f"marker.entries[{i}]: {json.dumps(ev.to_json())} does not replay: {exc}{WITHOUT_ENTRIES}"
                    ) from None
            differs = disagreement(ledger.sheet, record) if ledger.started else "the entries start no game"
            if differs is not None:
                raise InvalidRecordError(f"marker.entries: {differs}{WITHOUT_ENTRIES}")
            return ledger
        ledger = cls().entered(NewGame(record.players, record.profile, record.first_dealer))
        for whole in whole_deals(record):
            ledger = ledger.entered(whole)
        return ledger
