"""Holdings bounded by the rules: a hand holds HAND_SIZE cards at most, a table TABLE_LIMIT."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.rules.cards import DECK, CardSet
from penchant.rules.dealing import HAND_SIZE
from penchant.rules.holdings import Holdings
from penchant.rules.procedure import TABLE_LIMIT


def _cards(start: int, n: int) -> CardSet:
    return CardSet(DECK[start:start + n])


def test_the_most_a_hand_and_tables_hold_are_accepted() -> None:
    h = Holdings(hand=_cards(0, HAND_SIZE), table=_cards(HAND_SIZE, TABLE_LIMIT),
                 opp_table=_cards(HAND_SIZE + TABLE_LIMIT, TABLE_LIMIT))
    assert len(h.hand) == HAND_SIZE and len(h.opp_table) == TABLE_LIMIT


@pytest.mark.parametrize("where", ["hand", "table", "opp_table"])
def test_one_card_more_is_refused_quoting_the_cards(where: str) -> None:
    limit = HAND_SIZE if where == "hand" else TABLE_LIMIT
    cards = _cards(0, limit + 1)
    with pytest.raises(InvalidNotationError, match="at most") as caught:
        Holdings(**{where: cards})  # type: ignore[arg-type]
    assert repr(str(cards)) in str(caught.value)
