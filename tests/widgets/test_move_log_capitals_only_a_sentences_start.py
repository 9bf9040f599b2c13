"""Chapter 8's move log read "Book bonus: You took 9 brisques: You score 3 more." and "Computer played 8♥: You win
the trick": a colon starts no sentence, so the reader is "you" after it; the final scores are a label list
("Final score: You 18, Computer 5"), each seat's name its label."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("ipywidgets")

from penchant.play.dealing import new_deal
from penchant.players import get_player
from penchant.rules.profiles import KANDELL
from penchant_widgets.play.board_words import describe_change

NAMES = ("You", "Computer")


def _log(seed: int) -> list[str]:
    s = new_deal(KANDELL, seed, dealer=seed % 2)
    rng = random.Random(seed)
    g = get_player("greedy")
    lines: list[str] = []
    while not s.is_over():
        before = s.clone()
        a = g.choose(s.view(s.to_move), rng)
        s.apply(a)
        lines += describe_change(before, a, s, NAMES, seen_by=(0,))
    return [re.sub(r"<[^>]+>", "", line) for line in lines]


def test_you_is_small_inside_a_sentence_and_the_scores_are_labelled() -> None:
    bonus = 0
    for seed in range(6):
        lines = _log(seed)
        for line in lines:
            body = line.removeprefix("The deal is over. Final score: ")
            assert not re.search(r"[:,;] You\b", body), line
            if line.startswith("Book bonus: "):
                assert re.fullmatch(r"Book bonus: (you|Computer) took \d+ brisques, so (you score|Computer scores) "
                                    r"\d+ more\.", line), line
                bonus += 1
        assert re.fullmatch(r"The deal is over\. Final score: You \d+, Computer \d+\.", lines[-1]), lines[-1]
        assert any(", and you win the trick" in line for line in lines), lines
    assert bonus, "a book bonus in six deals"
