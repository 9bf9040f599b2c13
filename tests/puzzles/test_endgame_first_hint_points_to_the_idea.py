"""An end-game's first hint points toward the idea of its position (a newcomer read the same boilerplate each time:
"At the start of this puzzle N brisques are in play, and before it you had taken X and your opponent Y", the
board's badges again). It is derived from the engine's best line, a direction and not the answer: it never names
the card to play."""

from __future__ import annotations

import pytest

from penchant.puzzles import load_bank, load_drills
from penchant.puzzles.checkers.endgame import analyse
from penchant.words.cards import card_words

ENDGAMES = [p for p in (*load_bank(), *load_drills()) if p.kind == "endgame" and p.task != "aim"]


def test_the_bank_has_end_games() -> None:
    assert len(ENDGAMES) >= 10


@pytest.mark.parametrize("puzzle", ENDGAMES, ids=lambda p: p.id)
def test_the_first_hint_is_a_direction_from_the_engines_line(puzzle: object) -> None:
    a = analyse(puzzle)  # type: ignore[arg-type]
    first = puzzle.hints[0]  # type: ignore[attr-defined]
    assert not first.startswith("At the start of this puzzle"), first
    assert first == a.hints[0], (first, a.hints[0])  # the stored hint is the engine's, regenerated
    for card in a.best:  # a direction, not the answer
        assert card_words(card) not in first and card not in first.split(), (card, first)


def test_a_ten_caught_is_the_direction_given() -> None:
    p = next(p for p in ENDGAMES if p.id == "endgame-009")  # following, the opponent's 10♥ caught in the best line
    assert "Ten" in p.hints[0] or "10" in p.hints[0], p.hints[0]
