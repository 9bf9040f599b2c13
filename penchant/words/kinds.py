"""The kinds in a player's words: what cards make each kind, as a learner is taught it (:data:`KIND_CARDS`). The
kinds, and which cards make each, are the rules' (:mod:`penchant.rules.kinds`,
:func:`penchant.rules.combinations.classify`); a test holds these words to the classifier.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from penchant.rules.kinds import Kind

__all__ = ["KIND_CARDS"]

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
