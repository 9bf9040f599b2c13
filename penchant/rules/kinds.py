"""The ten kinds of combination, in three classes (Kandell's names, but for the flush: his *extended family*, a
name the parser takes too, and the tutorial's one name not his, as chapters 3 and 10 say).

Foster's names are in :data:`FOSTER_NAMES` (said plainly where they mislead by
:data:`penchant.words.kinds.FOSTER_GLOSSES`) and in the README's glossary.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType
from typing import Final

from penchant.english.numbers import count_words, number_words
from penchant.errors import InvalidNotationError

__all__ = ["NOT_A_KIND", "Kind", "KindClass", "parse_kinds",
           "FOSTER_NAMES", "look_alikes", "SETS", "RUNS", "COUPLINGS", "SET_OF_SIZE",
           "SET_SIZES", "SMALLEST_SET", "LARGEST_SET", "SETS_BUILT_UP", "SETS_THAT_CAN_GROW"]


NOT_A_KIND: Final = "not a kind of combination"
"""Why a value is refused as a kind of combination (``PenchantError.refusing(value, NOT_A_KIND)``): the one
wording, whichever reader refuses it."""


class KindClass(Enum):
    SET = "set"  # Foster's class A: different suits, same rank
    RUN = "run"  # Foster's class B: one suit
    COUPLING = "coupling"  # marriage, besito (class B) and penchant (class C)

    @property
    def plural(self) -> str:
        """The class's name in the plural, as a table heads it.

        >>> [c.plural for c in KindClass]
        ['sets', 'runs', 'couplings']
        """
        return self.value + "s"


class Kind(Enum):
    """A kind of combination. ``Kind('pair')`` parses the record name."""

    PAIR = "pair"
    TRIPLET = "triplet"
    QUADRUPLET = "quadruplet"
    FAMILY = "family"
    CLAN = "clan"
    FLUSH = "flush"
    REUNION = "reunion"
    MARRIAGE = "marriage"
    BESITO = "besito"
    PENCHANT = "penchant"

    @property
    def size(self) -> int:
        return _SIZES[self]

    @property
    def kind_class(self) -> KindClass:
        if self in SETS:
            return KindClass.SET
        if self in RUNS:
            return KindClass.RUN
        return KindClass.COUPLING

    @property
    def is_set(self) -> bool:
        return self in SETS

    @property
    def singular(self) -> str:
        """The kind's name, as a reader reads it and a refusal names it (``'marriage'``): the one place it is read off
        the record name (:func:`penchant.words.kinds.kind_words` says it for the words).

        >>> Kind.BESITO.singular
        'besito'
        """
        return self.value

    @property
    def plural(self) -> str:
        """The kind's name in the plural, as a refusal counts them: ``'pairs'``, ``'families'``, ``'flushes'``.

        >>> [k.plural for k in (Kind.PAIR, Kind.FAMILY, Kind.FLUSH, Kind.BESITO)]
        ['pairs', 'families', 'flushes', 'besitos']
        """
        return _PLURALS.get(self, self.value + "s")

    @property
    def foster_name(self) -> str:
        return FOSTER_NAMES[self]

    @classmethod
    def parse(cls, text: str) -> Kind:
        key = str(text).strip().lower().replace(" ", "_")
        aliases = {"extended_family": "flush", "quad": "quadruplet", "four": "quadruplet"}
        key = aliases.get(key, key)
        try:
            return cls(key)
        except ValueError:
            names = ", ".join(k.value for k in cls)
            raise InvalidNotationError.refusing(text, f"{NOT_A_KIND}: one of {names}") from None

    def __str__(self) -> str:
        return self.value


def parse_kinds(text: str) -> tuple[Kind, ...]:
    """Kinds of combination listed as a player types them, each named as :meth:`Kind.parse` reads it and separated
    by commas or semicolons (empty items skipped): ``"pair, marriage; penchant"``. A name that is no kind, or
    anything that is not text, is an :class:`InvalidNotationError` quoting it; several such names, one error quoting
    each with its reason.

    >>> parse_kinds("pair, marriage; penchant")
    (<Kind.PAIR: 'pair'>, <Kind.MARRIAGE: 'marriage'>, <Kind.PENCHANT: 'penchant'>)
    >>> parse_kinds("pair, quint, sextet")
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: 'quint' is not a kind of combination: one of pair, ... 'sextet' is not ...
    """
    if not isinstance(text, str):
        raise InvalidNotationError.refusing(text, f"{NOT_A_KIND}, nor a list of them separated by commas")
    kinds: list[Kind] = []
    refused: list[InvalidNotationError] = []
    for item in (t.strip() for t in text.replace(";", ",").split(",")):
        if not item:
            continue
        try:
            kinds.append(_parse_listed(item))
        except InvalidNotationError as exc:
            refused.append(exc)
    if len(refused) == 1:
        raise refused[0]
    if refused:
        # Every name not understood, at once, each quoted with its own reason: "pairs, quint" names both, so
        # the writer mends them in one go.
        said = " ".join(f"{e}." for e in refused)
        error = InvalidNotationError(said, reason=said)  # the reason quotes each name: a reader is shown it whole
        error.given = text
        raise error
    return tuple(kinds)


def _parse_listed(item: str) -> Kind:
    """One kind of a list; a plural (``"pairs"``, ``"2 pairs"``) is refused with what to type instead: each
    combination on its own.

    >>> _parse_listed("2 pairs")
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: '2 pairs' is not a kind of combination: list each combination on its ...
    """
    try:
        return Kind.parse(item)
    except InvalidNotationError:
        words = item.lower().split()
        plurals = {k.plural: k for k in Kind}
        if not words or words[-1] not in plurals or len(words) > 2:
            raise
        counts = {**{str(n): n for n in range(2, 11)}, **{number_words(n): n for n in range(2, 11)}}
        if len(words) == 2 and words[0] not in counts:
            raise
        n, kind = (counts[words[0]] if len(words) == 2 else 2), plurals[words[-1]]
        raise InvalidNotationError.refusing(item, f"{NOT_A_KIND}: list each combination on its own, separated by "
                                                  f"commas ({count_words(n, kind.value, kind.plural)}: "
                                                  f"{', '.join([kind.value] * n)})") from None


SETS: Final = frozenset({Kind.PAIR, Kind.TRIPLET, Kind.QUADRUPLET})
RUNS: Final = frozenset({Kind.FAMILY, Kind.CLAN, Kind.FLUSH, Kind.REUNION})
COUPLINGS: Final = frozenset({Kind.MARRIAGE, Kind.BESITO, Kind.PENCHANT})

_SIZES: Final = {
    Kind.PAIR: 2,
    Kind.TRIPLET: 3,
    Kind.QUADRUPLET: 4,
    Kind.FAMILY: 3,
    Kind.CLAN: 4,
    Kind.FLUSH: 5,
    Kind.REUNION: 5,
    Kind.MARRIAGE: 2,
    Kind.BESITO: 2,
    Kind.PENCHANT: 2,
}

_PLURALS: Final = {Kind.FAMILY: "families", Kind.FLUSH: "flushes"}
"""The kinds whose plural is not the name + s."""

SET_OF_SIZE: Final[Mapping[int, Kind]] = MappingProxyType(
    {_SIZES[k]: k for k in sorted(SETS, key=_SIZES.__getitem__)})
"""The set of each size, smallest first: two cards of a rank are a pair, three a triplet, four a quadruplet. The one
statement of it: the classifier, barring's sizes and their names all ask it.

