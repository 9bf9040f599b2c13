"""A deal's card counts (its layout): how many cards each hand, each table and the stock hold after so many
tricks, checked once (:func:`check_deal_layout`) for every reader of a deal (a position, a deal played out from its
dealing).

As dealt, each player holds six cards and the stock twenty. In the first ten tricks a player's hand and table
hold six together to play a card, five for the one who has led while his lead is answered and five for both at a
declaration (after the trick, before the draws: :func:`~penchant.rules.procedure.held`); the stock is twenty less
two a trick drawn (:func:`~penchant.rules.procedure.stock_after`). In the last six each hand holds the cards of
the tricks still to play (:func:`~penchant.rules.procedure.held_in_last_six`), one fewer for the leader while his
lead is answered, and no table is kept; once the deal is over nothing is held.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, Literal, get_args

from penchant.english.numbers import count_words
from penchant.errors import InvalidRecordError, quoted
from penchant.rules.cards import PACK_SIZE, Card, CardSet
from penchant.rules.dealing import STOCK_SIZE
from penchant.rules.procedure import (
    held,
    held_in_last_six,
    last_six_begun,
    stock_after,
    stock_at_next_lead,
    tricks_for_stock,
)

__all__ = ["LayoutMoment", "LAYOUT_MOMENTS", "cards_held", "check_deal_layout"]

LayoutMoment = Literal["lead", "follow", "declare", "penchant", "over"]
"""The moment of the deal a layout is seen at, as a position's stage names it: a card to lead, a lead to answer,
a declaration (a combination, or the penchant) after the trick won, the deal over."""
LAYOUT_MOMENTS: Final[tuple[LayoutMoment, ...]] = get_args(LayoutMoment)
"""The moments, in the order :data:`LayoutMoment` lists them."""

Cards = CardSet | Sequence[Card]
"""Cards as a reader has them: a card set, or the cards in the order given (which may repeat a card)."""

_DECLARING: Final = ("declare", "penchant")


def _quoted(cards: Iterable[Card]) -> str:
    """The cards as a refusal quotes them, whole (the pack's notation is three characters a card at most)."""
    return quoted(" ".join(str(c) for c in cards), 3 * PACK_SIZE)


def _first_ten(stock: Cards, moment: str) -> bool:
    """Whether the layout is one of the first ten tricks: the stock holds cards, or it is drawn and the last six
    have not begun (:func:`~penchant.rules.procedure.last_six_begun`: the tenth trick's declaration is still of the
    first ten, the stock drawn after it)."""
    return len(stock) > 0 or not last_six_begun(tricks_for_stock(len(stock)), declaring=moment in _DECLARING)


def cards_held(tricks: int, moment: str, *, first_ten: bool, has_led: bool) -> int:
    """How many cards a player holds, hand and table together, once ``tricks`` tricks are played, at ``moment``
    (one of :data:`LAYOUT_MOMENTS`): in the first ten tricks six to play, five at a declaration or for the one
    whose lead is being answered (``has_led``); in the last six the tricks still to play, one fewer for him who
    has led; none once the deal is over.

    >>> cards_held(0, "lead", first_ten=True, has_led=False), cards_held(3, "follow", first_ten=True, has_led=True)
    (6, 5)
    >>> cards_held(13, "follow", first_ten=False, has_led=True), cards_held(16, "over", first_ten=False, has_led=False)
    (2, 0)
    """
    if moment not in LAYOUT_MOMENTS:
        raise InvalidRecordError.refusing(moment, f"not a moment of the deal: one of {', '.join(LAYOUT_MOMENTS)}")
    if moment == "over":
        return 0
    answering = moment == "follow" and has_led
    if first_ten:
        return held("declare" if moment in _DECLARING or answering else "play")
    return held_in_last_six(tricks) - answering


def check_deal_layout(hands: Sequence[Cards], stock: Cards, tricks: int = 0, *,
                      tables: Sequence[Cards] = (CardSet(), CardSet()), moment: str = "lead",
                      leader: int = 0, names: tuple[str, str] = ("hands[0]", "hands[1]")) -> None:
    """The two hands, the two tables and the stock, once ``tricks`` tricks are played, at ``moment`` (``leader``:
    who led the trick in play), or :class:`~penchant.errors.InvalidRecordError` quoting the cards that do not fit:
    hand and table hold what a player holds then (:func:`cards_held`), no table in the last six, the stock twenty
    cards less two a trick drawn. ``names`` are the hands' names in the caller's record (a position's
    ``hands[0]``, a played deal's ``pone``).

    >>> from penchant.rules.cards import PACK
    >>> check_deal_layout((PACK[:6], PACK[6:12]), PACK[12:])
    >>> check_deal_layout((PACK[:6], PACK[6:11]), PACK[11:], names=("pone", "dealer_hand"))
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidRecordError: dealer_hand 'KS AS 7H 8H 9H' as dealt: each player is dealt six cards
    """
    first_ten = _first_ten(stock, moment)
    dealt = tricks == 0 and moment == "lead"
    when = "as dealt" if dealt else f"at stage {moment!r} after {tricks!r} tricks"
    for p in (0, 1):
        hand, table = hands[p], tables[p]
        want = cards_held(tricks, moment, first_ten=first_ten, has_led=p == leader)
        if len(hand) + len(table) != want or (len(table) and not first_ten):
            who = f"{names[p]} {_quoted(hand)}" + (f" and tables[{p}] {_quoted(table)}" if len(table) else "")
            place = "hand and table" if first_ten else "hand"
            held_then = (f"each player is dealt {count_words(want, 'card')}" if dealt
                         else f"the {place} hold {count_words(want, 'card')} then")
            raise InvalidRecordError(f"{who} {when}: {held_then}"
                                     + ("" if first_ten or not len(table) else ", no table in the last six tricks"))
    if first_ten and stock_at_next_lead(len(stock), moment in _DECLARING) != stock_after(tricks):
        raise InvalidRecordError(
            f"stock {_quoted(stock)} ({count_words(len(stock), 'card')}) {when}: the stock is dealt "
            f"{count_words(STOCK_SIZE, 'card')}" + ("" if dealt else ", less two a trick drawn"))

