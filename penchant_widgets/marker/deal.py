"""The deal screen: both markers, the trick counter, a button per combination,
brisquettes, the end of the deal, referee mode, undo/redo and the result.

Quick scoring is the default: a combination tap records its own trick, Won
trick is optional, a brisquette's tap or Last six tricks starts Phase 2
whenever the table says so, and a tap on a brisque count ends the deal.
Everything fits one tablet or phone screen. Buttons a rule forbids right
now look plainly off (``pm-off``) but still answer a tap: the ledger refuses
it and the banner says why.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

import traitlets

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words, number_words
from penchant.marker import (
    Choices,
    Declared,
    GameSheet,
    LastSix,
    Redo,
    TablePlay,
    TrickWon,
    Undo,
)
from penchant.rules.brisques import BRISQUE_COUNTS, BRISQUE_RANKS_WORDS, BRISQUES_IN_PACK, the_other_brisques
from penchant.rules.cards import CardSet, cards_of
from penchant.rules.dealing import TABLE_LIMIT
from penchant.rules.kinds import Kind
from penchant.rules.limits import most_brisquettes
from penchant.rules.procedure import other_player
from penchant.rules.scoring import declared_points
from penchant.rules.suits_and_ranks import Suit
from penchant.words.cards import card_words
from penchant.words.kinds import kind_words
from penchant_widgets.marker.dials import marker_html, result_text, status_html
from penchant_widgets.marker.flagged_widgets import Box, Button, VBox, box, button, html, set_off
from penchant_widgets.marker.kind_buttons import KIND_CLASS, KIND_ORDER, kind_label
from penchant_widgets.marker.panels import RefereePanel, ResultPanel
from penchant_widgets.marker.screen_words import DOUBLE_TAP_NOT_PLAYED, refused_entries_words

if TYPE_CHECKING:
    from penchant_widgets.marker.app import MarkerApp

__all__ = ["BRISQUETTE_COUNTS", "DealScreen", "EndPanel", "PlayerColumn", "brisquette_choices", "brisquette_label"]

BRISQUETTE_COUNTS = tuple(range(1, most_brisquettes(1) + 1))
"""The brisquettes a trick can bring, a button each: one up to the most one trick can take (a trick is two cards)."""


def brisquette_choices() -> list[tuple[str, int]]:
    """The brisquettes a trick can bring (:data:`BRISQUETTE_COUNTS`) as a correction offers them, each with its words:
    the deal's buttons and the sheet's correction panel count them alike, from this one list.

    >>> brisquette_choices()
    [('one brisque', 1), ('two in one trick', 2)]
    """
    return [(count_words(n, "brisque") if n == 1 else f"{number_words(n)} in one trick", n) for n in BRISQUETTE_COUNTS]


def brisquette_label(count: int) -> str:
    """The button of ``count`` brisquettes, with its unit (a bare "+2" read as points across the table); a soft
    hyphen where the word may break on a phone's narrow column."""
    return "+" + count_words(count, "bris\u00adquette", digits=True)


