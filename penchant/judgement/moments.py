"""Judgement of the moment of a deal: when a decision is early or late in the first ten tricks, how far they have
gone, and which brisques are worth saving for the last six.

These are not rules of the game (:mod:`penchant.rules` says what may be done and what scores): they are the
readings the coach (:mod:`penchant.coaching`), the players' rules of thumb (:mod:`penchant.players`) and the
decision puzzles (:mod:`penchant.puzzles`) share, so they sit below all three, on the rules alone.
"""

from __future__ import annotations

from typing import Final

from penchant.rules.cards import Card
from penchant.rules.procedure import first_ten_to_come, tricks_for_stock
from penchant.rules.suits_and_ranks import Rank

__all__ = [
    "EARLY_TRICKS",
    "LATE_TRICKS",
    "SAVED_BRISQUE_RANKS",
    "early_in_first_ten",
    "late_in_first_ten",
    "saved_brisque",
    "seven_spent_early",
    "share_of_first_ten",
]

EARLY_TRICKS: Final = 6
"""The first six of the first ten tricks are the early ones: while one of them is played, four or more of the
first ten are still to come after it before the last six (what the coach and the decision puzzles mean by
"early"; a Seven spent then is one the last six lose, :func:`seven_spent_early`)."""


def early_in_first_ten(played: int) -> bool:
    """Whether a decision with ``played`` tricks of the first ten behind it is early in the deal: the trick it
    plays is one of the first :data:`EARLY_TRICKS`, so four or more of the first ten are still to come after it.

    >>> early_in_first_ten(0), early_in_first_ten(5), early_in_first_ten(6)
    (True, True, False)
    """
    return played < EARLY_TRICKS


LATE_TRICKS: Final = 3
"""The last three of the first ten tricks (the eighth, ninth and tenth) are the late ones: the last tricks before
the change of phase, where the decision puzzles look to the lead and the cards kept for the last six."""


def late_in_first_ten(played: int) -> bool:
    """Whether a decision with ``played`` tricks of the first ten behind it is late in the first ten
    (:data:`LATE_TRICKS` or fewer still to come; so too once the stock is out).

    >>> late_in_first_ten(6), late_in_first_ten(7), late_in_first_ten(9), late_in_first_ten(10)
    (False, True, True, True)
    """
    return first_ten_to_come(played) <= LATE_TRICKS


def share_of_first_ten(stock: int) -> float:
    """How far the first ten tricks have gone, from 0 (the deal) to 1 (the stock empty), by the stock.

    >>> share_of_first_ten(20), share_of_first_ten(10), share_of_first_ten(0)
    (0.0, 0.5, 1.0)
    """
    return tricks_for_stock(stock) / tricks_for_stock(0)  # of the tricks played once the stock is out


SAVED_BRISQUE_RANKS: Final = frozenset({Rank.ACE, Rank.TEN})
"""The brisques the coach's rule of thumb saves for the last six tricks: the Aces and the Tens, which win tricks
there on their rank. A Seven, the lowest card of its suit, brings its brisquette home in the last six only when
the cards fall for it (a trump, or a suit the opponent no longer holds), so the rule of thumb does not save it:
what spending one early costs is left to the sampled deals (:func:`seven_spent_early`)."""


def saved_brisque(rank: Rank) -> bool:
    """Whether a card of ``rank`` is a brisque worth saving for the last six (:data:`SAVED_BRISQUE_RANKS`).

    >>> saved_brisque(Rank.ACE), saved_brisque(Rank.TEN), saved_brisque(Rank.SEVEN), saved_brisque(Rank.KING)
    (True, True, False, False)
    """
    return rank in SAVED_BRISQUE_RANKS


def seven_spent_early(card: Card, played: int) -> bool:
    """Whether playing ``card`` with ``played`` tricks of the first ten behind it spends a Seven early
    (:func:`early_in_first_ten`): a brisque the last six tricks can no longer win. It is a cost only when the
    cards would have brought that Seven home there, which the decision puzzles read from their sampled deals.

    >>> seven, ace = Card.parse("7H"), Card.parse("AH")
    >>> seven_spent_early(seven, 2), seven_spent_early(seven, 6), seven_spent_early(ace, 2)
    (True, False, False)
    """
    return card.rank is Rank.SEVEN and early_in_first_ten(played)
