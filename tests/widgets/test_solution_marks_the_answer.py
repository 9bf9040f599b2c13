"""Newcomers' review of the puzzle boards: *Show the solution* named the answer in words but left the board as it
was (the right tick, choice or cards not marked), without saying first that it would; and a wrong answer to a
puzzle already solved said its verdict twice ("Not this one. … Not quite: …")."""

from __future__ import annotations

import re

import pytest
from support import classes

from penchant.puzzles import analyse, get
from penchant.puzzles.checkers.barring import joined
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard

# tick puzzles (one right tick, several), a choice puzzle and a cards puzzle of the chapters (05, 04, 03)
TICKS, MANY_TICKS, CHOICE, CARDS = "barring-001", "barring-033", "trump-009", "declaration-004"


def _solution_shown(pid: str) -> PuzzleBoard:
    board = PuzzleBoard([pid], store=MemoryAttemptStore())
    for _ in get(pid).hints:
        board.hint()
    board.show_solution()
    return board


def test_the_board_says_before_that_the_solution_marks_the_answer() -> None:
    board = PuzzleBoard([TICKS], store=MemoryAttemptStore())
    for _ in get(TICKS).hints:
        board.hint()
    said = f"{board.solution_button.tooltip} {board.hints.value}"
    assert board.solution_button.tooltip.startswith("ticks every right answer among the choices"), said
    assert "ticks every right answer among the choices" in board.hints.value, said


@pytest.mark.parametrize(("pid", "where"), [
    (CHOICE, "marks the right answer among the choices"), (CARDS, "picks the answer's cards on the board"),
    ("scoring-001", "puts the answer in the box"), ("endgame-001", "opens the values table")])
def test_the_solution_button_says_where_each_board_kind_shows_the_answer(pid: str, where: str) -> None:
    """Issue #31: the tooltip said "marks the answer on the board" of every board, though a number goes in its box
    and an end-game's answer shows in its values table: each kind's words say where its answer shows."""
    board = PuzzleBoard([pid], store=MemoryAttemptStore())
    assert board.solution_button.tooltip.startswith(where), board.solution_button.tooltip
    assert board.solution_button.tooltip.endswith("the puzzle then counts as seen, not solved")


@pytest.mark.parametrize("pid", [TICKS, MANY_TICKS])
def test_the_solution_ticks_the_right_answers(pid: str) -> None:
    board = _solution_shown(pid)
    assert joined(board.inputs.ticked()) == analyse(get(pid)).best[0]
    assert "(marked on the board)" in board.feedback.value


def test_the_solution_marks_the_right_choice() -> None:
    board = _solution_shown(CHOICE)
    best = set(analyse(get(CHOICE)).best)
    marked = {c for c, b in board.inputs.choice_buttons.items() if "pt-answer-shown" in classes(b)}
    assert marked == best


def test_the_solution_picks_the_right_cards() -> None:
    board = _solution_shown(CARDS)
    assert str(board.inputs.picked()) == str(analyse(get(CARDS)).best[0])


@pytest.mark.parametrize("pid", [TICKS, CHOICE])
def test_a_wrong_answer_after_a_solve_says_its_verdict_once(pid: str) -> None:
    p = get(pid)
    best = analyse(p).best
    board = PuzzleBoard([pid], store=MemoryAttemptStore())
    wrong = next(c for c in p.choices if c not in best)
    if p.answer_form == "choices":
        board.answer(list(best))
        board.answer([wrong])
    else:
        board.answer(best[0])
        board.answer(wrong)
    text = re.sub(r"<[^>]+>", " ", board.feedback.value)
    verdicts = re.findall(r"Not this one|Not quite|is not right", text)
    assert len(verdicts) == 1, text
    assert "nothing is recorded" in text


def test_an_end_games_solution_marks_its_best_card_with_the_values() -> None:
    board = _solution_shown("endgame-001")
    assert board.endgame is not None and board.endgame.values_toggle.value
    said = board.feedback.value
    assert "(marked in the values table)" in said and "on the board" not in said, said
    assert board.status[0].shown
