"""The deal's sixteen tricks counted: two cards a trick, the trick in play, the trick a moment belongs to, the end.

A deal is sixteen tricks (:data:`ALL_TRICKS`): ten while the stock lasts, then the last six
(:mod:`penchant.rules.procedure.last_six`). A trick is two cards, the lead and the answer (:data:`CARDS_PER_TRICK`,
:func:`cut_into_tricks`); :func:`trick_in_play` numbers the trick to come, :func:`deal_over` says when none is left.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, TypeVar

from penchant.errors import InvalidRecordError
from penchant.rules.dealing import FIRST_TEN_TRICKS, LAST_SIX_TRICKS

T = TypeVar("T")

__all__ = [
    "deal_tricks_played",
    "CARDS_PER_TRICK",
    "ALL_TRICKS",
    "PLAYED_IN_FIRST_TEN",
    "lead_unanswered",
    "tricks_of_cards",
    "cut_into_tricks",
    "trick_in_play",
    "trick_of_moment",
    "deal_over",
]


CARDS_PER_TRICK: Final = 2
"""A trick is two cards, one from each player."""


ALL_TRICKS: Final = FIRST_TEN_TRICKS + LAST_SIX_TRICKS
"""Sixteen tricks a deal: ten while the stock lasts, then the last six."""


PLAYED_IN_FIRST_TEN: Final = CARDS_PER_TRICK * FIRST_TEN_TRICKS
"""Twenty: the cards played to the first ten tricks, as many as the stock held (every card seen by both
players once the last six begin, besides the two hands)."""


def lead_unanswered(cards_played: int) -> bool:
    """Whether ``cards_played`` cards, counted from a trick's lead, leave a trick led and not yet followed: a
    trick is :data:`CARDS_PER_TRICK` cards, one from each player.

    >>> lead_unanswered(0), lead_unanswered(3), lead_unanswered(4)
    (False, True, False)
    """
    return cards_played % CARDS_PER_TRICK != 0


def tricks_of_cards(played: int) -> int:
    """How many whole tricks ``played`` cards played make: :data:`CARDS_PER_TRICK` cards a trick, one from each
    player (a lead not yet answered is no trick yet).

    >>> tricks_of_cards(12), tricks_of_cards(13)
    (6, 6)
    """
    return played // CARDS_PER_TRICK


def cut_into_tricks(played: Sequence[T]) -> list[Sequence[T]]:
    """Cards played, in order, cut into their tricks of :data:`CARDS_PER_TRICK` (the lead, then the answer); a
    lead not yet answered is left out.

    >>> cut_into_tricks("ABCDE")
    ['AB', 'CD']
    """
    return [played[CARDS_PER_TRICK * i: CARDS_PER_TRICK * (i + 1)] for i in range(tricks_of_cards(len(played)))]


def trick_in_play(played: int) -> int:
    """The number (1 to 16) of the trick to be played once ``played`` tricks of the deal, both parts, are done;
    17 once all sixteen are (no trick is left: :func:`deal_over`). A count of tricks no deal plays is refused.

    >>> trick_in_play(0), trick_in_play(10), trick_in_play(15), trick_in_play(16)
    (1, 11, 16, 17)
    """
    return deal_tricks_played(played) + 1


def deal_tricks_played(played: int) -> int:
    """``played`` once known to be a count of a deal's tricks played (0 to 16); anything else is refused, quoted."""
    if isinstance(played, bool) or not isinstance(played, int) or not 0 <= played <= ALL_TRICKS:
        raise InvalidRecordError(f"{played!r} tricks played: a deal has {ALL_TRICKS}")
    return played


def trick_of_moment(played: int, declaring: bool) -> int:
    """The trick a moment of the deal belongs to, once ``played`` tricks are done: while a declaration is made
    (``declaring``: it comes after the trick just won, before the next is led) the trick just won, else the
    trick in play (:func:`trick_in_play`).

    >>> trick_of_moment(6, declaring=True), trick_of_moment(6, declaring=False)
    (6, 7)
    """
    if declaring and not 1 <= played <= ALL_TRICKS:
        raise InvalidRecordError(f"a declaration after {played!r} tricks: one follows a trick won, of {ALL_TRICKS}")
    return played if declaring else trick_in_play(played)


def deal_over(played: int) -> bool:
    """Whether the deal is over once ``played`` of its tricks, both parts, are played: all sixteen.

    >>> deal_over(15), deal_over(16)
    (False, True)
    """
    return played >= ALL_TRICKS
