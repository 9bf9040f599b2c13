"""A :class:`~penchant.trainer.ratings.Rating` outside the ratings the model can work with is refused when made,
an :class:`InvalidRecordError` quoting the value (read from a file alike); any two ratings it takes, even at the
ends of their ranges, rate without an overflow or a division by zero, and the rating that comes out is one it takes."""

from __future__ import annotations

import itertools
import math
import re

import pytest

from penchant.errors import InvalidRecordError, PenchantError
from penchant.trainer.ratings import MAX_RD, MAX_SIGMA, R_RANGE, Rating, expected, rate, update_pair


@pytest.mark.parametrize(("fields", "quoted"), [
    ({"r": -1e5}, "-100000.0"), ({"r": 1e6}, "1000000.0"), ({"rd": 351.0}, "351.0"), ({"rd": 0.0}, "0.0"),
    ({"sigma": 5.0}, "5.0"), ({"sigma": -0.1}, "-0.1"),
])
def test_a_rating_out_of_range_is_refused_quoting_it(fields: dict[str, float], quoted: str) -> None:
    with pytest.raises(InvalidRecordError) as caught:
        Rating(**fields)
    assert isinstance(caught.value, PenchantError) and str(caught.value).startswith(quoted), str(caught.value)
    with pytest.raises(InvalidRecordError):
        Rating.from_json({"r": 1500.0, "rd": 200.0, "sigma": 0.06, **fields})


ENDS = [Rating(r, rd, sigma) for r, rd, sigma in itertools.product(R_RANGE, (1e-6, MAX_RD), (1e-6, MAX_SIGMA))]


@pytest.mark.parametrize("solved", [True, False])
def test_ratings_at_their_ends_rate_to_ratings(solved: bool) -> None:
    for learner, puzzle in itertools.product(ENDS, ENDS):
        for after in update_pair(learner, puzzle, solved):
            assert R_RANGE[0] <= after.r <= R_RANGE[1] and 0 < after.rd <= MAX_RD and 0 < after.sigma <= MAX_SIGMA
        assert 0.0 < expected(learner, puzzle) < 1.0


def test_a_new_rating_keeps_its_deviation_within_the_cap() -> None:
    after = rate(Rating(), [(Rating(), 1.0)])
    assert after.rd <= MAX_RD and math.isfinite(after.r)


@pytest.mark.parametrize(("data", "quoted"), [
    ({"r": True, "rd": 200.0, "sigma": 0.06}, "True"),  # a bool is not a number of a rating (it read as 1)
    ({"r": "1500", "rd": 200.0, "sigma": 0.06}, "'1500'"),  # nor is text that reads as one
    ({"r": 1500.0, "rd": " 200 ", "sigma": 0.06}, "' 200 '"),
    ({"r": 1500.0, "rd": 200.0}, "lacks sigma"),  # no volatility is made up
    ({"rd": 200.0, "sigma": 0.06}, "lacks r"),
    ([1500.0, 200.0, 0.06], "[1500.0, 200.0, 0.06]"),
])
def test_a_rating_read_from_json_is_refused_unless_it_is_three_numbers(data: object, quoted: str) -> None:
    with pytest.raises(InvalidRecordError, match=re.escape(quoted)):
        Rating.from_json(data)


def test_a_rating_read_out_of_range_keeps_the_ratings_own_message() -> None:
    with pytest.raises(InvalidRecordError, match=r"^351\.0.*at most 350"):
        Rating.from_json({"r": 1500.0, "rd": 351.0, "sigma": 0.06})


def test_a_rating_round_trips_through_json() -> None:
    rating = Rating(1464.06, 151.52, 0.05999)
    assert Rating.from_json(rating.to_json()) == rating
    assert Rating.from_json({"r": 1500, "rd": 200, "sigma": 0.06}) == Rating(1500.0, 200.0, 0.06)  # ints are numbers
