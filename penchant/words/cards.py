"""Cards in a player's words and symbols, never the notation: one card (:func:`card_words`), several
(:func:`cards_words`), cards a player wrote (:func:`cards_as_written`), and free text with its cards put in symbols
(:func:`in_words`). Notation (``9H``, ``QS JH``) is for records, JSON and typing; every text meant for people says
its cards through these functions::

    >>> card_words("TH")
    '10♥'
    >>> cards_words("QS JH")
    'Q♠ J♥'
    >>> in_words("Not allowed: play AS after QD")
    'Not allowed: play A♠ after Q♦'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from penchant.errors import PenchantError
from penchant.rules.cards import NOTATION, Card, CardSet, parse_cards

__all__ = ["card_words", "cards_as_written", "cards_words", "in_words", "split_at_names"]


def card_words(card: Card | str) -> str:
    """One card as a player writes it: rank then suit symbol, ``10`` for the Ten."""
    c = card if isinstance(card, Card) else Card.parse(card)
    return c.unicode


def cards_words(cards: CardSet | Iterable[Card] | str, empty: str = "nothing") -> str:
    """Cards as a player writes them, in the engine's order for a set (``'Q♠ J♥'``)."""
    if isinstance(cards, str):
        cards = CardSet(cards)
    text = cards.unicode if isinstance(cards, CardSet) else " ".join(c.unicode for c in cards)
    return text or empty


def cards_as_written(text: str) -> str:
    """Cards a player wrote (a refusal's ``cards``, in notation, any case), in symbols in the order written; text
    that is not cards (a card outside the pack, one named twice) as written, each card it names in symbols.

    >>> cards_as_written("kh qh"), cards_as_written("QS 6S")
    ('K♥ Q♥', 'Q♠ 6S')
    """
    try:
        return " ".join(c.unicode for c in parse_cards(text))
    except PenchantError:
        return in_words(text)


def in_words(text: str, *, plain: Iterable[str] = (), each: Callable[[str], str] | None = None) -> str:
    """``text`` with every card in notation written with its suit symbol (``AS`` -> ``A♠``); a card outside
    the piquet pack is not a card and stays as written. ``plain``: words kept as written, without quotes around
    them (the players' names: a player named ``AC`` is not the Ace of clubs). ``each``: what else is done to each
    piece of the text between those words, before its cards are put in symbols (a refusal's quotes, in
    :func:`~penchant.words.refusals.refusal_words`).

    >>> in_words("play 6S or AS"), in_words("AC plays AS", plain=["AC"])
    ('play 6S or A♠', 'AC plays A♠')
    >>> in_words("AC plays 'AS'", plain=["AC"], each=lambda piece: piece.replace("'", ""))
    'AC plays A♠'
    """
    return "".join(p if i % 2 else NOTATION.sub(lambda m: Card.parse(m.group(0)).unicode, each(p) if each else p)
                   for i, p in enumerate(split_at_names(text, plain)))


def split_at_names(text: str, plain: Iterable[str]) -> list[str]:
    """``text`` cut at the ``plain`` words (the players' names): the words (quotes left out) at the odd places, the
    rest around them, as :func:`in_words` reads it.

    >>> split_at_names("'AC' holds QS", ["AC"]), split_at_names("QS", [])
    (['', 'AC', ' holds QS'], ['QS'])
    """
    said = sorted({w for w in plain if w}, key=len, reverse=True)
    if not said:
        return [text]
    names = "|".join(re.escape(w) for w in said)
    return re.split(rf"""(?<![\w'’"])['"]?({names})['"]?(?![\w’])""", text)
