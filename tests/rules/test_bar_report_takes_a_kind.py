"""``bar_report`` and ``free_report`` take the set's kind as the rest of the API names it (review: ``bar_report(2,
...)`` worked while ``bar_report(Kind.PAIR, ...)`` raised "a set has 2, 3 or 4 cards, not <Kind.PAIR>"); the size
is still read, as the panels loop over sizes."""

from __future__ import annotations

import re

import pytest

import penchant
from penchant.errors import InvalidNotationError
from penchant.rules.bar_reports import bar_report, set_size
from penchant.rules.free_reports import free_report
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SETS, Kind
from penchant.rules.profiles import FOSTER, KANDELL

HOLDINGS = (
    Holdings.parse(table="JS JH", opp_table="QS QH"),
    Holdings.parse(opp_table="KS KH KD KC"),
    Holdings.parse(table="AS AH", opp_table="QS QH QD"),
    Holdings.parse(table="KS KH", opp_table="QS QH"),
    Holdings.parse(opp_table="JS JH JD"),
)


@pytest.mark.parametrize("kind", sorted(SETS, key=lambda k: k.size))
@pytest.mark.parametrize("holdings", HOLDINGS)
@pytest.mark.parametrize("profile", [KANDELL, FOSTER])
def test_a_kind_reports_as_its_size_does(kind: Kind, holdings: Holdings, profile: penchant.Profile) -> None:
    assert bar_report(kind, holdings, profile) == bar_report(kind.size, holdings, profile)
    assert free_report(kind, holdings, profile) == free_report(kind.size, holdings, profile)
    assert (bar_report(kind, holdings, profile) is None) != (free_report(kind, holdings, profile) is None)


def test_the_report_of_a_kind_counts_its_cards() -> None:
    report = penchant.bar_report(Kind.TRIPLET, Holdings.parse(opp_table="KS KH KD KC"), KANDELL)
    assert report is not None and report.size == 3


@pytest.mark.parametrize("kind", sorted(SETS, key=lambda k: k.size))
@pytest.mark.parametrize("holdings", HOLDINGS)
def test_a_kinds_name_reports_as_the_kind_does(kind: Kind, holdings: Holdings) -> None:
    """Review 35 #5: ``bar_report("pair", ...)`` was refused while the message said a set is a pair."""
    assert bar_report(kind.value, holdings, KANDELL) == bar_report(kind, holdings, KANDELL)
    assert free_report(kind.value.upper(), holdings, FOSTER) == free_report(kind, holdings, FOSTER)


@pytest.mark.parametrize("kind", [k for k in Kind if not k.is_set])
def test_a_kind_that_is_no_set_is_refused_by_name(kind: Kind) -> None:
    said = re.escape(f"{kind.value!r} is not a minor set")
    with pytest.raises(InvalidNotationError, match=said):
        bar_report(kind, HOLDINGS[0], KANDELL)
    with pytest.raises(InvalidNotationError, match=said):
        free_report(kind.value, HOLDINGS[0], KANDELL)


@pytest.mark.parametrize("size", [1, 5, True, "2", "pear", 2.0])
def test_a_size_that_is_no_set_is_refused(size: object) -> None:
    with pytest.raises(InvalidNotationError, match=re.escape(f"{size!r}") + "(: | is not a kind)"):
        set_size(size)  # type: ignore[arg-type]
