"""A combination built up step by step is the rules' to read (``declarable.built_up``): each step after the first
holds the one before and adds to it, each declarable where the steps before lie (review 46: the rules board checked
it itself and called valid notation bad notation)."""

from __future__ import annotations

import pytest

from penchant.errors import IllegalDeclarationError, InvalidNotationError
from penchant.rules.cards import FULL_MASK, CardSet
from penchant.rules.combinations import classify
from penchant.rules.declarable import built_up
from penchant.rules.declaring import cards_to_grow_a_set
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, MODERN


def test_each_step_is_told_its_kind() -> None:
    steps = ["KH QH", "JH QH KH", "TH JH QH KH", "TH JH QH KH AH"]
    got = built_up(steps, MODERN)
    assert [cards for cards, _ in got] == [CardSet(s) for s in steps]
    assert [kind for _, kind in got] == [classify(s) for s in steps]


@pytest.mark.parametrize(("steps", "said"), [
    (["KS KH", "QS JS"], "'QS JS' does not add to 'KS KH'"),
    (["KS KH KD", "KS KH"], "'KS KH' does not add to 'KS KH KD'"),
    (["KH QH", "KH QH"], "'KH QH' does not add to 'KH QH'"),
    (["KH 7S"], "'KH 7S' is not a combination"),
    ([CardSet("KS KH"), CardSet("QS JS")], f"{str(CardSet('QS JS'))!r} does not add to {str(CardSet('KS KH'))!r}"),
])
def test_a_step_the_rules_refuse_is_a_refused_declaration(steps: list[str], said: str) -> None:
    with pytest.raises(IllegalDeclarationError) as refused:
        built_up(steps, KANDELL)
    assert said in str(refused.value)
    assert not isinstance(refused.value, InvalidNotationError)


def test_what_is_not_cards_is_bad_notation() -> None:
    with pytest.raises(InvalidNotationError, match=r"^5 is not a step's cards"):
        built_up(["KS KH", 5], KANDELL)  # type: ignore[list-item]


@pytest.mark.parametrize("cards", ["9S 9H", "9S 9H 9D", "9S 9H 9D 9C", "KH QH", "JH QH KH"])
def test_only_a_pair_or_a_triplet_can_still_grow(cards: str) -> None:
    """``cards_to_grow_a_set``: the unseen cards of a pair's or a triplet's rank; none for a quadruplet, which is
    whole, nor for a run or a coupling, which no card of one rank grows."""
    held = CardSet(cards)
    kind = classify(held)
    unseen = CardSet.from_mask(FULL_MASK & ~held.mask)
    grows = cards_to_grow_a_set(held, kind, unseen)
    if kind in (Kind.PAIR, Kind.TRIPLET):
        assert len(grows) == 4 - len(held) and all(c.rank == next(iter(held)).rank for c in grows)
    else:
        assert not grows
