"""The stock through the first ten tricks: what it holds after so many tricks, the draws, the cards received.

The first ten tricks are played while the stock lasts: after each, the winner draws the stock's top card, then
the loser (:func:`draws`), so the stock falls by two a trick (:func:`stock_after`) and each player still draws half
of it (:func:`draws_each`). A declaration is made after its trick and before that trick's draws
(:func:`stock_at_next_lead`, :func:`trick_declared_after`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from penchant.english.numbers import count_words, number_words
from penchant.errors import InvalidRecordError, PenchantError
from penchant.rules.dealing import FIRST_TEN_TRICKS, HAND_SIZE, STOCK_SIZE

__all__ = [
    "DRAWS_PER_TRICK",
    "DEALT_TO_HANDS",
    "STOCK_AT_LAST_DECLARATION",
    "CARDS_RECEIVED",
    "stock_after",
    "lead_stocks",
    "tricks_for_stock",
    "trick_declared_after",
    "draws_each",
    "drawn_by_whole_tricks",
    "stock_at_next_lead",
    "stock_at_last_play",
    "draws",
    "stock_after_draws",
    "cards_received",
]


DRAWS_PER_TRICK: Final = 2
"""After each of the first ten tricks the winner draws one card, then the loser."""


DEALT_TO_HANDS: Final = 2 * HAND_SIZE
"""The deal gives six cards to each player before the rest of the pack becomes the stock."""


STOCK_AT_LAST_DECLARATION: Final = STOCK_SIZE - DRAWS_PER_TRICK * (FIRST_TEN_TRICKS - 1)
"""Two: the last declaration follows the tenth trick, before its draws empty the stock."""


CARDS_RECEIVED: Final = HAND_SIZE + FIRST_TEN_TRICKS
"""The cards a player receives over a deal: six dealt, and one drawn after each of the first ten tricks."""


CARDS_AT_LAST_DECLARATION: Final = CARDS_RECEIVED - 1
"""Fifteen: the cards a player can have received by his last declaration, which follows the tenth trick before
its draw (six dealt, one drawn after each of the first nine tricks). Every declaration of a deal is made from
these: the sixteenth card comes too late to be declared."""


def stock_after(tricks: int) -> int:
    """Cards left in the stock once ``tricks`` of the first ten tricks are played and drawn after.

    >>> stock_after(0), stock_after(3), stock_after(10)
    (20, 14, 0)
    """
    if not 0 <= tricks <= FIRST_TEN_TRICKS:
        raise InvalidRecordError(f"{tricks!r} tricks: the stock lasts {FIRST_TEN_TRICKS} tricks")
    return STOCK_SIZE - DRAWS_PER_TRICK * tricks


def lead_stocks(last: int = FIRST_TEN_TRICKS) -> tuple[int, ...]:
    """The stocks the last ``last`` of the first ten tricks are led from, the tenth trick's first: a trick of
    the first ten is led only while the stock holds cards, :data:`DRAWS_PER_TRICK` fewer each trick.

    >>> lead_stocks(2), lead_stocks()[-1]
    ((2, 4), 20)
    """
    return tuple(stock_after(FIRST_TEN_TRICKS - n) for n in range(1, min(last, FIRST_TEN_TRICKS) + 1))


def _stock_checked(stock: object, error: type[PenchantError]) -> int:
    """``stock``, a count of stock cards a moment of a deal holds (:func:`drawn_by_whole_tricks`, at most the whole
    stock), else ``error`` quoting it: one check, one wording (:func:`tricks_for_stock`, :func:`draws_each`)."""
    if not drawn_by_whole_tricks(stock) or not isinstance(stock, int) or stock > STOCK_SIZE:
        raise error.refusing(stock, f"not a stock a deal holds: an even number of cards from 0 to {STOCK_SIZE}, "
                                    f"{count_words(DRAWS_PER_TRICK, 'card')} drawn after each trick")
    return stock


def tricks_for_stock(stock: int, error: type[PenchantError] = InvalidRecordError) -> int:
    """How many of the first ten tricks have been played and drawn after, when the stock holds ``stock``; a stock
    no deal holds is refused (:class:`InvalidRecordError` unless the caller names its own ``error``, as
    :func:`~penchant.rules.procedure.seats.player_index` does).

    >>> tricks_for_stock(14)
    3
    """
    if type(stock) is int:  # the fast path: a stock a deal holds, answered once (below) for every play-out's asking
        known = _TRICKS_FOR_STOCK.get(stock)
        if known is not None:
            return known
    return (STOCK_SIZE - _stock_checked(stock, error)) // DRAWS_PER_TRICK


def trick_declared_after(stock: int, error: type[PenchantError] = InvalidRecordError) -> int:
    """The trick (1 to 10) a declaration follows, the stock holding ``stock`` cards, that trick's draws still in it
    (:func:`stock_at_next_lead`); a stock no declaration meets is refused with ``error`` (22 cards: before trick 1).

    >>> trick_declared_after(STOCK_SIZE), trick_declared_after(4), trick_declared_after(STOCK_AT_LAST_DECLARATION)
    (1, 9, 10)
    """
    if not drawn_by_whole_tricks(stock) or not STOCK_AT_LAST_DECLARATION <= stock <= STOCK_SIZE:
        raise error.refusing(stock, f"not a stock at a declaration: drawn by whole tricks, "
                                    f"{count_words(DRAWS_PER_TRICK, 'card')} after each, from {STOCK_SIZE} after the "
                                    f"first trick to {number_words(STOCK_AT_LAST_DECLARATION)} after the tenth")
    return tricks_for_stock(stock_at_next_lead(stock, declaring=True), error)


def draws_each(stock: int, error: type[PenchantError] = InvalidRecordError) -> int:
    """How many cards each player still draws from a stock of ``stock`` cards: after each of the first ten tricks
    both draw one, the winner first (:func:`draws`), so each draws one card a trick still to be drawn after. A
    stock no deal holds is refused as :func:`tricks_for_stock` refuses it.

    >>> draws_each(STOCK_SIZE), draws_each(4), draws_each(0)
    (10, 2, 0)
    """
    if type(stock) is int:  # the fast path, as tricks_for_stock's
        known = _DRAWS_EACH.get(stock)
        if known is not None:
            return known
    return _stock_checked(stock, error) // DRAWS_PER_TRICK


def drawn_by_whole_tricks(cards: object) -> bool:
    """Whether ``cards`` stock cards are drawn by whole tricks: a whole number, 0 or more, that the
    :data:`DRAWS_PER_TRICK` after each trick reach exactly.

    >>> drawn_by_whole_tricks(6), drawn_by_whole_tricks(5), drawn_by_whole_tricks(-2), drawn_by_whole_tricks(True)
    (True, False, False, False)
    """
    return (isinstance(cards, int) and not isinstance(cards, bool) and cards >= 0
            and cards % DRAWS_PER_TRICK == 0)


_TRICKS_FOR_STOCK: Final[dict[int, int]] = {}
_DRAWS_EACH: Final[dict[int, int]] = {}
_TRICKS_FOR_STOCK.update((n, tricks_for_stock(n)) for n in range(STOCK_SIZE + 1) if drawn_by_whole_tricks(n))
_DRAWS_EACH.update((n, draws_each(n)) for n in _TRICKS_FOR_STOCK)
"""The answers of :func:`tricks_for_stock` and :func:`draws_each` for every stock a deal holds, worked out once by
those functions themselves (each filled before either is asked of it: empty, they work the answer out): the deal's
:attr:`last_six` and the players' rules of thumb ask them of every moment of every play-out."""


