"""Every public function taking the rules takes a profile or its name, as ``tally`` does (review 45:
``score_deal(entry, 'kandell')`` raised AttributeError, ``bar_report(2, h, 'foster')`` refused the name as a
reading, and ``penchant_sets_trump`` took 7 for a trump)."""

from __future__ import annotations

import pytest

import penchant
from penchant.errors import InvalidNotationError, InvalidSettingError, UnknownProfileError
from penchant.rules.profiles import PROFILES


@pytest.mark.parametrize("name", list(PROFILES))
def test_score_deal_takes_the_profiles_name(name: str) -> None:
    entry = penchant.DealEntry(((penchant.Kind.PAIR, penchant.Kind.PENCHANT), ()), brisquettes=(3, 1),
                               brisques=(8, 4))
    assert penchant.score_deal(entry, name) == penchant.score_deal(entry, PROFILES[name])
    assert penchant.score_deal(entry, name) == penchant.tally([entry], name).totals
    with pytest.raises(UnknownProfileError, match="'nobody' is not a rules profile"):
        penchant.score_deal(entry, "nobody")


@pytest.mark.parametrize("name", list(PROFILES))
def test_bar_report_reads_a_profiles_name_as_its_barring(name: str) -> None:
    h = penchant.Holdings.parse(table="JS JH", opp_table="QS QH")
    by_name = penchant.bar_report(2, h, name)
    assert by_name == penchant.bar_report(2, h, PROFILES[name])
    assert by_name == penchant.bar_report(2, h, PROFILES[name].barring)


def test_bar_report_says_what_barring_it_expects() -> None:
    h = penchant.Holdings.parse(table="JS JH", opp_table="QS QH")
    with pytest.raises(InvalidSettingError) as err:  # a barring reading is a setting (issue #30)
        penchant.bar_report(2, h, "fostr")
    assert "'fostr'" in str(err.value) and "by_size" in str(err.value) and "kandell" in str(err.value)


@pytest.mark.parametrize("trump", [7, -1, 4, True, 1.0])
def test_penchant_sets_trump_refuses_what_is_not_a_suit(trump: object) -> None:
    with pytest.raises(InvalidNotationError, match=f"trump {trump!r} must be a suit: spades, hearts, diamonds"):
        penchant.penchant_sets_trump(penchant.KANDELL, trump, by_trick_winner=True)  # type: ignore[arg-type]


def test_penchant_sets_trump_reads_a_suit() -> None:
    assert penchant.penchant_sets_trump(penchant.KANDELL, None, by_trick_winner=True)
    assert not penchant.penchant_sets_trump(penchant.KANDELL, penchant.Suit.HEARTS, by_trick_winner=True)
    with pytest.raises(penchant.InvalidNotationError, match="trump 1 must be a suit"):  # review 35 #6: no numbers
        penchant.penchant_sets_trump(penchant.KANDELL, int(penchant.Suit.HEARTS), by_trick_winner=True)  # type: ignore[arg-type]
    # a suit's letter, as Suit.parse, Phase2Position and records read it (review eng10 #20)
    assert not penchant.penchant_sets_trump(penchant.KANDELL, "H", by_trick_winner=True)
