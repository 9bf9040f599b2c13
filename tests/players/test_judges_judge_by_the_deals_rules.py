"""A player or the coach judges a deal by the deal's own rules (``view.profile``, a record's, a game's), never by
the rules it was built for: built for Kandell's and handed a Foster deal, it is refused with a
``RulesMismatchError`` naming both, where it once valued the moves by Kandell's points and barring in silence
(``Coach()`` at 4/1 on a Foster deal where ``Coach(FOSTER)`` said 40/10; ``play_game`` played ``StrongPlayer()``
in a Foster game). Built for the deal's rules, nothing changes (tests/players/judgement_reference.py --check)."""

from __future__ import annotations

import random

import pytest

from penchant.coaching.coach import Coach
from penchant.coaching.play_session import PlaySession
from penchant.coaching.reviewing import review_decisions, review_record
from penchant.errors import InvalidSettingError, RulesMismatchError
from penchant.play.dealing import new_deal
from penchant.play.view import PlayerView
from penchant.players import get_player
from penchant.players.strong import StrongPlayer
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.studies.match import play_game


def _foster_view() -> PlayerView:
    state = new_deal(FOSTER, random.Random(3), 0)
    to_move = state.to_move
    assert to_move is not None
    return state.view(to_move)


def _says_both(error: RulesMismatchError) -> None:
    assert isinstance(error, InvalidSettingError)
    assert "get_profile('kandell')" in str(error) and "get_profile('foster')" in str(error)
    assert (error.built, error.given_rules) == ("get_profile('kandell')", "get_profile('foster')")


@pytest.mark.parametrize("name", ["random", "greedy", "strong:2", "master:2", "ismcts:20"])
def test_a_player_of_other_rules_is_refused_the_view(name: str) -> None:
    view = _foster_view()
    with pytest.raises(RulesMismatchError) as caught:
        get_player(name, KANDELL).choose(view, random.Random(0))
    _says_both(caught.value)
    assert caught.value.judge == get_player(name, KANDELL).name
    assert get_player(name, FOSTER).choose(view, random.Random(0)) in view.legal


def test_the_coach_of_other_rules_is_refused_the_view() -> None:
    view = _foster_view()
    with pytest.raises(RulesMismatchError) as caught:
        Coach(samples=2).analyse(view, "k")
    _says_both(caught.value)
    analysis = Coach(FOSTER, samples=2).analyse(view, "k")
    assert analysis.profile is FOSTER and {ln.action for ln in analysis.lines} <= set(view.legal)


def test_a_game_refuses_a_player_of_other_rules_before_a_card_is_dealt() -> None:
    with pytest.raises(RulesMismatchError) as caught:
        play_game([StrongPlayer(samples=4), get_player("greedy", FOSTER)], 1, 0, 0, FOSTER, deals=1)
    _says_both(caught.value)
    assert caught.value.judge == "strong:4"
    with pytest.raises(RulesMismatchError):
        PlaySession(get_player("greedy"), rules="foster")
    assert PlaySession(get_player("greedy", FOSTER), rules="foster").profile is FOSTER


def test_a_review_refuses_a_coach_of_other_rules_than_its_record() -> None:
    greedy = get_player("greedy", FOSTER)
    record = play_game([greedy, greedy], 1, 0, 0, FOSTER, deals=1, save=True).record
    assert record is not None
    with pytest.raises(RulesMismatchError) as caught:
        review_record(record, Coach(samples=2))
    _says_both(caught.value)
    view = _foster_view()
    with pytest.raises(RulesMismatchError):
        review_decisions([(view, view.legal[0], "k")], Coach(samples=2))
