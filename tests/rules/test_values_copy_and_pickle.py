"""The value types follow Python's own protocols: a card set and a profile can be copied, deep-copied and pickled
(so a game's state can go to another process, and ``dataclasses.asdict`` works on what holds them), and their
``repr`` is a call that rebuilds them when pasted."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from penchant import Game
from penchant.play.moves import Declare
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import PROFILES, Profile, get_profile


def test_a_card_set_copies_and_pickles_as_itself() -> None:
    cards = CardSet("QS JH AD")
    assert copy.copy(cards) is cards
    assert copy.deepcopy(cards) is cards
    assert pickle.loads(pickle.dumps(cards)) == cards


def test_what_holds_a_card_set_can_be_deep_copied_and_made_a_dict() -> None:
    move = Declare(CardSet("QS JH"))
    assert copy.deepcopy(move) == move
    assert dataclasses.asdict(move)


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_a_profile_pickles_and_deep_copies_equal(name: str) -> None:
    rules = get_profile(name).with_options(barring="by_value", brisquette_multiplier=2)
    for again in (pickle.loads(pickle.dumps(rules)), copy.deepcopy(rules)):
        assert again == rules
        assert again.points == rules.points
        with pytest.raises(TypeError):
            again.points[Kind.PAIR] = 99  # type: ignore[index]


def test_a_game_pickles_with_its_profile() -> None:
    game = Game(rng=3, first_dealer=0)
    assert pickle.loads(pickle.dumps(game)).to_json() == game.to_json()


def test_a_profiles_repr_is_the_call_that_makes_it() -> None:
    assert repr(get_profile("kandell")) == "get_profile('kandell')"
    mine = get_profile("foster").with_options(barring="by_size")
    assert repr(mine) == "get_profile('foster').with_options(barring='by_size')"
    assert eval(repr(mine)) == mine  # the repr is a pasteable call
    own = dataclasses.replace(get_profile("kandell"), name="house", lurch_threshold=50)
    assert repr(own).startswith("Profile(name='house', points={Kind.PAIR: ")
    assert eval(repr(own), {"Profile": Profile, "Kind": Kind}) == own


def test_a_games_repr_says_who_plays_and_where_it_stands() -> None:
    said = repr(Game(rng=7, first_dealer=0))
    assert said == "<Game 'Player 1' 0, 'Player 2' 0: deal 1 of 4, rules get_profile('kandell')>"
