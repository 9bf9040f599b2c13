"""A kind typed in the plural ("pairs", "2 pairs") is refused with what to type instead: each combination named on
its own (chapter 7's deal scorer told a newcomer who typed *pairs* only the kinds' names)."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.rules.kinds import Kind, parse_kinds
from penchant.words.refusals import refusal_words
from penchant_widgets.lessons.scoring import DealScorer


@pytest.mark.parametrize(("typed", "instead"), [
    ("pairs", "(two pairs: pair, pair)"),
    ("2 pairs", "(two pairs: pair, pair)"),
    ("three families", "(three families: family, family, family)"),
    ("Marriages", "(two marriages: marriage, marriage)"),
])
def test_a_plural_is_refused_naming_each_one(typed: str, instead: str) -> None:
    with pytest.raises(InvalidNotationError) as caught:
        parse_kinds(f"penchant, {typed}")
    said = refusal_words(caught.value)
    assert "list each combination on its own, separated by commas" in said and instead in said, said


def test_a_name_that_is_no_plural_keeps_the_list_of_names() -> None:
    with pytest.raises(InvalidNotationError, match="one of pair, triplet"):
        parse_kinds("pear")
    with pytest.raises(InvalidNotationError, match="one of pair, triplet"):
        parse_kinds("many pairs")
    assert parse_kinds("pair, pair") == (Kind.PAIR, Kind.PAIR)


def test_chapter_7s_deal_scorer_shows_what_to_type() -> None:
    board = DealScorer(declarations=("pairs", ""), brisquettes=(8, 0), brisques=(10, 2))
    assert "pair, pair" in board.result.value and "separated by commas" in board.result.value
