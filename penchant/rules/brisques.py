"""Brisques: the pack's Aces, Tens and Sevens, and the book bonus on those above six.

Every brisque is taken by someone by the end of a deal, so the two players' counts add up to
:data:`BRISQUES_IN_PACK`; each brisque a player takes above :data:`BOOK_BRISQUES` scores the book
bonus (:func:`penchant.rules.scoring.book_bonus_of`).
"""

from __future__ import annotations

from typing import Final

from penchant.english.lists import join_and
from penchant.errors import InvalidNumberError
from penchant.rules.cards import BRISQUE_MASK, CardSet, CardsGiven, mask_of, refuse_a_number
from penchant.rules.suits_and_ranks import BRISQUE_RANKS

__all__ = [
    "BOOK_BRISQUES", "BRISQUE_COUNTS", "BRISQUE_RANKS_WORDS", "BRISQUES_IN_PACK", "book_shared", "brisque_count",
    "brisque_count_problem", "brisques_in_all", "brisques_mask", "brisques_of_first_ten", "brisques_in_mask",
    "brisques_over_book", "reaches_the_book", "the_other_brisques", "trick_brisques",
]

BRISQUES_IN_PACK: Final[int] = BRISQUE_MASK.bit_count()
"""How many brisques the pack holds: 12 (four Aces, four Tens, four Sevens)."""
BOOK_BRISQUES: Final[int] = BRISQUES_IN_PACK // 2
"""Six: a player's brisques above this many score the book bonus."""
BRISQUE_RANKS_WORDS: Final = join_and(r.plural for r in reversed(BRISQUE_RANKS))
"""The ranks of the brisques in a player's words, highest first: "Aces, Tens and Sevens"."""


def brisque_count(cards: CardsGiven) -> int:
    """How many brisques are among ``cards`` (a card set, notation or a list of cards).

    >>> brisque_count(CardSet("AS TH 7D KC"))
    3

    A number is refused (``brisque_count(5)`` raises :class:`~penchant.errors.InvalidNotationError` naming
    :meth:`CardSet.from_mask`): the engine's masks go to :func:`brisques_in_mask`. Anything else is refused as
    :class:`CardSet` refuses it (``None``, text that is not cards).
    """
    if isinstance(cards, CardSet):
        return (cards.mask & BRISQUE_MASK).bit_count()
    refuse_a_number(cards, "cards", "CardSet.from_mask({mask})")
    return (mask_of(cards) & BRISQUE_MASK).bit_count()


def brisques_in_mask(cards: int) -> int:
    """How many brisques the cards of the bit mask ``cards`` hold: the engine's fast path for the deal, the
    searches and the players (the mask is taken as it is, unchecked); cards as a person names them go to
    :func:`brisque_count`.

    >>> brisques_in_mask(CardSet("AS TH 7D KC").mask)
    3
    """
    return (cards & BRISQUE_MASK).bit_count()


def brisques_mask(cards: int) -> int:
    """The brisques among the cards of the mask ``cards``, as a mask (the search's fast path).

    >>> str(CardSet.from_mask(brisques_mask(CardSet("AS TH 7D KC").mask)))
    'AS TH 7D'
    """
    return cards & BRISQUE_MASK


def trick_brisques(led: int, followed: int) -> int:
    """How many brisques a trick of two cards carries (what its winner takes), the cards given by their
    indexes in the pack.

    >>> from penchant.rules.cards import Card
    >>> trick_brisques(Card.parse("AS").index, Card.parse("KS").index)
    1
    """
    return brisques_in_mask(1 << led | 1 << followed)


def brisques_in_all(first_ten: int, brisquettes: int) -> int:
    """A player's brisques of the deal so far, both phases: those taken in the first ten tricks and his brisquettes,
    the brisques taken in the last six (what the book bonus is reckoned on at the end). The counts are taken as
    given: a record's checker compares the sum with the brisques in the player's tricks.

    >>> brisques_in_all(5, 3)
    8
    """
    return first_ten + brisquettes


def brisques_of_first_ten(brisques: int, brisquettes: int) -> int:
    """A player's brisques of the first ten tricks, from his brisques of the deal and his brisquettes (those of
    the last six): :func:`brisques_in_all` read the other way.

    >>> brisques_of_first_ten(8, 3)
    5
    """
    return brisques - brisquettes


def brisques_over_book(brisques: int) -> int:
    """The brisques that score the book bonus: those above six (none for six or fewer).

    >>> brisques_over_book(8), brisques_over_book(4)
    (2, 0)
    >>> brisques_over_book(13)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNumberError: 13: a player takes from 0 to 12 brisques (the pack holds 12)
    """
    return max(0, _brisques_taken(brisques) - BOOK_BRISQUES)


def reaches_the_book(brisques: int) -> bool:
    """Whether a player who took ``brisques`` has at least the book (six): at it or over it.

    >>> reaches_the_book(6), reaches_the_book(8), reaches_the_book(5)
    (True, True, False)
    """
    return _brisques_taken(brisques) >= BOOK_BRISQUES


def book_shared(brisques: tuple[int, int]) -> bool:
    """Whether the two players took the book each (six brisques apiece), so neither scores the book bonus.

    >>> book_shared((6, 6)), book_shared((7, 5))
    (True, False)
    """
    return brisques == (BOOK_BRISQUES, BOOK_BRISQUES)


def the_other_brisques(brisques: int) -> int:
    """At the end of a deal, the other player took the rest of the pack's twelve brisques.

    >>> the_other_brisques(7)
    5
    """
    return BRISQUES_IN_PACK - _brisques_taken(brisques)


def brisque_count_problem(brisques: object) -> str | None:
    """Why ``brisques`` is no count of brisques one player can take, a whole number from 0 to the pack's
    :data:`BRISQUES_IN_PACK` (``None`` when it is one): every reader of such a count asks it.

    >>> brisque_count_problem(12) is None, brisque_count_problem(-1), brisque_count_problem(13)
    (True, 'a count cannot be negative', 'the pack holds only 12 brisques (Aces, Tens and Sevens)')
    >>> brisque_count_problem(True)
    'a count of brisques is a whole number from 0 to 12'
    """
    if isinstance(brisques, bool) or not isinstance(brisques, int):
        return f"a count of brisques is a whole number from 0 to {BRISQUES_IN_PACK}"
    if brisques < 0:
        return "a count cannot be negative"
    if brisques > BRISQUES_IN_PACK:
        return f"the pack holds only {BRISQUES_IN_PACK} brisques ({BRISQUE_RANKS_WORDS})"
    return None


BRISQUE_COUNTS: Final[tuple[int, ...]] = tuple(n for n in range(BRISQUES_IN_PACK + 1)
                                               if brisque_count_problem(n) is None)
"""Every count of brisques one player can take in a deal, fewest first (0 to the pack's 12): a screen offering them
as taps offers these, and the score marker asks which of them end the deal now
(:attr:`~penchant.marker.choices.Choices.end_counts`)."""


def _brisques_taken(brisques: object) -> int:
    """``brisques`` once known to be a count of brisques one player can take (:func:`brisque_count_problem`);
    anything else is refused, quoted, with :class:`~penchant.errors.InvalidNumberError` (a number, not notation)."""
    if brisque_count_problem(brisques) is not None or not isinstance(brisques, int):
        raise InvalidNumberError.refusing(brisques, f"a player takes from 0 to {BRISQUES_IN_PACK} brisques (the "
                                                      f"pack holds {BRISQUES_IN_PACK})")
    return brisques
