"""A played deal's points so far, part by part, are added up by the rules
(:func:`penchant.rules.scoring.deal_score_so_far`): the score sheet's ``breakdown`` added up its score events'
points itself (review: scoring held in penchant/play/sheet.py); it asks the rules now."""

from __future__ import annotations

from penchant.play.moves import ScoreEvent, ScoreKind
from penchant.play.sheet import breakdown
from penchant.rules.brisques import brisques_in_all
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.scoring import DealScore, deal_score_so_far


def test_the_parts_are_summed_and_the_brisques_over_the_book_counted() -> None:
    got = deal_score_so_far(declared=(2, 4), brisquettes=(1, 2), book_bonuses=((2, 8),))
    assert got == DealScore(declarations=6, brisquettes=3, brisques_over_book=2, book_bonus=2)
    assert got.total == 11


def test_nothing_scored_is_nought() -> None:
    assert deal_score_so_far((), (), ()) == DealScore(0, 0, 0, 0)


def test_a_bonus_whose_brisques_are_not_kept_adds_its_points_only() -> None:
    assert deal_score_so_far((), (), ((3, None),)) == DealScore(0, 0, 0, 3)


def test_the_sheets_breakdown_is_the_rules_sum() -> None:
    events = [ScoreEvent(0, 2, ScoreKind.DECLARATION, CardSet("QS QH"), Kind.PAIR),
              ScoreEvent(0, 2, ScoreKind.BRISQUETTE, CardSet("AS TS")),
              ScoreEvent(1, 1, ScoreKind.BRISQUETTE, CardSet("7S 8S")),
              ScoreEvent(0, 2, ScoreKind.BONUS, CardSet(), brisques=8)]
    mine, theirs = breakdown(events)
    assert mine.points == deal_score_so_far((2,), (2,), ((2, 8),))
    assert theirs.points == deal_score_so_far((), (1,), ())


def test_a_players_brisques_in_all_are_both_phases() -> None:
    """Review h43a: the position checker added a player's brisques of the two phases itself (``phase1_brisques`` plus
    ``brisquettes``), and its score events' points too; it asks the rules (and the sheet's ``breakdown``) now."""
    assert brisques_in_all(5, 3) == 8 and brisques_in_all(0, 0) == 0

