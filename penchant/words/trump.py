"""The trump in a player's words: its name (:func:`trump_name`, :data:`NO_TRUMP`), as a position says it
(:func:`trump_words`), and fixed by a penchant (:func:`trump_fixed_words`). Which suit is trump is
:mod:`penchant.rules.trump`'s.
"""

from __future__ import annotations

from typing import Final

from penchant.rules.suits_and_ranks import SUIT_NAMES

__all__ = ["NO_TRUMP", "trump_fixed_words", "trump_name", "trump_not_fixed_words", "trump_words"]


def trump_fixed_words(suit: int) -> str:
    """Trump fixed by a penchant, in words: the suit of the penchant's Jack (:func:`~penchant.rules.trump.\
trump_of_penchant`).

    >>> from penchant.rules.cards import Suit
    >>> trump_fixed_words(Suit.HEARTS)
    "trump is now hearts, the suit of the penchant's Jack"
    """
    return f"trump is now {SUIT_NAMES[suit]}, the suit of the penchant's Jack"


def trump_not_fixed_words() -> str:
    """A penchant that fixes no trump (a loser's, under rules where only the trick's winner's penchant fixes it
    (:func:`~penchant.rules.trump.penchant_sets_trump`)), in words: the step says so as a winner's says which suit
    it makes trump, so the lesson is read and not only seen in the unchanged badge."""
    return "a loser's penchant sets no trump: there is still no trump"


NO_TRUMP: Final = "no trump"
"""The trump's name while no penchant has fixed it (an answer's choice beside the four suits)."""


def trump_name(suit: int | None) -> str:
    """The trump as a player names it: ``trump_name(Suit.HEARTS)`` -> ``'hearts'``, ``trump_name(None)`` ->
    ``'no trump'``."""
    return NO_TRUMP if suit is None else SUIT_NAMES[suit]


def trump_words(suit: int | None, *, settled: bool = False) -> str:
    """The trump as a position says it, the one wording of the boards' badges and the puzzles' lines: ``'hearts
    trump'``; with none, ``'no trump yet'`` while a penchant may still fix it, ``'no trump this deal'`` once none
    can (``settled``: the last six tricks, where nothing is declared).

    >>> from penchant.rules.cards import Suit
    >>> trump_words(Suit.HEARTS), trump_words(None), trump_words(None, settled=True)
    ('hearts trump', 'no trump yet', 'no trump this deal')
    """
    if suit is None:
        return f"{NO_TRUMP} this deal" if settled else f"{NO_TRUMP} yet"
    return f"{SUIT_NAMES[suit]} trump"
