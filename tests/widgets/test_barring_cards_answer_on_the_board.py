"""Chapters 5 and 10: chapter 0 teaches "tap or click a card to answer", but in the barring puzzles that ask for cards
of a table the board's cards did not respond: the reader had to press small chips under the board, and a wrong set
heard "these ticks are not the answer yet" where nothing looked like a tick. A card on the board now answers as its
chip does (each follows the other), and no word of the board speaks of ticks."""

from __future__ import annotations

import re

import pytest

from penchant.puzzles import analyse, get
from penchant.puzzles.checkers.barring import ticks
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.asking import answer_words
from penchant_widgets.puzzles.board import PuzzleBoard


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


@pytest.mark.parametrize(("pid", "zone"), [("barring-033", "table"), ("barring-037", "opp_table")])
def test_a_card_on_the_board_answers_as_its_chip_does(pid: str, zone: str) -> None:
    board = PuzzleBoard([pid], store=MemoryAttemptStore())
    p = board.puzzle
    picker = board.pickers[zone]
    first = p.choices[0]
    picker.click(first)  # the card on the board
    assert board.choice_buttons[first].value is True and board.ticked() == [first]
    picker.click(first)  # and again: taken back
    assert board.choice_buttons[first].value is False and not board.ticked()
    board.choice_buttons[first].value = True  # the chip: the card follows
    assert first in {str(c) for c in picker.selected}
    board.choice_buttons[first].value = False
    right = set(ticks(analyse(p).best[0]))
    wrong = [c for c in p.choices if c not in right][:1] or [c for c in p.choices if c in right][:1]
    for c in p.choices:
        if (c in right) != (c in wrong):
            picker.click(c)
    result = board.check_picked()
    assert result is not None and not result.correct
    said = text(board.feedback.value).lower()
    assert "tick" not in said.replace("trick", ""), said
    picked = {str(x) for x in picker.selected}  # the wrong set stays picked, to be adjusted
    for c in p.choices:
        if (c in right) != (c in picked):
            picker.click(c)
    assert {str(c) for c in picker.selected} == right
    result = board.check_picked()
    assert result is not None and result.correct


def test_the_words_to_answer_name_no_ticks() -> None:
    for pid in ("barring-033", "barring-037", "barring-001"):
        said = answer_words(get(pid)).lower()
        assert "tick" not in said, said
    assert "on the board" in answer_words(get("barring-033"))


def test_the_question_asks_to_pick_not_to_tick() -> None:
    """Chapter 5's declaring-under-a-bar questions said "Tick every one of these…" over buttons that are pressed."""
    from penchant.puzzles.bank import load_drills

    asked = [p.question for p in load_drills() if p.answer_form == "choices"]
    assert asked and not [q for q in asked if "tick" in q.lower().replace("trick", "")]
