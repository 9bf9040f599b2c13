"""Issue #30: why a major set on his table does not bar was worked out by elimination ("not the bar, long enough,
so it must be answered"): his two Queens beside his two Kings were said to be answered by a set of yours on an empty
table. The reason is the rules' report for that set alone on his table, under every rule book."""

from __future__ import annotations

import pytest

from penchant import FOSTER, KANDELL, MODERN
from penchant.puzzles.checkers.claims import Claim, barring_claims
from penchant.rules.cards import mask_of
from penchant.rules.profiles import Profile


def _claim(hand: str, table: str, opp: str, declared: str, profile: Profile, text: str) -> Claim:
    claims = barring_claims(mask_of(hand), mask_of(table), mask_of(opp), mask_of(declared), profile)
    return next(c for c in claims if c.text == text)


@pytest.mark.parametrize("profile", [KANDELL, FOSTER, MODERN], ids=lambda p: p.name)
def test_a_lower_set_beside_his_bar_is_not_said_answered_on_an_empty_table(profile: Profile) -> None:
    queens = _claim("8S 8H 9D", "", "QS QH KS KH", "8S 8H", profile, "No: his two Queens (Q♠ Q♥) bar it")
    assert not queens.true
    assert "answered" not in queens.why and "as good or better" not in queens.why, queens.why
    assert queens.why.startswith("his Queens are not the set weighed, his Kings are: "), queens.why


@pytest.mark.parametrize("profile", [KANDELL, FOSTER, MODERN], ids=lambda p: p.name)
def test_a_set_answered_is_said_answered_by_the_set_that_answers_it(profile: Profile) -> None:
    queens = _claim("8S 8H 9D", "KS KD", "QS QH", "8S 8H", profile, "No: his two Queens (Q♠ Q♥) bar it")
    assert queens.why.startswith("his Queens are answered by your two Kings (K♠ K♦): "), queens.why


@pytest.mark.parametrize("profile", [KANDELL, FOSTER, MODERN], ids=lambda p: p.name)
def test_a_set_too_small_is_said_too_small_in_the_reading_s_measure(profile: Profile) -> None:
    queens = _claim("8S 8H 8D", "", "QS QH", "8S 8H 8D", profile, "No: his two Queens (Q♠ Q♥) bar it")
    measure = "longer" if profile.barring == "by_size" else "worth more"
    assert queens.why.startswith(f"a triplet is {measure} than his pair: "), queens.why
