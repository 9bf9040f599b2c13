"""The computer's turns in a game against a person are played by the engine (``play_its_turns``), not by a view:
it moves until the person's turn or the end of the deal, through the game's seat-checked apply, and tells each
move with the deal as it stood before."""

from __future__ import annotations

import random

import pytest

from penchant.errors import InvalidSettingError
from penchant.play.game import Game
from penchant.play.moves import Action
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players import get_player
from penchant.players.turns import play_its_turns


def test_the_computer_moves_until_your_turn_and_tells_each_move() -> None:
    game = Game(rng=11, first_dealer=0, deal_on_request=True)
    you = 1 - game.current.to_move  # the computer is to move first
    mine = get_player("greedy", game.profile)
    asked: list[PlayerView] = []
    told: list[tuple[DealState, Action]] = []
    made_in_all = 0
    while not game.current.is_over():
        made = play_its_turns(game, get_player("greedy", game.profile), you, lambda: random.Random(2),
                              choosing=asked.append, moved=lambda before, a, _s: told.append((before, a)))
        made_in_all += made
        assert game.current.is_over() or game.current.to_move == you
        if not game.current.is_over():
            game.apply(mine.choose(game.current.view(you), random.Random(3)), seat=you)
    computer = [(p, a) for p, a in game.current.history if p != you]
    assert made_in_all == len(computer) == len(told) == len(asked) > 0
    assert [a for _, a in told] == [a for _, a in computer]
    assert all(before.to_move == 1 - you and view.player == 1 - you for (before, _), view in zip(told, asked,
                                                                                                 strict=True))


def test_on_your_turn_it_makes_no_move() -> None:
    game = Game(rng=11, first_dealer=0)
    assert play_its_turns(game, get_player("greedy"), game.current.to_move, lambda: random.Random(1)) == 0
    assert game.current.history == ()


@pytest.mark.parametrize("seat", [2, True, "1"])
def test_a_seat_that_is_not_a_player_is_refused(seat: object) -> None:
    with pytest.raises(InvalidSettingError, match="seat must be 0 or 1"):
        play_its_turns(Game(rng=11), get_player("greedy"), seat, lambda: random.Random(1))  # type: ignore[arg-type]
