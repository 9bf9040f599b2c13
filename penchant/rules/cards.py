"""Cards, card sets and their notation (the ranks and suits they are made of: :mod:`penchant.rules.suits_and_ranks`,
offered here too).

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
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Final, Union

from penchant.errors import InvalidNotationError
from penchant.rules.suits_and_ranks import BRISQUE_RANKS, MAJOR_RANKS, Rank, Suit

__all__ = [
    "Card", "CardSet", "CardsLike", "CardsGiven", "cards_given", "refuse_a_number", "PACK", "FULL_MASK",
    "BRISQUE_MASK", "MAJOR_MASK", "RANK_MASKS", "SUIT_MASKS", "PACK_SIZE", "NOTATION", "parse_cards", "format_cards",
    "suit_mask", "rank_mask", "mask_of", "cards_of", "card_indexes", "rank_of_index", "suit_of_index",
    "index_in", "lowest_indexes",
]




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
PACK_SIZE: Final[int] = len(PACK)
"""The piquet pack's 32 cards."""
FULL_MASK: Final[int] = (1 << PACK_SIZE) - 1


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


def cards_of(mask: int) -> list[Card]:
    """The cards of a bit mask, lowest index first."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(PACK[low.bit_length() - 1])
        mask ^= low
    return out


# ---- the index fast path: searches (the solver, the players, the end-game lines) work on a card's index
# ``suit * 8 + rank`` and on masks; these name the arithmetic once so no caller re-derives the layout.


def card_indexes(mask: int) -> Iterator[int]:
    """The indexes (0..31) of the cards of a bit mask, lowest first: the fast path of :func:`cards_of`.

    >>> list(card_indexes(CardSet("7S AS 7H").mask))
    [0, 7, 8]
    """
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def rank_of_index(index: int) -> int:
    """The rank (0 for the Seven up to 7 for the Ace) of the card with ``index``: ``PACK[index].rank``, fast.

    >>> rank_of_index(Card.parse("AH").index) == Rank.ACE
    True
    """
    return index & 7


def suit_of_index(index: int) -> int:
    """The suit (0 spades, 1 hearts, 2 diamonds, 3 clubs) of the card with ``index``: ``PACK[index].suit``, fast.

    >>> suit_of_index(Card.parse("AH").index) == Suit.HEARTS
    True
    """
    return index >> 3


def index_in(mask: int, index: int) -> bool:
    """Whether the card with ``index`` is in ``mask``: ``PACK[index] in CardSet(mask)``, fast."""
    return bool(mask >> index & 1)


def lowest_indexes(mask: int, n: int) -> int:
    """The ``n`` lowest-index cards of ``mask`` (all of them if it holds fewer), as a mask.

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


CardsLike = Union[str, "CardSet", Iterable[Card], Iterable[str], int]
"""What :func:`mask_of` converts: the forms of :data:`CardsGiven` and the engine's own ``int`` bit mask (the
widgets' and the engine's internal helper; the public readers take :data:`CardsGiven`)."""
CardsGiven = Union[str, "CardSet", Iterable[Card], Iterable[str]]
"""Cards as a person or a caller names them: notation, a CardSet, a list of cards. Not a number: the public
functions that take cards (:class:`CardSet`, :func:`cards_given`, ``classify``, ``brisque_count``,
``Holdings.parse``, ``Phase2Position``) refuse an ``int`` (a bit mask is the engine's own fast path, named:
:meth:`CardSet.from_mask`)."""


NOT_CARDS: Final = "not a set of cards: write the cards as text, such as 'QS JH'"
"""Why a value that names no cards at all (``None``, ``True``, an object) is refused where cards are read."""


