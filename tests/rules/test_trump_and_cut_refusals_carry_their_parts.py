"""The trump and the cut refuse through the errors' constructors (review h40 #2: the scan's QUOTING_BY_HAND
allowance counted penchant/rules/trump.py and dealing.py): a trump that is no suit and two cuts that tie are
refused with their input and reason as typed parts, not only quoted in the message's text."""

from __future__ import annotations

import pytest

from penchant.errors import IllegalPlayError, InvalidNotationError
from penchant.rules.cards import Card
from penchant.rules.dealing import dealer_from_cut
from penchant.rules.profiles import KANDELL
from penchant.rules.trump import NOT_A_TRUMP, penchant_sets_trump


def test_a_trump_that_is_no_suit_is_refused_with_its_parts() -> None:
    with pytest.raises(InvalidNotationError) as caught:
        penchant_sets_trump(KANDELL, 7, by_trick_winner=True)  # type: ignore[arg-type]
    e = caught.value
    assert (e.argument, e.given, e.reason) == ("trump", 7, NOT_A_TRUMP)
    assert str(e) == f"trump 7 {NOT_A_TRUMP}"


def test_cuts_that_tie_are_refused_with_their_parts() -> None:
    with pytest.raises(IllegalPlayError) as caught:
        dealer_from_cut((Card.parse("QS"), Card.parse("QH")), KANDELL)
    e = caught.value
    assert (e.given, e.reason) == ("QS QH", "the cuts tie in rank: cut again")
    assert str(e) == "'QS QH': the cuts tie in rank: cut again"
