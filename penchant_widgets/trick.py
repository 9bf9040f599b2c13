"""The trick on the table and the trump badge: drawn by the play boards and the end-game puzzles alike.

A layer below both :mod:`penchant_widgets.play` and :mod:`penchant_widgets.puzzles`, so neither
imports the other for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

import ipywidgets as widgets
import traitlets

from penchant.rules.cards import Card
from penchant.rules.procedure import ALL_TRICKS, other_player, trick_of_moment
from penchant.rules.suits_and_ranks import Suit
from penchant.words.tricks import trick_won_words
from penchant.words.trump import trump_words
from penchant_widgets.cards import faces_html

if TYPE_CHECKING:  # a puzzle's trump badge needs no deal: the deal's module is imported where a trick is shown
    from penchant.play.state import DealState
    from penchant.play.view import PlayerView

__all__ = ["TRICK_HEADING", "TrickView", "trick_words", "trump_html", "won_words"]

TRICK_HEADING = "Cards played to the trick"
"""The heading of a trick drawn in a box of its own (:class:`TrickView`'s ``heading``): chapter 6's card led,
drawn under the opponent's hand, read as one of his. Not "on the table": a player's table is his declared cards."""


def trump_html(trump: int | None, *, settled: bool = False) -> str:
    """The trump badge: the rules' wording of the trump (:func:`~penchant.words.trump.trump_words`; ``settled``:
    none can be fixed any more), behind the suit's symbol in its colour."""
    said = escape(trump_words(trump, settled=settled))
    if trump is None:
        return f'<span class="pt-badge">{said}</span>'
    suit = Suit(trump)
    cls = "pt-suit-red" if suit.is_red else "pt-suit-black"
    return f'<span class="pt-badge pt-badge-trump"><span class="{cls}">{suit.symbol}</span> {said}</span>'


def trick_words(view: PlayerView) -> str:
    """Where the deal stands, the same on every board: "Trick 7" (being played), "Trick 6 won: declaring" (a
    declaration comes after the trick just won, before the next is led), "Trick 6 just played" (its cards still
    in the middle, the next not led), "16 tricks played"."""
    from penchant.play.moves import Stage

    if view.stage is Stage.OVER:
        return f"{ALL_TRICKS} tricks played"
    trick = trick_of_moment(view.tricks_played, view.stage.declaring)
    if view.stage.declaring:
        return f"Trick {trick} won: declaring"
    if view.lead is None and view.last_trick is not None:
        # The middle still shows the trick just played until the next is led: the heading names that one (chapters
        # 2 and 4 said "Trick 3" above trick 2's cards); the note under them says who leads the next.
        return f"Trick {view.tricks_played} just played"
    return f"Trick {trick}"


def won_words(name: str, trick: int, *, over: bool = False) -> str:
    """The last trick's note (HTML, the name escaped and bold): who won it and, unless the deal is over, that they
    lead the next, so that it agrees with the header's "Trick 5" (without it, "Trick 5" above "Trick 4 to You" reads as
    a mismatch).

    >>> won_words("You", 4), won_words("Ada", 10), won_words("You", 16, over=True)
    ('<b>You</b> won trick 4 and lead trick 5', '<b>Ada</b> won trick 10 and leads trick 11', '<b>You</b> won \
trick 16, the last')
    """
    return f"<b>{escape(name)}</b> {escape(trick_won_words(name, trick, last=over))}"


class TrickView(widgets.HTML):
    """The trick on the table: the card led and the card played to it, with the winner."""

    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]]().tag(sync=False)
    size = traitlets.Int(0, read_only=True).tag(sync=False)

    def __repr__(self) -> str:
        return "TrickView()"

    heading = traitlets.Unicode("", read_only=True).tag(sync=False)
    """Given, the trick is drawn in a box of its own under this heading (:data:`TRICK_HEADING`), apart from the
    hands drawn above and below it."""

    def __init__(self, names: Sequence[str] = ("You", "Opponent"), size: int = 58, heading: str = "") -> None:
        super().__init__()
        self.names = tuple(names)
        self.set_trait("size", size)
        self.set_trait("heading", heading)
        self.add_class("pt-trickview")
        self.show()

    def _slot(self, card: Card | None, caption: str, win: bool = False) -> str:
        if card is None:
            inner = '<div class="pt-slot-empty"></div>'
        else:
            inner = faces_html([card], self.size)
        cap = f"<b>{escape(caption)}</b>" if win else escape(caption)
        return f'<div class="pt-trick-slot">{inner}<div>{cap}</div></div>'

    def show(self, lead: Card | None = None, leader: int | None = None, follow: Card | None = None,
             winner: int | None = None, note: str = "") -> None:
        """Show a trick: ``lead`` by ``leader``, ``follow`` by the other, won by ``winner``."""
        if leader is None:
            slots = self._slot(None, "lead") + self._slot(None, "reply")
        else:
            other = other_player(leader)
            slots = (self._slot(lead, f"{self.names[leader]} led", winner == leader)
                     + self._slot(follow, f"{self.names[other]}", winner == other))
        tail = f'<div class="pt-small pt-note">{note}</div>' if note else ""
        drawn = f'<div class="pt-trick">{slots}</div>{tail}'
        if self.heading:
            drawn = (f'<div class="pt-trick-box"><div class="pt-trick-heading">{escape(self.heading)}</div>'
                     f'{drawn}</div>')
        self.value = drawn

    def show_view(self, view: PlayerView) -> None:
        """The trick in progress, else the last trick played (marked with its winner), as ``view`` shows it
        (tricks are played face up: every seat sees the same)."""
        from penchant.play.moves import Stage

        if view.lead is not None and view.to_move is not None:
            self.show(view.lead, view.leader, None, None, f"{escape(self.names[view.to_move])} to play to it")
        elif view.last_trick is not None:
            t = view.last_trick
            self.show(t.lead, t.leader, t.follow, t.winner,
                      won_words(self.names[t.winner], view.tricks_played, over=view.stage is Stage.OVER))
        else:
            self.show(note="no trick played yet")

    def show_state(self, state: DealState) -> None:
        """:meth:`show_view` for a board that shows both seats (the trick is public: either seat's view)."""
        self.show_view(state.view(0))
