"""The basic readers (a card, a suit, a rank, a kind, a rules profile, an action) refuse text they cannot read with
typed parts, through ``PenchantError.refusing(given, reason)`` (issue 30): the input as given and why. The
message still quotes the input with ``!r`` and says why; the words a player reads (``refusal_words``) are built
from the parts, so they stay the same whatever the message looks like."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from penchant.errors import InvalidNotationError, PenchantError, UnknownProfileError
from penchant.errors.refusals import refusal_link
from penchant.play.moves import parse_action
from penchant.rules.cards import Card
from penchant.rules.kinds import Kind
from penchant.rules.profiles import get_profile
from penchant.rules.suits_and_ranks import Rank, Suit
from penchant.words.refusals import refusal_words

READERS: list[tuple[str, Callable[[str], object], object, str]] = [
    ("a card", Card.parse, "6S", "not a card"),
    ("a short card", Card.parse, "Q", "not a card"),
    ("no card at all", Card.parse, 5, "not a card"),
    ("a suit", Suit.parse, "X", "not a suit"),
    ("a rank", Rank.parse, "2", "not a rank"),
    ("a kind", Kind.parse, "pear", "not a kind of combination"),
    ("a profile", get_profile, "nobody", "not a rules profile"),
    ("an action", parse_action, "jump", "not an action"),
    ("an action naming no card", parse_action, "play", "names no card"),
    ("an action's card", parse_action, "play 6S", "'6S' is not a card"),
]
ERRORS: dict[str, type[PenchantError]] = {"a profile": UnknownProfileError}
"""The readers whose refusal is not of notation: a profile's name is a setting (review h32 #3)."""


@pytest.mark.parametrize(("name", "read", "given", "why"), READERS, ids=[r[0] for r in READERS])
def test_a_reader_refuses_with_the_input_and_the_reason_as_parts(
        name: str, read: Callable[[object], object], given: object, why: str) -> None:
    with pytest.raises(ERRORS.get(name, InvalidNotationError)) as caught:
        read(given)
    error = caught.value
    expected_given = given  # an action is quoted whole; the card's reader's refusal is its reason
    assert error.given == expected_given, name
    assert error.reason is not None and error.reason.startswith(why), error.reason
    assert str(error) == f"{expected_given!r}{refusal_link(error.reason)}{error.reason}"  # the input, then why


@pytest.mark.parametrize(("name", "read", "given", "why"), READERS, ids=[r[0] for r in READERS])
def test_the_players_words_are_built_from_the_parts_not_the_message(
        name: str, read: Callable[[object], object], given: object, why: str) -> None:
    with pytest.raises(ERRORS.get(name, InvalidNotationError)) as caught:
        read(given)
    said = refusal_words(caught.value)
    caught.value.args = ("a message formatted some other way",)
    assert refusal_words(caught.value) == said, name
    assert why.replace("'", "") in said.replace("“", "").replace("”", "")  # what is quoted, in curly quotes
