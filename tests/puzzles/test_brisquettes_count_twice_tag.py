"""Scoring puzzles' themes say what their deals teach: "brisquettes count twice" only where a brisquette is counted
again by its taker's book bonus."""

from __future__ import annotations

from penchant.puzzlemakers.authoring import build
from penchant.puzzles import Puzzle, analyse


def scoring(task: str, pos: dict[str, object]) -> Puzzle:
    return build("scoring", task, "t-scoring", "test", pos)


def test_brisquettes_count_twice_only_where_the_book_bonus_counts_them_again() -> None:
    """Chapter 7's first puzzle (scoring-003: brisquettes 2 and 4, six brisques each) was tagged "brisquettes
    count twice", and a newcomer found nothing counted twice: with six each, no bonus counts them again."""
    six_each = scoring("deal_points", {"rules": "kandell", "player": 0,
                                       "deals": [{"declarations": [[], []], "brisquettes": [2, 4],
                                                  "brisques": [6, 6]}]})
    assert "brisquettes count twice" not in analyse(six_each).themes
    other_side = scoring("deal_points", {"rules": "kandell", "player": 0,  # brisquettes on one side, bonus on other
                                         "deals": [{"declarations": [[], []], "brisquettes": [0, 2],
                                                    "brisques": [8, 4]}]})
    assert "brisquettes count twice" not in analyse(other_side).themes
