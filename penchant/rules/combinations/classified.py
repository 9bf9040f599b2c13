"""Which combination cards make: the kind of a set of cards (:func:`classify`, :func:`classify_mask` on the engine's
masks, :func:`combination_kind` refusing what is none), whether it is a penchant or a minor set, the reunions a set
of cards holds, and every combination a holding makes (:func:`candidate_combinations`). Knows no declaration: what
may be declared is :mod:`~penchant.rules.combinations.declaration_check`'s and
:mod:`~penchant.rules.combinations.legal_lists`'.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations as _subsets
from typing import Final

from penchant.errors import IllegalDeclarationError
from penchant.rules.barring import is_minor_set_mask
from penchant.rules.cards import (
    RANK_MASKS,
    SUIT_MASKS,
    CardSet,
    CardsGiven,
    CardsLike,
    card_indexes,
    cards_given,
    mask_of,
    refuse_a_number,
)
from penchant.rules.kinds import LARGEST_SET, SET_OF_SIZE, SMALLEST_SET, Kind
from penchant.rules.suits_and_ranks import Rank

__all__ = [
    "REUNION_RUNS", "COMBINATIONS_CACHED", "combinations_of_holding", "candidate_combinations", "classify",
    "classify_mask", "combination_kind", "gapped_fours", "is_minor_set", "is_penchant", "reunions_containing"
]

_J, _Q, _K, _A, _T, _9 = int(Rank.JACK), int(Rank.QUEEN), int(Rank.KING), int(Rank.ACE), int(Rank.TEN), int(Rank.NINE)
_JQK: Final = (1 << _J) | (1 << _Q) | (1 << _K)
_SEQS4: Final = (_JQK | 1 << _T, _JQK | 1 << _A)
REUNION_RUNS: Final = (_JQK | 1 << _T | 1 << _9, _JQK | 1 << _T | 1 << _A)
"""The two runs of five a reunion may be (Nine to King, Ten to Ace), as masks of ranks in one suit's byte."""


def _classify_mask(m: int) -> Kind | None:
    n = m.bit_count()
    if n < 2 or n > 5:
        return None
    low = (m & -m).bit_length() - 1
    rank = low & 7
    if n <= LARGEST_SET and m & RANK_MASKS[rank] == m:
        return SET_OF_SIZE[n]
    suit = low >> 3
    if m & SUIT_MASKS[suit] == m:
        ranks = m >> (suit * 8)
        if n == 2:
            if ranks == (1 << _K | 1 << _Q):
                return Kind.MARRIAGE
            if ranks == (1 << _Q | 1 << _J):
                return Kind.BESITO
            return None
        if ranks & _JQK != _JQK:
            return None
        if n == 3:
            return Kind.FAMILY
        if n == 4:
            return Kind.CLAN if ranks in _SEQS4 else None
        return Kind.REUNION if ranks in REUNION_RUNS else Kind.FLUSH
    if n == 2:
        q = m & RANK_MASKS[_Q]
        j = m & RANK_MASKS[_J]
        if q and j:  # different suits, or the same-suit test above would have caught it
            return Kind.PENCHANT
    return None


COMBINATIONS_CACHED: Final = 1 << 16
"""How many holdings' combinations (and legal declarations), and masks' kinds, are kept: the play-outs of one
coach's analysis ask of a few tens of thousands."""

_CLASSIFY_CACHE: dict[int, Kind | None] = {}


def classify_mask(mask: int) -> Kind | None:
    """The kind of combination the cards of the bit mask ``mask`` form, or ``None``: the engine's fast path for
    the searches and the players (the mask is taken as it is, unchecked); cards as a person names them go to
    :func:`classify`.

    >>> classify_mask(CardSet("KS QS").mask)
    <Kind.MARRIAGE: 'marriage'>
    """
    try:
        return _CLASSIFY_CACHE[mask]
    except KeyError:
        k = _classify_mask(mask)
        if len(_CLASSIFY_CACHE) < COMBINATIONS_CACHED:
            _CLASSIFY_CACHE[mask] = k
        return k


def classify(cards: CardsGiven) -> Kind | None:
    """The kind of combination these exact cards form, or ``None``.

    A five-card same-suit set holding J Q K is a reunion if it is a sequence,
    else a flush; four cards holding J Q K count only as a sequence (a clan).
    A number is refused (``classify(5)`` raises :class:`~penchant.errors.InvalidNotationError` naming
    :meth:`CardSet.from_mask`); the engine's masks go to :func:`classify_mask`.
    """
    if isinstance(cards, CardSet):
        return classify_mask(cards.mask)
    refuse_a_number(cards, "cards", "CardSet.from_mask({mask})")
    return classify_mask(mask_of(cards))


def is_penchant(cards: CardsGiven) -> bool:
    """Whether these exact cards are a penchant: a Queen and a Jack of different suits.

    >>> is_penchant("QS JH"), is_penchant("QH JH"), is_penchant("QS JH JD")
    (True, False, False)
    """
    return classify(cards) is Kind.PENCHANT


