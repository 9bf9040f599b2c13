"""A deal's counts are checked and scored by the rules (:mod:`penchant.rules.deal_counts`), and every whole number,
typed or given, is read by one reader with one limit and one wording (:mod:`penchant.notation.whole_numbers`). The
score sheet once held the checks, the refusal words and a reader of its own, and the rules two more readers: the
typed one took any ``int`` unbounded (``10**30``) while refusing a typed string over six digits, and each said
"not a whole number" its own way (review: rules outside penchant/rules; one reader)."""

from __future__ import annotations

import pytest

import penchant
from penchant.errors import PlayerCountError, ScoreEntryError
from penchant.notation.whole_numbers import NOT_WHOLE, TOO_LONG, whole_number
from penchant.play.sheet import DealEntry, score_deal
from penchant.rules.deal_counts import check_players_counts, deal_points
from penchant.rules.game_scoring import game_result
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL


@pytest.mark.parametrize("given", [10**6, -(10**6), 10**30, 10**5000, "1000000", "9" * 5000],
                         ids=["a million", "minus a million", "10**30", "10**5000", "a million typed", "5000 nines"])
def test_one_limit_for_a_number_typed_or_given(given: object) -> None:
    with pytest.raises(ScoreEntryError) as refused:
        whole_number(given, "deal 1")
    assert refused.value.reason == TOO_LONG and str(refused.value).startswith("deal 1: ")
    assert whole_number(999_999, "deal 1") == whole_number("999999", "deal 1") == 999_999


def test_one_wording_for_a_number_that_is_not_whole() -> None:
    with pytest.raises(ScoreEntryError) as typed:
        whole_number("x", "deal 1")
    with pytest.raises(ScoreEntryError) as given:
        whole_number("6", "brisques", typed=False)
    with pytest.raises(ScoreEntryError) as score:
        game_result([(1, 5), (1.0, 5)], KANDELL)  # type: ignore[list-item]
    with pytest.raises(PlayerCountError) as count:
        DealEntry(((), ()), (0, 0), (6.0, 6))  # type: ignore[arg-type]
    said = [str(e.value) for e in (typed, given, score, count)]
    assert said == ["deal 1: 'x' is not a whole number", "brisques: '6' is not a whole number",
                    "deal 2: 1.0 is not a whole number", "the first player's brisques: 6.0 is not a whole number"]
    assert typed.value.reason == given.value.reason == score.value.reason == NOT_WHOLE


def test_a_count_of_a_million_brisques_is_over_the_pack() -> None:
    with pytest.raises(PlayerCountError) as refused:
        DealEntry(((), ()), (0, 0), (10**30, 6))
    assert refused.value.problem == "over the pack" and refused.value.player == 0


def test_the_sheet_scores_a_deal_by_the_rules() -> None:
    declared = ((Kind.PAIR, Kind.PENCHANT), ())
    a, b = deal_points(KANDELL, declared, (3, 1), (8, 4))
    assert score_deal(DealEntry(declared, (3, 1), (8, 4)), KANDELL) == (a.total, b.total) == (8, 1)
    assert penchant.score_deal is score_deal
    with pytest.raises(PlayerCountError, match="every brisquette is a brisque taken in the last six tricks"):
        check_players_counts((8, 4), (3, 5))
