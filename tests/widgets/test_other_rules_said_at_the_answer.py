"""A puzzle that plays by other rules than most of its board's says so over its answer, where a learner looks
when answering: a newcomer answered by the board's usual rule book, a banner over the question the only sign.
A puzzle that plays by the board's usual rules, and a board of one rule book, say nothing there."""

from __future__ import annotations

import html
import re
from collections import Counter

from penchant.rules.book_names import rules_words
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.choosing import select_puzzles


def _over_the_answer(board: PuzzleBoard) -> str:
    said = [c.value for c in board.answer_area.children
            if isinstance(getattr(c, "value", None), str) and "pt-answer-rules" in c.value]
    return html.unescape(re.sub(r"<[^>]+>", "", said[0])) if said else ""


def test_a_puzzle_of_another_rule_book_says_which_over_its_answer() -> None:
    trump = select_puzzles(kind="trump")
    # a board where one rule book is most of it: three of one, one of the other
    puzzles = [p for p in trump if p.rules == "kandell"][:3] + [p for p in trump if p.rules == "foster"][:1]
    usual, count = Counter(p.rules for p in puzzles).most_common(1)[0]
    assert 2 * count > len(puzzles)
    board = PuzzleBoard(puzzles)
    others = 0
    for i, p in enumerate(board.puzzles):
        board.show(i)
        said = _over_the_answer(board)
        if p.rules != usual:
            others += 1
            assert rules_words(p.rules) in said and f"not {rules_words(usual)}" in said, said
        elif not p.rule_options:
            assert said == "", said
    assert others >= 1


def test_a_board_of_one_rule_book_says_nothing_over_the_answer() -> None:
    p = next(p for p in select_puzzles(kind="trump") if p.rules == "foster")
    board = PuzzleBoard([p])
    assert _over_the_answer(board) == ""


def test_a_board_with_no_majority_rule_book_never_says_like_most() -> None:
    """Chapter 7's scoring board had as many Foster's puzzles as Kandell's, and a modern-rules puzzle said "not
    Foster's rules like most puzzles here": a newcomer wondered whether he had scored the others wrong."""
    foster = [p for p in select_puzzles(kind="trump") if p.rules == "foster"]
    kandell = [p for p in select_puzzles(kind="trump") if p.rules == "kandell"]
    assert foster and kandell
    board = PuzzleBoard([foster[0], kandell[0]])
    for i, p in enumerate(board.puzzles):
        board.show(i)
        said = _over_the_answer(board)
        assert "like most" not in said and rules_words(p.rules) in said and "change from puzzle to puzzle" in said
