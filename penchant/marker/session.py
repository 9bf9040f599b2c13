"""One device's session on the marker's store: which game it shows, and what changed since it last looked.

The marker's page asks a :class:`MarkerSession` in one call and draws the answer:

* :meth:`MarkerSession.look`: what the device should show now, given what it shows (:class:`Shown`): a page not
  yet used follows the store (it joins the game being scored at the table now, one with an entry in the last
  :data:`LIVE_SECONDS`, and otherwise opens on the new-game form); a page in use follows the table's next game (a
  rematch, or the same players begun again) and not another table's; the other device's entries are caught up
  and said as it said them; an entry this device showed that the store did not keep (two tabs of one browser
  writing at one moment: see :class:`~penchant.marker.store_protocol.MarkerStore`'s ``replacements``) is said lost, and
  the store's game shown (or, the game itself gone, the new-game form). The answer is a :class:`Look`.
* :meth:`MarkerSession.enter`: check and commit one entry (:meth:`~penchant.marker.store_protocol.MarkerStore.append`),
  carrying the sequence number the device showed; kept, refused by the rules, or refused as stale (the other
  device entered first: the store's game comes back to be shown). The answer is an :class:`Entry`, with its words.
* :meth:`MarkerSession.own`: whether an entry was this device's (a refusal offers Undo only of one's own).

When to look is the page's: on each news from the store (:meth:`~penchant.marker.store_protocol.MarkerStore.listen`: the
browser's other tabs), every :func:`poll_seconds_from_env` seconds where a server keeps the store, and when a page
built ahead in a waiting kernel is first shown (``opened``). The time comes from the ``clock`` given.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Literal

from penchant.errors import PenchantError, StaleEntryError, StoreError
from penchant.marker.events import Delete, Edit, Event, Redo, Undo
from penchant.marker.ledger import Ledger
from penchant.marker.store_protocol import GameSummary, MarkerStore

__all__ = ["LIVE_SECONDS", "POLL_ENV", "Entry", "Look", "MarkerSession", "Shown", "Tap", "entry_words",
           "poll_seconds_from_env"]

LIVE_SECONDS = 20 * 60
"""A game with an entry this recent is being scored at a table now: a page opened fresh joins it (and says so), as
the table's second device must. An older game, finished or not, is never opened by itself: the new-game form shows,
and lists the unfinished ones to resume."""

POLL_ENV = "PENCHANT_MARKER_POLL_SECONDS"
"""How often (seconds) a page checks for entries another device made; 2 when unset or not a positive number."""

Screen = Literal["deal", "setup"]
"""The screens a look may open: a game's sheet (``deal``) or the new-game form (``setup``)."""


def poll_seconds_from_env() -> float:
    """``$PENCHANT_MARKER_POLL_SECONDS`` as a positive number of seconds, else 2."""
    try:
        seconds = float(os.environ.get(POLL_ENV, ""))
    except ValueError:
        return 2.0
    return seconds if 0 < seconds < float("inf") else 2.0


@dataclass(frozen=True, slots=True)
class Shown:
    """What a device shows: the game (``None``: none, the new-game form), its ledger as shown, whether the device
    has been used (``touched``: it no longer follows the store's latest game) and the screen on it (the page's
    name: ``deal`` is the game's sheet, ``setup`` the new-game form)."""

    game_id: int | None
    ledger: Ledger
    touched: bool = False
    screen: str = ""


@dataclass(frozen=True, slots=True)
class Look:
    """What a device shows after looking at the store (:meth:`MarkerSession.look`).

    ``game_id`` and ``ledger``: the game to show (the same objects when nothing changed); ``screen``: a screen to
    open (another game opened, or the new-game form), ``None`` to stay; ``joined``: the game being scored now that a
    page opened fresh joined (the page says whose, and when its last entry was); ``note``: what to say (``None``:
    leave the note as it is); ``refusal``: the banner (``None``: leave it, ``""``: take it down)."""

    game_id: int | None
    ledger: Ledger
    screen: Screen | None = None
    joined: GameSummary | None = None
    note: str | None = None
    refusal: str | None = None


