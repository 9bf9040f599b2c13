"""A picked card or a ticked choice was drawn as picked (a gold ring, ☑) and said nothing more: a screen reader heard
the card's name or the choice's words, picked or not. A picked card's words (hidden on screen, read aloud) and a ticked
choice's title say it is picked, and stop saying so once it is taken back."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from penchant.rules.cards import Card
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.cards import PICKED_WORDS, CardPicker, card_name
from penchant_widgets.puzzles.board import PuzzleBoard


def test_a_picked_card_says_it_is_picked() -> None:
    picker = CardPicker("QS JH 7D", mode="select")
    button = picker.buttons[Card.parse("QS")]
    picker.select("QS")
    assert button.description == card_name(Card.parse("QS")) + PICKED_WORDS == "Queen of Spades, picked"
    picker.clear()
    assert button.description == "Queen of Spades"


def test_a_ticked_choice_says_it_is_picked() -> None:
    board = PuzzleBoard(["barring-031"], title="Picks", store=MemoryAttemptStore())
    none_of_them = board.choice_buttons["none of them"]
    tick = next(b for c, b in board.choice_buttons.items() if c != "none of them")
    tick.value = True
    assert tick.tooltip.endswith(PICKED_WORDS) and not none_of_them.tooltip.endswith(PICKED_WORDS)
    none_of_them.value = True  # "none of them" takes the others back, and they stop saying they are picked
    assert none_of_them.tooltip.endswith(PICKED_WORDS) and not tick.tooltip.endswith(PICKED_WORDS)
