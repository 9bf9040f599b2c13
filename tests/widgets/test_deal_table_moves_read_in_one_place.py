"""A deal table's moves read in one place: the earlier moves and the last one's message together, the declare
buttons not between them.

A newcomer on a phone (chapter 2, "A deal of your own") read "You led 9♠." above the declare buttons and "Opponent
played 7♠: You win the trick" below them: one move log split in two."""

from __future__ import annotations

from penchant.play.dealing import new_deal
from penchant_widgets.play.table import DealTable


def test_the_move_log_sits_right_above_the_last_moves_message() -> None:
    t = DealTable(new_deal(rng=2024, dealer=1), title="A deal of your own")
    kids = list(t.children)
    log = kids.index(t._logview)
    bar = next(i for i, k in enumerate(kids) if t.message in getattr(k, "children", ()))
    assert bar == log + 1, "nothing stands between the earlier moves and the last one's message"
    assert kids.index(t._declare_row) < log  # the declare buttons under the cards, before the moves


def test_a_deal_of_ones_own_shows_no_next_button_at_any_move() -> None:
    # Next ▶ steps an example; on one's own deal it would do nothing (a newcomer reported a disabled one there).
    t = DealTable(new_deal(rng=2024, dealer=1), title="A deal of your own")
    for _ in range(4):
        assert t.next_button.layout.display == "none"
        assert t.act(t.state.legal_actions[0])
