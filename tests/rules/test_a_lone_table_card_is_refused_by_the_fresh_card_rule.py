"""A lone card from the table is refused by the fresh-card rule first (chapter 3, newcomers): "a combination has at
least two cards" is true of it, but the rule a learner needs is that a declaration must add a card fresh from the
hand; the rules say both, the one that refuses first (:class:`~penchant.rules.refused.Refused`)."""

from __future__ import annotations

from penchant.rules.combinations import check_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import KANDELL
from penchant.rules.refused import Refused


def test_a_lone_table_card_is_refused_for_want_of_a_fresh_card() -> None:
    v = check_declaration("AH", Holdings.parse(hand="9S", table="JH QH KH AH"), KANDELL)
    assert not v.legal and v.refused is Refused.NOTHING_FRESH
    assert v.reason.index("fresh card from the hand") < v.reason.index("at least two cards"), v.reason
    assert "'AH'" in str(v.error), str(v.error)  # the input quoted, as every refusal does


def test_a_lone_hand_card_is_refused_for_too_few_cards() -> None:
    v = check_declaration("9S", Holdings.parse(hand="9S", table="JH QH KH AH"), KANDELL)
    assert not v.legal and v.refused is Refused.TOO_FEW and "fresh" not in v.reason
