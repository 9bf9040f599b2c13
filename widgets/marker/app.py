"""The marker application: one widget holding the screens, the store and the ledger.

Data flow (docs/contributing.md, "The marker's data flow"): a tap builds an event; :meth:`MarkerApp.submit`
passes it to :meth:`penchant.marker.store.Store.append`, which checks it with the
ledger and commits it before returning; only then does the screen re-render
from the new ledger. A refused event shows the engine's message in the
``pm-error`` banner and changes nothing.

A page that has not been tapped yet follows the store: it joins the game being scored at the table now (one with
an entry in the last :data:`LIVE_SECONDS`), saying so, and picks up events other devices commit (polled every
couple of seconds, and at once when the page is displayed, which matters when Voilà pre-runs the notebook in a
waiting kernel). With no game that recent it opens on the new-game form, the games left unfinished one tap away
under it: a newcomer is never dropped silently into an earlier game (one met a game someone else had left).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import ipywidgets as W
import traitlets
from penchant_widgets.contents import contents_html
from penchant_widgets.marker.common import CSS, Button, HBox, Html, guarded, html, log, when_said
from penchant_widgets.marker.device import DeviceView
from penchant_widgets.marker.tabs import TabLine
from penchant_widgets.style import StyleSheet
from penchant_widgets.view_count import watch_views
from penchant_widgets.views import built_ahead, resend_state

from penchant.errors import PenchantError, StaleEntryError
from penchant.marker import (
    ContentEvent,
    Delete,
    Edit,
    Event,
    GameSheet,
    Ledger,
    NewGame,
    Redo,
    Undo,
)
from penchant.marker.drive_store import open_store
from penchant.marker.store import DB_ENV, MarkerStore, default_db_path
from penchant.rules.words import refusal_words
from penchant.serving import chapters_alongside

__all__ = ["LIVE_SECONDS", "MarkerApp", "joined_words", "marker_app"]

LIVE_SECONDS = 20 * 60
"""A game with an entry this recent is being scored at a table now: a page opened fresh joins it (and says so), as
the table's second device must. An older game, finished or not, is never opened by itself: the new-game form shows,
and lists the unfinished ones to resume."""
WAKE_NOTE = '<div class="pm-wake" aria-live="polite"></div>'
"""Where the page's script (the ``penchant`` Voilà template's ``marker-page.js``) says whether the screen is kept
awake. That script also holds the page's line to its server and reloads a page long hidden; see it."""

LINE_SECONDS = 2
"""How often a page asks its server whether its kernel is still there (and at once on every tap): the
``penchant`` template's ``marker-page.js`` (``LINE_MS``) says the same; a test checks they agree."""

Submittable = Event | Callable[[], Event]

DOUBLE_TAP = "Double tap: entered once. Tap again if you meant two"
"""Said next to a button whose second tap came too fast to be meant (a finger's bounce)."""

CONTENTS_LINK = contents_html("the tutorial's chapters, to read up on the rules")
"""The marker's link back to the tutorial's chapter list (the notebook's own markdown is hidden on the page), shown
where the chapters are served beside it (:mod:`penchant_widgets.contents`)."""


