"""Acting by picking cards, as both play boards do (:class:`~penchant_widgets.play.table.DealTable`, both seats
open, and :class:`~penchant_widgets.play.board.PlayBoard`, one seat against the computer): a card pressed in
the hand or on the table plays it when a card is to be played, and *Declare* declares the cards picked in the
mover's hand and table. The engine judges each action (the board's ``act``); this only turns the presses into
actions."""

from __future__ import annotations

from typing import Protocol

from penchant_widgets.cards import CardPicker
from penchant_widgets.style import MessageKind

from penchant.play.state import Action, DealState, Declare, Play, Stage
from penchant.rules.cards import Card, CardSet

__all__ = ["PICK_FIRST", "PicksCards"]

PICK_FIRST = ("Pick the cards of the combination first: click them in the hand (and on the table if they are "
              "already there), then press Declare.")
"""What *Declare* says with nothing picked."""


class _Board(Protocol):
    """What picking needs of a board: its deal, its way to act and to speak, and the mover's two pickers."""

    @property
    def state(self) -> DealState: ...

    def act(self, action: Action | str) -> bool: ...

    def say(self, text: str, kind: MessageKind = "info", *, title: str | None = None,
            raw: bool = False) -> None: ...

    def mover_pickers(self) -> tuple[CardPicker, CardPicker]: ...

    def picked(self) -> CardSet: ...


class PicksCards:
    """The presses and picks both play boards share (a mixin: the board gives ``state``, ``act``, ``say`` and
    ``mover_pickers``, the hand and the table whose picked cards make a declaration)."""

    def _press(self: _Board, card: Card) -> None:
        if self.state.stage in (Stage.LEAD, Stage.FOLLOW):
            self.act(Play(card))

    def picked(self: _Board) -> CardSet:
        """The cards picked in the mover's hand and on the mover's table."""
        hand, table = self.mover_pickers()
        return hand.selected | table.selected

    def declare_picked(self: _Board) -> bool:
        """Declare the picked cards (the engine judges them); with none picked, say how to pick them. A refused
        declaration puts its cards back, unpicked: the refusal names them, and a learner's next picks start a new
        declaration (cards kept picked were declared with the next ones, unseen)."""
        cards = self.picked()
        if not cards:
            self.say(PICK_FIRST, "hint")
            return False
        if self.act(Declare(cards)):
            return True
        for picker in self.mover_pickers():
            picker.clear()
        return False
