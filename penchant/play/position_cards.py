"""Every card of a ``penchant-position/1`` record in exactly one place (a hand, a table, the cards played, the
stock, the card led): :func:`check_every_card_once`, which :func:`penchant.play.position_record.position_fields` and a
deal state being built both ask."""

from __future__ import annotations

from collections.abc import Sequence

from penchant.errors import InvalidRecordError
from penchant.rules.cards import FULL_MASK, PACK, CardSet, index_in

__all__ = ["check_every_card_once", "each_card_once"]


def each_card_once(places: Sequence[int]) -> int:
    """The cards of ``places`` (masks), each in one of them, else :class:`InvalidRecordError` naming the cards
    in two."""
    seen = 0
    for m in places:
        if seen & m:
            raise InvalidRecordError(f"{CardSet.from_mask(seen & m)} is in two places at once",
                                     reason="in two places at once")
        seen |= m
    return seen


def check_every_card_once(
    hands: Sequence[int], tables: Sequence[int], played: int, stock: Sequence[int], lead: int | None
) -> None:
    """Every one of the 32 cards is in exactly one place (hands, tables, played, stock), else
    :class:`InvalidRecordError` naming the card out of place."""
    seen = each_card_once([*hands, *tables, played])
    for i in stock:
        if index_in(seen, i):
            raise InvalidRecordError(f"{PACK[i]} is in the stock and elsewhere")
        seen |= PACK[i].bit
    if lead is not None and not index_in(seen, lead):
        raise InvalidRecordError(f"the led card {PACK[lead]} is not accounted for")
    if seen != FULL_MASK:
        raise InvalidRecordError(f"cards missing from the position: {CardSet.from_mask(FULL_MASK & ~seen)}")
