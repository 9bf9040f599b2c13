"""Holdings bounded by the rules: a hand holds HAND_SIZE cards at most, a table TABLE_LIMIT."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.rules.cards import PACK, CardSet
from penchant.rules.dealing import HAND_SIZE, TABLE_LIMIT
from penchant.rules.holdings import Holdings, holding_too_many


def _cards(start: int, n: int) -> CardSet:
    return CardSet(PACK[start:start + n])


def test_the_most_a_hand_and_tables_hold_are_accepted() -> None:
    h = Holdings(hand=_cards(0, HAND_SIZE), opp_table=_cards(HAND_SIZE + TABLE_LIMIT, TABLE_LIMIT))
    assert len(h.hand) == HAND_SIZE and len(h.opp_table) == TABLE_LIMIT
    h = Holdings(hand=_cards(0, 2), table=_cards(HAND_SIZE, HAND_SIZE - 2))
    assert len(h.holding) == HAND_SIZE


@pytest.mark.parametrize("in_hand", range(2, HAND_SIZE + 1))  # one in hand would leave six on the table: never
def test_hand_and_table_together_hold_six(in_hand: int) -> None:
    """Hand and table hold six cards between tricks (docs/RULINGS.md, "Phase 1"); six and six were once legal."""
    hand, table = _cards(0, in_hand), _cards(16, HAND_SIZE + 1 - in_hand)
    with pytest.raises(InvalidNotationError, match="hand and table hold six together") as caught:
        Holdings(hand=hand, table=table)
    assert repr(str(table)) in str(caught.value)
    assert holding_too_many(hand, table) == str(caught.value)
    assert holding_too_many(hand, _cards(16, HAND_SIZE - in_hand)) is None


@pytest.mark.parametrize("where", ["hand", "table", "opp_table"])
def test_one_card_more_is_refused_quoting_the_cards(where: str) -> None:
    limit = HAND_SIZE if where == "hand" else TABLE_LIMIT
    cards = _cards(0, limit + 1)
    with pytest.raises(InvalidNotationError, match="at most") as caught:
        Holdings(**{where: cards})  # type: ignore[arg-type]
    assert repr(str(cards)) in str(caught.value)


def test_at_a_declaration_the_opponents_table_holds_five_at_most() -> None:
    """Six cards on the opponent's table at a declaration were read, and barred the declaration (review 46):
    at a declaration each player holds five cards, hand and table together (held("declare"))."""
    six = "KS KH KD KC AS AH"
    with pytest.raises(InvalidNotationError, match="fresh from the hand"):  # six on a table: never
        Holdings.parse(hand="9S 9H", opp_table=six)
    Holdings.parse(hand="9S 9H", opp_table="KS KH KD KC AS")  # to play a card, five on his table
    Holdings.parse(hand="9S 9H", opp_table="KS KH KD KC AS", moment="declare")
    with pytest.raises(InvalidNotationError) as caught:
        Holdings.parse(hand="9S 9H", opp_table=six, moment="declare")
    assert repr(six) in str(caught.value) and "five" in str(caught.value)


@pytest.mark.parametrize("whose", ["table", "opp_table"])
def test_no_table_holds_six_cards(whose: str) -> None:
    """A table's cards are laid by declarations, each made holding five cards with one fresh from the hand, and the
    draw goes to the hand: a table holds five at most (docs/RULINGS.md, "Phase 1"). Six passed the rules' own checks,
    Holdings and the first ten tricks' position check alike (engineer 23)."""
    from penchant.rules.possible_positions import first_ten_position_problems

    assert TABLE_LIMIT == 5
    six = _cards(20, 6)
    with pytest.raises(InvalidNotationError, match="a table holds five cards at most") as caught:
        Holdings(**{whose: six})  # type: ignore[arg-type]
    assert repr(str(six)) in str(caught.value)
    masks = {"table": 0, "opp_table": 0, whose: six.mask}
    problems = first_ten_position_problems(hand=0, table=masks["table"], opp_table=masks["opp_table"], stock=None,
                                           moment="play")
    assert any("a table holds five cards at most" in p for p in problems), problems
