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


def test_table_cards_a_fresh_card_would_make_a_combination_of_are_refused_by_the_fresh_card_rule_first() -> None:
    # K♥ J♥ on the table are no combination, but the Q♥ from the hand would make them a family: the rule the learner
    # needs is the fresh card's, and both are true
    v = check_declaration("KH JH", Holdings.parse(hand="QH 9S", table="KH JH"), KANDELL)
    assert not v.legal and v.refused is Refused.NOTHING_FRESH
    assert v.reason.index("fresh card from the hand") < v.reason.index("no combination"), v.reason
    assert "'KH JH'" in str(v.error), str(v.error)


def test_table_cards_no_card_makes_a_combination_of_are_refused_as_no_combination_first_and_fresh_too() -> None:
    # K♥ J♦ are in no combination together, whatever is added: that refuses them first; the fresh-card rule is
    # said too, as it applies
    v = check_declaration("KH JD", Holdings.parse(hand="QH 9S", table="KH JD"), KANDELL)
    assert not v.legal and v.refused is Refused.NO_COMBINATION
    assert v.reason.index("no combination") < v.reason.index("fresh card from the hand"), v.reason


def test_hand_cards_that_form_no_combination_are_refused_for_that_alone() -> None:
    v = check_declaration("KH JD", Holdings.parse(hand="KH JD", table="9S"), KANDELL)
    assert not v.legal and v.refused is Refused.NO_COMBINATION and "fresh" not in v.reason
