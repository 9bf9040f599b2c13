"""Kinds of combination listed as a player types them (``"pair, marriage; penchant"``) are read by the engine,
``penchant.rules.kinds.parse_kinds`` (review d30 #5: the tutorial's score calculator read them itself), and
refused with an InvalidNotationError quoting the word that names no kind. That the score calculator asks it is the
widgets' test (``tests/widgets/test_score_calculator_reads_kinds_by_the_engine.py``): a rules test imports no view."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.rules.kinds import NOT_A_KIND, Kind, parse_kinds


def test_a_typed_list_of_kinds_reads_each_name() -> None:
    assert parse_kinds("pair, marriage; Penchant") == (Kind.PAIR, Kind.MARRIAGE, Kind.PENCHANT)
    assert parse_kinds(" extended family ,, ") == (Kind.FLUSH,)
    assert parse_kinds("") == ()


@pytest.mark.parametrize("given", ["pair, bogus", None, 5])
def test_what_names_no_kind_is_a_notation_error_quoting_it(given: object) -> None:
    with pytest.raises(InvalidNotationError) as info:
        parse_kinds(given)  # type: ignore[arg-type]
    assert NOT_A_KIND in str(info.value) and repr("bogus" if given == "pair, bogus" else given) in str(info.value)
