"""The rule books' names as a player says them, after their sources: ``"Kandell's rules"`` in full
(:func:`rules_words`), ``"Kandell"`` as a label (:func:`source_name`). Kept with the rules, not in
:mod:`penchant.words`, because a rule's own refusal says whose rules refuse (:mod:`penchant.rules.score_scale`: "not
a score under Foster's rules"), and the rules import no words; every other player word about the profiles is
:mod:`penchant.words.switches`."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from penchant.rules.profiles import FOSTER, KANDELL, MODERN

__all__ = ["rules_words", "source_name"]

_RULES_WORDS: Final = MappingProxyType({FOSTER.name: "Foster's rules", KANDELL.name: "Kandell's rules",
                                        MODERN.name: "Kandell's modern scoring"})
"""Each of the profiles in full, as a player names it after its source: the third is Kandell's rules with his
optional modern scoring (the quadruplet at 8, the reunion at 20), never "the modern rules", which named no source."""
_SOURCE_NAMES: Final = MappingProxyType({FOSTER.name: "Foster", KANDELL.name: "Kandell",
                                         MODERN.name: "Kandell (modern)"})
"""Each of the profiles as a short label, its source's name first: the full name (:data:`_RULES_WORDS`)
shortened, so that a label and a sentence name one book alike."""


def rules_words(profile_name: str) -> str:
    """A profile as a player names it, after its source: ``'kandell'`` -> ``"Kandell's rules"``, ``'modern'`` ->
    ``"Kandell's modern scoring"``; a name none of the profiles has, ``"<name> rules"``. The rule book's own
    name, kept with the rules so that a rule refusing a score (:mod:`penchant.rules.score_scale`) says whose rules
    refuse it.

    >>> rules_words("foster"), rules_words("modern")
    ("Foster's rules", "Kandell's modern scoring")
    """
    return _RULES_WORDS.get(profile_name, f"{profile_name} rules")


def source_name(profile_name: str) -> str:
    """A source of the rules in a word or two, as a label beside its number where no column heading names it:
    ``'foster'`` -> ``"Foster"``, ``'modern'`` -> ``"Kandell (modern)"`` (:func:`rules_words` says it in full),
    capitalised as a label.

    >>> source_name("modern")
    'Kandell (modern)'
    """
    return _SOURCE_NAMES.get(profile_name, profile_name)
