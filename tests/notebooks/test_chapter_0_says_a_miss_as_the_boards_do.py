"""Chapter 0 teaches how the boards answer, with its own board as the example: it said a red message "asks" and that
"nothing on the board changes", while every board's miss ends "Try again, take a hint, or go on." and marks the answer
picked ✘. What chapter 0 quotes of a miss is what its board says after each wrong answer, and its mark."""

from __future__ import annotations

import html
import re

import pytest
from chapter_cells import sources_of

pytest.importorskip("ipywidgets")

from penchant.puzzles import analyse, get
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.answering import WRONG_MARK
from penchant_widgets.puzzles.board import PuzzleBoard

CHAPTER = "00_how_to_use_this_tutorial"


def test_chapter_0_quotes_what_its_board_says_after_a_miss() -> None:
    prose = re.sub(r"\s+", " ", " ".join(sources_of(CHAPTER, "markdown")))
    code = " ".join(sources_of(CHAPTER, "code"))
    pid = re.search(r'PuzzleBoard\(\["([a-z]+-\d{3})"\]', code)
    assert pid, "chapter 0 has its one-puzzle board"
    p = get(pid.group(1))
    wrong = [c for c in p.choices if c not in analyse(p).best]
    assert wrong
    for choice in wrong:
        board = PuzzleBoard([p], title="A first try", themes=False, store=MemoryAttemptStore())
        board.choice_buttons[choice].click()
        notes = re.findall(r'<div class="pt-small pt-note">([^<]*)</div>', board.feedback.value)
        assert notes, board.feedback.value
        said = html.unescape(notes[-1])
        assert f"“{said}”" in prose, (said, prose[:400])
        assert board.choice_buttons[choice].description.startswith(WRONG_MARK)
    assert f"marked {WRONG_MARK}" in prose and "red message asks" not in prose
