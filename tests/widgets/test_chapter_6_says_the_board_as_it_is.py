"""Chapter 6's messages say the board as it now is, not as it was before the card (newcomers, chapter 6).

The "Follow suit" board said "K♦ is the only card you may play here" once K♦ was played and the trick over, and the
first end-game puzzle still said "Play on to the last trick…" under a deal played to its last trick: the verdict
recorded with the first card (:data:`~penchant.puzzles.checking.FIRST_CARD_RIGHT`) was never told again at the end
(:func:`~penchant.puzzles.checking.check_run`)."""

from __future__ import annotations

import re

from penchant.puzzles import analyse
from penchant.puzzles.checking import FIRST_CARD_RIGHT, check_run
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.choosing import easy_first_ids, rules_first_ids
from penchant_widgets.puzzles.endgame import EndgameBoard

CHAPTER_6 = rules_first_ids("kandell", easy_first_ids(
    [f"endgame-{n:03d}" for n in (1, 2, 3, 4, 9, 12, 13, 14, 16, 18, 19, 20, 24, 29, 30, 36, 40, 41)]
    + [f"mined-endgame-line-{n}" for n in ("7015-33", "7004-31", "7020-28", "7039-30")]))
"""The puzzles of chapter 6's board, in its order."""


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def test_the_only_card_allowed_is_said_in_the_past_once_played() -> None:
    board = EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4),
                                       title="Follow suit, and win if you can")
    board.play("KD")
    said = _plain(board.message.value)
    assert board.session.led_card is None and board.session.tricks, "the trick is over"
    assert "is the only card you may play here" not in said, said
    assert "K♦ was the only card you could play" in said, said


def test_the_first_puzzles_verdict_is_told_again_when_the_deal_is_over() -> None:
    board = PuzzleBoard(CHAPTER_6, title="End-games", try_first=5, chapter_rules="kandell",
                        store=MemoryAttemptStore())
    assert board.puzzle.id == CHAPTER_6[0] and board.endgame is not None
    eg, s = board.endgame, board.endgame.session
    eg.play(analyse(board.puzzle).best[0])
    assert "Play on to the last trick" in _plain(board.feedback.value), "the deal still to play, it says so"
    while not s.finished:
        eg.play(next(v.card for v in s.card_values() if v.right))
    said = _plain(board.feedback.value)
    assert s.finished and s.solved
    assert "Play on" not in said and _plain(FIRST_CARD_RIGHT) not in said, said
    assert _plain(check_run(s).explanation) in said, said


def test_a_wrong_card_that_won_the_trick_says_no_reply_was_played() -> None:
    # Chapter 6's puzzle 5 (endgame-016): J♥ on the led 7♥ wins the trick, so the computer has nothing to play,
    # yet the board said "The computer has played its best reply on the board".
    board = EndgameBoard.from_puzzle("endgame-016")
    result = board.play("JH")
    assert result is not None and not result.correct and not result.replies
    said = _plain(board.message.value)
    assert "has played its best reply" not in said, said
    assert "J♥ won the trick and you lead next" in said, said
    lead = EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS QH", trump="S", won=(5, 4))
    played = lead.play("7D")  # a wrong lead the computer answers: its reply is on the board, and said so
    assert played is not None and not played.correct and played.replies and not played.finished
    assert "The computer has played its best reply on the board" in _plain(lead.message.value)
