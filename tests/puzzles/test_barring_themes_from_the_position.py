"""A barring puzzle's tags are the position's facts (issue #31): chapter 10's review tagged "Your set bars theirs"
on a puzzle where the opponent's table held only major Jacks, which nothing bars, and the question was his bar on
yours. The tag is given only where his table shows a minor set that yours bars."""

from __future__ import annotations

from penchant.puzzles import Puzzle, analyse, get

BARS_THEIRS = "your set bars theirs"


def _legal_all(opp_table: str) -> Puzzle:
    """Chapter 10's review puzzle (your 9♠ 9♥ 9♦ in hand, A♠ A♦ on your table), his table as given."""
    p = get("barring-026")
    return p.with_changes(position={**p.position, "opp_table": opp_table})


def test_chapter_10s_review_puzzle_is_not_tagged_with_a_bar_it_does_not_show() -> None:
    p = get("barring-026")  # your Aces, his Jacks: his sets are major, and none of them is barred
    assert BARS_THEIRS not in analyse(p).themes and BARS_THEIRS not in p.themes
    assert BARS_THEIRS not in analyse(_legal_all("JS JH JD")).themes


def test_the_tag_is_given_where_his_minor_set_lies_under_your_bar() -> None:
    assert BARS_THEIRS in analyse(_legal_all("JS JH JD 8S 8H")).themes  # your Aces bar his pair of Eights
