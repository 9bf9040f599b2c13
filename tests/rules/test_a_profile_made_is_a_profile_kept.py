"""A Profile is checked where it is made with the bounds a record's reader uses, so what can be made can be
written and read back; rules no record can hold (a name or values of their own) are refused when written, with an
InvalidRecordError saying why, instead of being written as a record the reader then refuses."""

from __future__ import annotations

import dataclasses

import pytest

from penchant.errors import InvalidRecordError, InvalidSettingError
from penchant.play.dealing import new_deal
from penchant.play.state import DealState
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN, OPTION_SCHEMAS, RECORD_OPTIONS, Profile


@pytest.mark.parametrize("option, value", [
    ("brisquette_multiplier", 1000), ("bonus_multiplier", 101), ("brisquette_multiplier", -1),
    ("bonus_multiplier", True), ("brisquette_multiplier", 2.0), ("same_kind_reuse", 1), ("deal_method", "fives"),
    ("barring", "by_colour"), ("cut_deals", "middle"), ("loser_penchant_sets_trump", "yes"),
    ("brisquette_multiplier", 0), ("bonus_multiplier", 0),
])
def test_with_options_refuses_what_the_reader_would_refuse(option: str, value: object) -> None:
    """The same bounds, each refusal typed as what was given: an argument of the Python API is a setting, a
    record's field is a record's."""
    with pytest.raises(InvalidSettingError, match=option) as err:
        KANDELL.with_options(**{option: value})
    assert type(err.value) is InvalidSettingError and repr(value) in str(err.value)
    with pytest.raises(InvalidRecordError, match=option):  # the reader, with the same words
        Profile.from_json({"profile": "kandell", option: value})


def test_an_unknown_option_given_to_the_api_is_a_setting() -> None:
    with pytest.raises(InvalidSettingError, match="unknown profile option") as err:
        KANDELL.with_options(foo=1)
    assert type(err.value) is InvalidSettingError
    with pytest.raises(InvalidRecordError, match="foo"):  # a record's unknown field stays a record's refusal
        Profile.from_json({"profile": "kandell", "foo": 1})


@pytest.mark.parametrize("option, value", [("brisquette_multiplier", 100), ("bonus_multiplier", 1)])
def test_the_reader_s_bounds_are_kept_both_ways(option: str, value: int) -> None:
    profile = KANDELL.with_options(**{option: value})
    assert Profile.from_json(profile.to_json()) == profile
    assert set(OPTION_SCHEMAS) == set(RECORD_OPTIONS)


@pytest.mark.parametrize("option", ["brisquette_multiplier", "bonus_multiplier"])
@pytest.mark.parametrize("value", [0, -2])
def test_a_multiplier_is_positive(option: str, value: int) -> None:
    """Review h32 #4: a multiplier of 0 was taken (every brisque scoring nothing); a multiplier is 1 or more, refused
    with a typed error quoting the value and saying what it may be, by the API, a record and a profile made."""
    with pytest.raises(InvalidSettingError) as err:
        KANDELL.with_options(**{option: value})
    assert str(err.value) == f"{option}: expected a whole number from 1 to 100, got {value!r}"
    with pytest.raises(InvalidRecordError, match=f"got {value!r}"):
        Profile.from_json({"profile": "kandell", option: value})
    with pytest.raises(InvalidRecordError, match=f"{option}: expected a whole number from 1 to 100, got {value!r}"):
        dataclasses.replace(KANDELL, **{option: value})


@pytest.mark.parametrize("field, value, quoted", [
    ("brisque_value", -5, "-5"), ("lurch_threshold", -1, "-1"), ("brisque_value", True, "True"),
    ("lurch_threshold", 4.5, "4.5"), ("name", "", "''"), ("name", None, "None"),
    ("points", {**KANDELL.points, Kind.PAIR: -2}, "-2"), ("points", {Kind.PAIR: 2}, "'triplet'"),
])
def test_a_profile_s_values_are_checked_where_it_is_made(field: str, value: object, quoted: str) -> None:
    with pytest.raises(InvalidRecordError) as err:
        dataclasses.replace(KANDELL, **{field: value})
    assert quoted in str(err.value)


@pytest.mark.parametrize("custom", [
    dataclasses.replace(KANDELL, name="house"),
    dataclasses.replace(KANDELL, brisque_value=5),
    dataclasses.replace(FOSTER, lurch_threshold=300),
    dataclasses.replace(KANDELL, points={**KANDELL.points, Kind.PAIR: 7}),
], ids=["own name", "brisque value", "lurch threshold", "points"])
def test_rules_no_record_can_hold_are_refused_when_written(custom: Profile) -> None:
    with pytest.raises(InvalidRecordError, match="cannot be written to a record") as err:
        custom.to_json()
    assert repr(custom.name) in str(err.value)
    deal = new_deal(custom, 7)  # such rules still play
    with pytest.raises(InvalidRecordError, match="cannot be written"):
        deal.to_str()
    assert custom.name in repr(deal)  # and a deal by them still prints


@pytest.mark.parametrize("profile", [FOSTER, KANDELL, MODERN, KANDELL.with_options(brisquette_multiplier=3),
                                     FOSTER.with_options(deal_method="singles", cut_deals="high")])
def test_every_profile_that_can_be_written_reads_back(profile: Profile) -> None:
    assert Profile.from_json(profile.to_json()) == profile
    deal = new_deal(profile, 7)
    assert DealState.from_str(deal.to_str()).profile == profile


def test_a_rules_name_is_read_one_way_bare_in_an_object_or_in_a_record() -> None:
    """Review eng10 #12: Profile.from_json read a bare name loosely ("KANDELL" became kandell) but the object form
    and a record's rules strictly: the same name is now refused, or read, in every form alike."""
    import json
    from pathlib import Path

    from penchant.play.game_record import GameRecord
    from penchant.rules.profiles import PROFILES

    example = json.loads((Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "game.json")
                         .read_text(encoding="utf-8"))
    for name in ("KANDELL", " kandell", "Foster", "kandel"):
        for read, rules in ((Profile.from_json, name), (Profile.from_json, {"profile": name}),
                            (GameRecord.from_json, {**example, "rules": name})):
            with pytest.raises(InvalidRecordError) as refused:
                read(rules)
            assert repr(name) in str(refused.value)
    for name, profile in PROFILES.items():
        assert Profile.from_json(name) == Profile.from_json({"profile": name}) == profile


def test_house_options_give_the_profile_back_or_refuse_it() -> None:
    """The marker's rules form worked out how a profile differs from its named one, and put the default rules in
    place of one it could not name: the engine says it (:func:`~penchant.rules.profiles.house_options`), and
    refuses, typed and quoting the name, rules that are no named profile with options."""
    from penchant.errors import UnknownProfileError
    from penchant.rules.profiles import PROFILES, house_options

    house = KANDELL.with_options(barring="by_value", same_kind_reuse=False, brisquette_multiplier=3)
    assert house_options(house) == {"brisquette_multiplier": 3, "same_kind_reuse": False, "barring": "by_value"}
    assert house_options(FOSTER) == {}
    assert PROFILES[house.name].with_options(**house_options(house)) == house
    with pytest.raises(UnknownProfileError, match="'house'"):
        house_options(dataclasses.replace(KANDELL, name="house"))
    with pytest.raises(UnknownProfileError, match="'kandell': these rules have values of their own"):
        house_options(dataclasses.replace(KANDELL, lurch_threshold=99))
