"""A miss on a chapter's own end-game board says what the learner can do, and how (issue #31).

Chapter 6's "Cash the Aces?": after A♣ the board played on (the forced cards played for you) and the red box ended
"Try again, or go on.", but a card once played stays played: trying again needs *Start again*."""

from __future__ import annotations

import re

from penchant_widgets.puzzles.endgame import EndgameBoard


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def test_a_miss_played_on_says_start_again_is_how_to_try_again() -> None:
    eg = EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4), title="Cash the Aces?")
    eg.play("AC")
    said = _text(eg.message.value)
    assert not eg.session.finished and said.startswith("✘"), said
    assert said.endswith("play on to see what it costs, or press Start again to try again."), said
    assert "Try again, or go on" not in said, said
