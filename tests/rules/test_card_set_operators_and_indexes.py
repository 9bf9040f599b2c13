"""A CardSet's operators take CardSets, as frozenset's take sets (anything else is Python's TypeError, never an
AttributeError from inside the set); ``in`` answers for anything; ``Card.from_index`` takes a card's index 0..31 and
nothing else."""

from __future__ import annotations

import operator
from collections.abc import Callable

import pytest

from penchant.errors import InvalidNotationError
from penchant.rules.cards import PACK, Card, CardSet

OPERATORS: list[Callable[[object, object], object]] = [
    operator.or_, operator.and_, operator.sub, operator.xor, operator.le, operator.lt, operator.ge, operator.gt,
]


@pytest.mark.parametrize("op", OPERATORS, ids=lambda op: op.__name__)
@pytest.mark.parametrize("other", ["JH", 5, None, 1.5, True, ["JH"], Card.parse("JH")])
def test_an_operator_with_what_is_not_a_card_set_is_python_s_type_error(
        op: Callable[[object, object], object], other: object) -> None:
    qs = CardSet("QS")
    with pytest.raises(TypeError, match="CardSet"):
        op(qs, other)
    with pytest.raises(TypeError, match="CardSet"):
        op(other, qs)  # the reflected order too


def test_the_operators_between_card_sets_are_set_algebra() -> None:
    a, b = CardSet("QS JH 7C"), CardSet("JH AD")
    for op, sets in ((operator.or_, frozenset.__or__), (operator.and_, frozenset.__and__),
                     (operator.sub, frozenset.__sub__), (operator.xor, frozenset.__xor__)):
        assert set(op(a, b)) == sets(frozenset(a), frozenset(b))  # type: ignore[call-overload]
    for op in (operator.le, operator.lt, operator.ge, operator.gt):
        for x, y in ((a, b), (b, a), (a, a), (CardSet("JH"), a), (a, CardSet("JH"))):
            assert op(x, y) == op(frozenset(x), frozenset(y))


@pytest.mark.parametrize("index", [32, -1, -32, 100, True, False, 1.0, "3", None])
def test_from_index_refuses_what_is_not_a_card_s_index(index: object) -> None:
    with pytest.raises(InvalidNotationError, match="is not a card's index") as err:
        Card.from_index(index)  # type: ignore[arg-type]
    assert repr(index) in str(err.value)


def test_from_index_reads_every_card_s_index() -> None:
    assert [Card.from_index(i) for i in range(32)] == list(PACK)
    assert all(Card.from_index(c.index) is c for c in PACK)


@pytest.mark.parametrize("given", [b"QS", bytearray(b"QS JH"), [81, 83], ["QS", 5]])
def test_a_card_set_refuses_bytes_and_items_that_are_not_cards_quoting_the_input(given: object) -> None:
    with pytest.raises(InvalidNotationError) as refused:
        CardSet(given)  # type: ignore[arg-type]
    assert repr(given) in str(refused.value)


def test_membership_answers_for_anything() -> None:
    # `in` answers, as a set of cards does: a string no card is written as is not in the set (it raised
    # InvalidNotationError), nor is an object of another type; a card or its notation is found as before.
    cards = CardSet("QS JH")
    assert "QS" in cards and Card.parse("JH") in cards and "10H" not in cards
    assert "XX" not in cards and "" not in cards and 12 not in cards and None not in cards
    assert "XX" not in {Card.parse("QS")}
