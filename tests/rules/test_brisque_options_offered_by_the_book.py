"""Which brisque options a rule book offers is asked of the rules (issue #30): ``brisque_options_in`` was consulted
only by the views, and ``penchant tally --rules foster`` on a Kandell "doubled brisques" record scored a Foster
variant silently. The multipliers stay a house's options on any rules (docs/RULINGS.md, "Scoring"):
``offered_brisque_option`` says whether the book offers the profile's, ``refuse_brisques_not_offered`` refuses it
with a typed error quoting the multipliers, and the views (tests/widgets/test_brisque_choices_ask_the_rules.py) and
the command line ask them."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidSettingError
from penchant.rules.profiles import (
    AS_PRINTED,
    BRISQUE_OPTIONS,
    FOSTER,
    KANDELL,
    MODERN,
    Profile,
    brisque_options_in,
    offered_brisque_option,
    refuse_brisques_not_offered,
)


@pytest.mark.parametrize("book", [FOSTER, KANDELL, MODERN], ids=lambda p: p.name)
@pytest.mark.parametrize("option", list(BRISQUE_OPTIONS))
def test_an_option_is_offered_exactly_where_the_book_offers_it(book: Profile, option: str) -> None:
    rules = book.with_options(**BRISQUE_OPTIONS[option])  # the house may set it on any book
    if option in brisque_options_in(book):
        assert offered_brisque_option(rules) == refuse_brisques_not_offered(rules) == option
    else:
        assert offered_brisque_option(rules) is None
        with pytest.raises(InvalidSettingError) as refused:
            refuse_brisques_not_offered(rules)
        multipliers = (f"brisquette_multiplier={rules.brisquette_multiplier!r}, "
                       f"bonus_multiplier={rules.bonus_multiplier!r}")
        assert f"{multipliers!r}" in str(refused.value) and book.name in str(refused.value)
        assert f"{AS_PRINTED!r} only" in str(refused.value)


def test_multipliers_of_no_option_are_offered_by_no_book() -> None:
    for book in (FOSTER, KANDELL, MODERN):
        with pytest.raises(InvalidSettingError, match="brisquette_multiplier=3"):
            refuse_brisques_not_offered(book.with_options(brisquette_multiplier=3))

