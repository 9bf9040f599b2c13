"""The miners' one loop: deals from a seed on, each played to its end, a maker looking at each position for
puzzles, until the deals run out or every kind has all it wants.

:func:`mine_deals` is the loop every miner runs (:mod:`~penchant.puzzlemakers.miner`,
:mod:`~penchant.puzzlemakers.endgame_mining`, :mod:`~penchant.puzzlemakers.realplay`): deal ``n`` is dealt from
the seed ``seed + n`` by :func:`~penchant.rules.procedure.dealer_of` (the deals alternate as a game's, the first
dealer by the seed's parity), so a puzzle's history replays from its seed alone. A :class:`Quota` counts what
each kind has found, in all and in the deal played; a kind not wanted in a number has no limit.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator, Mapping
from dataclasses import dataclass, field

from penchant.play.dealing import new_deal
from penchant.play.moves import Action, Stage
from penchant.play.state import DealState
from penchant.puzzles.model import Puzzle
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import Profile

__all__ = ["MinedDeal", "Quota", "mine_deals"]


@dataclass(slots=True)
class Quota:
    """How many puzzles of each kind a miner has found, in all and in the deal being played.

    ``per_deal``: each kind mined and the most of it one deal gives; ``want``: the most of a kind in all (a kind
    it does not name has no limit)."""

    per_deal: Mapping[str, int]
    want: Mapping[str, int] = field(default_factory=dict)
    found: dict[str, int] = field(init=False)
    taken: dict[str, int] = field(init=False)

    def __post_init__(self) -> None:
        self.found = dict.fromkeys(self.per_deal, 0)
        self.taken = dict.fromkeys(self.per_deal, 0)

    def start_deal(self) -> None:
        """A new deal: nothing taken from it yet."""
        self.taken = dict.fromkeys(self.per_deal, 0)

    def wanted(self, kind: str) -> bool:
        """Whether more of ``kind`` is wanted in all."""
        return kind not in self.want or self.found[kind] < self.want[kind]

    def open(self, kind: str) -> bool:
        """Whether ``kind`` is still looked for in this deal: wanted in all, and the deal has not given its most."""
        return self.taken[kind] < self.per_deal[kind] and self.wanted(kind)

    def take(self, kind: str) -> None:
        """Count one puzzle of ``kind`` found."""
        self.taken[kind] += 1
        self.found[kind] += 1

    @property
    def met(self) -> bool:
        """Whether every kind has all it wants (never, while one has no limit): no deal is worth playing."""
        return not any(self.wanted(k) for k in self.per_deal)


@dataclass(frozen=True, slots=True)
class MinedDeal:
    """The deal being mined: its number in the run, its seed and dealer (a puzzle's history names them) and its
    state, played on by the loop."""

    number: int
    seed: int
    dealer: int
    state: DealState


Visit = Callable[[MinedDeal], Generator[Puzzle, None, Action]]
"""A maker's look at the deal's position: it yields the puzzles it finds there (each counted in the quota by the
maker) and returns the move played on."""


def mine_deals(deals: int, seed: int, profile: Profile, quota: Quota, visit: Visit, *,
               ended: Callable[[MinedDeal], Iterator[Puzzle]] | None = None,
               played: Callable[[MinedDeal], None] | None = None) -> Iterator[Puzzle]:
    """Play ``deals`` deals from ``seed`` on under ``profile`` and yield the puzzles the maker finds: ``visit`` at
    each position until the deal is over, ``ended`` once it is (a puzzle of the whole deal), ``played`` after
    (a progress report). Stops before a deal once ``quota`` is met."""
    for n in range(deals):
        if quota.met:
            return
        quota.start_deal()
        deal_seed = seed + n
        dealer = dealer_of(n, seed % 2)  # the deals alternate as a game's, the first by the seed
        deal = MinedDeal(n, deal_seed, dealer, new_deal(profile, deal_seed, dealer))
        while deal.state.stage is not Stage.OVER:
            deal.state.apply((yield from visit(deal)))
        if ended is not None:
            yield from ended(deal)
        if played is not None:
            played(deal)
