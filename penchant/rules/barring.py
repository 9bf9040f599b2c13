"""Barring: when a major set on the opponent's table stops a minor set.

Only sets (pair, triplet, quadruplet) of minor ranks (7 8 9 T) can be barred.
What counts is the cards on each *table*, however they were declared; cards
in hands never bar. For a size ``n``, ``best_n(table)`` is the highest major
rank with at least ``n`` cards on that table. A player may not declare a
minor set of size ``m`` if for some ``n >= m`` the opponent has ``best_n`` and
the player has no ``best_n`` of equal or higher rank.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from penchant.rules.cards import MAJOR_MASK, RANK_MASKS, CardSet, CardsLike, Rank, mask_of
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind

__all__ = [
    "best_n", "BarReport", "Bar", "bar_report", "is_barred", "is_barred_on_masks", "barring_summary",
    "is_minor_set", "major_set_cards", "SIZE_NAMES",
]

SIZE_NAMES: Final = {2: "pair", 3: "triplet", 4: "quadruplet"}
_RANK_PLURAL: Final = {r: r.plural for r in Rank}
_NUMBER: Final = {2: "two", 3: "three", 4: "four"}
_RANK_MASKS: Final = RANK_MASKS


def is_minor_set(kind: Kind | None, cards: CardSet | int) -> bool:
    """Whether a combination is a minor set: a pair, triplet or quadruplet of Sevens, Eights, Nines or
    Tens, the only combinations a bar can stop. ``kind`` is the combination's (``classify(cards)``).

    >>> is_minor_set(Kind.PAIR, CardSet("9S 9H")), is_minor_set(Kind.PAIR, CardSet("QS QH"))
    (True, False)
    """
    mask = cards.mask if isinstance(cards, CardSet) else cards
    return kind is not None and kind.is_set and not mask & MAJOR_MASK


def major_set_cards(table: CardSet | int) -> int:
    """The cards of ``table`` that form major sets (two or more Jacks, Queens, Kings or Aces): the
    cards that bar the opponent's minor sets. A mask; 0 if the table bars nothing.
    """
    t = table.mask if isinstance(table, CardSet) else table
    out = 0
    for r in (4, 5, 6, 7):
        cards = t & _RANK_MASKS[r]
        if cards.bit_count() >= 2:
            out |= cards
    return out


def _best_n_index(table: int, n: int) -> int:
    """Fast path: rank number 4..7 of ``best_n`` or -1."""
    for r in (7, 6, 5, 4):
        if (table & _RANK_MASKS[r]).bit_count() >= n:
            return r
    return -1


def best_n(table: CardsLike, n: int) -> Rank | None:
    """The highest major rank of which ``table`` holds at least ``n`` cards."""
    r = _best_n_index(mask_of(table), n)
    return None if r < 0 else Rank(r)


def is_barred_on_masks(size: int, table: int, opp_table: int) -> bool:
    """The fast path of :func:`is_barred` for search: ``table`` and ``opp_table`` are card masks, unchecked.

    ``size`` is the minor set's size (2, 3 or 4).
    """
    if not opp_table:
        return False
    for n in range(size, 5):
        theirs = _best_n_index(opp_table, n)
        if theirs >= 0 and _best_n_index(table, n) < theirs:
            return True
    return False


@dataclass(frozen=True)
class Bar:
    """One reason a minor set is barred: the opponent's major set of size ``n``."""

    size: int
    rank: Rank
    cards: CardSet
    """The opponent's table cards of that rank (they form the barring set)."""
    own_best: Rank | None
    """The player's own best major set of that size, too low to unbar (or none)."""

    def explain(self) -> str:
        theirs = f"{_NUMBER[self.size]} {_RANK_PLURAL[self.rank]} ({self.cards})"
        if len(self.cards) > self.size:
            count = _NUMBER.get(len(self.cards), str(len(self.cards)))
            theirs = f"{count} {_RANK_PLURAL[self.rank]} ({self.cards}), a major {SIZE_NAMES[self.size]}"
        else:
            theirs += f", a major {SIZE_NAMES[self.size]}"
        own = (
            f"your best major {SIZE_NAMES[self.size]} is only {_RANK_PLURAL[self.own_best]}"
            if self.own_best is not None
            else f"you have no major {SIZE_NAMES[self.size]} on your table"
        )
        return f"the opponent's table holds {theirs}, and {own}"

    def unbar_hint(self) -> str:
        """What on the player's own table would meet this bar."""
        higher = [_RANK_PLURAL[Rank(r)] for r in range(self.rank, 8)]
        return f"a major {SIZE_NAMES[self.size]} of {' or '.join(higher)} on your own table"

    def dominates(self, other: Bar) -> bool:
        """Meeting this bar meets ``other`` too (larger size, rank as high)."""
        return self is not other and self.size >= other.size and self.rank >= other.rank


