"""A wrong card on an end-game puzzle is said as a miss on every other board: it starts with ✘ and ends "Try
again, take a hint, or go on.", as chapter 0 promises of every wrong answer (issue #31: chapter 6's end-games said
"8♥ is not best: …" with neither). A standalone board, with no hints to take, does not offer one."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.trainer.stores import SQLiteAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.endgame import EndgameBoard
from penchant_widgets.puzzles.verdict import MISS_AFTER


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def test_a_wrong_card_on_an_endgame_puzzle_starts_with_the_cross_and_ends_as_every_miss(tmp_path: Path) -> None:
    board = PuzzleBoard(["endgame-001"], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    eg = board.endgame
    assert eg is not None
    wrong = next(v.card for v in eg.session.card_values() if not v.right)
    eg.play(wrong)
    said = _text(eg.message.value)
    assert said.startswith("✘") and "is not best" in said, said
    assert said.endswith(MISS_AFTER), said


def test_a_standalone_board_offers_no_hint() -> None:
    board = EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4))
    board.play(next(v.card for v in EndgameSession(board.puzzle).card_values() if not v.right))
    said = _text(board.message.value)
    assert said.startswith("✘") and "hint" not in said.lower(), said


def test_the_brisques_won_here_are_counted_in_words_once_a_trick_is_played() -> None:
    """The badge once read "these tricks: you 0, opponent 0" before any card (issue #31): it says what it counts,
    beside the brisques taken before, and only once a trick is played."""
    board = EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4))
    before = _text(board.badges.value)
    assert "these tricks" not in before and "taken here" not in before, before
    session = EndgameSession(board.puzzle)
    board.play(next(v.card for v in session.card_values() if v.right))
    after = _text(board.badges.value)
    assert "brisques taken before: you 5, opponent 4" in after and "brisques taken here: you " in after, after


def test_the_brisques_counted_read_right_for_every_count() -> None:
    """"taken here: you 0, opponent 1 brisques" said the plural of one (issue #31): the word heads the counts, so it
    reads right whatever they are, one or none among them."""
    board = EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(8, 1))
    session = EndgameSession(board.puzzle)
    board.play(next(v.card for v in session.card_values() if v.right))
    said = _text(board.badges.value)
    assert "brisques taken before: you 8, opponent 1" in said, said
    assert re.search(r"brisques taken here: you \d+, opponent \d+", said), said
    assert not re.search(r"\d brisques</span>", board.badges.value), board.badges.value


def test_a_game_at_stakes_miss_keeps_only_its_headline_bold() -> None:
    """Chapter 7's "The game at stake": the whole five-line red message of a wrong card was bold (issue #31). Its
    first sentence, the headline, is bold; what best defence makes of the card, and where to look, are not."""
    from penchant.puzzles.bank import get

    board = EndgameBoard(EndgameSession(get("mined-endgame-aim-7061-33")))
    board.play(next(v.card for v in EndgameSession(board.puzzle).card_values() if not v.right))
    bold = re.findall(r"<b>(.*?)</b>", board.message.value, re.S)
    said = _text(board.message.value)
    assert said.startswith("✘") and "Look again at the game's score" in said, said
    headline = _text(bold[0])
    assert headline.endswith("is not best: against best defence you win the game, worth 1 to you."), headline
    assert all("Look again" not in _text(b) and "Your opponent plays" not in _text(b) for b in bold), bold
