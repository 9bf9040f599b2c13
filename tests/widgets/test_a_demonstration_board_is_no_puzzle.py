"""Chapter 6's first end-game board only shows the obligations of the last six tricks: it says it is a
demonstration and carries none of a puzzle's aids (issue #31: it showed the puzzle's instruction, "Every card is
known: find the play that takes the most brisques…", a Show the values button and brisque counts, and a newcomer
did not know whether to solve something)."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

from penchant_widgets.puzzles.endgame import EndgameBoard

CHAPTER_6 = Path(__file__).resolve().parents[2] / "notebooks" / "06_the_last_six_tricks.ipynb"


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def _demo() -> EndgameBoard:
    return EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4),
                                      title="Follow suit, and win if you can", demo=True)


def test_a_demonstration_says_so_and_shows_no_puzzle_aid() -> None:
    board = _demo()
    opening = _text(board.message.value)
    assert "demonstration" in opening and "find the play" not in opening, opening
    assert board.values_toggle.layout.display == "none"
    assert "brisque" not in _text(board.badges.value).lower(), board.badges.value
    board.play("7D")  # refused: he must follow and win
    assert "7" in _text(board.message.value) and not board.session.line
    board.play("KD")
    said = _text(board.message.value)
    assert "is played" in said and "best" not in said and "✘" not in said, said


def test_a_puzzle_board_keeps_its_aids() -> None:
    board = EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4))
    assert "find the play" in _text(board.message.value) and board.values_toggle.layout.display != "none"
    assert "brisques left to win" in _text(board.badges.value)


def test_chapter_6_shows_the_obligations_on_a_demonstration() -> None:
    cells = json.loads(CHAPTER_6.read_text(encoding="utf-8"))["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    obligations = next(c for c in code if "Follow suit, and win if you can" in c)
    assert "demo=True" in obligations


def test_a_demonstration_ends_with_its_card_and_numbers_no_trick() -> None:
    """Issue #31: after the legal K♦ the trick list numbered it "13." out of nowhere, and the hand still said "pick a
    card to play it", the demonstration over. The demonstration ends with its card, says so, and asks for no more."""
    board = _demo()
    assert board.mine.label == "Your hand: pick a card to play it"
    board.play("KD")
    said = _text(board.message.value)
    assert "end of the demonstration" in said and "Start again" in said, said
    assert board.mine.label == "Your hand", board.mine.label
    assert "<ol" not in board.tricks_view.value and "13" not in _text(board.tricks_view.value), board.tricks_view.value
    assert "Tricks so far" in board.tricks_view.value
    board.restart()
    assert board.mine.label == "Your hand: pick a card to play it"
