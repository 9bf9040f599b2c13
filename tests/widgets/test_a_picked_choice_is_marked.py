"""A one-answer puzzle marks the choice the learner clicked, as the pick-several puzzles keep their ticks: drawn as
picked, then right or wrong, and said in its words (a ✔ or ✘ and a title), not by colour alone. A choice clicked
left the board unchanged, its verdict only in the message."""

from __future__ import annotations

import ipywidgets as widgets
from support import classes

from penchant.puzzles import analyse, get
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.answering import RIGHT_MARK, WRONG_MARK
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.choosing import choice_label

CHOICE = "declaration-028"  # chapter 2's "Who may declare", one answer of four


def _click(board: PuzzleBoard, choice: str) -> None:
    b = board.inputs.choice_buttons[choice]
    assert isinstance(b, widgets.Button) and not isinstance(b, widgets.ToggleButton)
    b.click()


def test_the_choice_clicked_is_marked_picked_and_wrong_then_the_next_one_right() -> None:
    p = get(CHOICE)
    assert p.answer_form == "choice"
    best = analyse(p).best[0]
    wrong = next(c for c in p.choices if c != best)
    board = PuzzleBoard([CHOICE], store=MemoryAttemptStore())
    buttons = board.inputs.choice_buttons
    _click(board, wrong)
    assert {"pt-choice-picked", "pt-choice-wrong"} <= set(classes(buttons[wrong]))
    assert buttons[wrong].description == f"{WRONG_MARK} {choice_label(wrong)}"
    assert buttons[wrong].tooltip == "Your answer: not right"
    for c in p.choices:  # no other choice marked, nor the right one told
        if c != wrong:
            assert not {"pt-choice-picked", "pt-choice-right", "pt-choice-wrong"} & set(classes(buttons[c]))
            assert buttons[c].description == choice_label(c)
    _click(board, best)
    assert {"pt-choice-picked", "pt-choice-right"} <= set(classes(buttons[best]))
    assert buttons[best].description == f"{RIGHT_MARK} {choice_label(best)}"
    assert buttons[best].tooltip == "Your answer: right"
    assert "pt-choice-picked" not in classes(buttons[wrong]) and buttons[wrong].description == choice_label(wrong)
    assert board.inputs.picked_choice == best


def test_the_solution_shown_clears_the_mark_of_the_choice_picked() -> None:
    p = get(CHOICE)
    best = analyse(p).best[0]
    wrong = next(c for c in p.choices if c != best)
    board = PuzzleBoard([CHOICE], store=MemoryAttemptStore())
    _click(board, wrong)
    for _ in p.hints:
        board.hint()
    board.show_solution()
    assert board.inputs.picked_choice is None
    assert "pt-choice-picked" not in classes(board.inputs.choice_buttons[wrong])
