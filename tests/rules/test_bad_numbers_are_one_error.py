"""A bad number is one typed error across the rules' arithmetic (and the studies' statistics): the review found
``book_bonus_of(KANDELL, 13)`` an ``InvalidNotationError`` (a number is not notation), ``game_value(0, -5, ...)`` a
``ScoreEntryError`` and ``wilson_interval(1, 0)`` a bare ``PenchantError``. Each is an ``InvalidNumberError`` now,
its message quoting what was given."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from penchant.errors import InvalidNotationError, InvalidNumberError, InvalidScoreError, PenchantError, ScoreEntryError
from penchant.rules.brisques import brisques_over_book, reaches_the_book, the_other_brisques
from penchant.rules.game_scoring import game_result, game_value
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.score_scale import points_in_other_rules
from penchant.rules.scoring import book_bonus_of, book_bonus_paid
from penchant.studies.match import mean_interval, wilson_interval

BAD_NUMBERS: list[tuple[str, Callable[[], object], str]] = [
    ("book_bonus_of", lambda: book_bonus_of(KANDELL, 13), "13"),
    ("book_bonus_paid", lambda: book_bonus_paid(FOSTER, (-1, 13)), "-1"),
    ("brisques_over_book", lambda: brisques_over_book(True), "True"),
    ("reaches_the_book", lambda: reaches_the_book(2.0), "2.0"),  # type: ignore[arg-type]
    ("the_other_brisques", lambda: the_other_brisques(-1), "-1"),
    ("game_value", lambda: game_value(0, -5, KANDELL), "-5"),
    ("game_result", lambda: game_result([(1, 5), (1.5, 5), (1, 5), (1, 5)], KANDELL), "1.5"),  # type: ignore[list-item]
    ("points_in_other_rules", lambda: points_in_other_rules(155, FOSTER, KANDELL), "155"),
    ("wilson_interval", lambda: wilson_interval(3, 0), "0"),
    ("wilson_interval successes", lambda: wilson_interval(7, 5), "7"),
    ("mean_interval", lambda: mean_interval([]), "no values"),
]


@pytest.mark.parametrize(("name", "ask", "given"), BAD_NUMBERS, ids=[b[0] for b in BAD_NUMBERS])
def test_a_bad_number_is_an_invalid_number_error_quoting_it(name: str, ask: Callable[[], object], given: str) -> None:
    with pytest.raises(PenchantError) as refused:
        ask()
    assert type(refused.value) in (InvalidNumberError, InvalidScoreError), (name, type(refused.value))
    assert isinstance(refused.value, InvalidNumberError) and not isinstance(refused.value, InvalidNotationError)
    assert given in str(refused.value), (name, str(refused.value))


def test_a_score_refused_is_still_a_score_entry_refused() -> None:
    """The marker's entries are scores: a score that is no score stays a ``ScoreEntryError`` for its callers."""
    with pytest.raises(ScoreEntryError) as refused:
        game_value(-1, 0, KANDELL)
    assert isinstance(refused.value, InvalidScoreError) and "-1" in str(refused.value)
    assert issubclass(InvalidScoreError, InvalidNumberError) and issubclass(InvalidNumberError, ValueError)
