"""Cards in notation, more than one: a list of cards read in the order written (:func:`parse_cards`: a trick, a
line of play), cards written in notation (:func:`format_cards`) and a card inside a text (:data:`NOTATION`).

One card is read by :meth:`~penchant.rules.pack.Card.parse` (``QS``, ``qs``, ``10H``, ``Q♠``); a list of cards is
space (or comma) separated: ``QS JH 9C``. A set of cards, in the pack's order whatever order it is written in, is
read by the :class:`~penchant.rules.cards.CardSet` constructor. All are offered by :mod:`penchant.rules.cards`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from penchant.errors import InvalidNotationError
from penchant.rules.pack import Card
from penchant.rules.suits_and_ranks import Rank, Suit

if TYPE_CHECKING:
    from penchant.rules.cards import CardsGiven

__all__ = ["NOTATION", "parse_cards", "format_cards"]


NOTATION: Final = re.compile(r"\b(?:10|[" + "".join(r.char for r in Rank) + "])[" + "".join(s.letter for s in Suit)
                             + r"]\b")
"""A card in notation inside a text (``9H``, ``TS``, ``10C``), each match read by :meth:`Card.parse`: what the
rules' words turn into symbols and a puzzle's question is compared by. A card outside the piquet pack (``6S``,
``2H``) is no match, so a refusal quoting a mistyped card reads as a sentence instead of failing in turn."""


def parse_cards(text: str) -> list[Card]:
    """Parse a space (or comma) separated list of cards, keeping order.

    A card written twice is a notation error: there is one of each card.

    >>> parse_cards("QS 10H, j♦")
    [Card.parse('QS'), Card.parse('TH'), Card.parse('JD')]

    What is not text is refused, quoted, saying how the cards are written (a list of them, one string):

    >>> parse_cards(["QS", "JH"])
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: ['QS', 'JH'] is not text but a list: write the cards in one string, \
such as 'QS JH'
    """
    if not isinstance(text, str):
        raise InvalidNotationError.refusing(text, _not_text(text))
    tokens = text.replace(",", " ").split()
    cards: list[Card] = []
    seen = 0
    for tok in tokens:
        card = Card.parse(tok)
        if seen & card.bit:
            raise InvalidNotationError.refusing(text, f"names {card} twice: the pack has one of each card")
        seen |= card.bit
        cards.append(card)
    return cards


def _not_text(given: object) -> str:
    """Why :func:`parse_cards` refuses ``given``, which is no text: what it is instead, and the cards written in one
    string (a list or tuple of notation joined, as the reader wants it; else an example)."""
    if isinstance(given, list | tuple | set | frozenset) and given and all(isinstance(c, str | Card) for c in given):
        shown = " ".join(str(c) for c in given)
        return f"not text but a {type(given).__name__}: write the cards in one string, such as {shown!r}"
    return "not text: write the cards in one string, such as 'QS JH'"


def format_cards(cards: CardsGiven) -> str:
    """Cards in notation, in the order given, from any form the readers take
    (:data:`~penchant.rules.cards.CardsGiven`: notation, a CardSet, a list of cards or of notation):
    ``format_cards(parse_cards("QS JH"))`` and ``format_cards("qs jh")`` are ``'QS JH'``; what is not cards
    (``None``, a number, a word) raises :class:`InvalidNotationError`."""
    if isinstance(cards, str):
        return " ".join(str(c) for c in parse_cards(cards))
    if not isinstance(cards, Iterable) or isinstance(cards, bool | int):
        raise InvalidNotationError.refusing(cards, "not a list of cards to write in notation")
    out = []
    for c in cards:
        if isinstance(c, str):
            c = Card.parse(c)
        if not isinstance(c, Card):
            raise InvalidNotationError(f"{c!r} in {cards!r} is not a card")
        out.append(str(c))
    return " ".join(out)
