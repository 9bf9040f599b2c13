"""The pack's layout as bit masks, the engine's public fast path for search: a card is an index
``suit * 8 + rank`` (0..31, 0 is 7S, 31 is AC) and a set of cards an ``int`` whose bit ``index`` is set.

The searches (the solver, the players, the end-game lines) work on indexes and masks; these names say the arithmetic
once, so that no caller re-derives the layout: the masks of a suit, a rank, the brisques and the major cards, a mask's
card indexes, an index's rank and suit. The cards themselves (:class:`~penchant.rules.cards.Card`,
:class:`~penchant.rules.cards.CardSet`) are :mod:`penchant.rules.cards`, which offers these names too.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from penchant.errors import InvalidNotationError
from penchant.rules.suits_and_ranks import BRISQUE_RANKS, MAJOR_RANKS, Rank, Suit

__all__ = [
    "PACK_SIZE", "FULL_MASK", "BRISQUE_MASK", "MAJOR_MASK", "RANK_MASKS", "SUIT_MASKS", "suit_mask", "rank_mask",
    "card_indexes", "rank_of_index", "suit_of_index", "index_in", "lowest_indexes",
]

PACK_SIZE: Final[int] = len(Suit) * len(Rank)
"""The piquet pack's 32 cards."""
FULL_MASK: Final[int] = (1 << PACK_SIZE) - 1
"""Every card of the pack, as a mask."""


def suit_mask(suit: Suit | int) -> int:
    return 0xFF << (int(suit) * 8)


def rank_mask(rank: Rank | int) -> int:
    return 0x01010101 << int(rank)


def _ranks_mask(ranks: Iterable[Rank]) -> int:
    out = 0
    for r in ranks:
        out |= rank_mask(r)
    return out


BRISQUE_MASK: Final[int] = _ranks_mask(BRISQUE_RANKS)
"""The pack's brisques (its four Aces, Tens and Sevens) as a card mask. Brisques are counted and told by the
rules (:func:`~penchant.rules.brisques.brisques_in_mask`, :func:`~penchant.rules.brisques.trick_brisques`,
:func:`~penchant.rules.tricks.is_brisque_index`); this mask is their one public fast path, for the Phase 2
search's innermost loop alone, where a call per node costs measurable time: ``(cards & BRISQUE_MASK).bit_count()``
is :func:`~penchant.rules.brisques.brisques_in_mask` inlined, ``card_bit & BRISQUE_MASK`` whether a card is a
brisque."""
MAJOR_MASK: Final[int] = _ranks_mask(MAJOR_RANKS)
"""The pack's major cards (Jacks, Queens, Kings, Aces) as a card mask."""
RANK_MASKS: Final[tuple[int, ...]] = tuple(rank_mask(r) for r in Rank)
"""``RANK_MASKS[r]``: the four cards of rank ``r`` as a mask (fast path of :func:`rank_mask`)."""
SUIT_MASKS: Final[tuple[int, ...]] = tuple(suit_mask(s) for s in Suit)
"""``SUIT_MASKS[s]``: the eight cards of suit ``s`` as a mask (fast path of :func:`suit_mask`)."""

NOT_A_MASK: Final = "not a 32-bit card mask"


def checked_mask(mask: int) -> int:
    """``mask``, a number of the pack's 32 bits, or an :class:`InvalidNotationError` quoting it."""
    if not 0 <= mask <= FULL_MASK:
        raise InvalidNotationError.refusing(mask, NOT_A_MASK)
    return mask


def card_indexes(mask: int) -> Iterator[int]:
    """The indexes (0..31) of the cards of a bit mask, lowest first: the fast path of
    :func:`~penchant.rules.cards.cards_of`.

    >>> from penchant.rules.cards import CardSet
    >>> list(card_indexes(CardSet("7S AS 7H").mask))
    [0, 7, 8]
    """
    if 0 <= mask <= FULL_MASK:  # the fast path: each suit's eight bits read from a table
        return iter(_SPADES[mask & 0xFF] + _HEARTS[mask >> 8 & 0xFF] + _DIAMONDS[mask >> 16 & 0xFF]
                    + _CLUBS[mask >> 24])
    return _bit_by_bit(mask)


def _bit_by_bit(mask: int) -> Iterator[int]:
    """:func:`card_indexes` read off one bit at a time (a mask wider than the pack's)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _suit_table(suit: int) -> tuple[tuple[int, ...], ...]:
    """For each of the 256 readings of a suit's eight bits, the indexes of its cards, lowest first."""
    return tuple(tuple(suit * 8 + rank for rank in range(8) if byte & 1 << rank) for byte in range(256))


_SPADES, _HEARTS, _DIAMONDS, _CLUBS = (_suit_table(suit) for suit in range(len(Suit)))


def rank_of_index(index: int) -> int:
    """The rank (0 for the Seven up to 7 for the Ace) of the card with ``index``: ``PACK[index].rank``, fast.

    >>> from penchant.rules.cards import Card
    >>> rank_of_index(Card.parse("AH").index) == Rank.ACE
    True
    """
    return index & 7


def suit_of_index(index: int) -> int:
    """The suit (0 spades, 1 hearts, 2 diamonds, 3 clubs) of the card with ``index``: ``PACK[index].suit``, fast.

    >>> from penchant.rules.cards import Card
    >>> suit_of_index(Card.parse("AH").index) == Suit.HEARTS
    True
    """
    return index >> 3


def index_in(mask: int, index: int) -> bool:
    """Whether the card with ``index`` is in ``mask``: ``PACK[index] in CardSet(mask)``, fast."""
    return bool(mask >> index & 1)


def lowest_indexes(mask: int, n: int) -> int:
    """The ``n`` lowest-index cards of ``mask`` (all of them if it holds fewer), as a mask.

    >>> from penchant.rules.cards import CardSet
    >>> str(CardSet.from_mask(lowest_indexes(CardSet("7S AS 7H KC").mask, 2)))
    '7S AS'
    """
    out = 0
    for _ in range(n):
        if not mask:
            break
        low = mask & -mask
        out |= low
        mask ^= low
    return out
