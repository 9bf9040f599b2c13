"""Two players' names are told apart as they show, not as they are encoded (issue #30): ``name_key`` casefolded
without Unicode normalisation, so "José" with its accent as one character and as two, or "Ann" with a zero-width
joiner inside, were taken as two players' names, and the marker's figures kept them apart."""

from __future__ import annotations

import unicodedata

import pytest

from penchant.errors import ScoreEntryError
from penchant.play.names import name_key, player_names

JOSE = "Jos\u00e9"


@pytest.mark.parametrize("other", [unicodedata.normalize("NFD", JOSE), "jose\u0301", "JOS\u00c9"], ids=ascii)
def test_one_name_encoded_two_ways_is_one_name(other: str) -> None:
    assert other != JOSE
    with pytest.raises(ScoreEntryError, match="both players are called"):
        player_names([JOSE, other])


@pytest.mark.parametrize("other", ["A\u200dnn", "An\u200cn", "\ufeffAnn", "A\u2060nn", "\uff21nn"], ids=ascii)
def test_a_name_with_a_character_that_shows_nothing_inside_is_the_same_name(other: str) -> None:
    with pytest.raises(ScoreEntryError, match="both players are called 'Ann'"):
        player_names(["Ann", other])
    assert name_key(other) == name_key("ann")


def test_names_that_differ_as_they_show_are_two_names() -> None:
    assert player_names([JOSE, "Jose"]) == (JOSE, "Jose")
    assert player_names(["Ann", "Anne"]) == ("Ann", "Anne")


def test_a_name_is_kept_as_typed() -> None:
    """Only the comparison reads the name normalised: the sheet keeps what was typed."""
    nfd = unicodedata.normalize("NFD", JOSE)
    assert player_names(["Ann", nfd]) == ("Ann", nfd)
