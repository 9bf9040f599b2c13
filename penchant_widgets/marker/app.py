"""The marker application: one widget holding the screens, the store and the ledger.

Data flow (docs/contributing.md, "The marker's data flow"): a tap builds an event; :meth:`MarkerApp.submit`
passes it to the store's :meth:`~penchant.marker.store_protocol.MarkerStore.append`, which checks it with the
ledger and commits it before returning; only then does the screen re-render
from the new ledger. A refused event shows the engine's message in the
``pm-error`` banner and changes nothing.

Which game a page shows and what changed since it last looked are its session's answers
(:class:`penchant.marker.session.MarkerSession`): a page not yet tapped joins the game being scored at the table now,
saying so, or opens on the new-game form, the games left unfinished one tap away under it; other devices' entries
are picked up. The page asks when the store has news (the browser's other tabs), every couple of seconds where a
server keeps the store, and at once when the page is displayed (Voilà pre-runs the notebook in a waiting kernel).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

import ipywidgets as W
import traitlets

from penchant.errors import PenchantError
from penchant.marker import ContentEvent, Edit, Event, GameSheet, Ledger, NewGame, Undo
from penchant.marker.lines_store import LinesStore
from penchant.marker.session import Look, MarkerSession, Shown, Tap
from penchant.marker.store_protocol import MarkerStore
from penchant.words.refusals import refusal_words
from penchant_widgets.first_view import built_ahead, resend_state
from penchant_widgets.marker.banner import RefusalBanner
from penchant_widgets.marker.broadcast_tabs import BrowserTabs
from penchant_widgets.marker.device import DeviceView
from penchant_widgets.marker.flagged_widgets import CSS, Button, Html, html
from penchant_widgets.marker.guard import guarded, log
from penchant_widgets.marker.page_notes import CONTENTS_LINK, escaped, wake_note
from penchant_widgets.marker.relative_times import when_said
from penchant_widgets.marker.screen_words import DOUBLE_TAP, NOT_SYNCED, joined_words, unexpected_words
from penchant_widgets.marker.screens import SCREENS
from penchant_widgets.marker.watch import APP_CLASS, ServerWatch
from penchant_widgets.page_environment import chapters_alongside
from penchant_widgets.styles import StyleSheet

if TYPE_CHECKING:
    from tornado.ioloop import PeriodicCallback

__all__ = ["MarkerApp"]

Submittable = Event | Callable[[], Event]
F = TypeVar("F", bound=Callable[..., Any])


class MarkerApp(W.VBox):
    """The Penchant marker. ``MarkerApp(Store(path))``; ``app.submit(TrickWon(0))``.

    Its view state is in traitlets, observed: ``referee``, ``face_to_face`` and ``jack_for`` (the player asked for
    a penchant's Jack) draw the screen again when they change; ``selected`` (referee mode's cards) draws the referee
    panel; ``face_to_face`` and ``syncing`` are drawn as the app's classes (``pm-face``, ``pm-syncing``), and with
    ``referee`` and ``screen`` synced with the page by ``device``; the taps answered are told to the page by
    ``watch``, its line to its server. Its plumbing (the store, the session, the clock, its count of taps and of
    changes under way) is in plain private attributes: nothing draws or observes it. What may be entered is the
    ledger's one
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
    double_tap_seconds = traitlets.Float(0.25).tag(sync=False)
    """A second tap on the same button within this is a finger's bounce, entered once (:meth:`bounced`)."""
    bounced_key = traitlets.Unicode("")
    """The key of the tap marked as a finger's bounce (:meth:`bounced`: its button marked, its note saying so), ``""``
    when none: cleared by the next tap; observed to draw the mark and the note."""
    bounce_marks = traitlets.Tuple(default_value=(None, None, "")).tag(sync=False)
    """Where the bounce of ``bounced_key`` is drawn: its button, its note and the note's words (set with it)."""
    not_synced = traitlets.Bool(False)
    """The last look at the store failed (:meth:`sync`): the store note says so plainly (``NOT_SYNCED``, drawn as an
    alarm, ``pm-alarm``) until a look works again; observed to draw the note."""
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
        tap_clock: Callable[[], float] = time.monotonic,
        own_store: bool = False,
    ) -> None:
        super().__init__(double_tap_seconds=double_tap_seconds)
        # The app's plumbing, plain private attributes: fixed at construction, or its own bookkeeping of taps and
        # changes, which no page draws and nothing observes (what is drawn or observed is a trait, above).
        self._store = store
        self._clock = clock
        self._tap_clock = tap_clock  # a bounce's timing: a clock that never steps back (a test passes its own)
        self._own_store = own_store  # the app opened its store (marker_app): closing the app closes it
        self._notice = notice or ""  # where the games are kept, if not where asked: said in the store note
        self._held = 0  # changes under way (changing()): the screen is drawn once the last is made
        self._stale = False  # the screen waits to be drawn again, once the changes under way are made
        self._taps = 0
        self._last_bounce = Tap()  # the last button tapped that a bounce is told on
        self._screens: dict[str, Any] = {}  # the screens built so far, by name (screen_widget)
        self._poller: PeriodicCallback | None = None  # the periodic check for other devices' entries, if any
        self._unlisten: Callable[[], None] | None = None  # stops the store telling this page of other tabs' entries
        self._session = MarkerSession(store, clock=clock)
        self._guard = guarded(self.show_error, on_tap=self._count_tap,
                              words=lambda exc: self.ledger.said(exc), around=self.changing)
        self.watch = ServerWatch()  # the page's line to its server, told each tap answered (.watch)
        self.add_class(APP_CLASS)  # the watch and the device view find their app by it
        self._style = StyleSheet(CSS, "marker-style")
        self._style.add_class("pm-style")
        self._wake = html(wake_note("", False), "pm-wake-note")
        # The banner lies over the toolbar, with its own Undo (:mod:`.banner`).
        self.banner = RefusalBanner(on_undo=self.guard(self._undo_from_banner), on_close=self.guard(self.clear_error))
        self.error, self.banner_undo = self.banner.error, self.banner.undo
        # What the page must keep saying: where the games are kept, if not where asked, and what of the store cannot
        # be read (kept as it is). Never dismissed as a refusal is; drawn afresh each time the page looks at the store.
        self.store_note = html("", "pm-store-note")
        self.store_note.shown = False

        # Back to the tutorial's list of chapters, as the practice page and each chapter have (a phone has no other
        # way back); below the screens (marker.css orders it last), so no button moves. Not drawn where the
        # marker is served by itself (`penchant marker`): its server refuses the chapters (the link would be a 403).
        contents = (html(CONTENTS_LINK, "pm-contents"),) if chapters_alongside() else ()
        # The view synced with the page, and this device's stored choice given back by it (.device): made before the
        # first screen, so its traits follow the app's from the start.
        self.device = DeviceView(self)
        self.device.observe(self._draw_wake, names=["wake_note", "wake_awake"])
        # The view drawn only after the device has its copy (the links above come first): the page keeps a changed
        # view (face to face, referee) before it is shown it, so a server lost just after still finds it on reload.
        # Drawn first, the page could see "face to face" and lose its server before the device's copy arrived.
        self.observe(self._draw_app_class, names=["face_to_face"])
        self.observe(self._redraw, names=["referee", "face_to_face"])
        # The store's line to the browser's other tabs (the static site) is a widget whose module must be on the
        # page to hear them (:mod:`.broadcast_tabs`): drawn with the app, as its line to its server is.
        tabs = (store.tabs.widget,) if isinstance(store, LinesStore) and isinstance(store.tabs, BrowserTabs) else ()
        self.children: tuple[W.Widget, ...] = (self._style, self._wake, self.banner, self.store_note, *contents,
                                               self.device, self.watch, *tabs)

        with store.one_reading():  # the first screen is drawn from one reading of the store
            if game_id is not None:
                self.open_game(game_id, touch=False)
            elif resume:
                self._show_look(self.session.look(Shown(None, Ledger()), opened=True))
            else:
                self.show("setup")
            self.draw_store_note()
        if built_ahead():
            # Built ahead of the page in a waiting kernel: hold the screen until the page shows it (its device
            # view says so, :meth:`_on_shown`) and the store has been read again, so a stale sheet never flashes.
            # A page connected while the app was built (the static site, a kernel started for the page) has
            # nothing to catch up.
            self.syncing = True
            self.device.observe(self._on_shown, names=["shown"])
        if poll_seconds:
            self._start_polling(poll_seconds)
        self._unlisten = store.listen(self.sync)  # the browser's other tabs (the static site): their entries at once

    def _draw_wake(self, change: Any) -> None:
        device: DeviceView = change["owner"]
        self._wake.value = wake_note(device.wake_note, device.wake_awake)

    @traitlets.observe("syncing")  # and face_to_face, observed once the device follows it (__init__)
    def _draw_app_class(self, change: Any) -> None:
        css = "pm-face" if change["name"] == "face_to_face" else "pm-syncing"
        (self.add_class if change["new"] else self.remove_class)(css)

    @traitlets.observe("jack_for", "ledger", "game_id", "message")  # and the view's two, from __init__
    def _redraw(self, change: Any) -> None:
        """What the screen shows has changed: draw it, once the change under way is whole (:meth:`changing`)."""
        if self._held:
            self._stale = True
        else:
            self.render()

    @contextmanager
    def changing(self) -> Iterator[None]:
        """Make several changes and draw the screen once, after the last (every tap is one: a tap that commits an
        entry sets the ledger and the message, and the screen was drawn for each)."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._stale:
                self.render()

    def __repr__(self) -> str:  # deterministic text/plain for nbval
        return "Penchant marker"

    @property
    def store(self) -> MarkerStore:
        """Where the games are kept (fixed at construction)."""
        return self._store

    @property
    def session(self) -> MarkerSession:
        """This device on the store (fixed at construction): which game to show, what changed, entering an entry."""
        return self._session

    def clock(self) -> float:
        """The time, as the store stamps its entries (a test passes another clock to the constructor)."""
        return self._clock()

    def guard(self, handler: F) -> F:
        """``handler`` wrapped for a screen (:func:`~penchant_widgets.marker.guard.guarded`): the tap counted,
        a refusal said on the banner, what it changes drawn once."""
        return self._guard(handler)

    @property
    def taps(self) -> int:
        """Taps on this page so far (each guarded handler counts one first): a confirmation compares them."""
        return self._taps

    @property
    def screens(self) -> dict[str, Any]:
        """The screens built so far, by name (:meth:`screen_widget` builds one on first use)."""
        return dict(self._screens)

    # ------------------------------------------------------------------ screens
    def screen_widget(self, name: str) -> Any:
        """The screen called ``name``, built on first use (keeps the first page light), its module imported then
        too: the first screen, the new-game form or a game's deal, imports only its own (on the static site the
        others are a tenth of a second or more of imports before a first game's form shows)."""
        if name not in self._screens:
            widget = SCREENS[name](self)
            self._screens[name] = widget
            self.children = (*self.children, widget)
        return self._screens[name]

    def show(self, name: str) -> None:
        """Show one screen and render it."""
        target = self.screen_widget(name)
        self.jack_for = None
        for key, widget in self._screens.items():
            if key != name:
                widget.shown = False
        target.render()
        self._stale = False  # the screen shown is drawn from the state as it is now
        target.shown = True
        self.screen = name  # said to the page once the screen is shown (it opens at its top)

    def render(self) -> None:
        self._stale = False
        if self.screen:
            self._screens[self.screen].render()

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
        entry = self.session.enter(game_id, self.ledger, event)
        if entry.stale:
            self.jack_for = None
        self.ledger = entry.ledger  # observed: the screen is drawn once the tap's changes are made
        if entry.note is not None:
            self.message = entry.note
        if entry.kept:
            self.clear_error()
        else:
            self.show_error(entry.refusal)
        return entry.kept

    def bounced(self, key: str, where: Button | None = None, note: Html | None = None,
                text: str = DOUBLE_TAP) -> bool:
        """The same button tapped again, with no other tap between, within ``double_tap_seconds``:
        a finger's bounce, entered once. Never in silence: ``key`` becomes ``bounced_key``, whose observer marks
        the tapped button (``pm-bounced``) and has ``note``, next to it, say so (``text``)."""
        tap, before = Tap(key, self._tap_clock(), self._taps), self._last_bounce
        self._last_bounce = tap
        if tap.bounces(before, within=self.double_tap_seconds):
            self.bounced_key = ""  # a bounce marked before is taken off first
            self.bounce_marks = (where, note, text)
            with self.changing():
                self.bounced_key = key
                self.message = text
                self._stale = True  # said again after another message: drawn either way
            return True
        return False

    def _count_tap(self) -> None:
        self._taps += 1
        self.bounced_key = ""

    @traitlets.observe("bounced_key")
    def _draw_bounce(self, change: Any) -> None:
        where, note, text = self.bounce_marks
        on = bool(change["new"])
        if where is not None:
            where.bounced = on
        if note is not None:
            note.value = f'<span class="pm-bounce-text">{escaped(text)}</span>' if on else ""
            note.shown = on
        if not on:
            self.bounce_marks = (None, None, "")

    def edit(self, target: int, event: ContentEvent) -> bool:
        return self.submit(Edit(target, event))

    # ------------------------------------------------------------------ messages
    def show_error(self, message: str) -> None:
        """Say ``message`` on the banner, with its Undo when the last entry is this page's and may be undone."""
        own = self.session.own(self.game_id, self.ledger.seq) and self.ledger.can_undo
        self.banner.say(message, self.ledger.undo_label if own else None)

    def _undo_from_banner(self, _b: Any = None) -> None:
        self.clear_error()
        self.submit(Undo())

    def clear_error(self) -> None:
        self.banner.take_down()

    # ------------------------------------------------------------------ following the store
    def sync(self, *, opened: bool = False) -> None:
        """Pick up what other devices (or a restarted server) committed; ``opened``: the page has just been shown
        (a page not yet tapped then opens as a new page does). The session answers; this draws it.

        A look that fails (the store cannot be read) never breaks the page, nor passes in silence: the page keeps
        what it shows, every entry it holds kept, and its store note says it is not synced (:attr:`not_synced`) until
        a look works again."""
        try:
            look = self.session.look(Shown(self.game_id, self.ledger, self.touched, self.screen), opened=opened)
        except Exception:  # polling (or another tab's message) must never break the page: it says so instead
            log.exception("marker sync failed")
            self.not_synced = True
            return
        self.not_synced = False
        self._show_look(look)

    def draw_store_note(self) -> None:
        """Say where the games are kept (the ``notice`` the app was made with) and what of the store cannot be read
        (its ``problem()``: damaged lines of its file, kept as they are), or hide the note when there is nothing to
        say. A store that cannot be read now is said in the note, its refusal's words, and a fault is logged and
        said there too: the page keeps what it shows, and the note never hides that something failed."""
        try:
            problem = self.store.problem()
        except PenchantError as exc:  # the store cannot be read now (a StoreError): say why, in the marker's words
            problem = refusal_words(exc)
        except Exception as exc:  # a fault of the code's: logged, and said, the page kept as it is
            log.exception("marker store note failed")
            problem = unexpected_words(exc)
        said = " ".join(part for part in (NOT_SYNCED if self.not_synced else "", self._notice, problem) if part)
        if self.store_note.value != escaped(said):
            self.store_note.value = escaped(said)
        self.store_note.shown = bool(said)
        self.store_note.alarm = self.not_synced

    @traitlets.observe("not_synced")
    def _draw_not_synced(self, _change: Any) -> None:
        self.draw_store_note()

    def _show_look(self, look: Look) -> None:
        """Draw a :class:`~penchant.marker.session.Look`: another game or the new-game form opened, the ledger
        caught up, what to say, and the banner (a tap not kept said, or an old refusal taken down)."""
        self.draw_store_note()
        with self.changing():
            self.ledger = look.ledger
            self.game_id = look.game_id
            if look.screen is not None:
                self.selected = 0
                self.show(look.screen)
            if look.joined is not None:
                self.message = joined_words(look.joined.players, when_said(look.joined.updated, self.clock()))
            elif look.note is not None:
                self.message = look.note
            if look.refusal == "":
                self.clear_error()
        if look.refusal:
            self.show_error(look.refusal)

    def _on_shown(self, change: dict[str, Any]) -> None:
        """The page shows the app built ahead of it (its device view's ``shown``): read the store again as a page
        just opened does, send the page the whole state, and show the screen."""
        if change["new"] and self.syncing:
            self.sync(opened=True)
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
        """Sync every ``seconds`` on the kernel's event loop; with no tornado or no running loop (plain Python), no
        polling, and the log says why (any other fault is no reason to go without, and is raised)."""
        try:
            from tornado.ioloop import PeriodicCallback

            self._poller = PeriodicCallback(self.sync, seconds * 1000)
            self._poller.start()
        except (ImportError, RuntimeError) as exc:  # no tornado, or no event loop: no polling
            log.info("the marker does not poll the store: %s", exc)
            self._poller = None

    def close(self) -> None:
        """Stop hearing the store (another tab's news, the poller), close the widgets the app made (its device
        view, its line to the server, the screens and what they hold; a closed app kept their comms open), then
        the store if the app opened it, and the app."""
        if self._unlisten is not None:
            self._unlisten()
        if self._poller is not None:
            self._poller.stop()
        parts: list[W.Widget] = [w for w in (self.device, self.watch) if w is not None]
        parts += self._screens.values()
        while parts:
            part = parts.pop()
            parts += getattr(part, "children", ())
            part.close()
        if self._own_store:
            self._store.close()
        super().close()


