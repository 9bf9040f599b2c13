"""The line over a long board ("Try the first 5 of these 22 puzzles") follows the learner (issue #31: it still
asked to try the first five after all 22 were solved): once the first ones are solved or seen it says they are done,
and once every puzzle is solved it is gone."""

from __future__ import annotations

import re
from html import unescape

from penchant.puzzles import analyse, get
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.board import PuzzleBoard

IDS = ["scoring-001", "scoring-002", "scoring-003"]


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def test_the_line_says_the_first_are_done_then_goes_once_all_are_solved() -> None:
    board = PuzzleBoard(IDS, try_first=2, trainer=Trainer(MemoryAttemptStore(), context="chapter"))
    assert text(board.guide.value).startswith("Try the first 2 of these 3 puzzles"), board.guide.value
    for i, pid in enumerate(IDS):
        board.show(i)
        assert board.answer(analyse(get(pid)).best[0]) is not None
        said = text(board.guide.value)
        if i == 0:
            assert said.startswith("Try the first 2"), said
        elif i == 1:
            assert said.startswith("You are done with the first 2 of these 3 puzzles (2 solved)"), said
    assert board.guide.value == "" and board.guide.layout.display == "none"


def test_a_board_opened_with_every_puzzle_solved_shows_no_line() -> None:
    trainer = Trainer(MemoryAttemptStore(), context="chapter")
    for pid in IDS:
        trainer.answer(get(pid), analyse(get(pid)).best[0])
    board = PuzzleBoard(IDS, try_first=2, trainer=trainer)
    assert board.guide.value == "", board.guide.value


def test_the_missed_puzzle_on_the_board_is_not_said_to_be_brought_back() -> None:
    """Chapter 3: after a miss the line said "'Next unsolved' brings it back" of the puzzle on the board."""
    board = PuzzleBoard(IDS, try_first=2, trainer=Trainer(MemoryAttemptStore(), context="chapter"))
    truth = int(analyse(get(IDS[0])).best[0])
    got = board.answer(str(truth + 1))
    assert got is not None and not got.correct
    assert "Next unsolved" not in text(board.guide.value), board.guide.value
    board.show(1)
    said = text(board.guide.value)
    assert "The one you missed so far is worth another try" in said and "Next unsolved" in said, said
