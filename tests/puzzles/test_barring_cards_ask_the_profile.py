"""The cards a barring puzzle marks as barring are the profile's (issue 30): they were worked out by Kandell's
reading (each size from the set's own upwards) whatever the rules, so under Foster's (one best major set, by value)
they could name cards that bar nothing, or miss the set that does."""

from __future__ import annotations

from penchant import FOSTER, KANDELL
from penchant.rules.bar_reports import barring_cards
from penchant.rules.cards import CardSet


def _cards(table: str, opp: str, rules: object, sizes: tuple[int, ...] = (2, 3, 4)) -> str:
    return str(barring_cards(CardSet(table).mask, CardSet(opp).mask, rules, sizes))  # type: ignore[arg-type]


def test_a_longer_minor_set_answers_a_pair_under_foster_only() -> None:
    # Three Nines on your table against two Queens on his: by size the Queens bar your pairs; by value your
    # triplet outranks his pair and nothing is barred.
    assert _cards("9S 9H 9D", "QS QH", KANDELL) == "QS QH"
    assert _cards("9S 9H 9D", "QS QH", FOSTER) == ""


def test_under_foster_only_his_best_major_set_bars() -> None:
    # Two Aces and three Kings against your two Jacks: by size the Aces bar your pairs and the Kings your
    # triplets; by value only his best set, the Kings' triplet, bars.
    assert _cards("JS JH", "AS AH KS KH KD", KANDELL, (2,)) == str(CardSet("AS AH KS KH KD"))
    assert _cards("JS JH", "AS AH KS KH KD", FOSTER, (2,)) == "KS KH KD"


def test_the_reading_can_be_named() -> None:
    assert _cards("9S 9H 9D", "QS QH", "by_value") == ""
    assert _cards("9S 9H 9D", "QS QH", "by_size") == "QS QH"
