"""Chapter 6 on a phone: pressing Hint on an end-game opened the hint far below the board, under "Tricks so far",
and a newcomer saw nothing change near the cards. On an end-game the hints and the hint and solution buttons sit
in the end-game's side right under its message (under the hand on a phone, beside the cards when wide); on other
puzzles they stay under the answer, over the nav row, and they come back there when the board leaves an end-game."""

from __future__ import annotations

from typing import Any

from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard


def holds(box: Any, widget: Any) -> bool:
    """Whether ``widget`` is drawn inside ``box`` (a child, a child's child...)."""
    return any(kid is widget or holds(kid, widget) for kid in getattr(box, "children", ()))


def test_an_end_games_hint_sits_under_its_message_before_the_tricks_played() -> None:
    board = PuzzleBoard(["endgame-001", "barring-001"], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    board.hint()
    assert board.hints.value
    sides = [kid for kid in eg.children if holds(kid, eg.tricks_view)]
    assert sides, "the end-game draws its tricks so far"
    column = next(box for box in _boxes(eg) if eg.message in box.children)
    kids = list(column.children)
    # right under the message (and the empty line that brings a reply into view)
    assert kids.index(eg.message) + 2 == kids.index(eg.help_box) < kids.index(eg.tricks_view)
    assert kids.index(eg.reveal) == kids.index(eg.message) + 1
    assert holds(eg.help_box, board.hints) and holds(eg.help_box, board.hint_button)
    assert holds(eg.help_box, board.solution_button)
    # drawn once: not also under the answer, nor in the nav row
    assert not holds(board.help_area, board.hints) and not holds(board.nav, board.hint_button)
    board.next()  # a barring puzzle: the hints and their buttons back under the answer
    assert board.endgame is None
    assert holds(board.help_area, board.hints) and holds(board.nav, board.hint_button)
    assert holds(board.nav, board.solution_button)
    assert not holds(eg.help_box, board.hints)


def _boxes(widget: Any) -> list[Any]:
    out = []
    for kid in getattr(widget, "children", ()):
        if hasattr(kid, "children"):
            out += [kid, *_boxes(kid)]
    return out
