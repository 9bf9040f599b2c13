"""Chapter 6's first end-game: its first hint said the 7♥ wins "in the best line the second trick from now", and
newcomer 33 could not tell whether the trick in hand counted. An end-game's hints name a later trick by its place
("the next trick", "the trick after next") and by the deal's trick number the board shows."""

from __future__ import annotations

import re

from penchant.puzzles import get, load_bank, load_drills
from penchant.puzzles.checkers.endgame import analyse
from penchant.puzzles.words.endgame import trick_ahead_words
from penchant.rules.procedure import last_six_trick

ENDGAMES = [p for p in (*load_bank(), *load_drills()) if p.kind == "endgame"]


def test_no_hint_counts_tricks_from_now() -> None:
    for p in ENDGAMES:
        for h in p.hints:
            assert not re.search(r"trick from now", h), (p.id, h)


def test_chapter_six_first_hint_names_the_next_trick_by_its_number() -> None:
    p = get("endgame-001")
    a = analyse(p)
    first = last_six_trick(len(p.position["hand"].split()))
    assert first == 14
    assert a.hints[0] == p.hints[0]
    assert "wins the next trick (trick 15)." in p.hints[0], p.hints[0]


def test_each_place_is_said_once_and_plainly() -> None:
    assert trick_ahead_words(0, 11) == "this trick"
    assert trick_ahead_words(1, 12) == "the next trick (trick 12)"
    assert trick_ahead_words(2, 16) == "the trick after next (trick 16)"
    assert trick_ahead_words(4, 15) == "trick 15, four tricks after this one"
