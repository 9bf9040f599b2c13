"""Every name not understood in a list of kinds is said at once, each quoted with its reason (issue #31).

Chapter 7's "Score a deal": "pairs, quint" flagged only "pairs"; "quint" was silently passed over until the first
was put right."""

from __future__ import annotations

import re

import pytest

from penchant.errors import InvalidNotationError
from penchant.rules.kinds import Kind, parse_kinds
from penchant_widgets.lessons.scoring import DealScorer


def test_one_error_quotes_each_name_not_understood() -> None:
    with pytest.raises(InvalidNotationError) as caught:
        parse_kinds("pairs, marriage, quint")
    said = str(caught.value)
    assert "'pairs' is not a kind of combination" in said and "'quint' is not a kind of combination" in said, said
    assert "marriage" not in said.split("one of")[0], said  # the name understood is not refused
    assert caught.value.given == "pairs, marriage, quint"


def test_one_name_not_understood_is_refused_as_before() -> None:
    with pytest.raises(InvalidNotationError) as caught:
        parse_kinds("pair, quint")
    assert caught.value.given == "quint"
    assert parse_kinds("pair, marriage") == (Kind.PAIR, Kind.MARRIAGE)


def test_the_scoring_board_names_both() -> None:
    board = DealScorer(declarations=("pairs, quint", ""), brisquettes=(8, 0), brisques=(10, 2))
    assert board.score() is None
    said = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", board.result.value))
    assert "“pairs” is not a kind of combination" in said and "“quint” is not a kind of combination" in said, said
