"""``Game.from_json`` reads through the one strict reader (``penchant.errors``' schema), as the other records do:
every field typed, unknown fields refused, and each refusal an InvalidRecordError naming the place and quoting
the value (issue 30's review: it coerced with ``str()``/``int()`` and caught whatever fell out)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from penchant import FOSTER, KANDELL, Game, InvalidRecordError
from penchant.play.dealing import new_deal
from penchant.play.game import MATCH_SCHEMA


def _game_json() -> dict[str, Any]:
    game = Game(KANDELL, rng=3)
    rng = random.Random(9)
    for _ in range(30):
        acts = list(game.current.legal_actions)
        game.apply(acts[rng.randrange(len(acts))])
    return game.to_json()


GOOD = _game_json()


def _with(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(GOOD))
    for key, value in changes.items():
        if value is _DROP:
            del data[key]
        else:
            data[key] = value
    return data


_DROP = object()


def test_the_match_schema_accepts_what_a_game_writes() -> None:
    MATCH_SCHEMA.check(GOOD)
    assert Game.from_json(GOOD).to_json() == GOOD


@pytest.mark.parametrize(("changes", "says"), [
    ({"players": [1, "Ben"]}, "players[0]: expected a non-empty text, got 1"),
    ({"players": ["Ada"]}, "players: expected a list of two names"),
    ({"first_dealer": 5}, "first_dealer: expected one of 0, 1, got 5"),
    ({"first_dealer": "0"}, "first_dealer: expected one of 0, 1, got '0'"),
    ({"colour": "blue"}, "unknown field 'colour'"),
    ({"rng": _DROP}, "the field 'rng' is missing"),
    ({"rng": [3, [1, 2], None]}, "rng[1]: expected"),
    ({"rng": [3, [0] * 624 + [625], "x"]}, "rng[2]: expected"),
    ({"finished": "none"}, "finished: expected"),
    ({"current": 7}, "current: expected"),
    ({"rules": "bridge"}, "rules: expected"),
])
def test_a_bad_field_is_refused_naming_the_place_and_quoting_the_value(changes: dict[str, Any], says: str) -> None:
    with pytest.raises(InvalidRecordError) as info:
        Game.from_json(_with(**changes))
    assert says in str(info.value)
    assert "\n" not in str(info.value)


def test_a_game_with_no_deal_at_all_is_refused() -> None:
    with pytest.raises(InvalidRecordError, match="no deal"):
        Game.from_json(_with(finished=[], current=None))


def test_a_random_generator_state_python_refuses_is_a_typed_error() -> None:
    with pytest.raises(InvalidRecordError, match="rng"):
        Game.from_json(_with(rng=[3, [0] * 624 + [9999], None]))


def test_game_text_goes_through_the_strict_parser() -> None:
    text = json.dumps(GOOD)
    with pytest.raises(InvalidRecordError, match="the key 'format' appears twice"):
        Game.from_str(text[:-1] + ', "format": "penchant-match/1"}')


def test_an_unfinished_deal_among_the_finished_is_refused() -> None:
    """The senior review: ``finished`` took a deal still in play."""
    with pytest.raises(InvalidRecordError, match=r"finished\[0\]: .*not over"):
        Game.from_json(_with(finished=[GOOD["current"]]))


def test_a_deal_under_other_rules_than_the_games_is_refused() -> None:
    """The senior review: a Foster deal was read inside a Kandell game."""
    foster = new_deal(FOSTER, random.Random(4), GOOD["first_dealer"]).to_json()
    with pytest.raises(InvalidRecordError, match=r"current: .*'foster'.*'kandell'"):
        Game.from_json(_with(current=foster))


def test_a_deal_with_the_wrong_dealer_is_refused() -> None:
    """The senior review: the first deal is the first dealer's, and the deal alternates."""
    wrong = new_deal(KANDELL, random.Random(4), 1 - GOOD["first_dealer"]).to_json()
    with pytest.raises(InvalidRecordError, match=r"current: .*with dealer 1, but it is the first player's to deal"):
        Game.from_json(_with(current=wrong))


def test_a_deal_in_play_after_four_finished_is_refused() -> None:
    game = Game(KANDELL, rng=3)
    while not game.is_over():
        acts = list(game.current.legal_actions)
        game.apply(acts[0])
    data = game.to_json()
    data["current"] = new_deal(KANDELL, random.Random(4), game.first_dealer).to_json()
    with pytest.raises(InvalidRecordError, match="current: a game is four deals, not 5"):
        Game.from_json(data)
