"""Chapter 7's first scoring puzzle names the slip behind a 40 on the board, as it does a kind counted at another
kind's value (newcomers, chapter 7): 40 is the deal scored with the book bonus paid on all six brisques taken, and
the board said only "No single part explains 40"."""

from __future__ import annotations

import re

from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.choosing import easy_first_ids, rules_first_ids

CHAPTER_7 = rules_first_ids("kandell", easy_first_ids(f"scoring-{n:03d}" for n in (
    3, 2, 5, 4, 7, 8, 15, 17, 9, 10, 16, 13, 12, 14, 18)))
"""The puzzles of chapter 7's scoring board, in its order."""


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def test_forty_on_the_first_puzzle_is_sent_to_the_book_bonus() -> None:
    board = PuzzleBoard(CHAPTER_7, title="Scoring", try_first=4, chapter_rules="kandell", store=MemoryAttemptStore())
    assert board.puzzle.id == "scoring-003"
    board.number.value = "40"
    result = board.check_picked()
    assert result is not None and not result.correct
    said = _plain(board.feedback.value)
    assert "No single part" not in said, said
    # pointed at the book bonus, as a question about the board's brisques, without stating the rule (a miss
    # teaches without telling: tests/puzzles/test_a_miss_points_without_giving_the_answer.py)
    assert "book bonus" in said and "brisques in all on the board" in said and "over six" not in said, said
    assert "34" not in said, said
