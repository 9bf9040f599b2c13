"""``Phase2Position``'s ``trump`` is a Suit or its letter, ``None`` for no trump (review: it also took a number 0-3
and the texts "none", "-", "no" and "", one of three encodings of trump in the engine). Files and the command
line still write no trump as they did; since review 35 #6 the constructor reads "none" too, by the one reader of
trump (``penchant.rules.trump.trump_suit``)."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.rules.suits_and_ranks import Suit
from penchant.solver import Phase2Position


def _trump(value: object) -> Suit | None:
    return Phase2Position("AH TH", "7H KS", trump=value, won="5-4").trump  # type: ignore[arg-type]


@pytest.mark.parametrize("suit", list(Suit))
def test_a_suit_and_its_letter_name_the_same_trump(suit: Suit) -> None:
    assert _trump(suit) is suit
    assert _trump(suit.letter) is suit and _trump(suit.letter.lower()) is suit and _trump(suit.symbol) is suit


def test_none_is_no_trump() -> None:
    assert _trump(None) is None


@pytest.mark.parametrize("value", [0, 2, True, 1.0, "JH", "hearts"])
def test_a_number_or_other_text_is_refused_quoting_it(value: object) -> None:
    with pytest.raises(InvalidNotationError, match=repr(value).replace(".", r"\.")):
        _trump(value)


@pytest.mark.parametrize("written", [None, "none", "None", "", "-", "no"])
def test_no_trump_written_is_read_by_the_constructor_as_by_a_file(written: str | None) -> None:
    """Review 35 #6: "none" is read by the one reader of trump (rules.trump.trump_suit), the constructor's too."""
    assert _trump(written) is None
    data = {"hand": "AH TH", "opp_hand": "7H KS", "trump": written, "won": [5, 4]}
    assert Phase2Position.from_json(data).trump is None
    assert Phase2Position.from_json({**data, "trump": "h"}).trump is Suit.HEARTS


@pytest.mark.parametrize("suit", list(Suit))
def test_penchant_sets_trump_reads_a_suits_letter_as_the_other_readers_do(suit: Suit) -> None:
    """Review eng10 #20: penchant_sets_trump refused "H" ("trump 'H' is not a suit") though Suit.parse, Phase2Position
    and records all take it."""
    from penchant.rules.profiles import FOSTER
    from penchant.rules.trump import penchant_sets_trump

    letter = suit.letter
    assert Suit.parse(letter) is suit
    for winner in (False, True):
        assert (penchant_sets_trump(FOSTER, letter, by_trick_winner=winner)
                == penchant_sets_trump(FOSTER, suit, by_trick_winner=winner))
    with pytest.raises(InvalidNotationError, match="'X'"):
        penchant_sets_trump(FOSTER, "X", by_trick_winner=True)
