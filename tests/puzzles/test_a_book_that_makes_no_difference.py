"""Whether a puzzle's rule book makes a difference to it: chapter 6's easiest end-games held one under Foster's rules
whose answer Kandell's give too, and the board warned of Foster's rules twice (newcomer 35). The engine says when
another book would answer a puzzle the same, so a board can keep quiet where the book does not matter."""

from __future__ import annotations

from penchant.puzzles import get
from penchant.puzzles.curation.under_other_books import book_makes_a_difference, under_book


def test_a_puzzle_under_its_own_book_makes_no_difference() -> None:
    p = get("endgame-001")
    assert p.rules == "kandell"
    assert not book_makes_a_difference(p, "kandell")


def test_chapter_6s_foster_endgame_is_answered_the_same_under_kandells_rules() -> None:
    p = get("endgame-012")
    assert p.rules == "foster"
    assert under_book(p, "kandell").rules == "kandell"
    assert not book_makes_a_difference(p, "kandell")


def test_fosters_trump_rule_makes_a_difference() -> None:
    # trump-013 turns on Foster's trump rule (a loser's penchant sets trump): Kandell's answer it otherwise
    assert book_makes_a_difference(get("trump-013"), "kandell")


def test_a_score_under_another_book_makes_a_difference() -> None:
    p = next(get(f"scoring-{n:03d}") for n in range(2, 20) if get(f"scoring-{n:03d}").rules == "foster")
    assert book_makes_a_difference(p, "kandell")
