"""The brisques in a player's words: one brisque's rank, with its article (:data:`BRISQUE_RANK_WORDS`). Which cards
are brisques, and how many the pack holds, is :mod:`penchant.rules.brisques`'; the ranks of them all, which a
refusal says, stay there (:data:`~penchant.rules.brisques.BRISQUE_RANKS_WORDS`).
"""

from __future__ import annotations

from typing import Final

from penchant.english.lists import join_or
from penchant.rules.suits_and_ranks import BRISQUE_RANKS

__all__ = ["BRISQUE_RANK_WORDS"]

_HIGHEST = BRISQUE_RANKS[-1].singular
BRISQUE_RANK_WORDS: Final = (f"{'an' if _HIGHEST[0] in 'AEIOU' else 'a'} "
                             f"{join_or(r.singular for r in reversed(BRISQUE_RANKS))}")
"""One brisque's rank in a player's words, with its article, highest first: "an Ace, Ten or Seven" (the coach's
"The 10♥ is a brisque (an Ace, Ten or Seven)")."""
