"""``penchant review --seat`` takes the player as a person counts them (review 35 #3): ``--seat {0,1}`` meant the
engine's index, where a reader of "player 1" means the first player; now 1 or 2, or the player's name."""

from __future__ import annotations

import pytest

from penchant.cli.review import seat_of
from penchant.errors import InvalidSettingError

NAMES = ("Ada", "Ben Lee")


@pytest.mark.parametrize(("given", "seat"), [("1", 0), ("2", 1), (" 2 ", 1), ("ada", 0), ("ben  lee", 1)])
def test_a_seat_is_one_or_two_or_a_name(given: str, seat: int) -> None:
    assert seat_of(given, NAMES) == seat


@pytest.mark.parametrize("given", ["0", "3", "-1", "Cy", ""])
def test_anything_else_is_refused_naming_both_players(given: str) -> None:
    with pytest.raises(InvalidSettingError) as refused:
        seat_of(given, NAMES)
    assert refused.value.argument == "--seat" and refused.value.given == given
    assert str(refused.value).endswith("1 is Ada, 2 is Ben Lee")
