"""A part of a deal's score worked out as the boards show it ("3 × 10 = 30": the brisquettes, times a
brisquette's points, and what they come to; the brisques over the book times the bonus) is said once, by the words,
from the rules' points (:func:`penchant.words.scoring.brisquettes_worked_out`,
:func:`~penchant.words.scoring.book_bonus_worked_out`): no board, sheet or drill writes the sum itself."""

from __future__ import annotations

from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.scoring import brisquette_points
from penchant.words.scoring import book_bonus_worked_out, brisquettes_worked_out


def test_the_brisquettes_are_worked_out_with_the_rules_points() -> None:
    assert brisquettes_worked_out(KANDELL, 3) == f"3 × 1 = {brisquette_points(KANDELL, 3)}"
    assert brisquettes_worked_out(FOSTER, 3) == "3 × 10 = 30"
    doubled = KANDELL.with_options(brisquette_multiplier=2)
    assert brisquettes_worked_out(doubled, 4) == "4 × 2 = 8"


def test_without_its_sum_the_part_is_the_count_times_the_points() -> None:
    assert brisquettes_worked_out(FOSTER, 3, with_sum=False) == "3 × 10"


def test_the_book_bonus_is_worked_out_on_the_brisques_over_the_book() -> None:
    assert book_bonus_worked_out(FOSTER, 8) == "2 × 10 = 20"
    assert book_bonus_worked_out(KANDELL.with_options(bonus_multiplier=2), 9) == "3 × 2 = 6"
    assert book_bonus_worked_out(KANDELL, 6) == "0 × 1 = 0"
