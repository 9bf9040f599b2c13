"""The kinds in a player's words: what cards make each kind, as a learner is taught it (:data:`KIND_CARDS`), and
Foster's names said plainly where they mislead (:func:`foster_gloss`). The
kinds, and which cards make each, are the rules' (:mod:`penchant.rules.kinds`,
:func:`penchant.rules.combinations.classify`); a test holds these words to the classifier.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.words.cards import cards_words

__all__ = ["FOSTER_GLOSSES", "KIND_CARDS", "combination_words", "foster_gloss"]

KIND_CARDS: Final[Mapping[Kind, str]] = MappingProxyType({
    Kind.PAIR: "two cards of one rank",
    Kind.TRIPLET: "three cards of one rank",
    Kind.QUADRUPLET: "four cards of one rank",
    Kind.FAMILY: "the J Q K of one suit",
    Kind.CLAN: "four cards of one suit in sequence, holding its J Q K",
    Kind.FLUSH: "five cards of one suit holding its J Q K, not in sequence",
    Kind.REUNION: "five cards of one suit in sequence, holding its J Q K",
    Kind.MARRIAGE: "the King and Queen of one suit",
    Kind.BESITO: "the Queen and Jack of one suit",
    Kind.PENCHANT: "a Queen and a Jack of different suits",
})
"""What cards make each kind, as chapter 3 teaches it (the classifier,
:func:`penchant.rules.combinations.classify`, is the rule; a test holds these words to it): what a feedback says
when a learner counts cards as a kind they do not make."""

FOSTER_GLOSSES: Final[Mapping[Kind, str]] = MappingProxyType({
    Kind.MARRIAGE: "the two of one suit",
    Kind.BESITO: "the two of one suit; of two suits they are a penchant",
})
"""Foster's words said plainly where they read otherwise: "of any suit" is of *one* suit, whichever it is (his
class B): the besito's "Queen and Jack of any suit" reads otherwise as the penchant."""


def foster_gloss(kind: Kind) -> str:
    """What Foster's words for ``kind`` (:data:`~penchant.rules.kinds.FOSTER_NAMES`) mean where a newcomer misreads
    them (:data:`FOSTER_GLOSSES`), else ``""``.

    >>> foster_gloss(Kind.BESITO), foster_gloss(Kind.PAIR)
    ('the two of one suit; of two suits they are a penchant', '')
    """
    return FOSTER_GLOSSES.get(kind, "")


def combination_words(kind: Kind, cards: CardSet) -> str:
    """A combination as a reader sees it, its kind then its cards in symbols (:func:`~penchant.words.cards.\
cards_words`, in the engine's order for a set).

    >>> combination_words(Kind.PAIR, CardSet("KD KC"))
    'pair K♦ K♣'
    """
    return f"{kind.value} {cards_words(cards)}"
