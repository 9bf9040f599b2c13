"""``penchant.is_minor_set`` reads cards as a person names them (review 45): it took a raw mask, raised a bare
TypeError on notation and never checked that the kind was the cards'. It then asked for a kind that had to be the
cards' own or it raised; it now takes the cards alone and finds their kind itself. The engine's masks have their
own named fast path in the rules (``is_minor_set_mask``)."""

from __future__ import annotations

import pytest

import penchant
from penchant.errors import InvalidNotationError
from penchant.rules.barring import is_minor_set_mask
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind


@pytest.mark.parametrize(("cards", "minor"), [
    ("9S 9H", True),
    (CardSet("TS TH TD"), True),
    ("7S 7H 7D 7C", True),
    (["QS", "QH"], False),
    ("KS QS", False),
    ("9S 8H", False),
    ("9S", False),
])
def test_cards_in_notation_a_card_set_or_a_list_are_read(cards: str | CardSet | list[str], minor: bool) -> None:
    assert penchant.is_minor_set(cards) is minor


@pytest.mark.parametrize("cards", [5, CardSet("9S 9H").mask, True, None, 2.0])
def test_a_number_or_anything_else_is_refused_in_a_sentence(cards: object) -> None:
    with pytest.raises(InvalidNotationError, match=repr(cards).replace(".", r"\.")):
        penchant.is_minor_set(cards)  # type: ignore[arg-type]


def test_a_kind_is_no_longer_asked_for() -> None:
    """The old two-argument form is refused by Python itself, not read as cards."""
    with pytest.raises(TypeError):
        penchant.is_minor_set(Kind.PAIR, "9S 9H")  # type: ignore[call-arg]


def test_the_mask_path_agrees_and_the_top_level_offers_no_mask() -> None:
    for text in ("9S 9H", "QS QH", "7S 7H 7D 7C", "KS QS", "9S 8H"):
        cards = CardSet(text)
        assert is_minor_set_mask(penchant.classify(cards), cards.mask) is penchant.is_minor_set(text)
    assert "BRISQUE_MASK" not in penchant.__all__ and "is_minor_set" in penchant.__all__
