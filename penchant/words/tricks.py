"""The play of the tricks in a player's words: the follower's obligation in the last six tricks
(:func:`last_six_duty`, :data:`LAST_SIX_FOLLOWING`). Which cards he may play is :mod:`penchant.rules.tricks`'
(:func:`~penchant.rules.tricks.last_six_follows`); a card refused says why in the refusal's own words there
(:func:`~penchant.rules.tricks.last_six_refusal`).
"""

from __future__ import annotations

from typing import Final

from penchant.rules.suits_and_ranks import Suit

__all__ = ["LAST_SIX_FOLLOWING", "last_six_duty"]


def last_six_duty(trump: int | None) -> str:
    """The follower's obligation in the last six tricks as a clause after "must", keyed on the trump: the one
    wording of the rule (docs/RULINGS.md, "Phase 2"; :data:`LAST_SIX_FOLLOWING` says it of a deal with a trump,
    :func:`~penchant.rules.tricks.last_six_follows` applies it). With no trump set there is nothing to trump with,
    so the clause leaves "else trump" out: the words teach only the rule the deal has.

    >>> last_six_duty(0)
    'follow suit and win if able, else trump if able, else play any card'
    >>> last_six_duty(None)
    'follow suit and win if able, else play any card (no trump this deal)'
    """
    if trump is None:
        return "follow suit and win if able, else play any card (no trump this deal)"
    return "follow suit and win if able, else trump if able, else play any card"


LAST_SIX_FOLLOWING: Final = f"the follower must {last_six_duty(Suit.SPADES)}"
"""The obligation of the last six tricks as a player is told it of a deal with a trump (whichever suit: the words
are :func:`last_six_duty`'s, the one wording)."""
