"""The end of the first ten and the last six tricks: when they begin, the hands they are played from, their tricks.

The last six tricks begin when the stock is empty and the tenth trick's declaration is made
(:func:`last_six_begun`); each player takes his table back into his hand (:func:`hand_for_last_six`) and plays the
six from it, one card a trick (:func:`held_in_last_six`, :func:`last_six_trick`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from penchant.errors import InvalidRecordError
from penchant.rules.dealing import FIRST_TEN_TRICKS, LAST_SIX_TRICKS
from penchant.rules.procedure.trick_count import ALL_TRICKS, deal_tricks_played, trick_in_play

__all__ = [
    "last_six_begun",
    "first_ten_to_come",
    "ninth_or_tenth_trick",
    "tenth_trick_in_play",
    "first_lead_of_last_six",
    "last_six_all_won",
    "hand_for_last_six",
    "LastSixStart",
    "hands_at_last_six",
    "held_in_last_six",
    "last_six_trick",
]


def last_six_begun(tricks: int, *, declaring: bool = False) -> bool:
    """Whether the last six tricks have begun once ``tricks`` tricks of the deal are played: all of the first ten
    (the stock is empty) and no declaration pending: the tenth trick's declaration (``declaring``) belongs to the
    first ten, made before that trick's draws empty the stock.

    >>> last_six_begun(9), last_six_begun(10), last_six_begun(10, declaring=True), last_six_begun(13)
    (False, True, False, True)
    """
    return tricks >= FIRST_TEN_TRICKS and not declaring


def first_ten_to_come(tricks: int) -> int:
    """How many of the first ten tricks are not yet won after ``tricks`` tricks of the deal, any of its sixteen:
    0 once the stock is out and the last six have begun (:func:`last_six_begun`).

    >>> first_ten_to_come(0), first_ten_to_come(7), first_ten_to_come(10), first_ten_to_come(13)
    (10, 3, 0, 0)
    """
    return 0 if last_six_begun(deal_tricks_played(tricks)) else FIRST_TEN_TRICKS - tricks


def ninth_or_tenth_trick(played: int) -> bool:
    """Whether, ``played`` of the first ten tricks won, it is the ninth or tenth trick (or the declaration after
    the tenth): the stock's last four cards, the lead of the last six in view.

    >>> ninth_or_tenth_trick(7), ninth_or_tenth_trick(8), ninth_or_tenth_trick(10), ninth_or_tenth_trick(12)
    (False, True, True, False)
    """
    return played <= FIRST_TEN_TRICKS and first_ten_to_come(played) <= 2


def tenth_trick_in_play(played: int) -> bool:
    """Whether, with ``played`` of the first ten tricks won, the trick in play is the tenth: the last while
    the stock lasts (two cards left in it), whose winner declares last and leads the last six.

    >>> tenth_trick_in_play(8), tenth_trick_in_play(9), tenth_trick_in_play(10)
    (False, True, False)
    """
    return played < FIRST_TEN_TRICKS and first_ten_to_come(played) == 1


def first_lead_of_last_six(tricks: int) -> bool:
    """Whether the lead after ``tricks`` tricks is the first of the last six: all the first ten played, none
    of the last six yet.

    >>> first_lead_of_last_six(9), first_lead_of_last_six(10), first_lead_of_last_six(11)
    (False, True, False)
    """
    return tricks == FIRST_TEN_TRICKS


def last_six_all_won(won: Sequence[int]) -> bool:
    """Whether all of the last six tricks are won, ``won`` being how many of them each player has won.

    >>> last_six_all_won((4, 2)), last_six_all_won((3, 2))
    (True, False)
    """
    return sum(won) >= LAST_SIX_TRICKS


def hand_for_last_six(hand: int, table: int) -> int:
    """A player's hand for the last six tricks (masks): when the stock is out he takes the cards on his table back
    into his hand, and plays the last six from it.

    >>> hand_for_last_six(0b0011, 0b1100)
    15
    """
    return hand | table


class LastSixStart(NamedTuple):
    """What a deal's count says when its last six tricks begin (:func:`hands_at_last_six`)."""

    tricks: int
    """The tricks of the first ten played: all of them."""
    tables: tuple[int, int]
    """Each player's table (a mask): empty, taken back into the hand (:func:`hand_for_last_six`)."""


def hands_at_last_six() -> LastSixStart:
    """The start of the last six tricks: the stock is out, so the first ten tricks are all played, and each player
    has taken his table back into his hand (:func:`hand_for_last_six`), whatever was entered
    before.

    >>> hands_at_last_six()
    LastSixStart(tricks=10, tables=(0, 0))
    """
    return LastSixStart(FIRST_TEN_TRICKS, (0, 0))


def held_in_last_six(tricks: int) -> int:
    """Cards in each hand before a trick of the last six, once ``tricks`` tricks of the deal are played (the
    tables are taken up at the tenth, and each trick of the last six takes one card from each hand).

    >>> held_in_last_six(10), held_in_last_six(15), held_in_last_six(16)
    (6, 1, 0)
    """
    if not FIRST_TEN_TRICKS <= tricks <= ALL_TRICKS:
        raise InvalidRecordError(f"{tricks!r} tricks: the last six are tricks {FIRST_TEN_TRICKS + 1} to {ALL_TRICKS}")
    return ALL_TRICKS - tricks


def last_six_trick(in_hand: int, played_since: int = 0) -> int:
    """The number (11 to 16) of the trick of the last six about to be played when the player to lead holds
    ``in_hand`` cards (the tricks of the last six go one card from each hand), or ``played_since`` tricks after it.

    >>> last_six_trick(6), last_six_trick(1), last_six_trick(3, played_since=2)
    (11, 16, 16)
    """
    if not 1 <= in_hand <= LAST_SIX_TRICKS:
        raise InvalidRecordError(
            f"{in_hand!r} cards in hand: in the last six tricks a hand holds 1 to {LAST_SIX_TRICKS}")
    return trick_in_play(FIRST_TEN_TRICKS + LAST_SIX_TRICKS - in_hand + played_since)
