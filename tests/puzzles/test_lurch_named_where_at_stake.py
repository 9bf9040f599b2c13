"""A game-at-stake end-game names the lurch only where it was at stake: "your opponent escapes the lurch" was
said of an opponent on 66, who could never be lurched (chapter 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.puzzles.bank import load_file
from penchant.puzzles.model import Puzzle
from penchant.puzzles.sessions.endgame_session import EndgameSession

ROOT = Path(__file__).resolve().parents[2]
AIMS = [p for p in load_file(ROOT / "penchant" / "data" / "drills" / "endgame_aim.json") if p.task == "aim"]


@pytest.mark.parametrize("puzzle", AIMS, ids=[p.id for p in AIMS])
def test_the_lurch_is_named_only_when_it_could_happen(puzzle: Puzzle) -> None:
    s = EndgameSession(puzzle)
    stake, start, profile = s._stake, s._start, s.profile
    assert stake is not None
    counts = range(start.brisques_in_play + 1)
    outcomes = {stake.outcome(start, profile, b) for b in counts}
    for b in counts:
        words = s.game_words(b)
        if "opponent escapes the lurch" in words:
            assert 4 in outcomes, words
        if "escape the lurch" in words.replace("escapes", ""):
            assert 0 in outcomes, words

