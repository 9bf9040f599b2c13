"""What the puzzle board keeps of a visit is traitlets, observed (review: ``_rated_at_open``, ``_hints_shown``,
``_last``, ``_missed_here``, ``_answers`` and ``_shown_at`` were plain attributes the header's drawing read, each
path redrawing it by hand)."""

from __future__ import annotations

from penchant.puzzles import load_drills
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.progress import Visit


def _board() -> PuzzleBoard:
    chosen = [p for p in load_drills() if p.answer_form == "choice"][:3]
    return PuzzleBoard(chosen, store=MemoryAttemptStore())


def test_the_visit_is_traits() -> None:
    assert {"visits", "rated_at_open", "shown_at"} <= set(PuzzleBoard.class_trait_names())


def test_setting_them_draws_the_header() -> None:
    board = _board()
    board.rated_at_open = 1234
    assert "1234" in board.header.value
    board.hint()
    assert board.visit == Visit(hints=1) and board.status[board.index].hints == 1


def test_an_answer_is_kept_in_the_visit() -> None:
    board = _board()
    p = board.puzzle
    assert p.choices
    got = board.answer(p.choices[0])  # right or wrong: the visit keeps it
    assert got is not None
    assert board.visit.answers == (got.answer,) and board.visit.missed == (not got.correct)
    assert board.visit.last is board.answered
    board.visits = tuple(Visit() for _ in board.puzzles)  # observed: the header follows
    assert board.status[board.index].answers == []
