"""Barring by value (Foster's reading) weighs a set by its size, then its rank (``best_set_among``): that is its value
only while a bigger set is worth more. Rules whose set values do not rise with the size are refused for it, typed and
quoted; barring by size, which weighs no value, takes them."""

from __future__ import annotations

import dataclasses

import pytest

from penchant.errors import InvalidSettingError, PenchantError
from penchant.rules.barring import is_barred_on_masks
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, PROFILES


def test_every_named_profile_scores_bigger_sets_higher() -> None:
    for profile in PROFILES.values():
        assert profile.value(Kind.PAIR) < profile.value(Kind.TRIPLET) < profile.value(Kind.QUADRUPLET), profile.name
        assert profile.with_options(barring="by_value").barring == "by_value"


def test_rules_barring_by_value_with_a_triplet_worth_less_than_a_pair_are_refused() -> None:
    with pytest.raises(InvalidSettingError) as refused:
        dataclasses.replace(FOSTER, name="odd", points={**FOSTER.points, Kind.TRIPLET: 5})
    assert refused.value.given == "by_value" and refused.value.argument == "barring"
    assert "'odd'" in str(refused.value) and "pair 20 and a triplet 5" in str(refused.value)


def test_switching_such_rules_to_barring_by_value_is_refused_but_by_size_plays() -> None:
    """Equal values are refused too: by value a quadruplet would bar a triplet it only ties."""
    odd = dataclasses.replace(KANDELL, name="odd", points={**KANDELL.points, Kind.QUADRUPLET: KANDELL.value(
        Kind.TRIPLET)})
    assert odd.barring == "by_size"
    kings = CardSet("KS KH KD KC")
    assert is_barred_on_masks(3, 0, kings.mask, odd.barring)  # by size: his four Kings bar three Eights
    with pytest.raises(InvalidSettingError, match="triplet 3 and a quadruplet 3"):
        odd.with_options(barring="by_value")
    with pytest.raises(PenchantError):
        dataclasses.replace(odd, barring="by_value")
