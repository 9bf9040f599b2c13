"""Review h43 (#4, against python-chess's values): ``Card`` is ordered (``sorted`` needs it) but the order has no
meaning in play: ``AS < 7H`` because Spades come before Hearts in the pack. The order is the pack's (suits in
their order, ranks low to high within one), counted by :attr:`~penchant.rules.cards.Card.index` and said in the
docstring; a trick's winner is the rules' (:func:`~penchant.rules.tricks.trick_winner`), never ``<``. And a
:class:`~penchant.rules.cards.CardSet` is equal only to a CardSet: ``set(cards)`` compares with a set."""

from __future__ import annotations

import random

from penchant.rules.cards import PACK, Card, CardSet
from penchant.rules.tricks import follower_wins


def test_cards_sort_in_the_packs_order() -> None:
    cards = list(PACK)
    random.Random(7).shuffle(cards)
    assert sorted(cards) == sorted(cards, key=lambda c: c.index) == list(PACK)
    assert [c.index for c in PACK] == list(range(len(PACK)))


def test_the_packs_order_is_not_a_tricks() -> None:
    ace_of_spades, seven_of_hearts = Card.parse("AS"), Card.parse("7H")
    assert ace_of_spades < seven_of_hearts  # Spades before Hearts in the pack, whatever the ranks
    # Within a suit the order is the ranks', low to high: the card that wins a trick of that suit ranks higher.
    assert Card.parse("7S") < Card.parse("AS") and follower_wins(Card.parse("7S").index, Card.parse("AS").index, None)


def test_a_card_set_is_equal_to_card_sets_only() -> None:
    cs = CardSet("QS JH")
    queen, jack = Card.parse("QS"), Card.parse("JH")
    assert cs == CardSet("JH QS") == CardSet([jack, queen])
    assert cs != {queen, jack} and cs != frozenset({queen, jack}) and cs != "QS JH"
    assert set(cs) == {queen, jack} and frozenset(cs) == frozenset({queen, jack})
    assert len({cs, CardSet("JH QS")}) == 1  # equal sets hash alike


def test_the_docstrings_say_both() -> None:
    assert "index" in (Card.__doc__ or "") and "AS" in (Card.__doc__ or "")
    assert "set(" in (CardSet.__doc__ or "") and "equal" in (CardSet.__doc__ or "")
