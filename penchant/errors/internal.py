"""A broken invariant of the project's own making: no refusal of bad input (that is a
:class:`~penchant.errors.refusals.PenchantError`) but a bug, raised by an explicit check where an ``assert`` once stood
(``python -O`` strips asserts, and the code after one ran on with the invariant broken). Not a name of ``penchant``'s
API: nothing is meant to catch it.
"""

from __future__ import annotations

from typing import Final

__all__ = ["HAND_UNSEEN", "NOBODY_TO_MOVE", "NOT_AN_OBJECT", "NOT_A_CARD_PLAY", "NO_CARD_LED", "NO_HISTORY", "NO_KIND",
           "NO_NEW_ENTRY", "REFUSED_WITH_NO_LEAD", "BrokenInvariantError"]


class BrokenInvariantError(RuntimeError):
    """Something the code relies on does not hold (a bug): the message says what.

    >>> str(BrokenInvariantError("the deal is over: nobody is to move"))
    'the deal is over: nobody is to move'
    """


# The invariants more than one module relies on, each worded once
# (tests/architecture/style/test_refusals_worded_once.py).
NO_CARD_LED: Final = "a trick is followed with no card led"
REFUSED_WITH_NO_LEAD: Final = "a card refused as not following with no card led"
NO_KIND: Final = "a legal declaration's cards make no kind"
HAND_UNSEEN: Final = "the last six tricks are solved with the opponent's hand unseen"
NOBODY_TO_MOVE: Final = "a deal not over has nobody to move"
NOT_A_CARD_PLAY: Final = "a card-play turn offers an action that is no card"
NOT_AN_OBJECT: Final = "the schema let through something that is not an object"
NO_HISTORY: Final = "a puzzle replayed through its history has none"
NO_NEW_ENTRY: Final = "a change that adds or replaces an entry holds none"
