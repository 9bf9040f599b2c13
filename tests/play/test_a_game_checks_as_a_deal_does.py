"""A Game checks what it is given as new_deal does: a shuffle that is not one (``rng="abc"`` was taken as a seed
that new_deal refuses), a first dealer that is not 0 or 1 (a ScoreEntryError, the marker's error, where the deal's
is an InvalidSettingError, a seat out of its bounds) and players that are not two names (``None`` was taken) are
InvalidNotationErrors quoting the value."""

from __future__ import annotations

import random
from typing import Any

import pytest

from penchant.errors import InvalidNotationError, InvalidSettingError
from penchant.play.dealing import new_deal
from penchant.play.game import Game


@pytest.mark.parametrize("rng", ["abc", "foster", 1.5, True, [1]])
def test_a_game_s_shuffle_is_refused_as_a_deal_s(rng: Any) -> None:
    with pytest.raises(InvalidSettingError, match="is not a shuffle") as deal_err:
        new_deal(rng=rng)
    with pytest.raises(InvalidSettingError, match="is not a shuffle") as game_err:
        Game(rng=rng)
    assert str(game_err.value) == str(deal_err.value) and repr(rng) in str(game_err.value)


@pytest.mark.parametrize("dealer", [2, -1, True, "0", 0.0])
def test_a_game_s_first_dealer_is_refused_as_a_deal_s_dealer(dealer: Any) -> None:
    with pytest.raises(InvalidSettingError, match="dealer must be 0 or 1"):
        new_deal(rng=1, dealer=dealer)
    with pytest.raises(InvalidSettingError, match="first_dealer must be 0 or 1") as err:
        Game(rng=1, first_dealer=dealer)
    assert repr(dealer) in str(err.value)


@pytest.mark.parametrize("players, quoted", [
    (None, "None"), ("Ada", "'Ada'"), (("Ada",), "('Ada',)"), (("Ada", None), "None"), (("Ada", ""), "''"),
    (("Ada", "ada"), "'Ada'"), (5, "5"),
])
def test_a_game_s_players_are_two_names(players: Any, quoted: str) -> None:
    with pytest.raises(InvalidSettingError) as err:  # a setting of the game, as its rules and first dealer are
        Game(rng=1, players=players)
    assert quoted in str(err.value)


def test_what_a_game_is_given_rightly_is_kept() -> None:
    r = random.Random(4)
    g = Game("foster", rng=r, first_dealer=1, players=["Ada", " Ben "])
    assert g.rng is r and g.first_dealer == 1 and g.players == ("Ada", "Ben") and g.profile.name == "foster"
    assert Game(rng=3).current.stock == Game(rng=3).current.stock
    with pytest.raises(InvalidNotationError, match="shuffles"):
        Game(rng=1, shuffles=7)  # type: ignore[arg-type]
