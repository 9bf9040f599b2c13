"""The piquet pack: its 32 cards, each a :class:`Card` (rank and suit, read from its notation by
:meth:`Card.parse`), and :data:`PACK`, the cards in the pack's order.

A card is written rank then suit: ``7S 8H 9D TC JS QH KD AC``. :meth:`Card.parse` also accepts ``10`` for ``T``,
lower case and the symbols ``♠ ♥ ♦ ♣``; printing always gives the canonical form. A card's :attr:`Card.index` is
``suit * 8 + rank`` (0..31), the layout of :mod:`penchant.rules.card_masks`. Sets of cards, and the one place to
import all of these from, are :mod:`penchant.rules.cards`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from penchant.errors import InvalidNotationError
from penchant.rules.card_masks import card_indexes
from penchant.rules.suits_and_ranks import Rank, Suit

__all__ = ["Card", "PACK", "cards_of"]


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card of the 32-card piquet pack.

    Cards are ordered (so ``sorted`` and ``min`` take them) in the *pack's order*, :attr:`index`: the suits
    in their order (S H D C), the ranks low to high within a suit (7 8 9 T J Q K A), as :data:`PACK` lists them
    (``sorted(cards)`` is ``sorted(cards, key=lambda c: c.index)``). The order says where a card lies in the
    pack, not which card is stronger: the Ace of Spades comes before the Seven of Hearts. Within one suit it is
    the ranks' order; which card wins a trick is the rules' (:func:`penchant.rules.tricks.trick_winner`, with
    trumps), never ``<``.

    >>> Card.parse("AS") < Card.parse("7H")  # Spades before Hearts in the pack
    True
    >>> sorted(Card.parse(c) for c in ("KH", "7H", "AS"))
    [Card.parse('AS'), Card.parse('7H'), Card.parse('KH')]
    """

    suit: Suit
    rank: Rank

    def __init__(self, rank: Rank, suit: Suit) -> None:
        # Rank first, as the notation reads; stored suit-major for ordering.
        if isinstance(rank, bool) or isinstance(suit, bool) or not isinstance(rank, int) or not isinstance(suit, int):
            raise InvalidNotationError(f"Card({rank!r}, {suit!r}) is not a card: give a Rank and a Suit, or use "
                                       "Card.parse('QS')")
        try:
            object.__setattr__(self, "suit", Suit(suit))
            object.__setattr__(self, "rank", Rank(rank))
        except ValueError:
            raise InvalidNotationError(f"Card({rank!r}, {suit!r}) is not a card: a rank is 0 (Seven) to 7 (Ace), "
                                       "a suit 0 (S) to 3 (C)") from None

    @property
    def index(self) -> int:
        """0..31: ``suit * 8 + rank``."""
        return self.suit * 8 + self.rank

    @property
    def bit(self) -> int:
        return 1 << (self.suit * 8 + self.rank)

    @property
    def is_brisque(self) -> bool:
        return self.rank.is_brisque

    @property
    def is_major(self) -> bool:
        return self.rank.is_major

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card whose :attr:`index` is ``index`` (``suit * 8 + rank``, 0 is 7S, 31 is AC). Anything else (a
        number outside 0..31, a negative one that Python would count from the end, ``True``) is an
        :class:`InvalidNotationError`."""
        if type(index) is not int or not 0 <= index < len(PACK):
            raise InvalidNotationError.refusing(index, "not a card's index: a card's index is a whole number from 0 "
                                                       f"(7S) to {len(PACK) - 1} (AC)")
        return PACK[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card: ``QS``, ``qs``, ``10H``, ``Q♠``, ``10♥``."""
        if not isinstance(text, str):
            raise InvalidNotationError.refusing(text, "not a card: expected text such as 'QS'")
        s = text.strip()
        # Drop emoji variation selectors (♠️ is ♠ + U+FE0F).
        s = s.replace("\ufe0f", "")
        if len(s) < 2:
            raise InvalidNotationError.refusing(text, "not a card: write rank then suit, such as 'QS' or '10H'")
        rank_text, suit_text = s[:-1], s[-1]
        try:
            rank = Rank.parse(rank_text)
            suit = Suit.parse(suit_text)
        except InvalidNotationError:
            raise InvalidNotationError.refusing(
                text, "not a card: write rank (7 8 9 T J Q K A, or 10) then suit (S H D C or ♠ ♥ ♦ ♣), such as 'QS'"
            ) from None
        return PACK[suit * 8 + rank]

    def __str__(self) -> str:
        return self.rank.char + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def unicode(self) -> str:
        return self.rank.written + self.suit.symbol

    def _repr_html_(self) -> str:
        from penchant.render import card_svg  # drawing is no rule: loaded only when a notebook shows a card

        return card_svg(self)


def _make_pack() -> tuple[Card, ...]:
    cards: list[Card] = []
    for s in Suit:
        for r in Rank:
            cards.append(Card(r, s))
    return tuple(cards)


PACK: Final[tuple[Card, ...]] = _make_pack()
"""The pack's 32 cards in its order, :attr:`Card.index` (``PACK[0]`` is 7S, ``PACK[31]`` AC)."""


def cards_of(mask: int) -> list[Card]:
    """The cards of a bit mask, lowest index first."""
    return [PACK[i] for i in card_indexes(mask)]
