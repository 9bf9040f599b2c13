"""A player is shown his own drawn card only; in the last six he knows the other's hand, not which card was drawn."""

from __future__ import annotations

import pytest

from penchant.errors import PenchantError
from penchant.play.dealing import new_deal


@pytest.mark.parametrize("seat", [0, 1])
def test_a_view_sees_its_own_draw_and_not_the_others(seat: int) -> None:
    view = new_deal(rng=3).view(seat)
    assert view.sees_the_draw_of(seat)
    assert not view.sees_the_draw_of(1 - seat)


def test_a_seat_that_is_no_seat_is_refused() -> None:
    with pytest.raises(PenchantError, match="2"):
        new_deal(rng=3).view(0).sees_the_draw_of(2)
