"""Who lost the last trick is the sheet's answer, asked of the rules (the other player), not worked out by the
marker's screen from the winner's number (issue #30)."""

from __future__ import annotations

from penchant.marker.game_sheet import DealSheet


def test_the_last_trick_s_loser_is_the_other_player_and_none_before_a_trick() -> None:
    assert DealSheet(number=1, dealer=0).last_loser is None
    assert DealSheet(number=1, dealer=0, last_winner=1, tricks=1).last_loser == 0
    assert DealSheet(number=2, dealer=1, last_winner=0, tricks=3).last_loser == 1
