"""A puzzle's end-game board says, at the top of its cards, when play has gone on from the question (issue #31): a
newcomer played a wrong card on chapter 6's first puzzle, the board played the computer's reply, and the question
over it still read "Trick 12: your opponent leads K♦", the way back ("press Start again") only below the cards."""

from __future__ import annotations

from penchant.puzzles import analyse
from penchant.rules.cards import Card
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.endgame import EndgameBoard


def test_a_wrong_card_says_over_the_cards_that_play_went_on_and_how_to_go_back() -> None:
    board = PuzzleBoard(["endgame-001"], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    assert eg.moved_on.layout.display == "none" and not eg.moved_on.value  # nothing said before a card
    assert eg.children[-1].children[0].children[0] is eg.moved_on  # the felt's first line, over the cards
    first = eg.session.first_trick
    best = set(analyse(board.puzzle).best)  # in notation, as the cards print: ("AH",)
    wrong = next(c for c in eg.session.to_play if str(c) not in best)
    eg.mine.click(wrong)
    said = eg.moved_on.value
    assert eg.moved_on.layout.display is None
    assert f"not trick {first}" in said and f"trick {eg.session.trick_in_play} now" in said, said
    assert "<b>Start again</b>" in said and f"go back to trick {first}" in said, said
    eg.restart()
    assert eg.moved_on.layout.display == "none" and not eg.moved_on.value


def test_a_demonstration_has_no_question_to_go_back_to() -> None:
    eg = EndgameBoard.from_position("KH TS", "7S", trump="S", led="AH", won="5-4", demo=True)
    eg.mine.click(Card.parse("KH"))
    assert not eg.moved_on.value
