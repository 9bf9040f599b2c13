"""A player's declarations in a deal are made from the fifteen cards he can have received by his last declaration
(the last follows the tenth trick, before its draw): the sheet, the records and the tally once counted sixteen and
accepted four quadruplets for one player (all 32 cards on the tables with the other's four), which the marker,
asking the order of the taps, refused."""
from __future__ import annotations

import pytest

from penchant.errors import PenchantError
from penchant.play.sheet import DealEntry, score_deal
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.declaring_in_order import DeclaredAfter, declarations_in_order_problem
from penchant.rules.kinds import Kind
from penchant.rules.limits import MOST_BY_ONE_PLAYER, players_declarations_problem
from penchant.rules.procedure import CARDS_AT_LAST_DECLARATION, cards_received


def test_the_last_declaration_is_made_from_fifteen_cards() -> None:
    assert CARDS_AT_LAST_DECLARATION == cards_received(FIRST_TEN_TRICKS - 1) == 15


@pytest.mark.parametrize("kind", list(Kind))
def test_one_more_than_a_players_bound_is_refused_on_the_sheet(kind: Kind) -> None:
    most = MOST_BY_ONE_PLAYER[kind]
    if most <= FIRST_TEN_TRICKS:  # eleven pairs fit the cards, not the ten declarations a deal allows
        assert players_declarations_problem([kind] * most, []) is None
    over = [kind] * (most + 1)
    if len(over) <= FIRST_TEN_TRICKS:
        assert f"{most + 1} " in (players_declarations_problem(over, []) or ""), kind
        with pytest.raises(PenchantError):
            score_deal(DealEntry((tuple(over), ()), (0, 0), (6, 6)))


def test_the_sheet_and_the_order_of_the_taps_agree_on_quadruplets() -> None:
    """Three quadruplets fit in the order the marker asks (after tricks 1, 4 and 8 at the soonest); a fourth fits
    in neither."""
    quad = Kind.QUADRUPLET
    assert MOST_BY_ONE_PLAYER[quad] == 3
    assert declarations_in_order_problem([DeclaredAfter(quad, t) for t in (1, 4, 8)], "kandell", tricks=8) is None
    assert declarations_in_order_problem([DeclaredAfter(quad, t, False) for t in (1, 2, 3, 4)], "kandell",
                                         tricks=4) is not None
    assert players_declarations_problem([quad] * 4, []) is not None
