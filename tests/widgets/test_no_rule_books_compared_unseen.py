"""Chapter 4's solutions were tagged "Foster and Kandell differ", Foster's rules only in a fold the reader had not
opened. A board of one rule book lists no theme comparing rule books; a board of two, and the practice page, do."""

from __future__ import annotations

import html
import re

from penchant.puzzles import get
from penchant.puzzles.words.position import BOOKS_COMPARED, theme_words
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.choosing import select_puzzles

COMPARED = {theme_words(t) for t in BOOKS_COMPARED}


def _themes_after_the_solution(board: PuzzleBoard) -> set[str]:
    board.show_solution()
    return {html.unescape(t) for t in re.findall(r'<span class="pt-theme">([^<]*)</span>', board.feedback.value)}


def test_a_board_of_kandells_rules_lists_no_theme_comparing_rule_books() -> None:
    p = get("trump-017")  # chapter 4's: the loser's penchant, where Foster's rules give another trump
    assert p.rules == "kandell" and BOOKS_COMPARED & set(p.themes)
    board = PuzzleBoard([p, get("trump-009")], store=MemoryAttemptStore())
    shown = _themes_after_the_solution(board)
    assert shown and not shown & COMPARED, shown
    assert theme_words("the loser's penchant") in shown


def test_a_board_of_two_rule_books_lists_it() -> None:
    foster = next(p for p in select_puzzles(kind="trump") if p.rules == "foster")
    board = PuzzleBoard([get("trump-017"), foster], store=MemoryAttemptStore())
    assert _themes_after_the_solution(board) & COMPARED