def is_minor_set(cards: CardsGiven) -> bool:
    """Whether these cards are a minor set: a pair, triplet or quadruplet of Sevens, Eights, Nines or Tens, the
    only combinations a bar can stop. The cards are read as :func:`classify` reads them, and their kind is the
    one they form (a number is refused: the engine's masks go to
    :func:`~penchant.rules.barring.is_minor_set_mask` with their kind).

    >>> is_minor_set("9S 9H"), is_minor_set("QS QH"), is_minor_set("9S 8H"), is_minor_set("TS TH TD")
    (True, False, False, True)
    """
    refuse_a_number(cards, "cards", "CardSet.from_mask({mask})")
    mask = cards_given(cards).mask
    return is_minor_set_mask(classify_mask(mask), mask)


def gapped_fours(mask: int) -> tuple[CardSet, ...]:
    """The fours among the cards of ``mask`` that hold a suit's J Q K and a lower card not next to them (7, 8 or 9
    with J Q K): they look like a clan, but a clan is in sequence, and they are no combination at all until a fifth
    card of the suit joins them (a flush; a reunion in sequence).

    >>> [str(c) for c in gapped_fours(CardSet("7H 8H JH QH KH 9S").mask)]
    ['7H JH QH KH', '8H JH QH KH']
    """
    out: list[CardSet] = []
    for suit, suit_mask in enumerate(SUIT_MASKS):
        ranks = (mask & suit_mask) >> (suit * 8)
        if ranks & _JQK != _JQK:
            continue
        for rank in range(_J):
            four = _JQK | 1 << rank
            if ranks & four == four and four not in _SEQS4:
                out.append(CardSet.from_mask(four << (suit * 8)))
    return tuple(out)


def reunions_containing(cards: CardsLike) -> tuple[CardSet, ...]:
    """The reunions (Nine to King, or Ten to Ace, of one suit) that hold every one of ``cards``: those a
    marriage, besito, family or clan builds toward (none for cards of two suits).

    >>> [str(r) for r in reunions_containing("KH QH")]
    ['9H TH JH QH KH', 'TH JH QH KH AH']
    >>> [str(r) for r in reunions_containing("AS KS QS JS")], reunions_containing("QS JH")
    (['TS JS QS KS AS'], ())
    """
    m = mask_of(cards)
    if not m:
        return ()
    suit = ((m & -m).bit_length() - 1) >> 3
    return tuple(CardSet.from_mask(run << (suit * 8)) for run in REUNION_RUNS if m & ~(run << (suit * 8)) == 0)


def candidate_combinations(holding: int) -> list[tuple[int, Kind]]:
    """Every (mask, kind) combination that can be made from ``holding`` alone.

    Built constructively (sets per rank, runs per suit, couplings), not by
    enumerating subsets; each card set appears once. A new list each call, of an answer worked out once for each
    holding and cached (the play-outs of search ask it of the same holdings again and again).
    """
    return list(combinations_of_holding(holding))


@lru_cache(maxsize=COMBINATIONS_CACHED)
def combinations_of_holding(holding: int) -> tuple[tuple[int, Kind], ...]:
    """:func:`candidate_combinations`, worked out once for each holding (a tuple, shared by the callers)."""
    out: list[tuple[int, Kind]] = []
    # Sets.
    for r in range(8):
        rm = holding & RANK_MASKS[r]
        c = rm.bit_count()
        if c >= SMALLEST_SET:
            cards = [1 << i for i in card_indexes(rm)]
            for size in range(SMALLEST_SET, c + 1):
                kind = SET_OF_SIZE[size]
                for sub in _subsets(cards, size):
                    out.append((sum(sub), kind))
    # Runs and same-suit couplings.
    for s in range(4):
        ranks = (holding >> (s * 8)) & 0xFF
        base = s * 8
        if ranks & (1 << _K | 1 << _Q) == (1 << _K | 1 << _Q):
            out.append(((1 << _K | 1 << _Q) << base, Kind.MARRIAGE))
        if ranks & (1 << _Q | 1 << _J) == (1 << _Q | 1 << _J):
            out.append(((1 << _Q | 1 << _J) << base, Kind.BESITO))
        if ranks & _JQK == _JQK:
            out.append((_JQK << base, Kind.FAMILY))
            for seq in _SEQS4:
                if ranks & seq == seq:
                    out.append((seq << base, Kind.CLAN))
            others = [1 << i for i in range(8) if ranks >> i & 1 and not _JQK >> i & 1]
            for a, b in _subsets(others, 2):
                five = _JQK | a | b
                out.append((five << base, Kind.REUNION if five in REUNION_RUNS else Kind.FLUSH))
    # Penchants: a Queen and a Jack of different suits.
    queens = holding & RANK_MASKS[_Q]
    jacks = holding & RANK_MASKS[_J]
    if queens and jacks:
        for qi in range(4):
            q = 1 << (qi * 8 + _Q)
            if not queens & q:
                continue
            for ji in range(4):
                j = 1 << (ji * 8 + _J)
                if ji != qi and jacks & j:
                    out.append((q | j, Kind.PENCHANT))
    return tuple(out)


def combination_kind(cards: CardSet, given: object = None) -> Kind:
    """The kind of combination ``cards`` are (:func:`classify`), or an :class:`IllegalDeclarationError` quoting
    ``given``, the cards as given (by default, as notation)."""
    kind = classify(cards)
    if kind is None:
        raise IllegalDeclarationError.refusing(str(cards) if given is None else given, "not a combination")
    return kind
