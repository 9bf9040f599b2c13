"""The card table: a trick view, seats (hand and table), and a whole deal board.

:class:`DealTable` shows a :class:`~penchant.play.state.DealState` with both hands
open (a teaching board: you move for both seats, or step through a scripted
line). Cards are played by clicking them, from the hand or, in the first ten
tricks, from the table; combinations are declared by picking their cards and
pressing *Declare*. Every action goes through ``DealState.apply``: a refusal is
shown with the engine's own reason and the board keeps its state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as widgets
import traitlets

from penchant.english.grammar import is_you, mid_sentence, possessive
from penchant.errors import PenchantError
from penchant.lessons.deals import checked_example
from penchant.play.moves import Action, Declare, Pass, Stage, parse_action
from penchant.play.state import DealState
from penchant.rules.cards import Card, CardSet
from penchant.rules.procedure import other_player
from penchant.words.actions import action_words
from penchant.words.refusals import out_of_turn
from penchant_widgets.action_button import action_button
from penchant_widgets.board_words import refusal_text
from penchant_widgets.cards import CardPicker, PickMode, backs_html
from penchant_widgets.html_parts import MessageKind, message_html
from penchant_widgets.play.board_words import MOVES_HEAD, describe_change, first_move_html, moves_html
from penchant_widgets.play.felt import middle_html, seat_html
from penchant_widgets.play.picking import DECLARABLE_BUTTON, DECLARE_BUTTON, PASS_BUTTON, PASS_TIP, PicksCards
from penchant_widgets.styles import shared_style
from penchant_widgets.trick import TrickView

__all__ = ["EXAMPLE_OVER", "FOLLOW_THE_EXAMPLE", "DealTable"]

EXAMPLE_OVER = "That is the end of this example. Carry on by picking cards, or start again."
"""Said when an example's last move is made (and if Next ▶ is asked for after it)."""
FOLLOW_THE_EXAMPLE = "press Next ▶ to follow the example"
"""The tooltip of an example's *Declare* and *Pass* while the example runs (they are off until it is over)."""
KEPT_PICKED = "Your cards stay picked: tap a card to take it back or to add one, then declare again."
"""Said under a refused declaration: its cards stay picked (a tap on one un-picks it)."""


