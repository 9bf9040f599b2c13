"""The pack's four suits and eight ranks, as enums with their notation and names, and the rank groups the
rules name (major, minor, brisque ranks). :mod:`penchant.rules.cards` builds the cards on them and offers them
too (``from penchant.rules.cards import Rank, Suit`` stays the usual import).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from penchant.errors import InvalidNotationError

__all__ = ["BRISQUE_RANKS", "MAJOR_RANKS", "MINOR_RANKS", "SUIT_NAMES", "Rank", "Suit"]

_NOT_A_SUIT: Final = "not a suit: write S, H, D or C (or ♠ ♥ ♦ ♣)"
_NOT_A_RANK: Final = "not a rank: write 7 8 9 T (or 10) J Q K A"


class Suit(IntEnum):
    """The four suits, in the order spades, hearts, diamonds, clubs."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def plural(self) -> str:
        """The suit's name as a player says it: ``'spades'`` ... ``'clubs'`` ("hearts are trump")."""
        return SUIT_NAMES[self]

    @property
    def singular(self) -> str:
        """One card's suit: ``'spade'`` ... ``'club'`` ("its Jack is a heart")."""
        return SUIT_NAMES[self][:-1]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse ``S``/``H``/``D``/``C`` (any case) or a suit symbol."""
        if not isinstance(text, str):
            raise InvalidNotationError.refusing(text, _NOT_A_SUIT)
        key = text.strip().upper()
        if key in _SUIT_BY_TEXT:
            return _SUIT_BY_TEXT[key]
        raise InvalidNotationError.refusing(text, _NOT_A_SUIT)

    def __str__(self) -> str:
        return self.letter


class Rank(IntEnum):
    """Ranks from low to high, as in Piquet: 7 8 9 T J Q K A."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def char(self) -> str:
        return "789TJQKA"[self]

    @property
    def written(self) -> str:
        """The rank as a player writes it: ``'7'`` ... ``'10'`` ... ``'A'`` (the notation's ``T`` is ``10``)."""
        return "10" if self is Rank.TEN else self.char

    @property
    def plural(self) -> str:
        """The rank's name in the plural: ``'Sevens'`` ... ``'Aces'``."""
        return ("Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens", "Kings", "Aces")[self]

    @property
    def singular(self) -> str:
        """The rank's name: ``'Seven'`` ... ``'Ace'`` ("the Queen of spades")."""
        return self.plural[:-1]

    @property
    def is_major(self) -> bool:
        """Jacks, Queens, Kings and Aces are major (:data:`MAJOR_RANKS`); 7 8 9 T are minor."""
        return self in MAJOR_RANKS

    @property
    def is_brisque(self) -> bool:
        """Aces, Tens and Sevens are brisques (:data:`BRISQUE_RANKS`)."""
        return self in BRISQUE_RANKS

    @classmethod
    def parse(cls, text: str) -> Rank:
        if not isinstance(text, str):
            raise InvalidNotationError.refusing(text, _NOT_A_RANK)
        key = text.strip().upper()
        if key in _RANK_BY_TEXT:
            return _RANK_BY_TEXT[key]
        raise InvalidNotationError.refusing(text, _NOT_A_RANK)

    def __str__(self) -> str:
        return self.char


_SUIT_BY_TEXT: Final[dict[str, Suit]] = {}
for _s in Suit:
    _SUIT_BY_TEXT[_s.letter] = _s
    _SUIT_BY_TEXT[_s.symbol] = _s
# Emoji presentation forms (♠️ etc.) and the white suit symbols.
for _sym, _s in (("♤", Suit.SPADES), ("♡", Suit.HEARTS), ("♢", Suit.DIAMONDS), ("♧", Suit.CLUBS)):
    _SUIT_BY_TEXT[_sym] = _s

_RANK_BY_TEXT: Final[dict[str, Rank]] = {r.char: r for r in Rank}
_RANK_BY_TEXT["10"] = Rank.TEN

SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
"""The suits' names in a player's words, in suit order (:attr:`Suit.plural`)."""
MAJOR_RANKS: Final = (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
"""The major ranks, the one definition of "major": only their sets bar (:data:`~penchant.rules.cards.MAJOR_MASK`,
:attr:`Rank.is_major`)."""
MINOR_RANKS: Final = tuple(r for r in Rank if r not in MAJOR_RANKS)
BRISQUE_RANKS: Final = (Rank.SEVEN, Rank.TEN, Rank.ACE)
"""The brisque ranks, the one definition of "brisque" (:data:`~penchant.rules.cards.BRISQUE_MASK`,
:attr:`Rank.is_brisque`)."""