def refuse_a_number(value: object, what: str, use: str) -> None:
    """Raise :class:`InvalidNotationError` if ``value`` is a number (a boolean too): a reader reads cards as a
    person names them, and a bit mask goes to the named fast path ``use`` (a format with ``{mask}``, such as
    ``"CardSet.from_mask({mask})"``), which the message names.

    >>> refuse_a_number("QS JH", "cards", "CardSet.from_mask({mask})")
    >>> refuse_a_number(5, "cards", "CardSet.from_mask({mask})")
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: 5 is a number, not cards: use CardSet.from_mask(5) for a bit mask, or \
write the cards, such as 'QS JH'
    """
    if isinstance(value, bool):
        raise InvalidNotationError.refusing(value, NOT_CARDS)
    if isinstance(value, int):
        if not 0 <= value <= FULL_MASK:
            raise InvalidNotationError(f"{value!r} is a number, not {what}: write the cards, such as 'QS JH'")
        raise InvalidNotationError(f"{value!r} is a number, not {what}: use {use.format(mask=repr(value))} for a "
                                   "bit mask, or write the cards, such as 'QS JH'")


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


NOTATION: Final = re.compile(r"\b(?:10|[" + "".join(r.char for r in Rank) + "])[" + "".join(s.letter for s in Suit)
                             + r"]\b")
"""A card in notation inside a text (``9H``, ``TS``, ``10C``), each match read by :meth:`Card.parse`: what the
rules' words turn into symbols and a puzzle's question is compared by. A card outside the piquet pack (``6S``,
``2H``) is no match, so a refusal quoting a mistyped card reads as a sentence instead of failing in turn."""


def parse_cards(text: str) -> list[Card]:
    """Parse a space (or comma) separated list of cards, keeping order.

    A card written twice is a notation error: there is one of each card.

    >>> parse_cards("QS 10H, j♦")
    [Card.parse('QS'), Card.parse('TH'), Card.parse('JD')]

    What is not text is refused, quoted, saying how the cards are written (a list of them, one string):

    >>> parse_cards(["QS", "JH"])
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: ['QS', 'JH'] is not text but a list: write the cards in one string, \
such as 'QS JH'
    """
    if not isinstance(text, str):
        raise InvalidNotationError.refusing(text, _not_text(text))
    tokens = text.replace(",", " ").split()
    cards: list[Card] = []
    seen = 0
    for tok in tokens:
        card = Card.parse(tok)
        if seen & card.bit:
            raise InvalidNotationError.refusing(text, f"names {card} twice: the pack has one of each card")
        seen |= card.bit
        cards.append(card)
    return cards


def _not_text(given: object) -> str:
    """Why :func:`parse_cards` refuses ``given``, which is no text: what it is instead, and the cards written in one
    string (a list or tuple of notation joined, as the reader wants it; else an example)."""
    if isinstance(given, list | tuple | set | frozenset) and given and all(isinstance(c, str | Card) for c in given):
        shown = " ".join(str(c) for c in given)
        return f"not text but a {type(given).__name__}: write the cards in one string, such as {shown!r}"
    return "not text: write the cards in one string, such as 'QS JH'"


def format_cards(cards: CardsGiven) -> str:
    """Cards in notation, in the order given, from any form the readers take (:data:`CardsGiven`: notation, a
    CardSet, a list of cards or of notation): ``format_cards(parse_cards("QS JH"))`` and ``format_cards("qs jh")``
    are ``'QS JH'``; what is not cards (``None``, a number, a word) raises :class:`InvalidNotationError`."""
    if isinstance(cards, str):
        return " ".join(str(c) for c in parse_cards(cards))
    if not isinstance(cards, Iterable) or isinstance(cards, bool | int):
        raise InvalidNotationError.refusing(cards, "not a list of cards to write in notation")
    out = []
    for c in cards:
        if isinstance(c, str):
            c = Card.parse(c)
        if not isinstance(c, Card):
            raise InvalidNotationError(f"{c!r} in {cards!r} is not a card")
        out.append(str(c))
    return " ".join(out)


NOT_A_MASK: Final = "not a 32-bit card mask"


def checked_mask(mask: int) -> int:
    """``mask``, a number of the pack's 32 bits, or an :class:`InvalidNotationError` quoting it."""
    if not 0 <= mask <= FULL_MASK:
        raise InvalidNotationError.refusing(mask, NOT_A_MASK)
    return mask


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
