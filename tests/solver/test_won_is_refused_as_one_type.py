"""``won`` is refused with one error type whatever form it came in (review: ``won="11"`` raised
InvalidNotationError and ``won=(11.0, 0)`` InvalidRecordError): a ``won`` that is no pair of brisque counts, as
text or as a pair, is an InvalidNotationError quoting it; counts the cards in play make impossible stay the
position's InvalidRecordError."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError, InvalidRecordError
from penchant.solver import Phase2Position


@pytest.mark.parametrize("won", ["11", "13-0", "5-4-0", (11.0, 0), (13, 0), (-1, 0), (True, 0), [5], (5, 4, 0),
                                 {5: 4}, 5])
def test_a_won_that_is_no_pair_of_counts_is_a_notation_error(won: object) -> None:
    with pytest.raises(InvalidNotationError) as refused:
        Phase2Position("AH TH", "7H KS", trump="H", won=won)  # type: ignore[arg-type]
    assert repr(won) in str(refused.value)
    assert not isinstance(refused.value, InvalidRecordError)


@pytest.mark.parametrize("won", ["3-4", (3, 4), [3, 4]])
def test_counts_the_cards_make_impossible_are_the_positions_error_in_every_form(won: object) -> None:
    with pytest.raises(InvalidRecordError, match="brisques taken"):
        Phase2Position("AH TH", "7H KS", trump="H", won=won)  # type: ignore[arg-type]


@pytest.mark.parametrize(("won", "quoted"), [("3-4", "won '3-4'"), ((3, 4), "won [3, 4]"), ([3, 4], "won [3, 4]")])
def test_impossible_counts_are_quoted_as_given(won: object, quoted: str) -> None:
    with pytest.raises(InvalidRecordError) as refused:
        Phase2Position("AH TH", "7H KS", trump="H", won=won)  # type: ignore[arg-type]
    assert quoted in str(refused.value)


@pytest.mark.parametrize("won", ["5-4", (5, 4), [5, 4]])
def test_every_form_of_a_good_won_reads_alike(won: object) -> None:
    assert Phase2Position("AH TH", "7H KS", trump="H", won=won).won == (5, 4)  # type: ignore[arg-type]


@pytest.mark.parametrize(("won", "why"), [
    ("13-0", "the pack holds only 12 brisques"), ((13, 0), "a whole number from 0 to 12"),
    ("5-x", "type a whole number from 0 to 12"), ("5-4-0", "write mine-theirs"), ("11", "write mine-theirs"),
])
def test_a_won_out_of_range_says_why_not_how_to_write_it(won: object, why: str) -> None:
    """Review eng10 #21: "13-0" is written right and only out of range, but was told "write mine-theirs", the
    count reader's precise reason thrown away."""
    with pytest.raises(InvalidNotationError) as refused:
        Phase2Position("AH TH", "7H KS", trump="H", won=won)  # type: ignore[arg-type]
    assert why in str(refused.value)
    if "mine-theirs" not in why:
        assert "mine-theirs" not in str(refused.value)
