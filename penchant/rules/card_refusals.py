"""How the rules refuse what names no cards: a number where cards are read (the engine's bit mask has named fast
paths of its own, which the refusal names), or ``None``, ``True``, an object. The readers of cards
(:class:`~penchant.rules.cards.CardSet`, :func:`~penchant.rules.cards.cards_given`, ``Holdings.parse``,
``classify``, ``brisque_count``, ``Phase2Position``) refuse in these words.
"""

from __future__ import annotations

from typing import Final

from penchant.errors import InvalidNotationError
from penchant.rules.card_masks import FULL_MASK

__all__ = ["refuse_a_number"]


NOT_CARDS: Final = "not a set of cards: write the cards as text, such as 'QS JH'"
"""Why a value that names no cards at all (``None``, ``True``, an object) is refused where cards are read."""


def refuse_a_number(value: object, what: str, use: str) -> None:
    """Raise :class:`InvalidNotationError` if ``value`` is a number (a boolean too): a reader reads cards as a
    person names them, and a bit mask goes to the named fast path ``use`` (a format with ``{mask}``, such as
    ``"CardSet.from_mask({mask})"``), which the message names.

    >>> refuse_a_number("QS JH", "cards", "CardSet.from_mask({mask})")
    >>> refuse_a_number(5, "cards", "CardSet.from_mask({mask})")
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: 5 is a number, not cards: use CardSet.from_mask(5) for a bit mask, or \
write the cards, such as 'QS JH'
    """
    if isinstance(value, bool):
        raise InvalidNotationError.refusing(value, NOT_CARDS)
    if isinstance(value, int):
        if not 0 <= value <= FULL_MASK:
            raise InvalidNotationError(f"{value!r} is a number, not {what}: write the cards, such as 'QS JH'")
        raise InvalidNotationError(f"{value!r} is a number, not {what}: use {use.format(mask=repr(value))} for a "
                                   "bit mask, or write the cards, such as 'QS JH'")
