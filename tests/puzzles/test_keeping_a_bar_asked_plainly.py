"""Chapter 5's first puzzle asks one thing, plainly (newcomer): "Which cards of your table must you not play, or you
lose a bar you hold (or the set that keeps your minor sets free)?" tangled a negation, a condition and a bracketed
second case into one question. The ask is one idea in a player's words, from the position the board draws."""

from __future__ import annotations

import pytest

from penchant.puzzles import get, load_bank, load_drills
from penchant.puzzles.words.questions import question_for, shown_question

CHAPTER_5_FIRST = "barring-033"


def test_the_first_barring_puzzle_asks_one_idea() -> None:
    p = get(CHAPTER_5_FIRST)
    asked = shown_question(p.kind, p.task, p.answer_form, p.question)
    assert asked.startswith("You lead to trick 5, with 12 cards left in the stock. ")
    ask = asked.split(". ", 1)[1]
    assert "(" not in ask and " or you " not in ask and "not play" not in ask, ask
    assert ask.count("?") == 1, ask


@pytest.mark.parametrize("puzzle", [p for p in [*load_bank(), *load_drills()] if p.task == "lift"],
                         ids=lambda p: p.id)
def test_every_keeping_a_bar_question_is_the_one_its_position_makes(puzzle: object) -> None:
    from penchant.puzzles import Puzzle

    assert isinstance(puzzle, Puzzle)
    assert puzzle.question == question_for(puzzle.kind, puzzle.task, puzzle.position)


def test_a_wrong_tick_asks_the_questions_one_idea_again() -> None:
    from penchant.puzzles import check

    p = get(CHAPTER_5_FIRST)
    said = check(p, ["QH"]).refutation or ""
    assert "bars" in said and "(" not in said and "keeps your minor sets free" not in said, said
