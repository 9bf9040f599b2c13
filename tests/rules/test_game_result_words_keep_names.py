"""The game's result sentence starts with a player's name as written (the senior review: ``capitalised`` made
"strong wins" "Strong wins" and would make "de Vries" "De Vries"); "you" still starts it as "You"."""

from __future__ import annotations

import pytest

from penchant.rules.game_scoring import game_result
from penchant.rules.profiles import KANDELL
from penchant.words.game_scoring import game_result_words

GAME = [(30, 10), (20, 12), (14, 10), (10, 5)]


@pytest.mark.parametrize("name", ["de Vries", "strong", "van der Berg"])
def test_a_name_starts_the_sentence_as_written(name: str) -> None:
    assert game_result_words(game_result(GAME, KANDELL), (name, "Bob"), KANDELL).startswith(f"{name} wins 74–37")
    assert game_result_words(game_result(GAME[:1], KANDELL), (name, "Bob"), KANDELL) == f"{name} leads 30–10, by 20"


def test_you_start_the_sentence_with_a_capital() -> None:
    assert game_result_words(game_result(GAME, KANDELL), ("you", "de Vries"), KANDELL).startswith("You win 74–37")
    assert game_result_words(game_result(GAME[:1], KANDELL), ("you", "Bob"), KANDELL) == "You lead 30–10, by 20"
    lost = game_result_words(game_result([(b, a) for a, b in GAME], KANDELL), ("you", "de Vries"), KANDELL)
    assert lost.startswith("de Vries wins 74–37") and "you are lurched" in lost