class PlayerColumn(VBox):
    """One player's side: the total, trick button, combinations, brisquettes, table.

    Every button draws the ledger's one answer to what may be entered now (``app.ledger.choices``): on
    exactly when the ledger accepts the entry its tap makes. Quick scoring (the default): a combination tap
    enters the sheet's quick declaration (its own trick, unless this player's Won trick is still waiting for
    one); while no trump is set, the penchant is entered with its Jack's suit in one tap; the loser's
    penchant is one tap too (it records the other player's trick). A trick of the last six that brought
    this player one or two brisques is one tap on **+1 brisquette** or **+2**, also while the trick count
    says the first ten go on: that tap says the last six have begun.

    The tap state (``armed``, ``asked``, and the ``turn`` flag drawn as a CSS class) is traitlets: ``armed`` and
    ``asked`` stay in the kernel (nothing sent), set only by a tap.
    """

    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""
    kinds = traitlets.TraitType[dict[Kind, Button], dict[Kind, Button]]().tag(sync=False)
    """The kind buttons, by kind."""
    player = traitlets.Int(0, read_only=True).tag(sync=False)

    armed = cast("traitlets.TraitType[tuple[int, int] | None, tuple[int, int] | None]",
                 traitlets.Tuple(default_value=None, allow_none=True).tag(sync=False))
    """The card of the table asked about (its bit), and the page's tap that asked: a card played from the table
    takes two taps on it (the first asks, the second plays)."""
    asked = cast("traitlets.TraitType[tuple[str, int] | None, tuple[str, int] | None]",
                 traitlets.Tuple(default_value=None, allow_none=True).tag(sync=False))
    """A brisquette tap that asked first (it would skip tricks): its button, and the page's tap that asked."""

    def __init__(self, app: MarkerApp, player: int) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.set_trait("player", player)
        self.add_class("pm-col")
        self.add_class(f"pm-col{player}")
        g = app.guard
        self.marker = html("", "pm-marker-w")
        self.col_status = html("", "pm-col-status", f"pm-col-status{player}")  # face to face: the far player's
        self.trick = button("Won trick 1", "pm-trick", f"pm-trick{player}", on_click=g(self.won_trick))
        self.tap_note = html("", "pm-tap-note", f"pm-tap-note{player}")
        self.tap_note.shown = False
        self.kinds = {kind: button(kind_words(kind), "pm-kind", KIND_CLASS[kind], f"pm-kind-{kind.value}",
                                   f"pm-kind{player}-{kind.value}", on_click=g(lambda k=kind: self.declare(k)))
                      for kind in KIND_ORDER}
        self.pen_label = html("", "pm-pen-label")
        self.pen_suits = [
            button(s.symbol, "pm-pen-suit", f"pm-pen{player}-{s.letter}", *(("pm-suit-red",) if s.is_red else ()),
                   on_click=g(lambda s=s: self.penchant_with(s)), tooltip=f"Penchant with the Jack of {s.name.lower()}")
            for s in Suit
        ]
        self.pen_row = box([self.pen_label, *self.pen_suits], "pm-pen-row", KIND_CLASS[Kind.PENCHANT])
        self.combos = box([self.pen_row, *self.kinds.values()], "pm-combos")
        self.loser = button("Penchant, as the trick's loser", "pm-loser", f"pm-loser{player}",
                            on_click=g(self.loser_penchant))
        self.jack_q = html("Penchant: the suit of its Jack? (it sets trump)", "pm-jack-q")
        jack_buttons = []
        for s in Suit:
            b = button(s.symbol, "pm-jack-suit", f"pm-jack{player}-{s.letter}",
                       *(("pm-suit-red",) if s.is_red else ()),
                       on_click=g(lambda s=s: self.choose_jack(s)), tooltip=f"Jack of {s.name.lower()}")
            jack_buttons.append(b)
        cancel = button("✕", "pm-jack-cancel", on_click=g(self.cancel_jack), tooltip="cancel")
        self.jack = box([self.jack_q, *jack_buttons, cancel], "pm-jack")
        # A button for each count a trick can bring (BRISQUETTE_COUNTS): the one-brisque button is the plain one
        # (pm-brisquette; its tooltip says whether a tap also begins the last six), each more a class by its count.
        self.brisquette_for = {
            n: button(brisquette_label(n), "pm-brisquette" if n == 1 else f"pm-brisquette-{number_words(n)}",
                      f"pm-brisquette{player}" if n == 1 else f"pm-brisquette{player}-{n}",
                      on_click=g(lambda n=n: self.brisquettes(n)),
                      tooltip="" if n == 1 else f"{capitalised(count_words(n, 'brisque'))} in one trick (an Ace and "
                                                "a Ten, say)")
            for n in BRISQUETTE_COUNTS}
        # While the first ten tricks go on, the buttons say what they are for: a tap says the last six have begun.
        self.brisquette_when = html("Last six tricks:", "pm-brisquette-when", f"pm-brisquette-when{player}")
        self.brisquette_row = box([self.brisquette_when, *self.brisquette_for.values()], "pm-brisquette-row")
        self.table_label = html("Table:", "pm-table-label")
        self.table_cards = [button("", "pm-card", "pm-table-card", f"pm-table{player}-{i}",
                                   on_click=g(lambda i=i: self.play_from_table(i)))
                            for i in range(TABLE_LIMIT)]
        # Cards laid by a declaration tapped by its kind (quick scoring): on the table, by name.
        self.table_kinds = html("", "pm-table-kinds")
        # A card played from the table takes two taps on it: the first asks, the second plays (a stray tap
        # plays nothing). ``armed`` is the card asked about, and the page's tap that asked.
        self.table_ask = html("", "pm-table-ask", f"pm-table-ask{player}")
        self.table = box([self.table_label, *self.table_cards, self.table_kinds, self.table_ask], "pm-table")
        # The loser's penchant and the brisquettes side by side where the column is wide (stacked on a phone).
        self.extra_row = box([self.loser, self.brisquette_row], "pm-col-row")
        # The double-tap note lies over what follows the trick button (it moves no button: issue of a table
        # whose +1 went down under a finger); taps go through it.
        self.trick_row = box([self.trick, self.tap_note], "pm-trick-row")
        self.children = (self.col_status, self.marker, self.trick_row, self.combos, self.jack,
                         self.table, self.extra_row)
        app.observe(self._forget_asked, names="selected")  # a card tapped for a declaration is another tap

    def _forget_asked(self, _change: Any) -> None:
        if self.armed is not None and self.app.ledger.started:
            self.armed = None
            self.render(self.app.sheet)

    # ---- taps
    @property
    def choices(self) -> Choices:
        return self.app.ledger.choices

    def declaration(self, kind: Kind, jack: Suit | None = None, *, as_loser: bool = False) -> Declared:
        """The entry a tap on ``kind`` makes (the sheet decides which trick it belongs to)."""
        return self.choices.declaration(self.player, kind, jack, as_loser=as_loser)

    @property
    def brisquette(self) -> Button:
        """The one-brisque button, the plain one (its tooltip says whether a tap also begins the last six)."""
        return self.brisquette_for[1]

    def won_trick(self) -> None:
        if not self.app.bounced(f"trick{self.player}", self.trick, self.tap_note):
            self.app.submit(TrickWon(self.player))

    def brisquettes(self, count: int) -> None:
        """A brisquette tap; when the ledger says it would skip tricks being entered
        (:meth:`~penchant.marker.choices.Choices.brisquette_question`), the first tap asks and a second tap on it,
        with no other tap between, enters it (a normal deal's tap enters at once)."""
        app, key = self.app, f"brisquette{self.player}-{count}"
        b = self.brisquette_for[count]
        if app.bounced(key, b, self.tap_note):
            if self.asked is not None and self.asked[0] == key:
                self.asked = (key, app.taps)  # still asked: the next tap on it enters it
            return
        question = self.choices.brisquette_question()
        if question and self.asked != (key, app.taps - 1):
            app.touch()
            self.asked = (key, app.taps)
            app.message = capitalised(question) + "."
            app.render()
            return
        self.asked = None
        app.submit(lambda: self.choices.brisquette(self.player, count))

    def _ask_jack(self, *, by_winner: bool) -> None:
        self.app.touch()
        self.app.jack_by_winner = by_winner
        self.app.jack_for = self.player

    def declare(self, kind: Kind) -> None:
        app = self.app
        on = kind in self.choices.kinds[self.player]
        if kind is Kind.PENCHANT and on and self.choices.needs_jack(as_loser=False):
            self._ask_jack(by_winner=True)
            return
        if app.bounced(f"kind{self.player}-{kind.value}", self.kinds[kind], self.tap_note):
            return
        app.submit(self.declaration(kind))

    def penchant_with(self, suit: Suit) -> None:
        if self.app.bounced(f"pen{self.player}", self.pen_suits[list(Suit).index(suit)], self.tap_note):
            return
        self.app.submit(self.declaration(Kind.PENCHANT, suit))

    def loser_penchant(self) -> None:
        app = self.app
        if self.choices.loser_penchant[self.player] and self.choices.needs_jack(as_loser=True):
            self._ask_jack(by_winner=False)
            return
        if app.bounced(f"loser{self.player}", self.loser, self.tap_note):
            return
        app.submit(self.declaration(Kind.PENCHANT, as_loser=True))

    def choose_jack(self, suit: Suit) -> None:
        app = self.app
        ev = self.declaration(Kind.PENCHANT, suit, as_loser=not app.jack_by_winner)
        app.jack_for = None
        app.submit(ev)

    def cancel_jack(self) -> None:
        self.app.jack_for = None

    def play_from_table(self, i: int) -> None:
        """A card played from the table to a trick: the first tap on it asks (the card is ringed and the table
        says "tap again to play"), a second tap on it, with no other tap between, plays it. A bounce is no
        second tap; Undo takes a played card back."""
        app = self.app
        table = cards_of(app.sheet.current.tables[self.player])  # as drawn: the i-th card of the table
        if i >= len(table):
            return
        card = table[i]
        if app.bounced(f"table{self.player}-{card}", self.table_cards[i], self.tap_note, DOUBLE_TAP_NOT_PLAYED):
            if self.armed is not None and self.armed[0] == card.bit:
                self.armed = (card.bit, app.taps)  # still asked: the next tap on it plays it
                self.render(app.sheet)
            return
        if self.armed == (card.bit, app.taps - 1):
            self.armed = None
            app.submit(TablePlay(self.player, CardSet.from_mask(card.bit)))
            return
        app.touch()
        self.armed = (card.bit, app.taps)
        app.render()  # the other side forgets a card it asked about

    def _armed_card(self) -> int:
        """The card asked about, while the tap that asked is this page's last (another tap forgets it)."""
        if self.armed is None or self.armed[1] != self.app.taps:
            return 0
        return self.armed[0]

    # ---- render
    def _draw_declarations(self, sheet: GameSheet) -> None:
        """The combination buttons, the penchant's Jack row and the loser's penchant, as the ledger's choices say."""
        p = self.player
        d = sheet.current
        prof = sheet.profile
        c = self.choices
        for kind, b in self.kinds.items():
            b.description = kind_label(kind, declared_points(prof, (kind,)))
            set_off(b, kind not in c.kinds[p])
        self.pen_label.value = f"<b>Penchant +{declared_points(prof, (Kind.PENCHANT,))}</b> · Jack:"
        for b in self.pen_suits:
            set_off(b, Kind.PENCHANT not in c.kinds[p])
        # The loser's penchant (quick scoring), one tap: it records the other player's trick if need be.
        loser_ev = self.declaration(Kind.PENCHANT, as_loser=True)
        loser_trick = c.loser_penchant_trick(p)  # the ledger's answer: the trick the tap records
        which = f"trick {loser_trick}" if d.counted and loser_trick else "the trick"  # its number only when a fact
        self.loser.description = f"Loser's penchant +{declared_points(prof, (Kind.PENCHANT,))}"
        entered = "this tap enters it too" if loser_ev.new_trick else "entered"
        self.loser.tooltip = (f"{sheet.players[other_player(p)]} wins {which} ({entered}), "
                              f"{sheet.players[p]} declares a penchant as its loser")
        set_off(self.loser, not c.loser_penchant[p])

    def render(self, sheet: GameSheet) -> None:
        app = self.app
        p = self.player
        d = sheet.current
        c = self.choices
        over = sheet.is_over()
        quick = not app.referee
        self.marker.value = marker_html(sheet, p)
        # Trick button: its number only while every trick was entered (else it would be a guess).
        self.trick.description = ("All tricks played" if d.all_tricks_played
                                  else f"Won trick {d.next_trick}" if d.counted else "Won trick")
        set_off(self.trick, not c.tricks[p])
        self.trick.optional = quick
        self.trick.shown = not over
        # Combinations (the first ten tricks only): on exactly when the ledger accepts the entry the tap makes.
        declaring = c.declaring_open  # the ledger's answer: the first ten tricks are on
        if declaring:
            # Drawn only while they are shown: in the last six and after the game they stay hidden as they were
            # (drawing them off there sent some thirty changes to the page when the last six began, and thirty
            # more to draw them back when the next deal did). tests/widgets/test_marker_draws_what_is_shown.py
            self._draw_declarations(sheet)
            inline_pen = quick and c.needs_jack(as_loser=False)  # the penchant's Jack row, within the combinations
            self.pen_row.shown = inline_pen
            self.kinds[Kind.PENCHANT].shown = not inline_pen
        choosing = app.jack_for == p and declaring
        self.combos.shown = declaring and not app.referee and not choosing
        self.jack.shown = choosing
        self.loser.shown = quick and declaring and not choosing
        # Brisquettes: a trick of the last six that brought one or two (quick scoring: at any trick count,
        # the tap also says the last six have begun; referee mode: once they have).
        begins = c.brisquette_begins_last_six  # the ledger's answer: a tap now also begins the last six
        self.brisquette.tooltip = ("The last six tricks have begun and this trick brought this player a brisque"
                                   if begins else "A trick of the last six brought this player a brisque")
        self.brisquette_when.shown = begins
        asking = self.asked[0] if self.asked is not None and self.asked[1] == app.taps else ""
        for n, b in self.brisquette_for.items():  # how many so far: the status line says, by name
            set_off(b, n not in c.brisquettes[p])
            b.chosen = asking == f"brisquette{p}-{n}"  # ringed: the next tap on it enters it
        self.brisquette_row.shown = not choosing and c.brisquettes_offered(quick=quick)
        self.extra_row.shown = self.brisquette_row.shown or self.loser.shown
        # Referee: the cards on this player's table (tap one when it is played to a trick).
        on_table = app.referee and c.tables_kept
        table = cards_of(d.tables[p]) if on_table else []
        armed = self._armed_card() if on_table else 0
        asked = None
        for i, b in enumerate(self.table_cards):
            if i < len(table):
                b.description = card_words(table[i])
                b.red = table[i].suit.is_red
                b.chosen = table[i].bit == armed
                b.tooltip = (f"Tap again: {card_words(table[i])} played from the table" if b.chosen
                             else f"{card_words(table[i])} played from the table (tap, then tap again)")
                if b.chosen:
                    asked = table[i]
            b.shown = i < len(table)
        untapped = d.declared_without_cards(p) if on_table else ()
        self.table_kinds.value = (f'<span class="pm-table-kinds-text">{"+ " if table else ""}'
                                  f'{escape(", ".join(kind_words(k) for k in untapped))}'
                                  ' <small>(entered by name)</small></span>') if untapped else ""
        self.table_kinds.shown = bool(untapped)
        self.table_label.value = "Table:" if table or untapped else "Table: empty"
        self.table_ask.value = (f'<span class="pm-ask-text">Played? Tap {escape(card_words(asked))} again</span>'
                                if asked is not None else "")
        self.table_ask.shown = asked is not None
        self.table.shown = on_table
        self.turn = not over and d.known_leader == p


