"""Whether a run has answered a best-card end-game (a right first card, then a slip, is solved all the same) and
whether every card so far was best are the session's verdicts (:class:`EndgameSession`), not worked out by a board
from its own list of results; the board says them."""

from __future__ import annotations

from penchant.puzzles import load_drills
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant_widgets.puzzles.endgame import EndgameBoard

DRILLS = load_drills()


def _right_then_wrong() -> tuple[EndgameBoard, str, str]:
    """A best-card end-game board with a right first card played, and a wrong card then open: the cards."""
    for p in DRILLS:
        if p.kind != "endgame" or p.task != "best":
            continue
        board = EndgameBoard(EndgameSession(p))
        s = board.session
        first = next(v.card for v in s.card_values() if v.right)
        board.play(first)
        wrong = [v.card for v in s.card_values() if not v.right]
        if wrong and not s.finished:
            return board, first, wrong[0]
    raise AssertionError("the drills hold a best-card end-game with a wrong second card")


def test_a_right_first_card_then_a_slip_answers_the_puzzle() -> None:
    board, _first, wrong = _right_then_wrong()
    s = board.session
    assert s.every_card_best and s.first_card_right and s.answered_right_by_first_card
    assert "pt-msg-ok" in board.message.value, "green while every card is best"
    board.play(wrong)
    assert not s.every_card_best and s.first_card_right and s.answered_right_by_first_card
    assert "pt-msg-error" in board.message.value
    while not s.finished:
        board.play(next(v.card for v in s.card_values() if v.right))
        assert "pt-msg-info" in board.message.value, "a best card after a slip is said in blue, not green"
    assert not s.solved and "short of what your first card kept" in board.message.value


def test_a_wrong_first_card_does_not_answer_it() -> None:
    for p in DRILLS:
        if p.kind != "endgame" or p.task != "best":
            continue
        s = EndgameSession(p)
        wrong = [v.card for v in s.card_values() if not v.right]
        if wrong:
            assert not s.first_card_right and not s.answered_right_by_first_card, "not before a card is played"
            s.play(wrong[0])
            assert not s.first_card_right and not s.answered_right_by_first_card and not s.every_card_best
            s.restart()
            assert s.every_card_best and s.first_card is None
            return
    raise AssertionError("the drills hold a best-card end-game with a wrong first card")
