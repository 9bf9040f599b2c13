"""A player is 0 or 1, asked of the one rule (``penchant.rules.procedure.player_index``) wherever a player is
given: ``True`` and ``False`` are refused like 2 or 0.0, each with its typed error quoting the input."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from penchant.errors import InvalidRecordError, InvalidSettingError, PenchantError, PuzzleError, ScoreEntryError
from penchant.marker.events import Declared, TablePlay, TrickWon
from penchant.play.dealing import new_deal
from penchant.play.game import Game
from penchant.puzzles.history_replay import replay
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.procedure import dealer_of, next_game_dealer, player_index
from penchant.rules.profiles import KANDELL


@pytest.mark.parametrize("value", [True, False, 2, -1, 0.0, 1.0, "0", None])
def test_the_rule_refuses_what_is_not_a_player(value: object) -> None:
    with pytest.raises(InvalidRecordError) as info:
        player_index(value)
    assert repr(value) in str(info.value)
    with pytest.raises(ScoreEntryError):
        player_index(value, "player", ScoreEntryError)


def test_the_rule_keeps_players() -> None:
    assert [player_index(p) for p in (0, 1)] == [0, 1]


CALLERS: list[tuple[str, Callable[[object], object], type[PenchantError]]] = [
    # an argument, as view(player) reads one (review 46: it was an InvalidRecordError, view's an InvalidNotationError)
    ("new_deal's dealer", lambda v: new_deal(KANDELL, 1, dealer=v), InvalidSettingError),  # type: ignore[arg-type]
    ("the game's first dealer", lambda v: Game(KANDELL, 1, first_dealer=v), InvalidSettingError),  # type: ignore[arg-type]
    ("dealer_of", lambda v: dealer_of(0, v), InvalidRecordError),  # type: ignore[arg-type]
    ("next_game_dealer", lambda v: next_game_dealer(v), InvalidRecordError),  # type: ignore[arg-type]
    ("a trick won", lambda v: TrickWon(v), ScoreEntryError),  # type: ignore[arg-type]
    ("a declaration", lambda v: Declared(v, Kind.PAIR, CardSet("QS QH")), ScoreEntryError),  # type: ignore[arg-type]
    ("a card from a table", lambda v: TablePlay(v, CardSet("QS")), ScoreEntryError),  # type: ignore[arg-type]
    ("a puzzle history's dealer", lambda v: replay({"seed": 1, "dealer": v, "actions": []}), PuzzleError),
]


@pytest.mark.parametrize("value", [True, False])
@pytest.mark.parametrize(("where", "make", "error"), CALLERS, ids=[c[0] for c in CALLERS])
def test_every_caller_refuses_a_bool_for_a_player(
    where: str, make: Callable[[object], object], error: type[PenchantError], value: bool
) -> None:
    with pytest.raises(error) as info:
        make(value)
    assert repr(value) in str(info.value), where
