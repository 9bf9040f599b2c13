"""An end-game solved on a puzzle board says what it counts for with the words every other puzzle's verdict uses,
once, where the deal ended.

A newcomer in chapter 6 solved an end-game after a miss and read only "Right: A♥." under the board, where the
other kinds of puzzle say "✔ Solved after a miss."; a later one read "✔ Solved after a miss." twice, in the play
message and in the verdict under it."""

from __future__ import annotations

import re

from penchant.puzzles import get
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.cards import symbolize
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
    # "Right: A♥." said once, where the deal ended: a phone showed it there and again in the box below (issue #31)
    assert "Right:" not in verdict and (played + " " + verdict).count("Right:") <= 1, (played, verdict)


def _missed_then_solved(pid: str) -> PuzzleBoard:
    board = PuzzleBoard([get(pid)], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    eg.play(next(v.card for v in eg.session.card_values() if not v.right))
    eg.restart()
    _play_best(board)
    return board


def test_an_end_game_solved_after_a_miss_shows_one_verdict_naming_the_answer() -> None:
    """Issue #31: endgame-001 missed with 7♥, then solved with A♥, ended "✔ Solved after a miss. 7♥ is a best card …"
    over "Right: A♥.": two verdicts about two cards, one of them the card missed. The deal played out says what the
    answer counts for and names the answer (a best-card or a game-at-stake end-game, answered by its first card); the
    end of the deal stands for its last card's verdict. Each kind of end-game on a board: best card, aim, line."""
    for pid in ("endgame-001", "mined-endgame-aim-7061-33", "mined-endgame-line-7015-33"):
        board = _missed_then_solved(pid)
        assert board.endgame is not None
        played, verdict = _text(board.endgame.message.value), _text(board.feedback.value)
        assert "is a best card" not in played and "is not best" not in played, (pid, played)
        assert "The deal is over" in played, (pid, played)
        # "Right:" once: a card named where the deal ended is not named again below (issue #31)
        assert (played + " " + verdict).count("Right:") == 1, (pid, played, verdict)
        if board.endgame.session.answered_by_first_card:
            first = board.endgame.results[0].card  # the answer, after Start again: the run's first card
            assert played.startswith(f"{outcome_words('solved_after_miss')} Right: {_text(symbolize(str(first)))}."), (
                pid, played)


def test_a_card_played_on_after_the_answer_is_said_as_play_going_on() -> None:
    board = PuzzleBoard([get("endgame-019")], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    eg.play("7D")  # the answer: right, counted at once
    assert _text(eg.message.value).startswith(f"{outcome_words('solved_first')} Right: 7♦.")
    eg.play("KD")  # best at the next trick, the deal not over
    played = _text(eg.message.value)
    assert not eg.session.finished
    assert "Playing on, K♦ is a best card" in played, played
    assert played.startswith(f"{outcome_words('solved_first')} Right: 7♦."), played
