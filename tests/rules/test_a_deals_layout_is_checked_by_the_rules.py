"""A deal's layout (how many cards each hand, each table and the stock hold after so many tricks) is checked by
the rules, once: :func:`penchant.rules.card_counts.check_deal_layout`. The position reader and the played deal's
reader each counted them by hand (review: rules outside penchant/rules); both ask it now, and its refusals quote
the cards given."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidRecordError
from penchant.rules.card_counts import check_deal_layout
from penchant.rules.cards import PACK, CardSet

DEALT = (CardSet(PACK[:6]), CardSet(PACK[6:12]))
STOCK = CardSet(PACK[12:])


def test_a_deal_as_dealt_passes() -> None:
    check_deal_layout(DEALT, STOCK)
    check_deal_layout((list(PACK[:6]), list(PACK[6:12])), list(PACK[12:]))


def test_a_short_hand_is_refused_quoting_its_cards() -> None:
    short = CardSet(PACK[:5])
    with pytest.raises(InvalidRecordError) as err:
        check_deal_layout((short, DEALT[1]), STOCK, names=("pone", "dealer_hand"))
    assert str(err.value).startswith(f"pone {str(short)!r}")
    assert "six cards" in str(err.value)


def test_a_long_stock_is_refused_quoting_its_cards() -> None:
    stock = CardSet(PACK[11:])
    with pytest.raises(InvalidRecordError) as err:
        check_deal_layout((DEALT[0], CardSet(PACK[6:11])), stock, names=("pone", "dealer_hand"))
    assert "dealer_hand" in str(err.value)
    with pytest.raises(InvalidRecordError) as err:
        check_deal_layout(DEALT, CardSet(PACK[14:]))
    assert str(err.value).startswith(f"stock {str(CardSet(PACK[14:]))!r}")
    assert "twenty" in str(err.value) or "20" in str(err.value)


def test_the_stock_shrinks_two_a_trick_and_the_hands_hold_six_to_play() -> None:
    hands = (CardSet(PACK[:4]), CardSet(PACK[4:10]))
    tables = (CardSet(PACK[10:12]), CardSet())
    check_deal_layout(hands, CardSet(PACK[12:26]), 3, tables=tables, moment="lead")
    with pytest.raises(InvalidRecordError, match="after 3 tricks"):
        check_deal_layout(hands, CardSet(PACK[12:28]), 3, tables=tables, moment="lead")


def test_the_leader_holds_one_card_fewer_while_his_lead_is_answered() -> None:
    hands = (CardSet(PACK[:5]), CardSet(PACK[5:11]))
    check_deal_layout(hands, CardSet(PACK[12:26]), 3, moment="follow", leader=0)
    with pytest.raises(InvalidRecordError, match=r"hands\[0\] .* at stage .follow. after 3 tricks"):
        check_deal_layout(hands, CardSet(PACK[12:26]), 3, moment="follow", leader=1)


def test_at_a_declaration_both_hold_five_before_the_draw() -> None:
    hands = (CardSet(PACK[:5]), CardSet(PACK[5:10]))
    check_deal_layout(hands, CardSet(PACK[12:30]), 2, moment="declare")
    check_deal_layout(hands, CardSet(PACK[12:30]), 2, moment="penchant")
    with pytest.raises(InvalidRecordError):
        check_deal_layout(hands, CardSet(PACK[12:30]), 2, moment="lead")


def test_no_table_in_the_last_six() -> None:
    hands = (CardSet(PACK[:3]), CardSet(PACK[3:5]))
    tables = (CardSet(), CardSet(PACK[5:6]))
    check_deal_layout((hands[0], CardSet(PACK[3:6])), CardSet(), 13)
    with pytest.raises(InvalidRecordError, match="no table in the last six tricks"):
        check_deal_layout(hands, CardSet(), 13, tables=tables)


def test_nothing_is_held_once_the_deal_is_over() -> None:
    check_deal_layout((CardSet(), CardSet()), CardSet(), 16, moment="over")
    with pytest.raises(InvalidRecordError, match="hands\\[0\\] 'AS' at stage 'over'"):
        check_deal_layout((CardSet("AS"), CardSet()), CardSet(), 16, moment="over")


def test_a_moment_that_is_no_stage_is_refused_quoting_it() -> None:
    with pytest.raises(InvalidRecordError, match="'declaring'"):
        check_deal_layout(DEALT, STOCK, moment="declaring")  # type: ignore[arg-type]


def test_a_played_deal_and_a_position_ask_the_layout() -> None:
    from penchant.play.dealing import new_deal
    from penchant.play.play_record import DealPlay
    from penchant.play.position_record import position_fields, position_json
    from penchant.rules.profiles import KANDELL

    def words(cards: object) -> str:
        return " ".join(str(c) for c in cards)  # type: ignore[attr-defined]

    deal = {"dealer": 0, "pone": words(PACK[:5]), "dealer_hand": words(PACK[5:11]), "stock": words(PACK[11:]),
            "actions": []}
    with pytest.raises(InvalidRecordError) as err:
        DealPlay.from_json(deal, 0)
    assert str(err.value) == f"deal 1: pone {words(PACK[:5])!r} as dealt: each player is dealt six cards"
    state = new_deal(KANDELL, 3, dealer=0)
    data = position_json(state)
    stock = data["stock"].split()
    data["stock"], data["tables"] = " ".join(stock[:-2]), [" ".join(stock[-2:]), ""]
    with pytest.raises(InvalidRecordError, match=r"^hands\[0\] '.*' and tables\[0\] '.*' as dealt: each player "):
        position_fields(data)
