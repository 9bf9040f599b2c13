"""Chapter 3's counting question read "How many points does the one declaration that scores the most now make?"
(a newcomer: clumsy). It asks plainly, in the words the position makes for every such puzzle, stored and made."""

from __future__ import annotations

import pytest

from penchant.puzzles import Puzzle, load_bank, load_drills
from penchant.puzzles.words.questions import question_for

PLAIN = "What is the most you can score with one declaration now?"

COUNTING = [p for p in [*load_bank(), *load_drills()] if (p.kind, p.task) == ("declaration", "points")]


def test_there_are_counting_puzzles_to_ask() -> None:
    assert len(COUNTING) >= 5


@pytest.mark.parametrize("puzzle", COUNTING, ids=lambda p: p.id)
def test_a_counting_question_asks_plainly(puzzle: Puzzle) -> None:
    made = question_for(puzzle.kind, puzzle.task, puzzle.position)
    assert puzzle.question == made
    assert made.endswith(f"stock. {PLAIN}") and "does the one declaration" not in made
