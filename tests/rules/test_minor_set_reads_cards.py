"""``penchant.is_minor_set`` reads cards as a person names them (review 45): it took a raw mask, raised a bare
TypeError on notation and never checked that the kind was the cards'. The engine's masks have their own named
fast path in the rules (``is_minor_set_mask``)."""

from __future__ import annotations

import pytest

import penchant
from penchant.errors import InvalidNotationError
from penchant.rules.barring import is_minor_set_mask
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind


def test_cards_in_notation_a_card_set_or_a_list_are_read() -> None:
    assert penchant.is_minor_set(Kind.PAIR, "9S 9H") is True
    assert penchant.is_minor_set(Kind.TRIPLET, CardSet("TS TH TD")) is True
    assert penchant.is_minor_set(Kind.PAIR, ["QS", "QH"]) is False
    assert penchant.is_minor_set(Kind.MARRIAGE, "KS QS") is False
    assert penchant.is_minor_set(None, "9S 8H") is False


@pytest.mark.parametrize("cards", [5, CardSet("9S 9H").mask, True, None, 2.0])
def test_a_number_or_anything_else_is_refused_in_a_sentence(cards: object) -> None:
    with pytest.raises(InvalidNotationError, match=repr(cards).replace(".", r"\.")):
        penchant.is_minor_set(Kind.PAIR, cards)  # type: ignore[arg-type]


@pytest.mark.parametrize(("kind", "cards", "says"), [
    (Kind.TRIPLET, "9S 9H", "'9S 9H' form a pair, but the kind given is a triplet"),
    (Kind.PAIR, "9S 8H", "'9S 8H' form no combination, but the kind given is a pair"),
    (None, "9S 9H", "'9S 9H' form a pair, but no kind was given"),
])
def test_the_kind_must_be_the_cards_kind(kind: Kind | None, cards: str, says: str) -> None:
    with pytest.raises(InvalidNotationError) as refused:
        penchant.is_minor_set(kind, cards)
    assert str(refused.value) == says


def test_a_kind_given_as_text_is_refused_in_a_sentence() -> None:
    with pytest.raises(InvalidNotationError, match="'pair' is not a kind of combination"):
        penchant.is_minor_set("pair", "9S 9H")  # type: ignore[arg-type]


def test_the_mask_path_agrees_and_the_top_level_offers_no_mask() -> None:
    for text in ("9S 9H", "QS QH", "7S 7H 7D 7C", "KS QS"):
        cards = CardSet(text)
        kind = penchant.classify(cards)
        assert is_minor_set_mask(kind, cards.mask) is penchant.is_minor_set(kind, cards)
    assert "BRISQUE_MASK" not in penchant.__all__ and "is_minor_set" in penchant.__all__
