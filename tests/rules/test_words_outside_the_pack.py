"""A card outside the piquet pack (``6S``, ``2H``) typed by a player: the words never fail on it.

The notation error quotes the input; turning that refusal into a player's sentence must not parse the
quoted non-card again (it did: ``refusal_words`` raised on its own error's text).
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from penchant.errors import InvalidNotationError, PenchantError
from penchant.play.moves import parse_action
from penchant.words.actions import action_words
from penchant.words.cards import in_words
from penchant.words.refusals import refusal_words

OUTSIDE = ["6S", "2H", "5D", "6C"]


@pytest.mark.parametrize("card", OUTSIDE)
def test_a_refusal_of_a_card_outside_the_pack_is_a_sentence(card: str) -> None:
    with pytest.raises(InvalidNotationError) as caught:
        parse_action(f"play {card}")
    assert repr(card) in str(caught.value), "the error quotes the input with !r"
    said = refusal_words(caught.value)
    assert said.startswith(f"“{card}” is not a card"), said  # the card as typed, then why
    assert said.endswith(".")


@pytest.mark.parametrize("card", OUTSIDE)
def test_in_words_leaves_a_non_card_as_written_and_turns_the_real_ones(card: str) -> None:
    assert in_words(f"play {card} or AS") == f"play {card} or A♠"


def test_action_words_on_a_non_card_raises_the_typed_notation_error() -> None:
    with pytest.raises(PenchantError) as caught:
        action_words("play 6S")
    assert isinstance(caught.value, ValueError) and "'6S'" in str(caught.value)


def test_the_command_line_refuses_a_non_card_in_one_line_with_exit_2() -> None:
    run = subprocess.run([sys.executable, "-m", "penchant", "check", "--hand", "6S 6H", "--declare", "6S 6H"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "'6S' is not a card" in lines[0], run.stderr
