"""The rules' weighings of two tables (``rules.barring.weighings``) say what the bar decides: a minor set is barred
exactly when one of his sets long enough to bar it is left unanswered, under both readings (docs/RULINGS.md,
"Barring by value (Foster)"); and ``answers_bar``, now put in terms of ``against_the_bar``, answers as it did. The
barring puzzles' themes ("a tie unbars", "a smaller set never unbars") and chapter 5's lessons ask these instead of
weighing the sets by hand (issue #30)."""

from __future__ import annotations

import random

import pytest

from penchant.rules.barring import (
    READINGS,
    AgainstTheBar,
    against_the_bar,
    answers_bar,
    big_enough_to_bar,
    is_barred_on_masks,
    weighings,
)
from penchant.rules.cards import CardSet
from penchant.rules.kinds import SET_SIZES
from penchant.rules.suits_and_ranks import Rank


def _tables(rng: random.Random) -> tuple[int, int]:
    cards = list(CardSet.from_mask((1 << 32) - 1))
    rng.shuffle(cards)
    a, b = rng.randint(0, 9), rng.randint(0, 9)
    return CardSet(cards[:a]).mask, CardSet(cards[a:a + b]).mask


@pytest.mark.parametrize("reading", READINGS)
def test_a_minor_set_is_barred_when_a_weighing_long_enough_is_unanswered(reading: str) -> None:
    rng = random.Random(52)
    for _ in range(3000):
        table, opp = _tables(rng)
        weighed = weighings(table, opp, reading)
        for size in SET_SIZES:
            unanswered = any(not w.answered and big_enough_to_bar(w.bar[0], size) for w in weighed)
            assert unanswered == is_barred_on_masks(size, table, opp, reading), (CardSet.from_mask(table),
                                                                                 CardSet.from_mask(opp), size)


def test_answers_bar_is_as_it_was() -> None:
    sets = [(n, r) for n in SET_SIZES for r in Rank]
    for own in sets:
        for bar in sets:
            by_value = (own[0], int(own[1])) >= (bar[0], int(bar[1]))
            by_size = own[0] >= bar[0] and own[1] >= bar[1]
            assert answers_bar(own, bar, "by_value") == by_value
            assert answers_bar(own, bar, "by_size") == by_size


def test_a_tie_is_the_same_length_and_rank() -> None:
    assert against_the_bar((2, Rank.QUEEN), (2, Rank.QUEEN)) is AgainstTheBar.TIE
    assert against_the_bar((4, Rank.SEVEN), (3, Rank.ACE)) is AgainstTheBar.LONGER
    assert against_the_bar((2, Rank.ACE), (3, Rank.JACK)) is AgainstTheBar.SHORTER
    tie = weighings(CardSet("QH QC 8S 8D 8H").mask, CardSet("QS QD").mask, "foster")
    assert [w.against for w in tie] == [AgainstTheBar.LONGER]  # Foster weighs your best set: the Eights, not a tie
    tie = weighings(CardSet("QH QC 8S 8D 8H").mask, CardSet("QS QD").mask, "kandell")
    assert [w.against for w in tie] == [AgainstTheBar.TIE]  # Kandell weighs the major sets: the Queens tie
