"""An argument that is not notation is not refused as notation (issue 30): a count or a setting out of its bounds
is an InvalidSettingError, a name that names no player (of the players, or of a ladder) an UnknownPlayerError (also
a LookupError); both are PenchantErrors quoting the input with !r, and neither is an InvalidNotationError."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from penchant.errors import InvalidNotationError, InvalidSettingError, PenchantError, UnknownPlayerError
from penchant.players import get_player
from penchant.players.ismcts import IsmctsPlayer
from penchant.players.master import MasterPlayer
from penchant.rules.combinations import legal_declarations
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.studies.ladder import load_ladder
from penchant.studies.match import run_match
from penchant.studies.numbers import exact_chance, simulate
from penchant.trainer.trainer import time_taken

LADDER = load_ladder()

SETTINGS: list[tuple[Callable[[], object], str]] = [
    (lambda: exact_chance(Kind.REUNION, "player", 40), "40"),
    (lambda: exact_chance(Kind.REUNION, "deal", 10), "10"),
    (lambda: exact_chance(Kind.REUNION, "hand"), "'hand'"),  # type: ignore[arg-type]
    (lambda: simulate(0), "0"),
    (lambda: time_taken(-2.5), "-2.5"),
    (lambda: MasterPlayer(budget=-1), "-1"),
    (lambda: IsmctsPlayer(root="open"), "'open'"),
    (lambda: run_match("greedy", "random", 3), "3"),
    # review 35 #9: a moment that is none was refused as a record
    (lambda: Holdings.parse(hand="AS", moment="bogus"), "moment 'bogus'"),  # type: ignore[arg-type]
    (lambda: legal_declarations(Holdings.parse(hand="AS"), KANDELL, moment="bogus"), "moment 'bogus'"),  # type: ignore[arg-type]
]

NAMES: list[tuple[Callable[[], object], str]] = [
    (lambda: get_player("grey"), "'grey'"),
    (lambda: get_player("strong:ten"), "'strong:ten'"),
    (lambda: get_player("ismcts:x"), "'ismcts:x'"),
    (lambda: LADDER.rating_of("nobody"), "'nobody'"),
    (lambda: LADDER.match(LADDER.ratings[0].player, "nobody"), "'nobody'"),
]


@pytest.mark.parametrize("call, quoted", SETTINGS)
def test_a_setting_out_of_bounds_is_a_setting_error(call: Callable[[], object], quoted: str) -> None:
    with pytest.raises(InvalidSettingError) as refused:
        call()
    assert quoted in str(refused.value)
    assert isinstance(refused.value, PenchantError) and not isinstance(refused.value, InvalidNotationError)


@pytest.mark.parametrize("call, quoted", NAMES)
def test_a_name_of_no_player_is_an_unknown_player(call: Callable[[], object], quoted: str) -> None:
    with pytest.raises(UnknownPlayerError) as refused:
        call()
    assert quoted in str(refused.value)
    assert isinstance(refused.value, LookupError) and not isinstance(refused.value, InvalidNotationError)


def test_the_players_are_found_by_their_names() -> None:
    assert get_player("ismcts:0.3s").name == "ismcts:0.3s"
    best = LADDER.ratings[0].player
    assert LADDER.rating_of(best).player == best
