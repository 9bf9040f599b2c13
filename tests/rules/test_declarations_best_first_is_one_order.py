"""Issue #30: "best first" was four orders with two tie-breaks: the rules' lists put two pairs of one worth by
their cards' indices, a deal's legal actions by their mask, the coach's by how many cards and then as given. One
order, the rules' (:func:`~penchant.rules.scoring.worth_most_first`), and every list keeps it."""

from __future__ import annotations

from penchant.play.state import DealState
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import legal_declarations
from penchant.rules.declarable import declarable_after_the_trick
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.scoring import worth_most_first

HAND = "9S 9D KS KH"  # two pairs of one worth whose cards' indices and masks put them in opposite orders


def test_a_deal_and_the_rules_list_two_pairs_of_one_worth_in_one_order() -> None:
    deal = DealState.at_declaration(KANDELL, dealer=1, winner=0, hands=[CardSet(HAND), CardSet()],
                                    tables=[CardSet(), CardSet()], stock=[Card.parse("7C"), Card.parse("8C")])
    rules = legal_declarations(Holdings.parse(hand=HAND), KANDELL)
    assert [str(d.cards) for d in deal.legal_declarations] == [str(d.cards) for d in rules]
    assert [str(d.cards) for d in rules] == [
        str(CardSet.from_mask(m)) for m, _k in worth_most_first(KANDELL, [(d.cards.mask, d.kind) for d in rules])]


def test_the_declarations_after_a_trick_keep_the_same_order() -> None:
    after = declarable_after_the_trick(Holdings.parse(hand=f"{HAND} 7C"), KANDELL, "7C")
    assert [str(d.cards) for d in after] == [str(d.cards) for d in legal_declarations(Holdings.parse(hand=HAND),
                                                                                      KANDELL)]


def test_of_equal_worth_the_order_given_does_not_decide() -> None:
    pairs = [(CardSet("9S 9D").mask, Kind.PAIR), (CardSet("KS KH").mask, Kind.PAIR)]
    assert worth_most_first(KANDELL, pairs) == worth_most_first(KANDELL, pairs[::-1])
