"""A game puzzle counts the lurch as a close call when the loser's total is within a tenth of the lowest total that
escapes it, either side (the rules' ``fewest_escaping_lurch``): under Kandell's 40, 36 to 44; a drawn game has no
loser."""

from __future__ import annotations

import pytest

from penchant.puzzles.checkers.scoring import NEAR_THE_LURCH, low_near
from penchant.rules.game_scoring import fewest_escaping_lurch
from penchant.rules.profiles import FOSTER, KANDELL


@pytest.mark.parametrize(("low", "near"), [(35, False), (36, True), (39, True), (40, True), (44, True),
                                           (45, False)])
def test_kandells_close_calls(low: int, near: bool) -> None:
    assert low_near(low, 90, KANDELL) is near
    assert low_near(90, low, KANDELL) is near


def test_a_drawn_game_is_no_close_call() -> None:
    assert not low_near(40, 40, KANDELL)


def test_the_margin_is_a_share_of_the_rules_mark() -> None:
    mark = fewest_escaping_lurch(FOSTER)
    edge = int(mark - NEAR_THE_LURCH * mark)
    assert low_near(edge, mark * 2, FOSTER) and not low_near(edge - 10, mark * 2, FOSTER)
