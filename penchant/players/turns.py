"""A computer player's turns in a game one person plays against it (a play board's opponent).

:func:`play_its_turns` plays the other seat's moves until it is the person's turn again or the deal is over:
the turn loop is the engine's, not a view's. ``choosing(view)`` is heard before each choice (a board says the
computer is thinking) and ``moved(before, action, seconds)`` after each move, the game's deal then standing as
the move left it (a board describes the change and says how long the choice took).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from penchant.errors import InvalidSettingError
from penchant.play.game import Game
from penchant.play.moves import Action
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.base import Player
from penchant.rules.procedure import other_player, player_index

__all__ = ["play_its_turns"]


def play_its_turns(
    game: Game,
    opponent: Player,
    seat: int,
    rng: Callable[[], random.Random],
    *,
    choosing: Callable[[PlayerView], None] | None = None,
    moved: Callable[[DealState, Action, float], None] | None = None,
) -> int:
    """Play ``opponent``'s moves (the seat other than ``seat``, the person's) until it is ``seat``'s turn or the
    deal is over; returns how many it made. ``rng()`` is the chance of each choice, asked afresh each move.

    >>> from penchant.players import get_player
    >>> g = Game(rng=3, first_dealer=0, deal_on_request=True)
    >>> you = 1 - g.current.to_move  # the computer leads
    >>> n = play_its_turns(g, get_player("greedy"), you, lambda: random.Random(1))
    >>> n >= 1 and g.current.to_move == you and len(g.current.history) == n
    True
    """
    you = player_index(seat, "seat", InvalidSettingError)
    made = 0
    while not game.current.is_over() and game.current.to_move != you:
        view = game.current.view(game.current.to_move)
        if choosing is not None:
            choosing(view)
        started = time.perf_counter()
        action = opponent.choose(view, rng())
        seconds = time.perf_counter() - started
        before = game.current.clone()
        game.apply(action, seat=other_player(you))
        made += 1
        if moved is not None:
            moved(before, action, seconds)
    return made
