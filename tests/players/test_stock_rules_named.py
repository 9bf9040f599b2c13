"""The draws after each trick, named once in rules.procedure: master, the coach and inference ask it, and
master and the coach refuse a bad endgame alike."""
from __future__ import annotations

import pytest

from penchant.coaching.coach import Coach
from penchant.errors import InvalidSettingError
from penchant.players.master import MasterPlayer, searched_at
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.procedure import (
    drawn_by_whole_tricks,
    stock_after,
    stock_at_last_play,
    stock_at_next_lead,
)


@pytest.mark.parametrize("trick", range(FIRST_TEN_TRICKS))
def test_draws_move_the_stock_one_trick(trick: int) -> None:
    before, after = stock_after(trick), stock_after(trick + 1)
    assert stock_at_next_lead(before, declaring=True) == after
    assert stock_at_next_lead(before, declaring=False) == before
    assert stock_at_last_play(after, drawn=True) == before
    assert stock_at_last_play(after, drawn=False) == after
    assert drawn_by_whole_tricks(before) and drawn_by_whole_tricks(after)
    assert not drawn_by_whole_tricks(before - 1)


def test_a_declaration_is_searched_one_draw_earlier() -> None:
    assert searched_at(8, declaring=True, endgame=6)
    assert not searched_at(8, declaring=False, endgame=6)
    assert not searched_at(10, declaring=True, endgame=6)
    assert not searched_at(2, declaring=False, endgame=0)


@pytest.mark.parametrize("endgame", [5, -2, True, "4", 2.0])
def test_master_and_coach_refuse_a_bad_endgame_alike(endgame: object) -> None:
    with pytest.raises(InvalidSettingError) as on_master:
        MasterPlayer(endgame=endgame)  # type: ignore[arg-type]
    with pytest.raises(InvalidSettingError) as on_coach:
        Coach(endgame=endgame)  # type: ignore[arg-type]
    assert repr(endgame) in str(on_master.value) and repr(endgame) in str(on_coach.value)


def test_coach_refuses_no_samples_as_master_does() -> None:
    with pytest.raises(InvalidSettingError, match="samples 0"):
        MasterPlayer(samples=0)
    with pytest.raises(InvalidSettingError, match="samples 0"):
        Coach(samples=0)
