"""Chapter 5, "A table card lifts a bar": the live panel beside the board says "the cards that bar are outlined in
red", yet a newcomer saw his Q♠ Q♦ plain on the board (phone and desktop). A panel following a deal board has the
board outline, on each table, the cards the engine reads as barring the other seat, and no others."""

from __future__ import annotations

from penchant.lessons.deals import arranged_deal
from penchant.rules.bar_reports import barring_summary, cards_barring
from penchant.rules.cards import CardSet
from penchant.rules.holdings import Holdings
from penchant_widgets.lessons.barring import BarringPanel
from penchant_widgets.play.table import DealTable


def outlined(board: DealTable, seat: int) -> CardSet:
    """The cards drawn outlined on ``seat``'s table (their buttons' ``marked``)."""
    return CardSet([c for c, b in board._table[seat].buttons.items() if b.marked])


def engine_barring(board: DealTable, seat: int) -> CardSet:
    """The cards of the other seat's table that bar ``seat``, as the engine reads them."""
    st = board.state
    held = Holdings(table=st.table(seat), opp_table=st.table(1 - seat))
    return cards_barring(barring_summary(held, st.profile.barring))


def test_the_live_board_outlines_his_queens_until_one_is_played() -> None:
    st = arranged_deal(("8S 8H AS 7D", "9D 7C AC JS"), ("KH QH", "QS QD"), to_move=1)
    board = DealTable(st, script=["play QS", "play AS", "declare 8S 8H"], title="A table card lifts a bar")
    panel = BarringPanel(title="Barring, live", show_tables=False, barring=st.profile.barring)
    panel.follow(board)
    assert "outlined in red" in panel._html.value
    assert outlined(board, 1) == CardSet("QS QD") == engine_barring(board, 0)
    assert outlined(board, 0) == CardSet() == engine_barring(board, 1)
    board.step()  # he leads Q♠ from his table: the bar is lifted, and the Q♦ left is outlined no more
    assert outlined(board, 1) == CardSet() == engine_barring(board, 0)
    board.undo()  # taken back: his two Queens bar again, and are outlined again
    assert outlined(board, 1) == CardSet("QS QD")
    board.run_script()
    assert board.state.table(0) == CardSet("8S 8H KH QH")
    assert outlined(board, 0) == engine_barring(board, 1) and outlined(board, 1) == engine_barring(board, 0)


def test_a_board_no_panel_follows_outlines_nothing() -> None:
    st = arranged_deal(("8S 8H AS 7D", "9D 7C AC JS"), ("KH QH", "QS QD"), to_move=1)
    board = DealTable(st)
    assert outlined(board, 0) == outlined(board, 1) == CardSet()