class EndPanel(VBox):
    """The end of a deal: one tap on one player's brisques (the other has the rest of the 12) ends it.

    The count is the entry's own (``EndDeal``), checked by the ledger when tapped: no count waits on one
    page for another to use. A count the ledger refuses (fewer brisques than the brisquettes entered)
    looks off and says why when tapped; Undo takes a wrong count back."""

    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""
    chips = traitlets.TraitType[Mapping[int, Button], Mapping[int, Button]]().tag(sync=False)
    """Each count of brisques the first player may have taken -> its chip: looked up by the count, never by a place
    in a list that could fall out of step with the counts (fixed at construction)."""

    def __init__(self, app: MarkerApp) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.add_class("pm-end")
        g = app.guard
        self.label = html("", "pm-end-label")
        self.chips = MappingProxyType({
            n: button(str(n), "pm-count-chip", f"pm-count-{n}", on_click=g(lambda n=n: self.end(n)))
            for n in BRISQUE_COUNTS})
        self.grid = box(list(self.chips.values()), "pm-count-chips")
        self.children = (self.label, self.grid)

    def end(self, count: int) -> None:
        if not self.app.bounced(f"end-deal-{count}", self.chips[count]):  # another count is no bounce
            self.app.submit(lambda: self.app.ledger.choices.end(count))

    def render(self, sheet: GameSheet) -> None:
        d = sheet.current
        c = self.app.ledger.choices
        for i, b in self.chips.items():
            set_off(b, i not in c.end_counts)  # the ledger's: a count it would refuse looks off
            b.tooltip = (f"End deal {d.number}: {sheet.players[0]} {count_words(i, 'brisque', digits=True)}, "
                         f"{sheet.players[1]} {count_words(the_other_brisques(i), 'brisque', digits=True)}")
        n = sheet.players
        self.label.value = (f'<b class="pm-end-q">How many brisques did {escape(n[0])} take?</b> '
                            f'<span class="pm-end-other">{BRISQUE_RANKS_WORDS}, in deal {d.number}; '
                            f"{escape(n[1])} took the rest of the {BRISQUES_IN_PACK}. The tap ends the deal.</span>")