@dataclass(frozen=True, slots=True)
class Entry:
    """What entering one event did (:meth:`MarkerSession.enter`).

    ``kept``: stored; ``ledger``: the game to show after (the new entry's; refused as ``stale``, the store's, which
    another device moved on; refused by the rules, the one given); ``note``: what the entry did in words (``None``:
    leave the note); ``refusal``: why it was refused, in the players' words (``""`` when kept)."""

    kept: bool
    ledger: Ledger
    note: str | None = None
    refusal: str = ""
    stale: bool = False


def entry_words(event: Event, before: Ledger, after: Ledger) -> str:
    """What an entry did, as the page says it: an undo or a redo names what it took back or brought back, an edit
    or a deletion its entry, any other entry the ledger's own note."""
    if isinstance(event, Undo):
        return f"Undone: {before.undo_label}"
    if isinstance(event, Redo):
        return f"Redone: {before.redo_label}"
    if isinstance(event, Edit):
        note = after.note_of(event.target)
        return f"Entry #{event.target} changed" + (f": {note}" if note is not None else "")
    if isinstance(event, Delete):
        return f"Entry #{event.target} deleted (Undo brings it back)"
    return after.last_note or ""


class MarkerSession:
    """One device on ``store`` (see the module): ``clock`` is the time as the store stamps its entries."""

    def __init__(self, store: MarkerStore, *, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        self.replacements = store.replacements
        """How often the store's file was found replaced under it, as this device last looked."""
        self.mine: frozenset[tuple[int, int]] = frozenset()
        """The entries this device committed, as (game, sequence number)."""

    # ------------------------------------------------------------------ entering
    def enter(self, game_id: int, ledger: Ledger, event: Event | Callable[[], Event]) -> Entry:
        """Check and commit ``event`` (or what ``event()`` builds) on the game ``ledger`` shows; see :class:`Entry`.
        The entry carries the sequence number the device shows: a tap aimed at a sheet another device has moved on
        is refused (:class:`~penchant.errors.StaleEntryError`) rather than entered twice."""
        ev: Event | None = None
        try:
            ev = event() if callable(event) else event
            after = self.store.append(game_id, ev, ledger, seen=ledger.seq)
        except StaleEntryError as exc:
            try:
                ledger = self.store.refresh(game_id, ledger)
            except PenchantError:
                pass  # shown as it was: the refusal still says why
            return Entry(False, ledger, ledger.last_note or "", ledger.said(exc, ev), stale=True)
        except PenchantError as exc:
            return Entry(False, ledger, None, ledger.said(exc, ev))
        self.mine = self.mine | {(game_id, after.seq)}
        return Entry(True, after, entry_words(ev, ledger, after))

    def own(self, game_id: int | None, seq: int) -> bool:
        """Whether entry ``seq`` of ``game_id`` is one this device committed."""
        return game_id is not None and (game_id, seq) in self.mine

    # ------------------------------------------------------------------ looking
    def look(self, shown: Shown, *, opened: bool = False) -> Look:
        """What the device should show now (see the module); ``opened``: the page has just been shown (a page not
        yet used then opens as a new page does). Errors of the store propagate (the page keeps what it shows)."""
        look = self._replaced(shown)
        if not shown.touched:
            look = self._follow_latest(look, shown, initial=opened)
        else:
            look = self._follow_new_game(look, shown)
        return self._catch_up(look)

    def _replaced(self, shown: Shown) -> Look:
        """The store's file replaced under it (two tabs of the site writing at one moment: the later write takes
        the place of the earlier's line): the game is read again, and an entry shown that is gone is said lost."""
        look = Look(shown.game_id, shown.ledger)
        if shown.game_id is not None:
            self.store.latest_game()  # the store reads its file (and finds it replaced) first
        before, self.replacements = self.replacements, self.store.replacements
        if self.replacements == before or shown.game_id is None:
            return look
        try:
            stored = self.store.load(shown.game_id)
        except StoreError:  # the game itself was made in the write that went
            players = shown.ledger.sheet.players if shown.ledger.started else ("?", "?")
            return Look(None, Ledger(), "setup", note="", refusal=(
                f"The game {players[0]} v {players[1]} was not kept: another tab wrote at the same moment; start "
                "it again if you still mean it"))
        kept = {le.seq: le.event for le in stored.log}
        lost = [le for le in shown.ledger.log if kept.get(le.seq) != le.event]
        refusal = (f"{shown.ledger.describe(lost[0])} was not kept: another tab wrote at the same moment, and the "
                   "screen now shows what is stored; tap again if you still mean it") if lost else None
        return replace(look, ledger=stored, note=stored.last_note or "", refusal=refusal)

    def _open(self, game_id: int, note: str | None, joined: GameSummary | None = None) -> Look:
        """Another game opened, its sheet from the start; the page says ``note`` (or, ``joined``, whose game)."""
        return Look(game_id, self.store.load(game_id), "deal", joined, note, "")

    def _follow_latest(self, look: Look, shown: Shown, *, initial: bool) -> Look:
        """A device not yet used joins the game being scored now (:data:`LIVE_SECONDS`); with none, it stays on the
        game shown, or opens on the new-game form when the page is opened (``initial``: built, or first shown after
        it was built ahead in a waiting kernel, perhaps hours ago, while a game was being scored)."""
        latest = next(iter(self.store.list_games(limit=1)), None)
        if latest is not None and self.clock() - latest.updated < LIVE_SECONDS:
            if latest.id != look.game_id or initial:
                return self._open(latest.id, None, joined=latest)
            return look
        if initial or (look.game_id is None and shown.screen != "setup"):
            return Look(None, Ledger(), "setup", note=look.note, refusal=look.refusal)
        return look

    def _follow_new_game(self, look: Look, shown: Shown) -> Look:
        """A device in use follows a game another device starts after its own, when that is the table's next game:
        its own game is over (a rematch, a new game), or the new game is between the same two players (the game
        begun again). A game of other players, while this one is being played, is another table's."""
        if look.game_id is None or shown.screen != "deal":
            return look
        latest = self.store.latest_game(playing_only=True)
        if latest is None or latest <= look.game_id:
            return look
        new = self.store.game(latest)
        if look.ledger.sheet.is_over() or set(new.players) == set(look.ledger.sheet.players):
            return self._open(latest, f"Another device started a new game: {new.players[0]} v {new.players[1]}")
        return look

    def _catch_up(self, look: Look) -> Look:
        """The other device's entries since the ledger shown: said as it said them ("Undone: ..."); a refusal shown
        for the sheet as it was no longer stands."""
        if look.game_id is None or self.store.latest_seq(look.game_id) == look.ledger.seq:
            return look
        before = look.ledger
        after = self.store.refresh(look.game_id, before)
        last = after.log[-1].event if after.log and after.seq == before.seq + 1 else None
        said = entry_words(last, before, after) if last is not None else after.last_note or ""
        return replace(look, ledger=after, note=f"On the other device: {said}" if said else "", refusal="")


@dataclass(frozen=True, slots=True)
class Tap:
    """A tap on a button, as a finger's bounce is told: the button's ``key``, when (``at``, monotonic seconds) and
    the page's count of taps then (``count``). ``Tap()`` is no tap yet."""

    key: str = ""
    at: float = 0.0
    count: int = -1

    def bounces(self, before: Tap, *, within: float) -> bool:
        """Whether this tap is a finger's bounce after ``before``: the same button, the very next tap, less than
        ``within`` seconds later (entered once; the page says so next to the button)."""
        return self.key == before.key and self.count == before.count + 1 and self.at - before.at < within
