"""The play board's felt: both seats, the stock, the trump and the trick, drawn from one player's view.

:class:`Felt` is the green table of :class:`~penchant_widgets.play.board.PlayBoard`: the other player's
seat at the top (his hand face down, or known in the last six tricks; his table), the stock and the trump
beside the trick in the middle, and the viewer's seat below (table and hand, as pickers: pressing a card
plays it, and after a won trick the cards of a declaration are picked). :meth:`Felt.show` draws a deal
as :meth:`penchant.play.state.DealState.view` lets its seat see it; it decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as widgets
import traitlets

from penchant.english.numbers import count_words
from penchant.play.moves import Stage
from penchant.play.view import PlayerView
from penchant.rules.cards import Card
from penchant.rules.procedure import first_trick_leader, other_player, pone_of
from penchant.words.counts import stock_count_words
from penchant.words.tricks import loser_may_declare_words, phase_words
from penchant_widgets.cards import CardPicker, PickMode, backs_html, faces_html
from penchant_widgets.trick import TrickView, trick_words, trump_html

__all__ = ["Felt"]

STAGE_WORDS = {Stage.LEAD: "to lead", Stage.FOLLOW: "to play", Stage.DECLARE: "may declare",
               Stage.PENCHANT: loser_may_declare_words()}
"""A seat's badge when it is to act, by the deal's stage."""


def score_words(points: int) -> str:
    """A score as a seat shows it, in digits whatever its size ("5 points", "50 points"): words go for small counts
    only, and two boards side by side must not read "50 points" and "five points".

    >>> score_words(0), score_words(1), score_words(50)
    ('0 points', '1 point', '50 points')
    """
    return count_words(points, "point", digits=True)


def seat_html(view: PlayerView, p: int, name: str, *, playing: bool = True) -> str:
    """Player ``p``'s head: name, dealer or pone (who leads first), points, brisques taken, and what he may do if
    it is his turn. Only what both players see: any seat's view draws either head alike (the play board's felt
    and the open teaching table, :class:`~penchant_widgets.play.table.DealTable`, both draw theirs here).
    ``playing``: whether the board plays on; a board stopped where it was told (chapter 2's, after the first ten
    tricks) shows no one's turn, since no move is to be made."""
    role = "pone" if p == pone_of(view.dealer) else "dealer"
    if p == first_trick_leader(view.dealer, view.tricks_played):
        role += " (leads first)"
    turn = ""
    if playing and view.to_move == p:
        turn = f'<span class="pt-badge pt-badge-trump">{STAGE_WORDS.get(view.stage, "")}</span>'
    return (f'<div class="pt-seat">{escape(name)} <span class="pt-badge">{role}</span>'
            f'<span class="pt-badge">{score_words(view.scores[p])}</span>'
            f'<span class="pt-badge">{count_words(view.brisques[p], "brisque")} taken</span>'
            f"{turn}</div>")


def middle_html(view: PlayerView) -> str:
    """The stock (its count and a pile of backs), the trump, and where the deal stands (the felt's and the open
    table's middle)."""
    stock = view.stock_size
    pile = backs_html(min(stock, 10), 40, overlap=True) if stock else '<div class="pt-empty">empty</div>'
    phase = "deal over" if view.stage is Stage.OVER else phase_words(last_six=view.last_six)
    if view.last_six_begin_with_the_next_lead:
        # The tenth trick just played: said as the last six beginning with the next lead, as the trick is not one of
        # them; its cards still show.
        phase = f"{phase} begin with the next lead"
    return (f'<div class="pt-label">stock: <b>{stock_count_words(stock)}</b></div>{pile}'
            f'<div class="pt-felt-trump">{trump_html(view.trump, settled=view.trump_settled)}</div>'
            f'<div class="pt-small pt-felt-phase">{trick_words(view)} · {phase}</div>')


class Felt(widgets.VBox):
    """The felt of a play board for the player at ``seat``; ``on_press(card)`` hears a card pressed in the
    hand or on the table. :attr:`hand`, :attr:`table` and :attr:`trick` are the board's own."""

    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]](read_only=True).tag(sync=False)

    seat = traitlets.Int(0).tag(sync=False)
    """The player whose felt this is (0 or 1)."""

    def __init__(self, names: Sequence[str], on_press: Callable[[Card], None], *, seat: int = 0) -> None:
        self.set_trait("names", tuple(names))
        self.seat = seat
        self.opp_head = widgets.HTML()
        self.opp_hand = widgets.HTML()
        self.opp_table = CardPicker(mode="static", size="sm", css_class="pt-play-opp-table", empty="nothing declared")
        self.middle = widgets.HTML()
        self.trick = TrickView(self.names)
        self.trick.layout.margin = "0 0 0 28px"
        self.my_head = widgets.HTML()
        self.table = CardPicker(mode="press", size="md", css_class="pt-play-table", empty="nothing declared yet")
        self.hand = CardPicker(mode="press", size="md", css_class="pt-play-hand")
        self.table.on_press(on_press)
        self.hand.on_press(on_press)
        super().__init__([
            self.opp_head, self.opp_hand, self.opp_table,
            widgets.HBox([self.middle, self.trick], layout=widgets.Layout(margin="8px 0")),
            self.my_head, self.table, self.hand,
        ])
        self.add_class("pt-felt")

    def hold(self, words: str) -> None:
        """While the other player chooses: the seat's cards faded and not pressable, and ``words`` over the hand
        saying why, so no tap is lost unsaid on a hand that looks ready. The next :meth:`show` lets them go."""
        for picker in (self.hand, self.table):
            picker.mode = "static"
            picker.set_enabled(None)  # static: every card disabled
            picker.set_dim(picker.cards)
        self.hand.label = words

    def show(self, view: PlayerView) -> None:
        """Draw the deal as ``view`` (the seat's, :meth:`penchant.play.state.DealState.view`) shows it: the other
        hand face down until every card is accounted for, the tables in the first ten tricks, and the pickers
        pressing (to play) or selecting (to declare) only when it is the seat's turn."""
        me, other = self.seat, other_player(self.seat)
        over = view.stage is Stage.OVER
        self.opp_head.value = seat_html(view, other, self.names[other])
        if over:
            self.opp_hand.value = ""
        elif view.opp_hand is not None:
            self.opp_hand.value = faces_html(view.opp_hand, "sm", label="hand (known: every card is accounted for now)")
        else:
            self.opp_hand.value = backs_html(view.opp_hand_size, "sm", label="hand (hidden)")
        first_ten = view.tables_kept
        self.opp_table.set_cards(view.opp_table)
        self.opp_table.label = "table (declared, face up)" if first_ten else None
        self.opp_table.layout.display = None if first_ten else "none"
        self.my_head.value = seat_html(view, me, self.names[me])
        mine = view.to_move == me
        declaring = mine and view.stage.declaring
        mode: PickMode = "select" if declaring else "press" if mine else "static"
        for picker in (self.hand, self.table):
            picker.mode = mode
        self.hand.set_cards(view.hand)
        self.hand.label = "your hand" if first_ten else f"your hand ({phase_words(last_six=True)})"
        self.table.set_cards(view.table)
        self.table.label = "your table (declared, face up; you may play these too)" if first_ten else None
        self.table.layout.display = None if first_ten else "none"
        self.trick.show_view(view)
        self.middle.value = middle_html(view)
