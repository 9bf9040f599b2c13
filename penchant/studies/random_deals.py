"""The study of random deals behind ``penchant simulate``: deals played by random players, the dealer alternating
deal by deal as the rules rotate it (:func:`~penchant.rules.procedure.dealer_of`), and what they come to: each
player's mean score a deal, the share of deals in which trumps are fixed, the share paying the book bonus
(:func:`~penchant.rules.scoring.book_bonus_paid`) and each kind's declarations a deal. The command line times
the run, shows its progress and prints this study's figures."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from penchant.errors import InvalidNumberError
from penchant.play.dealing import play_random_deal
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import Profile
from penchant.rules.scoring import book_bonus_paid

__all__ = ["RandomDeals", "random_deals"]


@dataclass(frozen=True, slots=True)
class RandomDeals:
    """What ``deals`` random deals came to under ``rules``: ``mean_score``, each seat's score a deal (seat 0
    deals first); ``trump_set_share``, the share of deals in which trumps were fixed; ``book_bonus_share``, the
    share paying the book bonus; ``declarations_per_deal``, each kind's declarations a deal (both players), by
    the kind's name."""

    deals: int
    rules: str
    mean_score: tuple[float, float]
    trump_set_share: float
    book_bonus_share: float
    declarations_per_deal: Mapping[str, float]


def random_deals(profile: Profile, deals: int, seed: int | None = None,
                 progress: Callable[[int], None] | None = None) -> RandomDeals:
    """Play ``deals`` random deals under ``profile``, drawn from ``seed``, seat 0 dealing first; ``progress``, when
    given, is told each hundred deals played. Raises :class:`~penchant.errors.InvalidNumberError` for no deals.

    >>> from penchant.rules.profiles import DEFAULT_PROFILE
    >>> study = random_deals(DEFAULT_PROFILE, 4, seed=1)
    >>> study.deals, 0 <= study.trump_set_share <= 1, study == random_deals(DEFAULT_PROFILE, 4, seed=1)
    (4, True, True)
    """
    if isinstance(deals, bool) or deals < 1:
        raise InvalidNumberError.refusing_argument("deals", deals, "must be 1 or more")
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    score_sum = [0, 0]
    trump_set = 0
    bonus_deals = 0
    for i in range(deals):
        if progress is not None and i and i % 100 == 0:
            progress(100)
        st = play_random_deal(profile, rng, dealer=dealer_of(i, 0))
        for p in (0, 1):
            score_sum[p] += st.scores[p]
            for k, _ in st.declared[p]:
                kinds[k.value] += 1
        trump_set += st.trump is not None
        bonus_deals += book_bonus_paid(profile, st.brisques)
    return RandomDeals(deals, profile.name, (score_sum[0] / deals, score_sum[1] / deals), trump_set / deals,
                       bonus_deals / deals, MappingProxyType({k: v / deals for k, v in sorted(kinds.items())}))
