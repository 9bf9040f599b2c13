"""An answer as a learner gives it (typed text, a form's list, a number), read into the form its puzzle asks: one of
its choices, a set of cards, one card, a whole number; or refused, typed, quoting it. The checkers of each kind read
their answers here before asking the engine whether they are right.
"""

from __future__ import annotations

from collections.abc import Sequence

from penchant.errors import InvalidNotationError, PenchantError, ScoreEntryError
from penchant.notation.whole_numbers import whole_number
from penchant.puzzles.model import Puzzle
from penchant.rules.cards import Card, CardSet, mask_of
from penchant.words.cards import in_words

__all__ = ["NOTHING_TYPED", "choices_shown", "normalise_card", "normalise_cards", "normalise_choice",
           "normalise_number", "not_a_choice", "one_answer"]

NOTHING_TYPED = "nothing typed: type your answer as a number, such as 12"
"""Why an empty number answer is refused (a refusal's ``reason``): it says plainly what to do, not that nothing is
"not a whole number"."""


def choices_shown(puzzle: Puzzle) -> list[str]:
    """``puzzle``'s choices as the puzzle shows them, cards in symbols (``'8♠ 8♦'``, not the notation ``'8S 8D'``):
    how a refusal lists them."""
    return [in_words(c) for c in puzzle.choices]


def not_a_choice(puzzle: Puzzle, answer: object) -> InvalidNotationError:
    """The refusal of an answer that names none of ``puzzle``'s choices, quoting it: the one sentence of it."""
    return InvalidNotationError.refusing(answer, f"not one of the choices {choices_shown(puzzle)!r}")


def one_answer(puzzle: Puzzle, answer: str | Sequence[str]) -> str:
    """``answer`` as one text: itself, or the one string of a list (as a form sends it); anything else names no
    choice (:func:`not_a_choice`)."""
    if isinstance(answer, str):
        return answer
    if isinstance(answer, Sequence) and len(answer) == 1 and isinstance(answer[0], str):
        return answer[0]
    raise not_a_choice(puzzle, answer)


def normalise_choice(puzzle: Puzzle, answer: str | Sequence[str]) -> str:
    """The choice ``answer`` names (case and spacing ignored), or a typed error."""
    answer = one_answer(puzzle, answer)
    key = " ".join(answer.split()).lower()
    for c in puzzle.choices:
        if " ".join(c.split()).lower() == key:
            return c
    # Cards may be written in symbols or notation, in any order ("8♠ 8♦" is the choice "8S 8D"); a choice may
    # also be named by its number (1 for the first).
    mask = _cards_or_none(answer)
    if mask:
        for c in puzzle.choices:
            if _cards_or_none(c) == mask:
                return c
    if key.isdigit() and 1 <= int(key) <= len(puzzle.choices):
        return puzzle.choices[int(key) - 1]
    raise not_a_choice(puzzle, answer)


def _cards_or_none(text: str) -> int | None:
    try:
        return mask_of(text)
    except PenchantError:
        return None


def normalise_cards(answer: str | Sequence[str]) -> CardSet:
    """A set of cards from ``'QS JH'`` or ``['QS', 'JH']``."""
    if isinstance(answer, str):
        cards = CardSet(answer)
    elif isinstance(answer, Sequence):
        for item in answer:
            if not isinstance(item, str):
                raise InvalidNotationError(f"{answer!r} holds {item!r}, which is not a card")
        cards = CardSet(" ".join(answer))
    else:
        raise InvalidNotationError.refusing(answer, "not a list of cards")
    if not cards:
        raise InvalidNotationError(f"{answer!r} names no card: pick the cards of your answer")
    return cards


def normalise_card(answer: str | Sequence[str]) -> Card:
    """One card from ``'QS'`` or ``['QS']``."""
    if not isinstance(answer, str):
        if isinstance(answer, Sequence) and len(answer) == 1 and isinstance(answer[0], str):
            answer = answer[0]
        else:
            raise InvalidNotationError.refusing(answer, "not one card: play a single card such as 'QS'")
    return Card.parse(answer)


def normalise_number(answer: str | Sequence[str] | int) -> int:
    """A whole number from ``'12'``, ``12`` or ``['12']``, read by the rules' one number reader
    (:func:`penchant.notation.whole_numbers.whole_number`): ``'1_2'``, ``'+ 12'``, ``'٣'``, ``'１２'`` and more digits
    than any count are refused, quoting the answer, not taken as a number."""
    if not isinstance(answer, (str, int)):
        if isinstance(answer, Sequence) and len(answer) == 1 and isinstance(answer[0], str):
            answer = answer[0]
        else:
            raise InvalidNotationError.refusing(answer, "not a whole number")
    if isinstance(answer, str) and not answer.strip():
        raise InvalidNotationError.refusing(answer, NOTHING_TYPED)
    try:
        return whole_number(answer, "the answer")
    except ScoreEntryError as exc:
        # the answer refused by its parts: the board heads it "That answer cannot be read:", so only the reason
        # follows, not the error's own "The answer: 'ten' is not a whole number" a second time
        why = exc.reason or "not a whole number"
        raise InvalidNotationError.refusing(answer, why if ":" in why else f"{why}: enter digits such as 12") from None
