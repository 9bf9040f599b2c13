"""A refusal is said from its typed parts (issue 30): the cards of a refused declaration and the text a reader
could not be read are taken from the error's ``cards`` and ``given``, not found again by a regular expression in
its text. Cards typed in lower case ("kh qh"), which the old expressions did not take for cards, are in symbols;
a quote inside the input stays the input's."""

from __future__ import annotations

import pytest

from penchant.errors import IllegalDeclarationError, InvalidNotationError
from penchant.marker.applying_entries import refusal_sentence
from penchant.rules.cards import Card
from penchant.words.cards import cards_as_written
from penchant.words.refusals import refusal_words


def test_a_refused_declaration_says_its_cards_from_the_part() -> None:
    error = IllegalDeclarationError.cannot_declare("kh qh", "these cards are on the opponent's table")
    assert refusal_words(error) == "You cannot declare K♥ Q♥: these cards are on the opponent's table."
    assert refusal_sentence(error, ("Ann", "Bob"), 0) == (
        "Ann cannot declare K♥ Q♥: these cards are on the opponent's table.")
    assert refusal_sentence(error) == "K♥ Q♥ cannot be declared: these cards are on the opponent's table."


def test_the_text_not_read_is_said_as_written() -> None:
    with pytest.raises(InvalidNotationError) as caught:
        Card.parse("Q'S")
    assert refusal_words(caught.value).startswith("“Q'S” is not a card: ")


def test_cards_as_written_keep_their_order_and_leave_a_non_card() -> None:
    assert cards_as_written("KS QS") == "K♠ Q♠"
    assert cards_as_written("QS 6S") == "Q♠ 6S"


def test_a_reason_that_says_what_the_input_is_not_keeps_the_input() -> None:
    """A refusal's reason alone is what a reader reads, but "not the number of brisques" is no sentence alone:
    the input comes first (issue #30: the score entry's refusals went through ``refusing``)."""
    from penchant.errors import ScoreEntryError

    error = ScoreEntryError.refusing("-1", "not the number of brisques: a count cannot be negative")
    assert refusal_words(error) == "“-1” is not the number of brisques: a count cannot be negative."
    assert refusal_words(ScoreEntryError.refusing("x", "the deal is over")) == "The deal is over."
