"""A puzzle's answer choices are one width, each a whole row on a phone.

A newcomer on a phone (chapter 0) met "No: every card of it is already on your table" narrower than the other
answer buttons beside it: each button was as wide as its words. The choices sit in one grid of equal columns, one
column where the screen holds no two (the shared puzzle CSS)."""

from __future__ import annotations

import re

from support import classes

from penchant.puzzles import load_drills
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.puzzle_css import PUZZLE_CSS


def test_the_choice_buttons_sit_in_one_grid_of_equal_columns() -> None:
    p = next(p for p in load_drills() if p.answer_form == "choice" and len(p.choices) > 2)
    board = PuzzleBoard([p], store=MemoryAttemptStore())
    boxes = [w for w in board.answer_area.children if "pt-choices" in classes(w)]
    assert len(boxes) == 1 and len(boxes[0].children) == len(p.choices)
    rule = re.search(r"\.pt-choices\{([^}]*)\}", PUZZLE_CSS)
    assert rule and "display:grid" in rule.group(1) and "1fr" in rule.group(1)  # equal columns, as many as fit