def stock_at_next_lead(stock: int, declaring: bool) -> int:
    """The stock the next trick is led from, seen from a moment with ``stock`` cards in it: a declaration
    is made after its trick and before that trick's draws, so the :data:`DRAWS_PER_TRICK` cards still to be
    drawn leave first; a card played meets the stock as it is.

    >>> stock_at_next_lead(8, declaring=True), stock_at_next_lead(8, declaring=False)
    (6, 8)
    """
    return stock - DRAWS_PER_TRICK if declaring else stock


def stock_at_last_play(stock: int, drawn: bool) -> int:
    """The stock when the last trick was played, seen now with ``stock`` cards in it: once that trick's
    :data:`DRAWS_PER_TRICK` cards are ``drawn`` it held that many more.

    >>> stock_at_last_play(6, drawn=True), stock_at_last_play(6, drawn=False)
    (8, 6)
    """
    return stock + DRAWS_PER_TRICK if drawn else stock


def _drawable(stock: Sequence[int]) -> None:
    """Refuse a stock too small for a trick's draws (:func:`draws`, :func:`stock_after_draws`)."""
    if len(stock) < DRAWS_PER_TRICK:
        raise InvalidRecordError(f"a stock of {count_words(len(stock), 'card')} cannot be drawn from: after a trick "
                                 f"{number_words(DRAWS_PER_TRICK)} are drawn")


def draws(stock: Sequence[int], winner: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The draws after a trick of the first ten: its winner takes the stock's top card, then the loser the next,
    as ``((winner, card), (loser, card))``; ``stock`` lists the stock's cards bottom first (its top card last),
    and :data:`DRAWS_PER_TRICK` leave it.

    >>> draws([3, 7, 9], winner=1)
    ((1, 9), (0, 7))
    """
    _drawable(stock)
    return (winner, stock[-1]), (1 - winner, stock[-2])


def stock_after_draws(stock: Sequence[int]) -> list[int]:
    """The stock once a trick's draws are made (:func:`draws`): its top :data:`DRAWS_PER_TRICK` cards gone, the
    rest as they lay (bottom first). A stock too small to be drawn from is refused as :func:`draws` refuses it.

    >>> stock_after_draws([3, 7, 9])
    [3]
    """
    _drawable(stock)
    return list(stock[:len(stock) - DRAWS_PER_TRICK])


def cards_received(draws: int) -> int:
    """The cards a player has received once ``draws`` of the first ten tricks' draws are made: the six dealt,
    then one a draw.

    >>> cards_received(0), cards_received(4), cards_received(10) == CARDS_RECEIVED
    (6, 10, True)
    """
    if not 0 <= draws <= FIRST_TEN_TRICKS:
        raise InvalidRecordError(
            f"{draws!r} draws: a player draws once after each of the first {FIRST_TEN_TRICKS} tricks")
    return HAND_SIZE + draws