class DealTable(PicksCards, widgets.VBox):
    """A deal on the table, both hands open; you make the moves for both seats.

    ``script`` is a list of actions (``'play QS'``, ``'declare 8S 8H'``,
    ``'pass'``) that *Next* plays one at a time and *Back* takes back, checked
    against ``state`` when the table is built (:func:`~penchant.lessons.deals.checked_example`: a move
    that cannot be read or is not legal raises the engine's refusal naming it, and so does a line that stops
    halfway through a turn, short of the next lead or the deal's end). The
    current state is the trait :attr:`state` (observe it to follow the board:
    ``table.observe(handler, names="state")``); :attr:`version` counts its changes.
    """

    interactive = traitlets.Bool(False, read_only=True).tag(sync=False)
    log_lines = traitlets.Int(0, read_only=True).tag(sync=False)
    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]](read_only=True).tag(sync=False)
    open_hands = traitlets.TraitType[tuple[int, ...], tuple[int, ...]](read_only=True).tag(sync=False)
    first_ten_only = traitlets.Unicode("", read_only=True).tag(sync=False)
    """Where the board stops: ``""``, the whole deal; else the words said once the first ten tricks are done (the
    last six begun), after which the board takes no move (a chapter on the first ten says where the rest is taught).
    """
    script = traitlets.List[Action](read_only=True).tag(sync=False)
    """The replies the other seat plays, in order (checked at construction)."""

    state = traitlets.Instance(DealState)
    """The deal on the table: each move, take-back or restart sets a new one, and the table draws it (observed)."""
    version = traitlets.Int(0)
    """How many times :attr:`state` has changed."""
    start = traitlets.Instance(DealState).tag(sync=False)
    """The deal as the table was given it: *Start again* goes back to it, and the script counts from it."""
    taken_back = traitlets.Tuple()
    """The states before each move made on the board, oldest first: *Take back* returns to the last (observed:
    the take-back button and the log are drawn from them)."""
    moves_said = traitlets.Tuple()
    """What each of those moves did, in words (HTML), oldest first (observed, as :attr:`taken_back`)."""
    marked_tables = traitlets.Tuple((CardSet(), CardSet())).tag(sync=False)
    """The table cards outlined in red, seat by seat (observed): a barring panel following the board marks the
    cards that bar (:meth:`~penchant_widgets.lessons.barring.BarringPanel.follow`), as its note says they are."""
    notice_kind = traitlets.Unicode("").tag(sync=False)
    """The kind of message the notice shows (``"error"`` for a refusal, ``"note"`` for a notice: what to do, an
    example's end; ``"plain"``), ``""`` when it shows none: set where the notice is said (:meth:`say`), and read to
    know whether a refusal is showing."""

    def __repr__(self) -> str:
        st = self.state
        return (f"DealTable(tricks={st.tricks}, stage={st.stage.value!r}, score={st.scores}, "
                f"stock={len(st.stock)}, script={len(self.script)})")

    def __init__(
        self,
        state: DealState,
        *,
        names: Sequence[str] = ("You", "Opponent"),
        open_hands: Sequence[bool] = (True, True),
        script: Sequence[str | Action] = (),
        title: str | None = None,
        caption: str | None = None,
        interactive: bool = True,
        log_lines: int = 4,
        first_ten_only: str = "",
    ) -> None:
        self.set_trait("names", tuple(names))
        self.set_trait("first_ten_only", first_ten_only)
        self.set_trait("open_hands", tuple(open_hands))
        self.set_trait("interactive", interactive)
        self.set_trait("log_lines", log_lines)
        self.start = state.clone()
        # checked now, against the position: an author's illegal line, or one that stops halfway through a turn, is
        # refused to the author, typed
        self.set_trait("script", checked_example(state, script) if script else [])

        self._title = widgets.HTML(
            f'<div class="pt-board-title">{escape(title)}</div>' if title else "")
        self._caption = widgets.HTML(f'<div class="pt-caption">{caption}</div>' if caption else "")
        self._seat_head = [widgets.HTML(), widgets.HTML()]
        self._hand = [CardPicker(mode="press", size="md", css_class=f"pt-hand-{p}") for p in (0, 1)]
        self._table = [CardPicker(mode="press", size="md", css_class=f"pt-table-{p}",
                                  empty="nothing declared yet") for p in (0, 1)]
        self._hidden = [widgets.HTML(), widgets.HTML()]
        for p in (0, 1):
            self._hand[p].on_press(self._seat_presses(p))
            self._table[p].on_press(self._seat_presses(p))
            self.watch_picks(self._hand[p], self._table[p])
            for picker in (self._hand[p], self._table[p]):
                picker.observe(self._picks_changed, names="selected")
        self.trick = TrickView(self.names)
        self._middle = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class("pt-message")
        self.notice = widgets.HTML()
        self.notice.add_class("pt-notice")
        self._logview = widgets.HTML()
        self._logview.add_class("pt-log")

        self.declare_button = action_button(DECLARE_BUTTON, "pt-declare", lambda: self.declare_picked(), primary=True)
        self.pass_button = action_button(PASS_BUTTON, "pt-pass", lambda: self.act(Pass()), tip=PASS_TIP)
        self.hint_button = action_button(DECLARABLE_BUTTON, "pt-hint", lambda: self.show_declarations())
        self.undo_button = action_button("Take back", "pt-undo", lambda: self.undo())
        self.next_button = action_button("Next ▶", "pt-next", lambda: self.step(), primary=True,
                               tip="play the next move of the example")
        self.restart_button = action_button("Start again", "pt-restart", lambda: self.restart())
        self.declare_choices = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        """The declarations picked hand cards complete in several ways, each a button (:meth:`offer_declarations`)."""
        self._declare_row = widgets.HBox([self.declare_button, self.pass_button, self.hint_button,
                                          self.declare_choices], layout=widgets.Layout(flex_flow="row wrap"))
        self._declare_row.add_class("pt-dealtable-declare")
        self._nav_row = widgets.HBox([self.next_button, self.undo_button, self.restart_button])

        def seat(p: int) -> widgets.VBox:
            hand = widgets.VBox([self._hand[p], self._hidden[p]])
            hand.add_class("pt-seat-hand")
            self._table[p].add_class("pt-zone")
            row = widgets.HBox([hand, self._table[p]])
            row.add_class("pt-seat-row")
            box = widgets.VBox([self._seat_head[p], row])
            box.add_class(f"pt-seat-{p}")
            return box

        middle = widgets.HBox([self._middle, self.trick])
        middle.add_class("pt-middle")
        felt = self._felt = widgets.VBox([seat(1), middle, seat(0)])
        felt.add_class("pt-felt")
        # A refusal or a hint (the notice) sits right under the message of the last move: one place to read
        # what happened (the red "Not allowed" sat above the earlier moves, the last move's message below them).
        # The last move's words and Next ▶ in one bar, under the whole felt at every width: on a phone the felt's two
        # halves stay together (a bar between them cut the opponent's seat from yours), and the felt, the moves and
        # the bar fit one screen, so the trick, its words and Next ▶ are seen together; held at the bottom of the
        # screen, the bar covered the trick it spoke of.
        bar = widgets.VBox([self.message, self.notice, self._nav_row])
        bar.add_class("pt-dealtable-bar")
        # The declare buttons under the cards they declare, the earlier moves right above the last one's message:
        # between them, they split the move log in two on a phone ("You led 9♠." above, "Opponent played 7♠" below).
        super().__init__([shared_style(), self._title, self._caption, felt, self._declare_row, self._logview, bar])
        self.add_class("pt-board")
        self.add_class("pt-dealtable")
        if self.script:
            self.add_class("pt-dealtable-example")
        self.state = state.clone()  # drawn by the observer below, as every later state is
        self._say_first_move()

    # ------------------------------------------------------------- actions
    def stopped(self) -> bool:
        """Whether the board has stopped where it was told to (:attr:`first_ten_only`): the last six begun."""
        st = self.state
        return bool(self.first_ten_only) and not st.is_over() and st.last_six

    def act(self, action: Action | str) -> bool:
        """Apply an action through the engine. A refusal is shown; the state is kept. A board stopped at the end of
        the first ten tricks (:meth:`stopped`) takes no move, and says why."""
        if self.stopped():
            self.say(escape(self.first_ten_only), "note", raw=True)
            return False
        try:
            a = parse_action(action) if isinstance(action, str) else action
            before = self.state.clone()
            after = self.state.child(a)
        except PenchantError as exc:
            self.say(refusal_text(exc), "error", title="Not allowed:", raw=True)
            if isinstance(action, Declare) and self.picked():
                # A refused declaration leaves its cards picked, and the words say so, as chapter 3's benches do.
                self._notice(self.notice.value + message_html(KEPT_PICKED, "note"), "error")
            return False
        lines = describe_change(before, a, after, self.names, [p for p in (0, 1) if self.open_hands[p]])
        was_on_line = self.on_the_line()
        self.taken_back, self.moves_said = (*self.taken_back, before), (*self.moves_said, " ".join(lines))
        self.state = after
        self.say(" ".join(lines), "info", raw=True)  # a deal's end too: green is chapter 0's right answer only
        if was_on_line and not self.on_the_line():
            self._left_the_line(before)
        if self.stopped():
            self.say(escape(self.first_ten_only), "note", raw=True)
        return True

    def on_the_line(self) -> bool:
        """Whether the moves made since the start follow the script (always without one, and after its end)."""
        made = [a for _, a in self.state.history[len(self.start.history):]]
        return made[:len(self.script)] == self.script[:len(made)]

    def _left_the_line(self, before: DealState) -> None:
        """Say, as the move leaves the example, what the example plays there: the text beside the board tells the
        example, so a move off it leaves the text telling of a position the board no longer shows."""
        n = len(before.history) - len(self.start.history)
        expected = escape(action_words(self.script[n], self.names[before.to_move]))
        self.say(f"This leaves the example, which goes on with: {expected}. The chapter's text follows "
                 "the example: press <b>Take back</b> to return to it, or play on from here.", "note", raw=True)

    def mover_pickers(self) -> tuple[CardPicker, CardPicker]:
        """The hand and table of the player to move: the pickers a declaration's cards are picked in."""
        p = self.state.to_move
        return self._hand[p], self._table[p]

    def example_running(self) -> bool:
        """Whether an example is being followed: the board has a script, is on its line, and has moves of it left
        (its *Declare* and *Pass* are then off: the words beside it say to press *Next ▶*)."""
        n = len(self.state.history) - len(self.start.history)
        return n < len(self.script) and self.on_the_line()

    def show_declare(self) -> None:
        """The *Declare* button's words (:meth:`PicksCards.show_declare`); while an example runs, *Declare* and
        *Pass* are off, their tooltip saying to press *Next ▶*, so the board never offers a move the words beside it
        tell the reader to leave to *Next ▶*."""
        super().show_declare()
        running = self.example_running()
        self.pass_button.disabled = running
        self.pass_button.tooltip = FOLLOW_THE_EXAMPLE if running else PASS_TIP
        if running:
            self.declare_button.disabled = True
        self.declare_button.tooltip = FOLLOW_THE_EXAMPLE if running else ""

    def step(self) -> bool:
        """Play the next move of the script."""
        n = len(self.state.history) - len(self.start.history)
        if n >= len(self.script):
            self.say(self.example_over_words(), "note")
            return False
        if not self.on_the_line():
            self.say("You have left the example's line; press <b>Start again</b> to return to it.", "note",
                      raw=True)
            return False
        moved = self.act(self.script[n])
        if moved and n + 1 == len(self.script):  # said as the last move is made: Next ▶ greys out, and said nothing
            self.say(self.example_over_words(), "note")
        return moved

    def example_over_words(self) -> str:
        """What is said as an example ends (:data:`EXAMPLE_OVER`), with whose turn it is where the board moves on for a
        seat other than yours: the *Declare* and *Pass* buttons left under a finished example are his, while he may
        declare, and say so ("It is your opponent's turn to declare or pass: on this board you move for both seats")."""
        st = self.state
        mover = st.to_move
        if st.is_over() or mover is None or is_you(self.names[mover]):
            return EXAMPLE_OVER
        whose = possessive(mid_sentence(self.names[mover]))
        what = ("to declare or pass" if st.stage.declaring else "to lead the next trick" if st.stage is Stage.LEAD
                else "to play")
        return (f"That is the end of this example. It is {whose} turn {what}: on this board you move for both "
                "seats, so carry on by picking cards for him, or start again.")

    def _seat_presses(self, seat: int) -> Callable[[Card], None]:
        """What a press on a card of ``seat`` does (:meth:`_press_seat`)."""
        return lambda card: self._press_seat(seat, card)

    def _press_seat(self, seat: int, card: Card) -> None:
        """A card of ``seat`` pressed: a play when ``seat`` is to move; else the engine's words for a move out of
        turn (:func:`~penchant.words.refusals.out_of_turn`), said as a refusal. The chapter says the board says why
        not: a card of the seat not to move did nothing."""
        st = self.state
        if st.to_move == seat or st.is_over():
            self._press(card)
            return
        refused = out_of_turn(st.to_move, seat, st.stage.value, f"play {card}", self.names)
        self.say(refusal_text(refused), "error", title="Not allowed:", raw=True)

    def run_script(self, upto: int | None = None) -> None:
        """Play the script (or its first ``upto`` moves) at once."""
        stop = len(self.script) if upto is None else upto
        while len(self.state.history) - len(self.start.history) < stop:
            if not self.step():
                break

    def undo(self) -> None:
        if not self.taken_back:
            self.say("Nothing to take back.", "note")
            return
        state = self.taken_back[-1]
        self.taken_back, self.moves_said = self.taken_back[:-1], self.moves_said[:-1]
        self.state = state
        self.message.value = message_html(self.moves_said[-1], "info", raw=True) if self.moves_said else ""
        self.say("Taken back.", "plain")

    def restart(self) -> None:
        self.taken_back, self.moves_said = (), ()  # observed: the take-back button and the log are drawn again
        self.state = self.start.clone()
        self.message.value = ""
        self._say_first_move()
        self.say("Back to the start.", "plain")

    def _say_first_move(self) -> None:
        """On a deal of one's own, the first message says what to do (an example's first step is its Next ▶)."""
        if self.interactive and not self.script and self.state.stage is Stage.LEAD:
            self.say(first_move_html(self.state, self.names), raw=True)

    def say(self, text: str, kind: MessageKind = "info", *, title: str | None = None, raw: bool = False) -> None:
        """What happened goes to ``message``; refusals and hints to ``notice`` (what happened stays)."""
        html = message_html(text, kind, title=title, raw=raw)
        if kind in ("info", "ok"):
            self.message.value = html
            self._notice("", "")
        else:
            self._notice(html, kind)

    def _notice(self, html: str, kind: str) -> None:
        """The notice says ``html``, a message of ``kind`` (``""`` for none)."""
        self.notice_kind = kind if html else ""
        self.notice.value = html

    def _picks_changed(self, change: traitlets.Bunch) -> None:
        """A refusal gives way once a new pick begins: left on the screen, the red "Not allowed: you cannot declare
        …" would read as a verdict on the cards picked next. The refused cards going back leave it said."""
        if change["new"] and self.notice_kind == "error":
            self._notice("", "")

    @traitlets.observe("state")
    def _state_changed(self, _change: object) -> None:
        self._render()
        self.version += 1

    @traitlets.observe("marked_tables")
    def _mark_tables(self, _change: object = None) -> None:
        """Outline :attr:`marked_tables` on the two tables (a card no longer on a table is marked nowhere)."""
        for p in (0, 1):
            self._table[p].set_marked(self.marked_tables[p])

    @traitlets.observe("taken_back", "moves_said")
    def _render_moves(self, _change: object = None) -> None:
        """The take-back button and the earlier moves: drawn from :attr:`taken_back` and :attr:`moves_said`."""
        self.undo_button.disabled = not self.taken_back
        # The moves before the last, oldest first, above the message that says the last: read top down, the
        # log and the message tell the deal in the order it happened.
        self._logview.value = moves_html(MOVES_HEAD + ":", list(self.moves_said[:-1]),
                                         self.log_lines - 1)

    # ------------------------------------------------------------- drawing
    def _render(self) -> None:
        st = self.state
        mover = st.to_move
        for p in (0, 1):
            # Each seat is drawn from a view, never from the deal's hidden cards: an open seat from its own view
            # (its hand), a closed one from the other seat's (his hand, face down, as many cards as that view says).
            own = st.view(p)
            self._seat_head[p].value = seat_html(own, p, self.names[p], playing=not self.stopped())
            moving = self.interactive and mover == p and not self.stopped()
            declaring = moving and st.stage.declaring
            # the seat not to move answers a tap too, with why not (:meth:`_press_seat`), on a board you move on
            waiting = self.interactive and not self.stopped() and not st.is_over()
            mode: PickMode = "select" if declaring else "press" if moving or waiting else "static"
            hand, table = self._hand[p], self._table[p]
            if self.open_hands[p] or st.is_over():
                hand.layout.display = None
                self._hidden[p].layout.display = "none"
                for picker in (hand, table):
                    picker.mode = mode
                hand.set_cards(own.hand)
                hand.label = "in the hand" if st.tables_kept else "hand"
            else:
                hand.layout.display = "none"
                self._hidden[p].layout.display = None
                hidden = st.view(other_player(p)).opp_hand_size
                self._hidden[p].value = backs_html(hidden, "sm", label="in the hand (hidden)")
                table.mode = mode
            table.set_cards(own.table)
            table.set_marked(self.marked_tables[p])
            table.label = "on the table (face up)" if st.tables_kept else None
            table.layout.display = None if st.tables_kept else "none"
        self.trick.show_state(st)
        self._middle.value = middle_html(st.view(0))
        declaring = self.interactive and st.stage.declaring and not self.stopped()
        self._declare_row.layout.display = None if declaring else "none"
        if declaring:
            self.show_declare()
        self._nav_row.layout.display = None if self.interactive else "none"
        self.next_button.layout.display = None if self.script else "none"
        n = len(st.history) - len(self.start.history)
        self.next_button.disabled = n >= len(self.script) or not self.on_the_line()  # off the line: Take back
        # One primary button: while the example has a next move, Next ▶ is the one the text says to press.
        if self.script and not self.next_button.disabled:
            self.declare_button.remove_class("pt-btn-primary")
        else:
            self.declare_button.add_class("pt-btn-primary")
        self._render_moves()
