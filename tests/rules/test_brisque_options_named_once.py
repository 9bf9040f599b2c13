"""Kandell's brisque options are named once, in ``rules.profiles.BRISQUE_OPTIONS``: the scoring puzzles' feedback
and the puzzle board's badge ask ``brisque_option`` / ``brisque_option_words`` which one a profile scores by
(review 46: the feedback matched the multipliers against literals, the badge against ``== 2``)."""

from __future__ import annotations

import pytest

from penchant.rules.profiles import AS_PRINTED, BRISQUE_OPTIONS, KANDELL, MODERN, brisque_option
from penchant.words.switches import brisque_option_words


@pytest.mark.parametrize("name", list(BRISQUE_OPTIONS))
def test_each_option_is_told_by_its_own_name(name: str) -> None:
    profile = KANDELL.with_options(**BRISQUE_OPTIONS[name])
    assert brisque_option(profile) == name
    said, gives = brisque_option_words(profile)
    assert said == ("" if name == AS_PRINTED else name)
    for key, text in (("brisquette_multiplier", f"{profile.brisquette_points} a brisquette"),
                      ("bonus_multiplier", f"{profile.bonus_points} a brisque over six")):
        assert (text in gives) == (BRISQUE_OPTIONS[name][key] != BRISQUE_OPTIONS[AS_PRINTED][key])


def test_other_multipliers_are_no_named_option() -> None:
    odd = MODERN.with_options(brisquette_multiplier=3, bonus_multiplier=2)
    assert brisque_option(odd) is None
    said, gives = brisque_option_words(odd)
    assert "3" in said and "2" in said and not gives
