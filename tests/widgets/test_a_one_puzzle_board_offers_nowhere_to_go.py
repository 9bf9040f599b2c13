"""A board of one puzzle has nowhere to go: a newcomer read greyed Back and Next beside an active Next as a board
that went on somewhere (issue #31). On a board of one puzzle, of every kind of answer (a reason picked, a number
typed, an end-game played out), Back, Next and Next unsolved are not shown, before and after a wrong and a right
answer; a board of two shows them."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from penchant.puzzles.bank import get
from penchant_widgets.puzzles.board import PuzzleBoard


def _moves_shown(board: PuzzleBoard) -> list[str]:
    return [b.description for b in (board.prev_button, board.next_button, board.unsolved_button)
            if b.layout.display != "none"]


@pytest.mark.parametrize("pid", ["declaration-028", "scoring-001", "endgame-001"])
def test_one_puzzle_shows_no_way_on(pid: str) -> None:
    board = PuzzleBoard([pid])
    assert _moves_shown(board) == []
    p = get(pid)
    if p.answer_form == "number":
        board.number.value = "3"
        board.number.value = str(p.answer[0])
    elif p.answer_form == "choice":
        wrong = next(c for c in p.choices if c not in p.answer)
        board.answer(wrong)
        board.answer(p.answer[0])
    else:  # an end-game: a wrong card, then, started again, played out with the best cards
        assert p.answer_form == "card", (pid, p.answer_form)
        eg = board.endgame
        assert eg is not None
        eg.play(next(v.card for v in eg.session.card_values() if not v.right))
        assert _moves_shown(board) == [], pid
        eg.restart()
        while not eg.session.finished:
            eg.play(next(v.card for v in eg.session.card_values() if v.right))
        assert not eg.session.slips and eg.results, (pid, eg.session.slips)
    assert _moves_shown(board) == [], pid


def test_two_puzzles_show_the_way_on() -> None:
    assert len(_moves_shown(PuzzleBoard(["declaration-028", "scoring-001"]))) == 3
