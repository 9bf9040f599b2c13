"""The barring rules refuse through the errors' constructors (review h40 #2: the scan's QUOTING_BY_HAND allowance
counted penchant/rules/barring.py and bar_reports.py): a reading that is none, a kind that is no set and a size
that is none are refused with their input and reason as typed parts, not only quoted in the message's text."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError, InvalidSettingError
from penchant.rules.bar_reports import set_size
from penchant.rules.barring import reading_of
from penchant.rules.kinds import Kind


def test_a_reading_that_is_none_is_refused_with_its_parts() -> None:
    with pytest.raises(InvalidSettingError) as caught:  # a reading is a setting, as a profile's name (issue #30)
        reading_of("by_sise")
    e = caught.value
    assert (e.argument, e.given) == ("barring", "by_sise")
    assert e.reason.startswith("is neither a reading (by_size or by_value) nor a rules profile")
    assert str(e).startswith("barring 'by_sise' is neither a reading")


@pytest.mark.parametrize(("given", "reason"), [(5, "a set is a pair, triplet or quadruplet (2, 3 or 4 cards)"),
                                               (True, "a set is a pair, triplet or quadruplet (2, 3 or 4 cards)")])
def test_a_set_that_is_none_is_refused_with_its_parts(given: object, reason: str) -> None:
    with pytest.raises(InvalidNotationError) as caught:
        set_size(given)  # type: ignore[arg-type]
    assert caught.value.given is given and caught.value.reason == reason
    assert str(caught.value) == f"{given!r}: {reason}"


@pytest.mark.parametrize("given", [Kind.MARRIAGE, "family", Kind.FAMILY, "marriage"])
def test_a_kind_that_is_no_minor_set_is_refused_by_its_name_saying_so(given: Kind | str) -> None:
    """Review 35 #5: a kind's name is no longer refused while the message says a set is a pair; a kind that is no
    minor set is refused saying what it is not, in its name rather than the enum's repr."""
    name = str(given)
    with pytest.raises(InvalidNotationError) as caught:
        set_size(given)
    assert caught.value.given == name
    assert caught.value.reason == "not a minor set: only a pair, triplet or quadruplet can be barred"
    assert str(caught.value) == f"{name!r} is not a minor set: only a pair, triplet or quadruplet can be barred"
