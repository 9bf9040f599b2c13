"""Newcomers' review of chapter 4: on the loser's-penchant example a newcomer pressed *Pass* instead of *Next ▶*;
the board drew the cards, the text beside it told of a penchant no longer on the board, and *Next ▶* stayed lit
until pressed ("You have left the example's line"). The board says it at once, with the example's move, and
*Next ▶* waits until *Take back* returns to the line."""

from __future__ import annotations

from penchant.play.dealing import new_deal
from penchant.play.moves import Pass, Stage
from penchant.play.state import DealState
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


def test_an_example_that_stops_halfway_through_a_turn_is_refused_to_its_author() -> None:
    """Chapter 4's loser's-penchant example stopped as he might declare ("It is your opponent's turn to declare or
    pass… carry on by picking cards for him"): newcomers read it as stopped halfway through a trick, with no clear
    end. An example's line must end where a trick is to be led (or the deal is over); one that stops short, with
    a card to follow or a declaration to make or pass, is refused when the board is built, saying where it stops."""
    import pytest

    from penchant.errors import PenchantError

    def chapter_4() -> DealState:
        deal = new_deal(KANDELL, 87, dealer=1, method="singles")
        for action in ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "pass", "play 8S", "play AS"]:
            deal.apply(action)
        return deal

    with pytest.raises(PenchantError, match="stops halfway, at a declaration still to make or pass"):
        DealTable(chapter_4(), script=["declare QH JS", "play KC", "play JS"])
    with pytest.raises(PenchantError, match="stops halfway, at a trick half played"):
        DealTable(chapter_4(), script=["declare QH JS", "play KC"])
    table = DealTable(chapter_4(), script=["declare QH JS", "play KC", "play JS", "pass"], title="A loser's penchant")
    while table.step():
        pass
    assert table.state.stage is Stage.LEAD and table.state.to_move == 1, "the turn over: the next trick to lead"
    said = table.notice.value
    assert "end of this example" in said and "your opponent&#x27;s turn to lead the next trick" in said, said
    assert "declare or pass" not in said
