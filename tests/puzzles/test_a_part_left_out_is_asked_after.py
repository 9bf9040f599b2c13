"""A wrong deal count that one whole part of the score left out explains is sent to where that part is read on the
board, with a question of what it earns, giving neither the part's points nor the total nor the step to take; where
two whole parts fit equally, the miss stays a plain "add it up again" (the learner is not sent to the wrong part).

Newcomer 33 typed 7 in chapter 1 (seven brisquettes, the book bonus forgotten) and 32 in chapter 7's first scoring
puzzle (the two brisquettes forgotten), and read only "add it up again" for both; a later newcomer read "did you add
your book bonus?" as the method that gives the answer (issue #31)."""

from __future__ import annotations

from typing import Any

from penchant.puzzles import analyse, check, get
from penchant.puzzles.model import Puzzle


def _miss(p: Puzzle, answer: str) -> str:
    r = check(p, answer)
    assert not r.correct, (p.id, answer)
    return r.refutation or ""


def test_chapter_one_seven_asks_after_the_book_bonus() -> None:
    p = get("scoring-001")
    assert analyse(p).best == ("10",)
    said = _miss(p, "7")
    assert said == ("7 leaves a whole part of the score out: look on the board at your brisques in all: what do they "
                    "earn at the end of the deal?"), said
    assert "10" not in said and "3" not in said


def test_chapter_seven_thirty_two_asks_after_the_brisquettes() -> None:
    p = get("scoring-003")
    assert analyse(p).best == ("34",)
    said = _miss(p, "32")
    assert said == ("32 leaves a whole part of the score out: look on the board at your brisquettes: what do they "
                    "score?"), said


def test_the_verdict_the_analysis_keeps_says_the_same() -> None:
    p = get("scoring-003")
    ok, why = analyse(p).verdicts["32"]
    assert not ok, why
    assert why.startswith("32 leaves a whole part of the score out: look on the board at your brisquettes"), why


def _deal(brisquettes: int, brisques: int) -> Puzzle:
    obj: dict[str, Any] = get("scoring-001").to_json()
    obj.pop("answer", None)
    obj["id"] = "scoring-test-left-out"
    obj["position"]["deals"] = [{"declarations": [[], []], "brisquettes": [brisquettes, 0],
                                 "brisques": [brisques, 12 - brisques]}]
    return Puzzle.from_json(obj)


def test_two_whole_parts_that_fit_alike_name_neither() -> None:
    p = _deal(3, 9)  # three brisquettes worth 3, three brisques over six worth 3: 6
    assert analyse(p).best == ("6",)
    said = _miss(p, "3")
    assert "look on the board" not in said and "perhaps" not in said, said
    assert said.startswith("Add up your score for this deal again"), said


def test_a_copied_count_of_brisques_is_no_part_left_out() -> None:
    p = _deal(1, 9)  # one brisquette, book bonus 3: 4; the board's 9 brisques in all is no part's points
    assert analyse(p).best == ("4",)
    said = _miss(p, "1")  # the book bonus left out
    assert said == ("1 leaves a whole part of the score out: look on the board at your brisques in all: what do they "
                    "earn at the end of the deal?"), said
    assert "look on the board" not in _miss(p, "9")


def test_chapter_one_counts_of_cards_are_named_as_such_without_the_score() -> None:
    p = get("scoring-001")  # seven brisquettes, nine brisques against three: 10
    said = {n: _miss(p, n) for n in ("9", "12")}
    assert said["9"].startswith("9 is how many brisques you took, a count of cards, not points"), said
    assert said["12"].startswith("12 is how many brisques the deal holds, both players' together"), said
    for n, words in said.items():
        assert "your brisquettes and your book bonus" in words and "10" not in words, words
        assert words.count(f"{n} is") == 1 and "is not your score" not in words, words


def test_a_miss_no_part_explains_does_not_say_its_number_twice() -> None:
    r = check(get("scoring-001"), "0")
    assert r.said == "0 is not right." and not (r.refutation or "").startswith("0 "), r.refutation
