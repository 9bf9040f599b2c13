"""Chapter 0 says what a red message does to the board; it must hold on every board.

It said "nothing on the board changes", but on the end-game boards (chapters 6, 7) a wrong card is played out and
the computer replies on the board. Chapter 0 then said so itself, before any board was seen, with "end-game boards"
and "Start again" a newcomer met there as jargon (issue #31): it says only what its own board needs, and chapter 6,
where an end-game board is first met, says what a wrong card does there, naming the button that puts the board back
as the board itself names it."""

from __future__ import annotations

import re

import pytest
from chapter_cells import sources_of

pytest.importorskip("ipywidgets")

from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant_widgets.puzzles.endgame import EndgameBoard


def _prose(chapter: str) -> str:
    return re.sub(r"\s+", " ", " ".join(sources_of(chapter, "markdown")))


def _red_promise() -> str:
    found = re.search(r"\*\*red\*\*[^*]*(?:\*\*(?!amber)[^*]*)*", _prose("00_how_to_use_this_tutorial"))
    assert found, "chapter 0 says what a red message means"
    return found.group(0)


def test_chapter_0_promises_only_what_its_own_board_does() -> None:
    promise = _red_promise()
    assert "✘" in promise and "nothing on the board changes" not in promise, promise
    first = _prose("00_how_to_use_this_tutorial").split("## A taste of the game", 1)[0]
    for later in ("end-game", "Start again", "best reply"):
        assert later not in first, later


def test_a_wrong_end_game_card_changes_the_board_and_chapter_6_says_so_before_its_first() -> None:
    board = EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4))
    wrong = next(v.card for v in EndgameSession(board.puzzle).card_values() if not v.right)
    board.play(wrong)
    assert 'pt-msg-error' in board.message.value and board.session.line  # red, and the card is on the board
    before = _prose("06_the_last_six_tricks").split("## Tips for the end-game", 1)[0]
    said = before[before.index("In the end-game below"):]
    assert "a wrong card is played" in said and "red" in said and "best reply" in said, said
    assert f"**{board.restart_button.description}** puts the cards back" in said, said
    board.restart()
    assert not board.session.line  # and Start again puts it back, as promised
