"""A newcomer on a phone checked a wrong pick-every-answer answer in chapter 5: the note beside Check promised green
and red once Check was pressed, but the picks stayed drawn as picked and only the reply turned red. Check marks each
pick right or wrong; a right answer not picked is not marked (the miss gives no answer away), and a pick changed
after Check is an answer not yet checked, unmarked."""

from __future__ import annotations

from support import classes

from penchant.puzzles import analyse, get
from penchant.puzzles.checkers.barring import ticks
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.answering import TICKS_NOTE
from penchant_widgets.puzzles.board import PuzzleBoard

MANY_TICKS = "barring-033"  # several right ticks


def _marks(board: PuzzleBoard) -> dict[str, str]:
    out = {}
    for c, b in board.inputs.choice_buttons.items():
        got = [m for m in ("pt-tick-right", "pt-tick-wrong") if m in classes(b)]
        if got:
            out[c] = got[0]
    return out


def test_check_marks_the_picks_right_and_wrong_and_not_the_missed_answers() -> None:
    board = PuzzleBoard([MANY_TICKS], store=MemoryAttemptStore())
    right = list(ticks(analyse(get(MANY_TICKS)).best[0]))
    wrong = next(c for c in board.inputs.choice_buttons if c not in right and c != "none of them")
    assert len(right) > 1
    board.inputs.choice_buttons[right[0]].value = True
    board.inputs.choice_buttons[wrong].value = True
    assert _marks(board) == {}  # not before Check
    got = board.check_picked()
    assert got is not None and not got.correct
    assert _marks(board) == {right[0]: "pt-tick-right", wrong: "pt-tick-wrong"}  # right[1:] missed: unmarked
    board.inputs.choice_buttons[wrong].value = False  # a changed answer: not checked yet
    assert _marks(board) == {}


def test_the_note_beside_check_says_what_check_marks() -> None:
    assert "green" in TICKS_NOTE and "red" in TICKS_NOTE and "until you ask for the solution" in TICKS_NOTE
