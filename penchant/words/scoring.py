"""A deal's scoring in a player's words: the brisquettes as a rule (:func:`brisquette_rule_words`). What a deal
scores is :mod:`penchant.rules.scoring`'s; these words say it.
"""

from __future__ import annotations

from penchant.english.numbers import number_words
from penchant.rules.dealing import LAST_SIX_TRICKS
from penchant.rules.profiles import Profile

__all__ = ["brisquette_rule_words"]


def brisquette_rule_words(profile: Profile) -> str:
    """The brisquettes as a rule, in a player's words (:func:`~penchant.rules.scoring.brisquette_points`).

    >>> from penchant.rules.profiles import FOSTER
    >>> brisquette_rule_words(FOSTER)
    'each brisque taken in the last six tricks is a brisquette worth 10 at once'
    """
    return (f"each brisque taken in the last {number_words(LAST_SIX_TRICKS)} tricks is a brisquette worth "
            f"{profile.brisquette_points} at once")
