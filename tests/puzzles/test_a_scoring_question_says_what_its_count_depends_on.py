"""Chapter 7's first scoring puzzle lists each player's declarations, not the order they were made in, and a newcomer
could not tell whether the pair of Tens was barred by the Kings on the other table (issue #31). The question says,
from the position the board draws, that every declaration shown was allowed when it was made, naming the minor sets
that face a major set. And the book bonus's hint, stored in the scoring drills, said "count all the brisques each
player took, the last six tricks' too" beside a board that gives each player's "brisques in all": it sent a reader
adding the brisquettes to a count that holds them already."""

from __future__ import annotations

from penchant.puzzles import analyse, get
from penchant.puzzles.bank import load_drills
from penchant.puzzles.words.questions import question_for


def test_chapter_7s_first_puzzle_says_its_minor_pairs_were_not_barred() -> None:
    p = get("scoring-003")
    assert p.question == question_for(p.kind, p.task, p.position)  # stored as the engine words it
    assert ("Every declaration shown was allowed when it was made, and scores: no bar stopped 10♠ 10♦ and 10♥ 10♣ "
            "when they were declared.") in p.question, p.question


def test_a_deal_with_no_minor_set_facing_a_major_one_says_nothing_of_bars() -> None:
    p = get("scoring-001")  # nothing declared
    assert "bar" not in p.question, p.question


def test_the_book_bonus_hint_takes_the_boards_count_as_it_is() -> None:
    scoring = [p for p in load_drills() if p.kind == "scoring"]
    assert len(scoring) == 17
    for p in scoring:
        book = [h for h in p.hints if "book bonus, " in h or "book bonus:" in h]
        assert book and book == [h for h in analyse(p).hints if h in book], p.id
        for h in book:
            assert "the last six tricks' too" not in h and "count all the brisques" not in h, (p.id, h)
            assert "as the board gives them" in h and "add nothing to it" in h, (p.id, h)
