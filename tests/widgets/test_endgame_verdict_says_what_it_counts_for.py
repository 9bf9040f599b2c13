"""An end-game solved on a puzzle board says what it counts for with the words every other puzzle's verdict uses,
once, where the deal ended.

A newcomer in chapter 6 solved an end-game after a miss and read only "Right: A♥." under the board, where the
other kinds of puzzle say "✔ Solved after a miss."; a later one read "✔ Solved after a miss." twice, in the play
message and in the verdict under it."""

from __future__ import annotations

import re

from penchant.puzzles import get
from penchant.trainer.attempts import Outcome
from penchant.trainer.outcome_words import verdict_words
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard


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
    _said_once(board, verdict_words(Outcome.SOLVED_AFTER_MISS))


def test_an_end_game_solved_at_once_says_so_in_its_verdict() -> None:
    board = PuzzleBoard([get("endgame-001")], store=MemoryAttemptStore())
    _play_best(board)
    _said_once(board, verdict_words(Outcome.SOLVED_FIRST))


def _said_once(board: PuzzleBoard, words: str) -> None:
    """``words`` at the top of the end-game's message, where the deal ended, and not again in the verdict."""
    assert board.endgame is not None
    played, verdict = _text(board.endgame.message.value), _text(board.feedback.value)
    assert played.startswith(words), played
    assert (played + " " + verdict).count(words) == 1, (played, verdict)
    assert (played + " " + verdict).count("Right:") == 1, (played, verdict)


def _missed_then_solved(pid: str) -> PuzzleBoard:
    board = PuzzleBoard([get(pid)], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    eg.play(next(v.card for v in eg.session.card_values() if not v.right))
    eg.restart()
    _play_best(board)
    return board


def test_an_end_game_solved_after_a_miss_shows_one_verdict_naming_the_answer() -> None:
    """endgame-001 missed with 7♥, then solved with A♥: the deal played out says what the answer counts for and, for
    an end-game answered by its first card (best card, aim), names the answer once ("Right: A♥." by the cards; the
    verdict under the board keeps the why, not a second "Right: A♥."); no verdict on a card played after it (7♥,
    missed, is a best card at the next trick) reads as a second one. A line end-game is answered by the whole line:
    its verdict under the board says so, once. Each kind of end-game on a board: best card, aim, line."""
    for pid in ("endgame-001", "mined-endgame-aim-7061-33", "mined-endgame-line-7015-33"):
        board = _missed_then_solved(pid)
        assert board.endgame is not None
        played, verdict = _text(board.endgame.message.value), _text(board.feedback.value)
        both = played + " " + verdict
        assert "is a best card" not in played and "is not best" not in played, (pid, played)
        assert "The deal is over" in played, (pid, played)
        assert both.count("Right:") == 1 and both.count(verdict_words(Outcome.SOLVED_AFTER_MISS)) == 1, (pid, both)
        assert played.startswith(verdict_words(Outcome.SOLVED_AFTER_MISS)), (pid, played)
        if board.endgame.session.answered_by_first_card:
            answer = re.match(rf"{re.escape(verdict_words(Outcome.SOLVED_AFTER_MISS))} Right: ([^.]+)\.", played)
            assert answer is not None, (pid, played)
            assert verdict.startswith(f"{answer.group(1)}: "), (pid, verdict)  # the why, of the card named above
        else:
            assert verdict.startswith("Right: each of the"), (pid, verdict)


def test_a_card_played_on_after_the_answer_is_said_as_play_going_on() -> None:
    board = PuzzleBoard([get("endgame-019")], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    eg.play("7D")  # the answer: right, counted at once
    assert _text(eg.message.value).startswith(f"{verdict_words(Outcome.SOLVED_FIRST)} Right: 7♦.")
    eg.play("KD")  # best at the next trick, the deal not over
    played = _text(eg.message.value)
    assert not eg.session.finished
    assert "Playing on. K♦ is a best card" in played, played
    assert played.startswith(f"{verdict_words(Outcome.SOLVED_FIRST)} Right: 7♦."), played