>>> {n: k.value for n, k in SET_OF_SIZE.items()}
{2: 'pair', 3: 'triplet', 4: 'quadruplet'}
"""
SET_SIZES: Final = tuple(SET_OF_SIZE)
"""The sizes of a set, (2, 3, 4): a pair, a triplet, a quadruplet."""
SMALLEST_SET: Final = min(SET_SIZES)
"""The fewest cards of a rank that make a set: a pair's two."""
LARGEST_SET: Final = max(SET_SIZES)
"""The most cards a set holds: a quadruplet's four."""
SETS_THAT_CAN_GROW: Final = frozenset(k for k in SETS if k.size < LARGEST_SET)
"""A pair or a triplet: a set that can still grow, a card of its rank making it a triplet or a quadruplet."""
SETS_BUILT_UP: Final = frozenset(k for k in SETS if k.size > SMALLEST_SET)
"""A triplet or a quadruplet: a set that may be built on a smaller one on the table (pair to quadruplet)."""

FOSTER_NAMES: Final = {
    Kind.PAIR: "any pair",
    Kind.TRIPLET: "any three of a kind",
    Kind.QUADRUPLET: "any four of a kind",
    Kind.FAMILY: "sequence of K Q J",
    Kind.CLAN: "sequence of four containing K Q J",
    Kind.FLUSH: "flush of five cards containing K Q J",
    Kind.REUNION: "sequence of five containing K Q J",
    Kind.MARRIAGE: "King and Queen of any suit",
    Kind.BESITO: "Queen and Jack of any suit",
    Kind.PENCHANT: "Queen and Jack of different suits",
}


def look_alikes(kind: Kind) -> tuple[Kind, ...]:
    """The other kinds of as many cards as ``kind``, those of its class first: the kinds a learner who has the right
    cards may count them as (five hearts J Q K as a flush or a reunion; a Queen and a Jack as a besito or a
    penchant).

    >>> [k.value for k in look_alikes(Kind.REUNION)], [k.value for k in look_alikes(Kind.BESITO)]
    (['flush'], ['marriage', 'penchant', 'pair'])
    """
    same = [k for k in Kind if k is not kind and k.size == kind.size]
    return tuple(sorted(same, key=lambda k: k.kind_class is not kind.kind_class))
