"""Where two rule books part, as the rules compute it (``profiles.switches_apart``, ``scoring.kinds_scored_otherwise``,
``scoring.times_the_numbers``) and as a page says it (``words.switches``): every switch set otherwise is said, the kinds
scored otherwise are named with both values, and a scale that is no whole number is never rounded."""

from __future__ import annotations

import dataclasses

import pytest

from penchant.errors import InvalidSettingError
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN, PROFILES, RECORD_OPTIONS, switches_apart
from penchant.rules.scoring import kinds_scored_otherwise
from penchant.words.barring import rule_words
from penchant.words.dealing import method_words
from penchant.words.switches import option_words, scored_otherwise_words, switch_in_full, times_the_numbers_words


@pytest.mark.parametrize("a", PROFILES.values(), ids=list(PROFILES))
@pytest.mark.parametrize("b", PROFILES.values(), ids=list(PROFILES))
def test_the_switches_apart_are_those_set_otherwise(a, b) -> None:
    apart = switches_apart(a, b)
    assert apart == switches_apart(b, a)
    assert set(apart) == {o for o in RECORD_OPTIONS if getattr(a, o) != getattr(b, o)}


def test_a_house_rule_is_a_switch_apart() -> None:
    assert switches_apart(KANDELL.with_options(same_kind_reuse=False, bonus_multiplier=2), KANDELL) == (
        "bonus_multiplier", "same_kind_reuse")


@pytest.mark.parametrize("key", switches_apart(FOSTER, KANDELL))
def test_every_switch_apart_is_said_in_full(key) -> None:
    value = getattr(FOSTER, key)
    said = switch_in_full(key, FOSTER)
    if key == "deal_method":
        assert said == method_words(value)
    else:
        assert option_words(key, value)[1:] in said
    if key == "barring":
        assert said.endswith(rule_words(value))


def test_the_modern_kinds_scored_otherwise() -> None:
    assert kinds_scored_otherwise(MODERN, KANDELL) == (Kind.QUADRUPLET, Kind.REUNION)
    assert kinds_scored_otherwise(FOSTER, KANDELL) == tuple(Kind)
    assert kinds_scored_otherwise(KANDELL, KANDELL) == ()
    said = scored_otherwise_words(MODERN, KANDELL)
    for kind in (Kind.QUADRUPLET, Kind.REUNION):
        assert f"the {kind.value} at {MODERN.value(kind)} (not {KANDELL.value(kind)})" in said


def test_the_scale_in_words_is_never_rounded() -> None:
    assert times_the_numbers_words(KANDELL, FOSTER) == "ten times"
    half_again = dataclasses.replace(KANDELL, name="half again", points={k: KANDELL.value(k) * 3 for k in Kind})
    assert times_the_numbers_words(dataclasses.replace(KANDELL, points={k: KANDELL.value(k) * 2 for k in Kind}),
                                   half_again) == "1.5 times"
    with pytest.raises(InvalidSettingError, match="'modern'"):
        times_the_numbers_words(KANDELL, MODERN)
