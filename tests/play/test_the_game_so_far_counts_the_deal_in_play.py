"""The game so far, as a score sheet shows it, is the engine's: the finished deals and, while a deal is under way,
its points so far, the totals counting both (:meth:`penchant.play.game.Game.so_far`). The play board's score sheet
once made it up itself, adding the view's scores to the game's deals; it now draws the engine's answer."""

from __future__ import annotations

from collections.abc import Callable

from penchant.play.game import Game


def _play_until(game: Game, done: Callable[[], bool]) -> None:
    while not done():
        game.apply(game.current.legal_actions[0])


def test_a_deal_under_way_is_counted_so_far() -> None:
    game = Game(rng=3, first_dealer=0, deal_on_request=True)
    _play_until(game, lambda: game.current.is_over())
    between = game.so_far()
    assert between.in_play is None and between.totals == game.totals == game.result().totals
    game.next_deal()
    _play_until(game, lambda: any(game.current.scores))
    so_far = game.so_far()
    assert so_far.in_play == game.current.scores
    assert so_far.deals == game.result().deals
    assert so_far.totals == tuple(a + b for a, b in zip(game.totals, game.current.scores, strict=True))
    assert so_far.totals != game.totals


def test_a_game_over_has_no_deal_in_play() -> None:
    game = Game(rng=5, first_dealer=1)
    _play_until(game, lambda: game.is_over())
    assert game.so_far().in_play is None and game.so_far().totals == game.totals
