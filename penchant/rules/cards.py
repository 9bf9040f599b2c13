"""Cards and card sets: :class:`Card` (one card of the pack) and :class:`CardSet` (an immutable set of cards),
the values the engine says cards in, and the one module to import everything about cards from (the ranks and suits
they are made of, :mod:`penchant.rules.suits_and_ranks`, are offered here too).

A card is written rank then suit: ``7S 8H 9D TC JS QH KD AC``. Parsers also
accept ``10`` for ``T``, lower case and the symbols ``♠ ♥ ♦ ♣``; printing always
gives the canonical form. A list of cards is space separated: ``QS JH 9C``.

Internally a card is an index ``suit * 8 + rank`` (0..31) and a set of cards is
an ``int`` bit mask; :class:`CardSet` is the public, immutable wrapper.

Cards are read by one public reader for each job:

- one card: :meth:`Card.parse` (``Card.parse("QS")``);
- a set of cards: the :class:`CardSet` constructor (``CardSet("QS JH")``, or a list of cards), in the pack's
  order whatever order they are written in;
- a list of cards in the order written (a trick, a line of play): :func:`parse_cards`.

Two helpers do other jobs, for the engine's own functions rather than for a person's input:
:func:`cards_given` checks a function's argument as cards, its refusal naming the argument (``"your hand"``),
and :func:`mask_of` is the engine's converter to a bit mask, which passes a mask through as it is (the readers
refuse a number: a mask goes to :meth:`CardSet.from_mask`).

The modules under this one, each offered here, hold one job each: :mod:`penchant.rules.pack` the cards
(:class:`Card`, :data:`PACK`), :mod:`penchant.rules.card_notation` cards read and written in notation
(:func:`parse_cards`, :func:`format_cards`, :data:`NOTATION`), :mod:`penchant.rules.card_masks` the pack's layout as
bit masks, the search's fast path (:func:`card_indexes`, :data:`SUIT_MASKS`, ...), and
:mod:`penchant.rules.card_refusals` the refusal of what names no cards (:func:`refuse_a_number`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Union

from penchant.errors import InvalidNotationError

# The names imported "as" themselves are offered here, so that everything about cards is imported from one module
from penchant.rules.card_masks import BRISQUE_MASK as BRISQUE_MASK
from penchant.rules.card_masks import FULL_MASK as FULL_MASK
from penchant.rules.card_masks import MAJOR_MASK as MAJOR_MASK
from penchant.rules.card_masks import NOT_A_MASK, checked_mask
from penchant.rules.card_masks import PACK_SIZE as PACK_SIZE
from penchant.rules.card_masks import RANK_MASKS as RANK_MASKS
from penchant.rules.card_masks import SUIT_MASKS as SUIT_MASKS
from penchant.rules.card_masks import card_indexes as card_indexes
from penchant.rules.card_masks import index_in as index_in
from penchant.rules.card_masks import lowest_indexes as lowest_indexes
from penchant.rules.card_masks import rank_mask as rank_mask
from penchant.rules.card_masks import rank_of_index as rank_of_index
from penchant.rules.card_masks import suit_mask as suit_mask
from penchant.rules.card_masks import suit_of_index as suit_of_index
from penchant.rules.card_notation import NOTATION as NOTATION
from penchant.rules.card_notation import format_cards as format_cards
from penchant.rules.card_notation import parse_cards as parse_cards
from penchant.rules.card_refusals import NOT_CARDS
from penchant.rules.card_refusals import refuse_a_number as refuse_a_number
from penchant.rules.pack import PACK as PACK
from penchant.rules.pack import Card as Card
from penchant.rules.pack import cards_of as cards_of
from penchant.rules.suits_and_ranks import Rank as Rank
from penchant.rules.suits_and_ranks import Suit as Suit

__all__ = ["CardSet", "CardsLike", "CardsGiven", "cards_given", "mask_of"]


CardsLike = Union[str, "CardSet", Iterable[Card], Iterable[str], int]
"""What :func:`mask_of` converts: the forms of :data:`CardsGiven` and the engine's own ``int`` bit mask (the
widgets' and the engine's internal helper; the public readers take :data:`CardsGiven`)."""
CardsGiven = Union[str, "CardSet", Iterable[Card], Iterable[str]]
"""Cards as a person or a caller names them: notation, a CardSet, a list of cards. Not a number: the public
functions that take cards (:class:`CardSet`, :func:`cards_given`, ``classify``, ``brisque_count``,
``Holdings.parse``, ``Phase2Position``) refuse an ``int`` (a bit mask is the engine's own fast path, named:
:meth:`CardSet.from_mask`)."""


def cards_given(cards: object, what: str = "cards") -> CardSet:
    """A function's argument checked as cards: ``cards`` (notation, a :class:`CardSet`, a list of cards or of
    notation) as a CardSet, read as the :class:`CardSet` constructor reads it; a number, a boolean, ``None`` or
    anything else that names no cards raises :class:`InvalidNotationError` naming the argument, ``what``
    (``"your hand"``). For a function that takes cards from its caller; a person's text is read by :class:`CardSet`.

    >>> cards_given("QS JH")
    CardSet('QS JH')
    >>> cards_given(5)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: 5 is not cards: write them in notation, such as 'QS JH'
    """
    if isinstance(cards, CardSet):
        return cards
    if isinstance(cards, str):
        return CardSet(cards)
    if isinstance(cards, list | tuple | set | frozenset) and all(isinstance(c, Card | str) for c in cards):
        return CardSet(cards)
    raise InvalidNotationError.refusing(cards, f"not {what}: write them in notation, such as 'QS JH'")


def mask_of(cards: CardsLike) -> int:
    """The engine's converter to a bit mask: from text, a CardSet, a list of cards or of notation, or a bit mask
    passed through as it is (checked to be of the pack's 32 bits). Not a reader of a person's input, which is
    :class:`CardSet` (refusing a number); the engine's own masks, from searches and the widgets' state, come here.
    """
    if isinstance(cards, CardSet):
        return cards.mask
    if isinstance(cards, bool):
        raise InvalidNotationError.refusing(cards, NOT_CARDS)
    if isinstance(cards, int):
        return checked_mask(cards)
    if isinstance(cards, str):
        m = 0
        for parsed in parse_cards(cards):
            m |= parsed.bit
        return m
    if not isinstance(cards, Iterable) or isinstance(cards, bytes | bytearray | memoryview):
        raise InvalidNotationError.refusing(cards, NOT_CARDS)
    m = 0
    for item in cards:
        if not isinstance(item, Card | str):
            raise InvalidNotationError(f"{item!r} in {cards!r} is not a card: write the cards as text, such as 'QS JH'")
        card = item if isinstance(item, Card) else Card.parse(item)
        if m & card.bit:
            raise InvalidNotationError(
                f"{str(card)!r} is named twice: the pack has one of each card"
            )
        m |= card.bit
    return m


class CardSet:
    """An immutable set of cards backed by a 32-bit mask.

    ``CardSet("QS JH")`` reads cards as a person names them (notation, or a list of cards); a number is refused
    (``CardSet(5)`` raises :class:`InvalidNotationError`): the engine's bit mask goes to the named fast path,
    :meth:`CardSet.from_mask`. Supports ``in``, iteration (suit-major, low rank first), ``len``, set operators
    between CardSets (another operand is Python's ``TypeError``, as with ``frozenset``: read cards first,
    ``CardSet("QS") | CardSet("JH")``), and text round trips: ``str(CardSet('QS JH')) == 'QS JH'``
    (canonical order is the pack's, :attr:`Card.index`, so ``'JH QS'`` prints ``'QS JH'``).

    A CardSet is equal only to another CardSet with the same cards (its hash is its mask's, cheap for the
    solver's tables); a Python set of the same cards is not equal to it, nor is its notation. Compare cards
    with a set through ``set(cards)``. ``<`` and ``<=`` are subset tests, as frozenset's are.

    >>> CardSet("QS JH") == CardSet("JH QS")
    True
    >>> CardSet("QS JH") == {Card.parse("QS"), Card.parse("JH")}, CardSet("QS JH") == "QS JH"
    (False, False)
    >>> set(CardSet("QS JH")) == {Card.parse("QS"), Card.parse("JH")}
    True
    >>> CardSet("QS") < CardSet("QS JH")
    True
    """

    __slots__ = ("_mask",)
    _mask: int

    def __init__(self, cards: CardsGiven = ()) -> None:
        refuse_a_number(cards, "cards", "CardSet.from_mask({mask})")
        object.__setattr__(self, "_mask", mask_of(cards))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[Callable[[int], CardSet], tuple[int]]:
        """Pickled (and so sent to another process) as its mask, rebuilt by :meth:`from_mask`."""
        return (CardSet.from_mask, (self._mask,))

    def __copy__(self) -> CardSet:
        return self  # immutable: a copy is the set itself, as with frozenset

    def __deepcopy__(self, memo: dict[int, object]) -> CardSet:
        return self

    @classmethod
    def from_mask(cls, mask: int) -> CardSet:
        """The engine's fast path: the set whose bit ``suit * 8 + rank`` is set in ``mask`` (``from_mask(5)`` is
        7S 9S). Only a number of the pack's 32 bits is taken (an :class:`InvalidNotationError` otherwise); cards as
        a person names them go to ``CardSet("QS JH")``.
        """
        if type(mask) is not int:
            raise InvalidNotationError.refusing(mask, NOT_A_MASK)
        checked_mask(mask)
        out = object.__new__(cls)
        object.__setattr__(out, "_mask", mask)
        return out

    @property
    def mask(self) -> int:
        return self._mask

    def __contains__(self, card: object) -> bool:
        """Whether ``card`` (a :class:`Card` or its notation, ``"QS"``) is in the set. Anything else, a string no
        card is written as included, is not in it: ``"XX" in cards`` is ``False``, as ``"XX" in set_of_cards`` is
        (a membership test answers; :meth:`Card.parse` is where notation is refused)."""
        if isinstance(card, str):
            try:
                card = Card.parse(card)
            except InvalidNotationError:
                return False
        if not isinstance(card, Card):
            return False
        return bool(self._mask & card.bit)

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_of(self._mask))

    def __len__(self) -> int:
        return self._mask.bit_count()

    def __bool__(self) -> bool:
        return self._mask != 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self._mask == other._mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("CardSet", self._mask))

    # The operators are set algebra between CardSets, as frozenset's are between sets: another operand (text,
    # a number, None) returns NotImplemented, so Python raises its TypeError ("unsupported operand type(s) for |:
    # 'CardSet' and 'str'"). Cards in notation are read first: CardSet("QS") | CardSet("JH").
    def __or__(self, other: CardSet) -> CardSet:
        if not isinstance(other, CardSet):
            return NotImplemented
        return CardSet.from_mask(self._mask | other._mask)

    def __and__(self, other: CardSet) -> CardSet:
        if not isinstance(other, CardSet):
            return NotImplemented
        return CardSet.from_mask(self._mask & other._mask)

    def __sub__(self, other: CardSet) -> CardSet:
        if not isinstance(other, CardSet):
            return NotImplemented
        return CardSet.from_mask(self._mask & ~other._mask)

    def __xor__(self, other: CardSet) -> CardSet:
        if not isinstance(other, CardSet):
            return NotImplemented
        return CardSet.from_mask(self._mask ^ other._mask)

    def __le__(self, other: CardSet) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return self._mask & ~other._mask == 0

    def __lt__(self, other: CardSet) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return self._mask & ~other._mask == 0 and self._mask != other._mask

    def __ge__(self, other: CardSet) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return other._mask & ~self._mask == 0

    def __gt__(self, other: CardSet) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return other._mask & ~self._mask == 0 and self._mask != other._mask

    def __str__(self) -> str:
        return format_cards(self)

    def __repr__(self) -> str:
        return f"CardSet({str(self)!r})"

    @property
    def unicode(self) -> str:
        """The cards as a player writes them, each :attr:`Card.unicode`, in the set's order (``'Q♠ J♥'``); ``''``
        for none."""
        return " ".join(c.unicode for c in self)

    def by_suit(self, suit: Suit) -> CardSet:
        return CardSet.from_mask(self._mask & suit_mask(suit))

    def by_rank(self, rank: Rank) -> CardSet:
        return CardSet.from_mask(self._mask & rank_mask(rank))

    @property
    def brisques(self) -> CardSet:
        return CardSet.from_mask(self._mask & BRISQUE_MASK)

    def _repr_html_(self) -> str:
        from penchant.render import cards_html  # drawing is no rule: loaded only when a notebook shows cards

        return cards_html(list(self))
