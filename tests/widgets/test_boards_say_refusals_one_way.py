"""Every board shows a refusal one way, in the reader's words with the cards as the boards show them
(``penchant_widgets.board_words.refusal_html``): the puzzle board and the declaration bench showed ``str(exc)``, the
straight quotes and notation of the engine's log message (review, item 11; the shape is held by
tests/architecture/design/test_refusals_shown_in_words.py)."""

from __future__ import annotations

import pytest

from penchant.errors import PenchantError
from penchant.rules.cards import cards_given
from penchant_widgets.board_words import refusal_html
from penchant_widgets.lessons.combos import DeclarationBench
from penchant_widgets.puzzles.board import PuzzleBoard


def test_the_puzzle_board_says_an_unreadable_answer_in_words() -> None:
    board = PuzzleBoard(["declaration-006"])
    board.number.value = "twenty"
    assert board.check_picked() is None
    said = board.feedback.value
    assert "That answer cannot be read:" in said and "“twenty”" in said and "'twenty'" not in said


def test_the_bench_says_cards_it_cannot_read_as_the_boards_do() -> None:
    bench = DeclarationBench("QS KS 8H", profile="kandell")
    assert bench.check("QS XX") is False
    with pytest.raises(PenchantError) as refused:
        cards_given("QS XX", "cards to declare")
    assert bench.message.value == refusal_html(refused.value)
    assert "'XX'" not in bench.message.value and "“XX”" in bench.message.value


def test_the_boards_words_have_a_module_of_their_own() -> None:
    """The card module draws cards and picks them; what every board says of a refusal or of a card played for you
    is :mod:`penchant_widgets.board_words`' (issue #30: the card module held both)."""
    import penchant_widgets.board_words as board_words
    import penchant_widgets.cards as cards

    assert set(board_words.__all__) == {"forced_words", "refusal_html", "refusal_text"}
    assert not set(board_words.__all__) & set(dir(cards))