class MarkerApp(W.VBox):
    """The Penchant marker. ``MarkerApp(Store(path))``; ``app.submit(TrickWon(0))``.

    Its view state is in traitlets, observed: ``referee``, ``face_to_face`` and ``jack_for`` (the player asked for
    a penchant's Jack) draw the screen again when they change; ``selected`` (referee mode's cards) draws the referee
    panel; ``face_to_face`` and ``syncing`` are drawn as the app's classes (``pm-face``, ``pm-syncing``), and with
    ``referee`` and ``screen`` synced with the page by ``device``. What may be entered is the ledger's one
    answer (``ledger.choices``): the screens never try an entry on the ledger to see whether it would pass
    (``tests/widgets/test_marker_asks_the_ledger.py``)."""

    referee = traitlets.Bool(False)
    """Referee mode: declarations by their cards, checked against both tables."""
    face_to_face = traitlets.Bool(False)
    """The far player's half turned for a tablet lying between the players."""
    jack_for = traitlets.Int(None, allow_none=True)
    """The player whose penchant waits for its Jack's suit (a penchant that sets trump), or ``None``."""
    jack_by_winner = traitlets.Bool(True)
    """Whether the penchant waiting for its Jack is the trick winner's (else the loser's penchant)."""
    selected = traitlets.Int(0)
    """Referee mode: the cards tapped for a declaration (a card mask); observed by the referee panel."""
    touched = traitlets.Bool(False)
    """This page has been used: it no longer follows the store's latest game."""
    syncing = traitlets.Bool(False)
    """A page built ahead in a waiting kernel holds its screen until it has read the store again."""
    screen = traitlets.Unicode("")
    message = traitlets.Unicode("")
    ledger = traitlets.Instance(Ledger, args=())
    """The game's ledger as this page shows it: every entry committed, a refresh from the store, another game
    opened sets a new one, and the screen is drawn again (observed)."""
    game_id = traitlets.Int(None, allow_none=True)
    """The store's id of the game shown, or ``None`` (the new-game form)."""
    store = traitlets.Instance(MarkerStore, read_only=True).tag(sync=False)  # type: ignore[type-abstract]
    """Where the games are kept (fixed at construction)."""
    clock = traitlets.Callable(read_only=True).tag(sync=False)
    """The time, as the store stamps its entries (a test passes a later one; fixed at construction)."""
    guard = traitlets.Callable(read_only=True).tag(sync=False)
    """Wraps each screen's handler (:func:`~penchant_widgets.marker.common.guarded`): a tap counted, drawn once."""
    double_tap_seconds = traitlets.Float(0.25).tag(sync=False)
    """A second tap on the same button within this is a finger's bounce, entered once (:meth:`bounced`)."""
    held = traitlets.Int(0).tag(sync=False)
    """Changes under way (:meth:`changing`): the screen is drawn once the last is made."""
    stale = traitlets.Bool(False).tag(sync=False)
    """The screen waits to be drawn again, once the changes under way are made."""
    taps = traitlets.Int(0).tag(sync=False)
    """Taps on this page so far (each guarded handler counts one first): a confirmation compares them."""
    last_bounce = traitlets.Tuple(traitlets.Unicode(), traitlets.Float(), traitlets.Int(), default_value=("", 0.0, -1))
    """The last button tapped that a bounce is told on: its key, when (monotonic seconds) and at which tap."""
    bounce = traitlets.Tuple(traitlets.Instance(Button, allow_none=True), traitlets.Instance(Html, allow_none=True),
                             default_value=(None, None)).tag(sync=False)
    """The button marked bounced and the note saying so, until the next tap clears them."""
    mine = traitlets.Set().tag(sync=False)
    """The entries this page committed (game, seq): a refusal's banner offers Undo only of this page's own."""
    replacements = traitlets.Int(0).tag(sync=False)
    """How often the store's file was found replaced under it, as this page last read it."""
    screens = traitlets.Dict().tag(sync=False)
    """The screens built so far, by name (:meth:`screen_widget`)."""
    poller = traitlets.Any(None).tag(sync=False)
    """The periodic check for other devices' entries, or ``None`` (none asked, or no event loop)."""
    tabs = traitlets.Instance(TabLine, allow_none=True).tag(sync=False)
    """This browser's other tabs (:class:`~penchant_widgets.marker.tabs.TabLine`), told of each entry."""
    device = traitlets.Instance(DeviceView, allow_none=True).tag(sync=False)
    """The view synced with the page, and this device's stored choice given back by it (:mod:`.device`)."""

    def __init__(
        self,
        store: MarkerStore,
        game_id: int | None = None,
        *,
        resume: bool = True,
        poll_seconds: float | None = None,
        notice: str | None = None,
        double_tap_seconds: float = 0.25,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(double_tap_seconds=double_tap_seconds)
        self.set_trait("clock", clock)
        self.add_class("pm-app")
        self.set_trait("store", store)
        self.replacements = store.replacements
        self.set_trait("guard", guarded(self.show_error, on_tap=self._count_tap,
                                        words=lambda exc: self.ledger.said(exc), around=self.changing))

        self._style = StyleSheet(CSS, "marker-style")
        self._style.add_class("pm-style")
        self._wake = html(WAKE_NOTE, "pm-wake-note")
        self.error = html("", "pm-error")
        close = Button(description="✕", tooltip="dismiss", layout=W.Layout(width="auto"))
        close.add_class("pm-error-close")
        close.on_click(lambda _b: self.clear_error())
        # The banner lies over the toolbar: its own Undo takes a wrong tap back at once (a refusal that
        # says "undo it" needed a tap to dismiss it and another on the toolbar's Undo).
        self.banner_undo = Button(description="↶ Undo", tooltip="undo the last entry", layout=W.Layout(width="auto"))
        self.banner_undo.add_class("pm-banner-undo")
        self.banner_undo.on_click(self.guard(self._undo_from_banner))
        self.banner = HBox([self.error, self.banner_undo, close])
        self.banner.add_class("pm-banner")
        self.banner.shown = False

        # Back to the tutorial's list of chapters, as the practice page and each chapter have (a learner on a phone
        # found no way back); below the screens (marker.css orders it last), so no button moves. Not drawn where the
        # marker is served by itself (`penchant marker`): its server refuses the chapters (a newcomer met a 403).
        contents = (html(CONTENTS_LINK, "pm-contents"),) if chapters_alongside() else ()
        self.device = DeviceView(self)  # before the first screen: its traits follow the app's from the start
        self.children: tuple[W.Widget, ...] = (self._style, self._wake, self.banner, *contents, self.device)

        with store.one_reading():  # the first screen is drawn from one reading of the store
            if game_id is not None:
                self.open_game(game_id, touch=False)
            elif resume:
                self._follow_latest(initial=True)
            else:
                self.show("setup")
        if notice:
            self.show_error(notice)
        if built_ahead():
            # Built ahead of the page in a waiting kernel: hold the screen until the page is shown
            # and the store has been read again (see sync), so a stale sheet never flashes. A page connected
            # while the app was built (the static site, a kernel started for the page) has nothing to catch up.
            self.syncing = True
            watch_views(self, self._on_views)
        if poll_seconds:
            self._start_polling(poll_seconds)
        # Other tabs of this browser (the static site): told of each entry at once, and telling this one.
        self.tabs = TabLine(self.sync)

    @traitlets.observe("face_to_face", "syncing")
    def _draw_app_class(self, change: Any) -> None:
        css = "pm-face" if change["name"] == "face_to_face" else "pm-syncing"
        (self.add_class if change["new"] else self.remove_class)(css)

    @traitlets.observe("referee", "face_to_face", "jack_for", "ledger", "game_id", "message")
    def _redraw(self, change: Any) -> None:
        """What the screen shows has changed: draw it, once the change under way is whole (:meth:`changing`)."""
        if self.held:
            self.stale = True
        else:
            self.render()

    @contextmanager
    def changing(self) -> Iterator[None]:
        """Make several changes and draw the screen once, after the last (every tap is one: a tap that commits an
        entry sets the ledger and the message, and the screen was drawn for each)."""
        self.held += 1
        try:
            yield
        finally:
            self.held -= 1
            if not self.held and self.stale:
                self.render()

    def __repr__(self) -> str:  # deterministic text/plain for nbval
        return "Penchant marker"

    # ------------------------------------------------------------------ screens
    def screen_widget(self, name: str) -> Any:
        """The screen called ``name``, built on first use (keeps the first page light), its module imported then
        too: the first screen, the new-game form or a game's deal, imports only its own (on the static site the
        others were a tenth of a second or more of imports before a first game's form showed, issue #34)."""
        if name not in self.screens:
            widget = _SCREENS[name](self)
            self.screens = {**self.screens, name: widget}
            self.children = (*self.children, widget)
        return self.screens[name]

    def show(self, name: str) -> None:
        """Show one screen and render it."""
        target = self.screen_widget(name)
        self.jack_for = None
        for key, widget in self.screens.items():
            if key != name:
                widget.shown = False
        target.render()
        self.stale = False  # the screen shown is drawn from the state as it is now
        target.shown = True
        self.screen = name  # said to the page once the screen is shown (it opens at its top)

    def render(self) -> None:
        self.stale = False
        if self.screen:
            self.screens[self.screen].render()

    # ------------------------------------------------------------------ state
    @property
    def sheet(self) -> GameSheet:
        return self.ledger.sheet

    def touch(self) -> None:
        """This page has been used: stop following the store's latest game."""
        self.touched = True

    def open_game(self, game_id: int, *, touch: bool = True) -> None:
        if touch:
            self.touch()
        with self.changing():
            self.ledger = self.store.load(game_id)
            self.game_id = game_id
            self.selected = 0
            self.message = self.ledger.last_note or ""
            self.clear_error()
            self.show("deal")

    def start_game(self, new_game: NewGame) -> bool:
        """Store a new game and open it."""
        self.touch()
        try:
            game_id = self.store.create_game(new_game)
        except PenchantError as exc:
            self.show_error(self.ledger.said(exc))
            return False
        self.open_game(game_id)  # observed: the game's screen is drawn
        return True

    def submit(self, event: Submittable) -> bool:
        """Check and commit one event, then re-render; on refusal show why and change nothing."""
        self.touch()
        if self.game_id is None:
            self.show_error("no game is open: start a new game or pick a saved one")
            return False
        with self.changing():  # the ledger and the message change together: the screen is drawn once
            return self._submit(self.game_id, event)

    def _submit(self, game_id: int, event: Submittable) -> bool:
        ev: Event | None = None
        try:
            ev = event() if callable(event) else event
            before = self.ledger
            # The entry carries the sequence number this screen shows: a tap aimed at a sheet another
            # device has moved on is refused (StaleEntryError) rather than entered twice.
            ledger = self.store.append(game_id, ev, self.ledger, seen=self.ledger.seq)
        except StaleEntryError as exc:
            self.jack_for = None
            try:
                self.ledger = self.store.refresh(game_id, self.ledger)
            except PenchantError:
                log.exception("marker refresh after a stale tap failed")
            self.message = self.ledger.last_note or ""
            self.show_error(self.ledger.said(exc, ev))
            return False
        except PenchantError as exc:
            self.show_error(self.ledger.said(exc, ev))
            return False
        self.mine = self.mine | {(game_id, ledger.seq)}
        self.clear_error()
        self.ledger = ledger  # observed: the screen is drawn once the tap's changes are made
        self.message = self._describe(ev, before)
        if self.tabs is not None:
            self.tabs.tell(game_id, self.ledger.seq)
        return True

    def bounced(self, key: str, where: Button | None = None, note: Html | None = None,
                text: str = DOUBLE_TAP) -> bool:
        """The same button tapped again, with no other tap between, within ``double_tap_seconds``:
        a finger's bounce, entered once. Never in silence: the tapped button is marked (``pm-bounced``)
        and ``note``, next to it, says so (``text``)."""
        now = time.monotonic()
        last_key, last, taps = self.last_bounce
        self.last_bounce = (key, now, self.taps)
        if last_key == key and self.taps == taps + 1 and now - last < self.double_tap_seconds:
            if where is not None:
                where.bounced = True
            if note is not None:
                note.value = f'<span class="pm-bounce-text">{_escape(text)}</span>'
                note.shown = True
            self.bounce = (where, note)
            with self.changing():
                self.message = text
                self.stale = True  # said again after another message: drawn either way
            return True
        return False

    def _count_tap(self) -> None:
        self.taps += 1
        where, note = self.bounce
        if where is not None:
            where.bounced = False
        if note is not None:
            note.value = ""
            note.shown = False
        self.bounce = (None, None)

    def _describe(self, ev: Event, before: Ledger) -> str:
        if isinstance(ev, Undo):
            return f"Undone: {before.undo_label}"
        if isinstance(ev, Redo):
            return f"Redone: {before.redo_label}"
        if isinstance(ev, Edit):
            note = self.ledger.note_of(ev.target)
            return f"Entry #{ev.target} changed" + (f": {note}" if note is not None else "")
        if isinstance(ev, Delete):
            return f"Entry #{ev.target} deleted (Undo brings it back)"
        return self.ledger.last_note or ""

    def edit(self, target: int, event: ContentEvent) -> bool:
        return self.submit(Edit(target, event))

    # ------------------------------------------------------------------ messages
    def show_error(self, message: str) -> None:
        self.error.value = _escape(message)
        own = (self.game_id, self.ledger.seq) in self.mine
        self.banner_undo.layout.display = "" if self.ledger.can_undo and own else "none"
        self.banner_undo.tooltip = f"Undo: {self.ledger.undo_label}" if own and self.ledger.can_undo else ""
        self.banner.shown = bool(message)

    def _undo_from_banner(self, _b: Any = None) -> None:
        self.clear_error()
        self.submit(Undo())

    def clear_error(self) -> None:
        if self.error.value:
            self.error.value = ""
        self.banner.shown = False

    # ------------------------------------------------------------------ following the store
    def _follow_latest(self, *, initial: bool = False) -> None:
        """An untouched page: join the game being scored now (:data:`LIVE_SECONDS`), saying so; with none, stay on
        the game shown, or open on the new-game form when the page is opened (``initial``: built, or first shown
        after it was built ahead in a waiting kernel, perhaps hours ago, while a game was being scored)."""
        latest = next(iter(self.store.list_games(limit=1)), None)
        if latest is not None and self.clock() - latest.updated < LIVE_SECONDS:
            if latest.id != self.game_id or initial:
                with self.changing():
                    self.open_game(latest.id, touch=False)
                    self.message = joined_words(latest.players, when_said(latest.updated, self.clock()))
            return
        if initial or (self.game_id is None and self.screen != "setup"):
            with self.changing():
                self.game_id = None
                self.ledger = Ledger()
                self.show("setup")

    def _follow_new_game(self) -> None:
        """A page in use follows a game another device starts after its own, when that is the table's next
        game: its own game is over (a rematch, a new game), or the new game is between the same two players
        (the game begun again). A game of other players, while this one is being played, is another table's."""
        if self.game_id is None or self.screen != "deal":
            return
        latest = self.store.latest_game(playing_only=True)
        if latest is None or latest <= self.game_id:
            return
        new = self.store.game(latest)
        if self.sheet.over or set(new.players) == set(self.sheet.players):
            with self.changing():
                self.open_game(latest, touch=False)
                self.message = f"Another device started a new game: {new.players[0]} v {new.players[1]}"

    def _reload_if_replaced(self) -> None:
        """The store's file was replaced under it (two tabs of the site writing at the same moment: the
        later write takes the place of the earlier's line): the game is read again, and if an entry this
        screen showed is gone, the page says so rather than stay out of step with the store."""
        if self.game_id is not None:
            self.store.latest_seq(self.game_id)  # the store reads its file (and finds it replaced) first
        replacements = self.store.replacements
        if replacements == self.replacements or self.game_id is None:
            self.replacements = replacements
            return
        self.replacements = replacements
        stored = self.store.load(self.game_id)
        shown = self.ledger
        kept = {le.seq: le.event for le in stored.log}
        lost = [le for le in shown.log if kept.get(le.seq) != le.event]
        with self.changing():
            self.ledger = stored
            self.message = stored.last_note or ""
        if lost:
            self.show_error(f"{shown.describe(lost[0])} was not kept: another tab wrote at the same moment, and "
                            "the screen now shows what is stored; tap again if you still mean it")

    def sync(self, *, opened: bool = False) -> None:
        """Pick up what other devices (or a restarted server) committed; ``opened``: the page has just been shown
        (an untouched page then opens as a new page does: :meth:`_follow_latest`)."""
        try:
            self._reload_if_replaced()
            if not self.touched:
                self._follow_latest(initial=opened)
            else:
                self._follow_new_game()
            if self.game_id is not None:
                seq = self.store.latest_seq(self.game_id)
                if seq != self.ledger.seq:
                    with self.changing():
                        before = self.ledger
                        self.ledger = self.store.refresh(self.game_id, before)
                        # said as the other device said it ("Undone: ..."); a refusal shown for the sheet as it
                        # was no longer stands (it covered the toolbar on the next deal)
                        last = (self.ledger.log[-1].event if self.ledger.log and self.ledger.seq == before.seq + 1
                                else None)
                        said = self._describe(last, before) if last is not None else self.ledger.last_note or ""
                        self.message = f"On the other device: {said}" if said else ""
                        self.clear_error()
        except Exception:  # polling must never break the page
            log.exception("marker sync failed")

    def _on_views(self, change: dict[str, Any]) -> None:
        if (change.get("new") or 0) > (change.get("old") or 0):
            self.sync(opened=not (change.get("old") or 0))
            if not (change.get("old") or 0):
                self._resend_state()
            self.syncing = False

    def _resend_state(self) -> None:
        """Send every widget's whole state to the page that has just connected.

        A pre-heated page first draws the widget state captured when the kernel
        was warmed up; the kernel may have moved on since (its poller reads the
        store), and a change made before the page connected is never sent again.
        So on the first view the page gets the app's current state in full: every
        widget of its tree (screens not built yet have none to send).
        """
        resend_state(self)

    def _start_polling(self, seconds: float) -> None:
        try:
            from tornado.ioloop import PeriodicCallback

            self.poller = PeriodicCallback(self.sync, seconds * 1000)
            self.poller.start()
        except Exception:  # no event loop (plain Python): no polling
            self.poller = None

    def close(self) -> None:
        if self.poller is not None:
            self.poller.stop()
        super().close()


def joined_words(players: tuple[str, str], when: str) -> str:
    """What a page opened fresh says when it joins the game being scored at the table (never silently: a newcomer
    must know it is someone's game, and how to start his own)."""
    return (f"This is the game being scored here now: {players[0]} v {players[1]}, last entry {when}. "
            "Not your game? Tap Games, then New game.")


def _new_game_form(app: MarkerApp) -> Any:
    from penchant_widgets.marker.games import GameForm

    return GameForm(app, mode="new")


def _rules_form(app: MarkerApp) -> Any:
    from penchant_widgets.marker.games import GameForm

    return GameForm(app, mode="rules")


def _deal_screen(app: MarkerApp) -> Any:
    from penchant_widgets.marker.deal import DealScreen

    return DealScreen(app)


def _history_screen(app: MarkerApp) -> Any:
    from penchant_widgets.marker.history import HistoryScreen

    return HistoryScreen(app)


def _games_screen(app: MarkerApp) -> Any:
    from penchant_widgets.marker.games import GamesScreen

    return GamesScreen(app)


def _connect_screen(app: MarkerApp) -> Any:
    from penchant_widgets.marker.connect import ConnectScreen

    return ConnectScreen(app)


_SCREENS: dict[str, Callable[[MarkerApp], Any]] = {
    "setup": _new_game_form, "rules": _rules_form, "deal": _deal_screen, "history": _history_screen,
    "games": _games_screen, "connect": _connect_screen,
}
"""Each screen by name, made with its own module's import (see :meth:`MarkerApp.screen_widget`)."""


def _escape(text: str) -> str:
    from html import escape

    return escape(text, quote=False)


def _in_kernel() -> bool:
    if "ipykernel" not in sys.modules:
        return False
    try:
        from IPython import get_ipython

        shell = get_ipython()
    except ImportError:
        return False
    return shell is not None and hasattr(shell, "kernel")


POLL_ENV = "PENCHANT_MARKER_POLL_SECONDS"
"""How often (seconds) a page checks for entries another device made; 2 when unset or not a positive number."""


def poll_seconds_from_env() -> float:
    """``$PENCHANT_MARKER_POLL_SECONDS`` as a positive number of seconds, else 2."""
    try:
        seconds = float(os.environ.get(POLL_ENV, ""))
    except ValueError:
        return 2.0
    return seconds if 0 < seconds < float("inf") else 2.0


def marker_app(db: str | os.PathLike[str] | None = None, *, poll_seconds: float | None = None) -> MarkerApp:
    """The marker over ``db`` (default ``$PENCHANT_DB`` or the user's data folder), checking for other
    devices' entries every ``poll_seconds`` (default :func:`poll_seconds_from_env`).

    If that file cannot be opened the marker still starts, on a file in the
    temporary folder, and says so.
    """
    if poll_seconds is None:
        poll_seconds = poll_seconds_from_env()
    path = db or os.environ.get(DB_ENV) or default_db_path()
    notice = None
    try:
        store = open_store(path)  # SQLite; a JSON-lines file where there is none (the static site)
    except PenchantError as exc:
        fallback = os.path.join(tempfile.gettempdir(), "penchant-marker.sqlite3")
        notice = f"{refusal_words(exc)} Games are kept in {fallback} instead."
        store = open_store(fallback)
    return MarkerApp(store, poll_seconds=poll_seconds if _in_kernel() else None, notice=notice)
