"""Chapter 8 said "a game against the strongest is a real contest": a superlative with no measure beside it, naming
no one, where the computer's own matches measure each opponent. It says how strong the opponents are as those matches
measured them, in a player's words, and each share it says is the stored match's (within its 95% interval)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHAPTER = ROOT / "notebooks" / "08_play_a_game.ipynb"
SAID = {"strong beats greedy about three games in four": (ROOT / "penchant" / "data" / "numbers.json",
                                                          ("matches", "strong vs greedy", "summary"), Fraction(3, 4)),
        "master beats strong about two games in three": (ROOT / "benchmarks" / "master_v_strong.json", (),
                                                         Fraction(2, 3))}
"""What the chapter says of each match, the stored match it is read from, and the share it says."""


def _prose() -> str:
    cells = json.loads(CHAPTER.read_text(encoding="utf-8"))["cells"]
    return " ".join(" ".join("".join(c["source"]).split()) for c in cells if c["cell_type"] == "markdown")


def test_chapter_8_names_no_strongest_player() -> None:
    prose = _prose().lower()
    assert "strongest" not in prose and "the best player" not in prose


def test_each_share_chapter_8_says_is_the_stored_matchs() -> None:
    prose = _prose()
    for words, (path, keys, share) in SAID.items():
        assert words in prose, words
        match = json.loads(path.read_text(encoding="utf-8"))
        for key in keys:
            match = match[key]
        lo, hi = match["win_share_a_ci95"]
        assert abs(match["win_share_a"] - share) < 0.05 and lo < share < hi, (words, match["win_share_a"], lo, hi)
