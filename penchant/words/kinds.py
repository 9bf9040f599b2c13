"""The kinds in a player's words: what cards make each kind, as a learner is taught it (:data:`KIND_CARDS`), the
three classes of kind (:func:`class_title`), an example of each kind (:data:`KIND_EXAMPLES`), and Foster's names
said plainly where they mislead (:func:`foster_gloss`). The kinds, their classes, and which cards make each, are
the rules' (:mod:`penchant.rules.kinds`, :func:`penchant.rules.combinations.classify`); a test holds these words
and examples to the classifier.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from penchant.english.grammar import capitalised
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind, KindClass
from penchant.words.cards import cards_words

__all__ = ["CLASS_CARDS", "FOSTER_CLASSES", "FOSTER_GLOSSES", "KIND_CARDS", "KIND_EXAMPLES", "class_title",
           "combination_words", "foster_gloss", "kind_words"]

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

CLASS_CARDS: Final[Mapping[KindClass, str]] = MappingProxyType({
    KindClass.SET: "the same rank, different suits",
    KindClass.RUN: "one suit, holding J Q K",
    KindClass.COUPLING: "a Queen with her King or a Jack",
})
"""What the cards of every kind of a class share, as chapter 3's table heads each class (a test holds these words to
the classifier's kinds of the class, :attr:`penchant.rules.kinds.Kind.kind_class`)."""

FOSTER_CLASSES: Final[Mapping[KindClass, str]] = MappingProxyType({
    KindClass.SET: "class A",
    KindClass.RUN: "class B",
    KindClass.COUPLING: "classes B and C",
})
"""Foster's letters for each class: his class B holds the runs and the couplings of one suit, his class C the
penchant."""


def class_title(kind_class: KindClass, *, foster: bool = True) -> str:
    """A class of kinds as a table heads it: the rules' class named in the plural, what its cards share
    (:data:`CLASS_CARDS`) and, unless not ``foster``, Foster's letters for it (:data:`FOSTER_CLASSES`).

    >>> class_title(KindClass.SET)
    "Sets: the same rank, different suits (Foster's class A)"
    >>> class_title(KindClass.COUPLING, foster=False)
    'Couplings: a Queen with her King or a Jack'
    """
    title = f"{capitalised(kind_class.plural)}: {CLASS_CARDS[kind_class]}"
    return f"{title} (Foster's {FOSTER_CLASSES[kind_class]})" if foster else title


KIND_EXAMPLES: Final[Mapping[Kind, CardSet]] = MappingProxyType({
    Kind.PAIR: CardSet("9S 9C"),
    Kind.TRIPLET: CardSet("TH TS TC"),
    Kind.QUADRUPLET: CardSet("KS KH KD KC"),
    Kind.FAMILY: CardSet("JS QS KS"),
    Kind.CLAN: CardSet("TD JD QD KD"),
    Kind.FLUSH: CardSet("7C 9C JC QC KC"),
    Kind.REUNION: CardSet("TH JH QH KH AH"),
    Kind.MARRIAGE: CardSet("QH KH"),
    Kind.BESITO: CardSet("JC QC"),
    Kind.PENCHANT: CardSet("QD JC"),
})
"""An example of each kind, as chapter 3's table shows it (Kandell's examples where the article gives one): a test
asks the classifier that each is the kind it shows."""

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


def kind_words(kind: Kind | None) -> str:
    """A kind's name as a reader reads it (``'marriage'``); ``None`` (cards that make no kind): ``'combination'``.

    >>> kind_words(Kind.BESITO), kind_words(None)
    ('besito', 'combination')
    """
    return "combination" if kind is None else kind.singular


def combination_words(kind: Kind, cards: CardSet) -> str:
    """A combination as a reader sees it, its kind then its cards in symbols (:func:`~penchant.words.cards.\
cards_words`, in the engine's order for a set).

    >>> combination_words(Kind.PAIR, CardSet("KD KC"))
    'pair K♦ K♣'
    """
    return f"{kind_words(kind)} {cards_words(cards)}"
