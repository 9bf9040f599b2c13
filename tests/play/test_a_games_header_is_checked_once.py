"""A game's header (rules, players, first dealer) is checked once, by ``game_header``, for ``Game``, ``GameRecord``
and ``PlayRecord`` alike (review 35 #2, #4): ``PlayRecord(profile="kandell")`` was taken and then crashed in
``to_json`` with an ``AttributeError``, ``PlayRecord(first_dealer=9)`` was taken silently, ``GameRecord`` refused a
profile's name that ``Game`` read; three wordings of one check."""

from __future__ import annotations

from typing import Any

import pytest

from penchant.errors import InvalidRecordError, InvalidSettingError, PenchantError
from penchant.play.game import Game
from penchant.play.game_record import GameRecord
from penchant.play.play_record import PlayRecord
from penchant.rules.profiles import FOSTER

MAKERS: dict[str, tuple[Any, type[PenchantError]]] = {
    "Game": (lambda **kw: Game(rng=1, **kw), InvalidSettingError),
    "GameRecord": (GameRecord, InvalidRecordError),
    "PlayRecord": (PlayRecord, InvalidRecordError),
}

BAD: list[tuple[dict[str, Any], str]] = [
    ({"profile": "kandel"}, "rules: 'kandel' is not a rules profile: one of foster, kandell, modern"),
    ({"profile": 5}, "rules: 5 is not a rules profile"),
    ({"profile": None}, "rules: None is not a rules profile"),
    ({"first_dealer": 9}, "first_dealer must be 0 or 1, not 9"),
    ({"first_dealer": True}, "first_dealer must be 0 or 1, not True"),
    ({"players": ("Ada", "")}, "players: the second player's name '' is empty: type a name"),
    ({"players": ("Ada", "ada")}, "players: both players are called 'Ada'"),
    ({"players": "Ada"}, "players: a game has two players, not 'Ada'"),
]


@pytest.mark.parametrize("maker", MAKERS)
@pytest.mark.parametrize(("given", "said"), BAD)
def test_each_refuses_a_bad_header_with_its_type_and_the_same_words(maker: str, given: dict[str, Any],
                                                                     said: str) -> None:
    make, error = MAKERS[maker]
    with pytest.raises(error) as refused:
        make(**given)
    assert str(refused.value).startswith(said), str(refused.value)


@pytest.mark.parametrize("maker", MAKERS)
def test_each_reads_a_profiles_name_and_tidies_the_names(maker: str) -> None:
    made = MAKERS[maker][0](profile=" Foster", players=(" Ada ", "Ben  Lee"), first_dealer=1)
    assert (made.profile, made.players, made.first_dealer) == (FOSTER, ("Ada", "Ben Lee"), 1)


def test_a_play_record_made_with_a_profiles_name_writes_and_reads_back() -> None:
    record = PlayRecord(profile="foster")  # type: ignore[arg-type]  # to_json raised AttributeError
    assert PlayRecord.from_json(record.to_json()) == record
    assert GameRecord.from_json(GameRecord(profile="foster").to_json()).profile == FOSTER  # type: ignore[arg-type]
