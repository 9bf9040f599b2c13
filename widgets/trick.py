"""The trick on the table and the trump badge: drawn by the play boards and the end-game puzzles alike.

A layer below both :mod:`penchant_widgets.play` and :mod:`penchant_widgets.puzzles`, so neither
imports the other for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as widgets
from penchant_widgets.cards import faces_html

from penchant.play.state import DealState
from penchant.rules.cards import DECK, Card, Suit

__all__ = ["TrickView", "suit_name", "trump_html"]

_SUIT_WORDS = tuple(s.plural.title() for s in Suit)
_SUIT_SYMBOLS = "♠♥♦♣"


def suit_name(suit: int) -> str:
    return _SUIT_WORDS[suit]


def trump_html(trump: int | None, none_text: str = "no trump yet") -> str:
    if trump is None:
        return f'<span class="pt-badge">{escape(none_text)}</span>'
    cls = "pt-suit-red" if trump in (1, 2) else "pt-suit-black"
    return (f'<span class="pt-badge pt-badge-trump">trump <span class="{cls}">{_SUIT_SYMBOLS[trump]}</span> '
            f"{_SUIT_WORDS[trump]}</span>")


class TrickView(widgets.HTML):
    """The trick on the table: the card led and the card played to it, with the winner."""

    def __repr__(self) -> str:
        return "TrickView()"


    def __init__(self, names: Sequence[str] = ("You", "Opponent"), size: int = 58) -> None:
        super().__init__()
        self.names = tuple(names)
        self.size = size
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
            other = 1 - leader
            slots = (self._slot(lead, f"{self.names[leader]} led", winner == leader)
                     + self._slot(follow, f"{self.names[other]}", winner == other))
        tail = f'<div class="pt-small" style="margin-top:4px">{note}</div>' if note else ""
        self.value = f'<div class="pt-trick">{slots}</div>{tail}'

    def show_state(self, state: DealState) -> None:
        """The trick in progress, else the last trick played (marked with its winner)."""
        if state.lead is not None:
            self.show(DECK[state.lead], state.leader, None, None,
                      f"{escape(self.names[state.to_move_])} to play to it")
        elif state.last_trick is not None:
            t = state.last_trick
            self.show(t.lead, t.leader, t.follow, t.winner,
                      f"Trick {state.tricks} to <b>{escape(self.names[t.winner])}</b>")
        else:
            self.show(note="no trick played yet")
