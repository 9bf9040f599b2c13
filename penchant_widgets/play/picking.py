"""Acting by picking cards, as both play boards do (:class:`~penchant_widgets.play.table.DealTable`, both seats
open, and :class:`~penchant_widgets.play.board.PlayBoard`, one seat against the computer): a card pressed in
the hand or on the table plays it when a card is to be played, and *Declare* declares the cards picked in the
mover's hand and table. The engine judges each action (the board's ``act``); this only turns the presses into
actions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Protocol

from ipywidgets import Button, HBox

from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.state import DealState
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import classify
from penchant.rules.declarable import declarations_completed
from penchant.words.cards import cards_words
from penchant.words.kinds import kind_words
from penchant.words.switches import declaring_words
from penchant_widgets.action_button import action_button
from penchant_widgets.cards import CardPicker, cards_text
from penchant_widgets.html_parts import MessageKind

__all__ = ["DECLARABLE_BUTTON", "DECLARE_BUTTON", "PASS_BUTTON", "PASS_TIP", "PICK_FIRST", "PicksCards",
           "declare_words"]

DECLARE_BUTTON = "Declare the picked cards"
"""The name of *Declare* once cards are picked, on every board (chapter 2's, the game's): one action, one name
("Declare the picked penchant" on one board and "Declare the picked cards" on the other read as two actions)."""
PASS_BUTTON = "Pass (declare nothing)"
"""The name of *Pass* on every board."""
PASS_TIP = "declare nothing"
"""*Pass*'s tooltip."""
DECLARABLE_BUTTON = "What may be declared?"
"""The button that asks the engine what the player to move may declare now
(:meth:`PicksCards.show_declarations`): chapter 2 teaches it, and every board where the learner declares has it."""

PICK_FIRST = ("Pick the cards of the combination first: tap them in the hand (and on the table if they are "
              "already there), then press Declare.")
"""What *Declare* says with nothing picked."""


def declare_words(penchant: bool, picked: CardSet) -> str:
    """The *Declare* button's words: what to pick while nothing is picked (never "Declare the picked cards" over no
    picked card; ``penchant``: the loser's turn, a penchant only), and once cards are, its one name
    (:data:`DECLARE_BUTTON`), whatever the cards and the board.

    >>> declare_words(False, CardSet()), declare_words(True, CardSet()), declare_words(True, CardSet("QS JH"))
    ('Pick the cards to declare', 'Pick a penchant to declare', 'Declare the picked cards')
    """
    if not picked:
        return "Pick a penchant to declare" if penchant else "Pick the cards to declare"
    return DECLARE_BUTTON


class _Board(Protocol):
    """What picking needs of a board: its deal, its way to act and to speak, and the mover's two pickers."""

    @property
    def state(self) -> DealState: ...

    def act(self, action: Action | str) -> bool: ...

    def say(self, text: str, kind: MessageKind = "info", *, title: str | None = None,
            raw: bool = False) -> None: ...

    def mover_pickers(self) -> tuple[CardPicker, CardPicker]: ...

    @property
    def names(self) -> Sequence[str]: ...

    def picked(self) -> CardSet: ...

    @property
    def declare_button(self) -> Button: ...

    def show_declare(self) -> None: ...

    @property
    def declare_choices(self) -> HBox: ...

    def offer_declarations(self, cards: CardSet, choices: list[CardSet]) -> None: ...


def _declaring(board: _Board, whole: CardSet) -> Callable[[], bool]:
    """What a choice's button does on ``board``: declare ``whole``."""
    return lambda: board.act(Declare(whole))


class PicksCards:
    """The presses and picks both play boards share (a mixin: the board gives ``state``, ``act``, ``say`` and
    ``mover_pickers``, the hand and the table whose picked cards make a declaration)."""

    def _press(self: _Board, card: Card) -> None:
        """A card pressed is a play, sent to the engine whatever the stage: one the deal does not take now (a turn
        to declare, the deal over) is refused with the engine's reason and the board shows it (a wrong move always
        says why), rather than the board deciding by the stage and saying nothing."""
        self.act(Play(card))

    def picked(self: _Board) -> CardSet:
        """The cards picked in the mover's hand and on the mover's table."""
        hand, table = self.mover_pickers()
        return hand.selected | table.selected

    def show_declare(self: _Board) -> None:
        """Say on the *Declare* button what to do now: pick cards (the button off while none is picked), or declare
        the cards picked. Called when the board is drawn and whenever a pick changes."""
        picked = self.picked()
        self.declare_choices.children = ()  # choices offered for the picks before are stale
        self.declare_button.description = declare_words(self.state.stage is Stage.PENCHANT, picked)
        self.declare_button.disabled = not picked

    def watch_picks(self: _Board, *pickers: CardPicker) -> None:
        """Say the *Declare* button's words again whenever a pick changes in one of ``pickers`` (out of a turn to
        declare the button is hidden, and its words wait for the next)."""
        for picker in pickers:
            picker.observe(lambda _change: self.show_declare(), names="selected")

    def declare_picked(self: _Board) -> bool:
        """Declare the picked cards (the engine judges them); with none picked, say how to pick them. Hand cards
        picked alone (or with some of the table cards they join) that complete a declaration with table cards mean it,
        as chapter 3's bench reads them
        (:func:`~penchant.rules.declarable.declarations_completed`); when they complete several, each is offered
        as a choice (:meth:`offer_declarations`) and nothing is declared yet. A refused declaration leaves its
        cards picked, and the refusal says why: the learner changes the pick and tries again."""
        cards = self.picked()
        if not cards:
            self.say(PICK_FIRST, "note")
            return False
        hand, _ = self.mover_pickers()
        legal = [d.cards for d in self.state.legal_declarations]
        completed = declarations_completed(cards, CardSet(hand.cards), legal)
        if len(completed) > 1:
            self.offer_declarations(cards, completed)
            return False
        return self.act(Declare(completed[0] if completed else cards))

    def show_declarations(self: _Board) -> None:
        """*What may be declared?*: the engine's declarations open to the player to move now
        (:attr:`~penchant.play.state.DealState.legal_declarations`), or, out of a turn to declare, when declarations
        come (as the deal's rules have them)."""
        st = self.state
        if not st.stage.declaring or st.to_move is None:
            self.say(declaring_words(st.profile), "note")
            return
        decls = st.legal_declarations
        who = escape(self.names[st.to_move])
        if not decls:
            self.say(f"{who} has nothing to declare.", "note", raw=True)
            return
        items = [f"{d.kind} {cards_text(d.cards)} ({d.points})" for d in decls]
        self.say(f"{who} may declare: " + "; ".join(items) + ".", "note", raw=True)

    def offer_declarations(self: _Board, cards: CardSet, choices: list[CardSet]) -> None:
        """Offer each of ``choices`` (the declarations the picked hand ``cards`` complete) as a button that
        declares it; the words name the cards picked and say why a choice is asked."""
        buttons = []
        for whole in choices:
            kind = classify(whole)
            words = cards_words(whole) + (f" ({kind_words(kind)})" if kind is not None else "")
            buttons.append(action_button(f"Declare {words}", "pt-declare-choice", _declaring(self, whole)))
        self.declare_choices.children = buttons
        self.say(f"{cards_words(cards)} joins cards on your table in more than one way: "
                 f"choose the declaration you mean.", "note")