class DealScreen(VBox):
    """The screen used during play."""

    _referee = traitlets.Instance(RefereePanel, allow_none=True).tag(sync=False)
    _result = traitlets.Instance(ResultPanel, allow_none=True).tag(sync=False)
    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""

    def __init__(self, app: MarkerApp) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.add_class("pm-screen")
        self.add_class("pm-deal")
        g = app.guard
        self.status = html("", "pm-status-w")
        self.columns = [PlayerColumn(app, 0), PlayerColumn(app, 1)]
        cols = Box(self.columns)
        cols.add_class("pm-cols")
        self.last_six = button("Last six tricks", "pm-last-six",
                               on_click=g(self.tap_last_six),
                               tooltip="The stock is empty: the last six tricks begin (brisquettes, then the end of "
                                       "the deal)")
        self.end_panel = EndPanel(app)
        self._referee = None
        self._result = None
        self.note = html("", "pm-note")
        self.undo = button("↶ Undo", "pm-undo", on_click=g(lambda: app.submit(Undo())))
        self.redo = button("↷ Redo", "pm-redo", on_click=g(lambda: app.submit(Redo())))
        self.history = button("Sheet", "pm-history", on_click=g(lambda: self._go("history")))
        self.referee = button("Referee", "pm-referee", on_click=g(self.toggle_referee))
        self.face = button("Face to face", "pm-face-toggle", on_click=g(self.toggle_face),
                           tooltip="Lay the tablet between you: the far player's half turns to face them")
        self.rules = button("Rules", "pm-rules", on_click=g(lambda: self._go("rules")))
        self.games = button("Games", "pm-games", on_click=g(lambda: self._go("games")))
        self.connect = button("Connect", "pm-connect", on_click=g(lambda: self._go("connect")),
                              tooltip="Connect a tablet or phone")
        tools = Box([self.undo, self.redo, self.history, self.referee, self.face, self.rules, self.games,
                       self.connect])
        tools.add_class("pm-tools")
        self._slot = VBox([])
        self._slot.add_class("pm-slot")  # the referee's cards or the result: face to face, it scrolls alone
        self.children = (self.status, cols, self.last_six, self.end_panel, self._slot, self.note, tools)

    def tap_last_six(self) -> None:
        if not self.app.bounced("last_six", self.last_six, self.note):
            self.app.submit(LastSix())

    def _go(self, name: str) -> None:
        self.app.touch()
        self.app.show(name)

    def toggle_referee(self) -> None:
        app = self.app
        app.touch()
        app.selected = 0
        app.referee = not app.referee  # observed: the screen draws again

    def toggle_face(self) -> None:
        app = self.app
        app.touch()
        app.face_to_face = not app.face_to_face  # observed: the app's class, and the screen draws again

    def _panel(self, which: str) -> Any:
        if which == "referee" and self._referee is None:
            self._referee = RefereePanel(self.app)
            self._slot.children = (*self._slot.children, self._referee)
        if which == "result" and self._result is None:
            self._result = ResultPanel(self.app)
            self._slot.children = (*self._slot.children, self._result)
        return self._referee if which == "referee" else self._result

    def render(self) -> None:
        app = self.app
        if not app.ledger.started:
            return
        sheet = app.sheet
        self.status.value = status_html(sheet, app.ledger.choices, quick=not app.referee)
        far = self.columns[0].col_status
        far_status = status_html(sheet, app.ledger.choices, quick=not app.referee,
                                                      css_class="pm-status-far") if app.face_to_face else ""
        if far_status and sheet.is_over():  # the far player reads the result on their side too
            far_status += f'<div class="pm-far-result">{escape(result_text(sheet))}</div>'
        if far.value != far_status:
            far.value = far_status
        for col in self.columns:
            col.render(sheet)
        self.last_six.shown = app.ledger.choices.last_six
        self.last_six.primary = app.ledger.choices.stock_emptied
        self.last_six.description = ("Last six tricks (stock empty)" if app.ledger.choices.stock_emptied
                                     else "Last six tricks")
        # The counts that end the deal are offered by the ledger from the tenth trick on (``end_counts``), and shown
        # once the last six have begun by an entry (Last six tricks, lit when the stock is empty, or a brisquette):
        # after the tenth trick the screen keeps its room for the last declaration (with the counts too, a tablet's
        # deal ran 80 px past the screen). docs/marker.md says so.
        self.end_panel.shown = app.sheet.current.phase2 and bool(app.ledger.choices.end_counts)
        if self.end_panel.shown:  # drawn only while shown (its chips' tooltips name the deal: 13 changes a deal)
            self.end_panel.render(sheet)
        referee_on = app.referee and app.ledger.choices.declaring_open
        if referee_on or self._referee is not None:
            panel = self._panel("referee")
            if referee_on:
                panel.render(sheet)
            panel.shown = referee_on
        if sheet.is_over() or self._result is not None:
            result = self._panel("result")
            if sheet.is_over():
                result.render(sheet)
            result.shown = sheet.is_over()
        self.referee.primary = app.referee
        self.referee.description = "Referee ✓" if app.referee else "Referee"
        self.face.primary = app.face_to_face
        set_off(self.undo, not app.ledger.can_undo)
        self.undo.tooltip = f"Undo: {app.ledger.undo_label}" if app.ledger.can_undo else "nothing to undo"
        set_off(self.redo, not app.ledger.can_redo)
        self.redo.tooltip = f"Redo: {app.ledger.redo_label}" if app.ledger.can_redo else "nothing to redo"
        skipped = app.ledger.skipped
        warn = f" · ⚠ {refused_entries_words(len(skipped))} (see the Sheet)" if skipped else ""
        seq = f'<span class="pm-seq" data-seq="{app.ledger.seq}"></span>'
        # A brisquette tap that asked (it would skip tricks) is a question, not an entry made: no tick.
        asking = any(c.asked is not None and c.asked[1] == app.taps for c in self.columns)
        self.note.value = seq + (f"{'' if asking else '✓ '}{escape(app.message)}" if app.message else "") + warn
