"""A board playing one seat asks the game whether its player may act (``Game.apply(action, seat=...)``): an action
while the other player is to move is refused in the game's words, and nothing changes; the player to move acts."""

from __future__ import annotations

from typing import Any

import pytest

from penchant.errors import IllegalPlayError, InvalidSettingError
from penchant.play.game import NOT_YOUR_TURN_WORDS, Game


def test_the_seat_not_to_move_is_refused_and_nothing_changes() -> None:
    game = Game(rng=7, first_dealer=0, deal_on_request=True)
    mover = game.current.to_move
    action = game.current.legal_actions[0]
    before = game.to_json()
    with pytest.raises(IllegalPlayError, match=NOT_YOUR_TURN_WORDS) as err:
        game.apply(action, seat=1 - mover)
    assert str(action) in str(err.value) and game.to_json() == before
    game.apply(action, seat=mover)
    assert game.to_json() != before and len(game.current.history) == 1


@pytest.mark.parametrize("seat", [2, -1, True, "0"])
def test_a_seat_that_is_not_a_player_is_refused(seat: Any) -> None:
    game = Game(rng=7, first_dealer=0)
    with pytest.raises(InvalidSettingError, match="seat must be 0 or 1"):
        game.apply(game.current.legal_actions[0], seat=seat)
