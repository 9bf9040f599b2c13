"""An end-game solved on a puzzle board says what it counts for with the words every other puzzle's verdict uses,
once, where the deal ended.

A newcomer in chapter 6 solved an end-game after a miss and read only "Right: A♥." under the board, where the
other kinds of puzzle say "✔ Solved after a miss."; a later one read "✔ Solved after a miss." twice, in the play
message and in the verdict under it."""

from __future__ import annotations

import re

from penchant.puzzles import get
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.verdict import outcome_words


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def _play_best(board: PuzzleBoard) -> None:
    eg = board.endgame
    assert eg is not None
    while not eg.session.finished:
        eg.play(next(v.card for v in eg.session.card_values() if v.right))


def test_an_end_game_solved_after_a_miss_says_so_in_its_verdict() -> None:
    board = PuzzleBoard([get("endgame-001")], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    eg.play(next(v.card for v in eg.session.card_values() if not v.right))
    eg.restart()
    _play_best(board)
    _said_once(board, outcome_words("solved_after_miss"))


def test_an_end_game_solved_at_once_says_so_in_its_verdict() -> None:
    board = PuzzleBoard([get("endgame-001")], store=MemoryAttemptStore())
    _play_best(board)
    _said_once(board, outcome_words("solved_first"))


def _said_once(board: PuzzleBoard, words: str) -> None:
    """``words`` at the top of the end-game's message, where the deal ended, and not again in the verdict."""
    assert board.endgame is not None
    played, verdict = _text(board.endgame.message.value), _text(board.feedback.value)
    assert played.startswith(words), played
    assert (played + " " + verdict).count(words) == 1, (played, verdict)
    assert verdict.startswith("Right:"), verdict