@dataclass(frozen=True)
class BarReport:
    """Why a minor set of ``size`` cards is barred: every barring set, and what unbars.

    ``bars`` lists the opponent's barring set for every size ``n >= size``;
    ``lifting`` the opponent's table cards any one of which, played from the
    table, would lift the whole bar (often none).
    """

    size: int
    bars: tuple[Bar, ...]
    lifting: CardSet = field(default_factory=CardSet)

    @property
    def barring_cards(self) -> CardSet:
        m = 0
        for b in self.bars:
            m |= b.cards.mask
        return CardSet(m)

    @property
    def main_bars(self) -> tuple[Bar, ...]:
        """The bars not implied by a larger one (four Kings: just the quadruplet)."""
        return tuple(b for b in self.bars if not any(o.dominates(b) for o in self.bars))

    def explain(self) -> str:
        what = f"minor {SIZE_NAMES[self.size]}s"
        main = self.main_bars
        reasons = "; ".join(b.explain() for b in main)
        hints = " and ".join(b.unbar_hint() for b in main)
        text = f"{what} are barred: {reasons}. To unbar: {hints}"
        if self.lifting:
            text += f"; or the opponent playing {' or '.join(str(c) for c in self.lifting)} from the table"
        return text


def bar_report(size: int, holdings: Holdings) -> BarReport | None:
    """The bars on a minor set of ``size`` cards for the owner of ``holdings``, or ``None`` if it is free.

    Only the two tables count (cards in hands never bar).

    >>> report = bar_report(2, Holdings.parse(table="JS JH", opp_table="QS QH"))
    >>> [(b.size, b.rank.name) for b in report.bars]
    [(2, 'QUEEN')]
    """
    if size not in SIZE_NAMES:
        raise ValueError(f"a set has 2, 3 or 4 cards, not {size!r}")
    t, o = holdings.table.mask, holdings.opp_table.mask
    bars: list[Bar] = []
    for n in range(size, 5):
        theirs = _best_n_index(o, n)
        if theirs < 0:
            continue
        mine = _best_n_index(t, n)
        if mine < theirs:
            bars.append(
                Bar(
                    size=n,
                    rank=Rank(theirs),
                    cards=CardSet(o & _RANK_MASKS[theirs]),
                    own_best=None if mine < 0 else Rank(mine),
                )
            )
    if not bars:
        return None
    lifting = 0
    for i in range(32):
        bit = 1 << i
        if o & bit and not is_barred_on_masks(size, t, o & ~bit):
            lifting |= bit
    return BarReport(size, tuple(bars), CardSet(lifting))


def is_barred(size: int, holdings: Holdings) -> bool:
    """Whether a minor set of ``size`` cards is barred for the owner of ``holdings``."""
    return is_barred_on_masks(size, holdings.table.mask, holdings.opp_table.mask)


def barring_summary(holdings: Holdings) -> dict[int, BarReport | None]:
    """For each set size 2..4, the bar on the owner of ``holdings`` (for a live panel)."""
    return {n: bar_report(n, holdings) for n in (2, 3, 4)}

