"""Newcomers' review of chapter 4: on the loser's-penchant example a newcomer pressed *Pass* instead of *Next ▶*;
the board drew the cards, the text beside it told of a penchant no longer on the board, and *Next ▶* stayed lit
until pressed ("You have left the example's line"). The board says it at once, with the example's move, and
*Next ▶* waits until *Take back* returns to the line."""

from __future__ import annotations

from penchant.play.dealing import new_deal
from penchant.play.moves import Pass
from penchant.rules.profiles import KANDELL
from penchant_widgets.play.table import DealTable


def _chapter_4() -> DealTable:
    deal = new_deal(KANDELL, 87, dealer=1, method="singles")
    for action in ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S",
                   "play AS"]:
        deal.apply(action)
    return DealTable(deal, script=["declare JS QC", "play KC", "play JS"], title="A loser's penchant")


def test_a_move_off_the_example_is_said_at_once_with_the_examples_move() -> None:
    table = _chapter_4()
    assert not table.next_button.disabled
    assert table.act(Pass())
    assert "passed" in table.message.value  # what happened is still said
    said = table.notice.value
    assert "example" in said and "Take back" in said and "Q♣" in said and "penchant" in said, said
    assert table.next_button.disabled


def test_taking_back_returns_to_the_example() -> None:
    table = _chapter_4()
    table.act(Pass())
    table.undo()
    assert not table.next_button.disabled
    assert table.step() and "penchant" in table.message.value


def test_the_examples_own_moves_say_nothing_of_leaving_it() -> None:
    table = _chapter_4()
    table.run_script()
    assert "leave" not in table.notice.value and "left" not in table.notice.value
    assert "end of this example" in table.notice.value  # its last move says it is over, and nothing else


def test_moves_after_the_examples_end_are_not_leaving_it() -> None:
    table = _chapter_4()
    table.run_script()
    move = next(iter(table.state.legal_actions))
    assert table.act(move)
    assert "leaves the example" not in table.notice.value and "leaves the example" not in table.message.value


def test_an_example_ending_on_his_turn_to_declare_says_whose_the_buttons_are() -> None:
    """Chapter 4's loser's-penchant example ends as he may declare: the *Declare* and *Pass* buttons under the
    finished board are his, and the last words say so, not only "carry on by picking cards"."""
    deal = new_deal(KANDELL, 87, dealer=1, method="singles")
    for action in ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "pass", "play 8S", "play AS"]:
        deal.apply(action)
    table = DealTable(deal, script=["declare QH JS", "play KC", "play JS"], title="A loser's penchant")
    while table.step():
        pass
    assert table.state.to_move == 1 and table.state.stage.declaring, "the example ends on his turn to declare"
    said = table.notice.value
    assert "end of this example" in said and "your opponent&#x27;s turn to declare or pass" in said, said
    assert table._declare_row.layout.display is None, "his buttons stay, for the board moves for both seats"
