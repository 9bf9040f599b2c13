"""Chapter 0 says what a red message does to the board; it must hold on every board.

It said "nothing on the board changes", but on the end-game boards (chapters 6, 7) a wrong card is played out and
the computer replies on the board. The promise says so, naming the button that puts the board back, as the board
itself names it."""

from __future__ import annotations

import re

import pytest
from chapter_cells import sources_of

pytest.importorskip("ipywidgets")

from penchant_widgets.puzzles.endgame import EndgameBoard  # noqa: E402

from penchant.puzzles.endgame_session import EndgameSession  # noqa: E402


def _red_promise() -> str:
    prose = re.sub(r"\s+", " ", " ".join(sources_of("00_how_to_use_this_tutorial", "markdown")))
    found = re.search(r"\*\*red\*\*[^*]*(?:\*\*(?!amber)[^*]*)*", prose)
    assert found, "chapter 0 says what a red message means"
    return found.group(0)


def test_a_wrong_end_game_card_changes_the_board_and_chapter_0_says_so() -> None:
    board = EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4))
    wrong = next(v.card for v in EndgameSession(board.puzzle).card_values() if not v.right)
    board.play(wrong)
    assert 'pt-msg-error' in board.message.value and board.session.line  # red, and the card is on the board
    promise = _red_promise()
    assert "nothing on the board changes" not in promise or "end-game" in promise
    assert "end-game" in promise and board.restart_button.description in promise
    board.restart()
    assert not board.session.line  # and Start again puts it back, as promised
