"""Why a minor set is barred: the rules' own account of a bar (:func:`bar_report`: every barring set, what would
meet it, which of the opponent's table cards would lift it), for the explanations of the puzzles, the coach, the
marker and the boards; why one is free is :func:`~penchant.rules.free_reports.free_report`'s. Whether a set is
barred is the rule's (:mod:`penchant.rules.barring`); these reports say why, on the same reading of it. The reports
hold facts, as data (the sizes barred, the sets that bar and the player's own that fail to meet them, what must leave
the opponent's table); the words of the refusal a barred set meets are :mod:`penchant.rules.barred_refusal`', and
every other sentence about a bar is :mod:`penchant.words.bar_reports`'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from penchant.errors import InvalidNotationError
from penchant.rules.barring import (
    MAJOR_RANK_NUMBERS,
    RANK_NUMBERS,
    SIZE_NAMES,
    barred_by_value,
    best_rank_with,
    best_set_among,
    big_enough_to_bar,
    is_barred_on_masks,
    reading_of,
)
from penchant.rules.cards import RANK_MASKS, CardSet, card_indexes
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import LARGEST_SET, SET_SIZES, SMALLEST_SET, Kind
from penchant.rules.profiles import Barring
from penchant.rules.suits_and_ranks import Rank

NOT_A_MINOR_SET = "not a minor set: only a pair, triplet or quadruplet can be barred"

if TYPE_CHECKING:
    from penchant.rules.profiles import Profile

__all__ = ["Bar", "BarReport", "bar_report", "barring_cards", "barring_summary", "cards_barring", "freed_once_declared",
           "set_size"]


def _left(opp_table: int) -> tuple[int, ...]:
    """For each rank, the cards of it not on the opponent's table (the most the player could ever show)."""
    return tuple(4 - (opp_table & RANK_MASKS[r]).bit_count() for r in range(8))


@dataclass(frozen=True)
class Bar:
    """One reason a minor set is barred: the opponent's major set of ``size`` cards of ``rank``."""

    size: int
    rank: Rank
    cards: CardSet
    """The opponent's table cards of that rank (they form the barring set)."""
    own_best: Rank | None
    """By size: the player's own best major set of that size, too low to unbar (or none).
    By value: the rank of the player's best set of any rank (or none)."""
    reading: Barring
    own_size: int = 0
    """By value: the size of the player's best set (0: none)."""
    left: tuple[int, ...] = (4, 4, 4, 4, 4, 4, 4, 4)
    """For each rank 7..A, how many of its cards are not on the opponent's table."""
    barred_size: int = 0
    """The size of the minor set this bar stops (0: :attr:`size`, as under the by-size reading)."""

    def makeable(self) -> list[tuple[int, Rank]]:
        """The sets (size, rank) the player could still show that would meet this bar.

        Only sets with enough cards left off the opponent's table are named: against three Kings
        on his table no one can show a King triplet.
        """
        out: list[tuple[int, Rank]] = []
        if self.reading == "by_value":
            sizes = range(self.size, LARGEST_SET + 1)
            for n in sizes:
                for r in range(8):
                    if (n > self.size or r >= self.rank) and self.left[r] >= n:
                        out.append((n, Rank(r)))
            return out
        for r in range(int(self.rank), 8):
            if self.left[r] >= self.size:
                out.append((self.size, Rank(r)))
        return out

    def dominates(self, other: Bar) -> bool:
        """Meeting this bar meets ``other`` too (larger size, rank as high)."""
        return self is not other and self.size >= other.size and self.rank >= other.rank


@dataclass(frozen=True)
class BarReport:
    """Why a minor set of ``size`` cards is barred: every barring set, and what unbars.

    ``bars`` lists the opponent's barring set for every size ``n >= size``
    (by size), or his one best major set (by value); ``lifting`` the
    opponent's table cards any one of which, played from the table, would
    lift the whole bar (often none).
    """

    size: int
    bars: tuple[Bar, ...]
    lifting: CardSet = field(default_factory=CardSet)
    must_leave: tuple[tuple[int, CardSet], ...] = ()
    """What must leave the opponent's table (played to tricks) for the bar to lift, all of it: for each of his
    ranks that bars, how many of its cards there. Under Foster, against your two Queens, his three Jacks and two
    Kings need one Jack *and* one King played (one Jack alone leaves his Kings barring); three Jacks barring pairs
    by size need two of them played. Each rank's count is the least that frees the set once the other ranks have
    gone down to theirs (the bar is one rank's set or another's, so the ranks do not interact)."""
    table: CardSet = field(default_factory=CardSet)
    """The player's own table as the report read it: what answers the cards :attr:`must_leave` leaves on his."""

    @property
    def barring_cards(self) -> CardSet:
        m = 0
        for b in self.bars:
            m |= b.cards.mask
        return CardSet.from_mask(m)

    @property
    def main_bars(self) -> tuple[Bar, ...]:
        """The bars not implied by a larger one (four Kings: just the quadruplet)."""
        return tuple(b for b in self.bars if not any(o.dominates(b) for o in self.bars))

    @property
    def answered_once_played(self) -> bool:
        """Whether, once :attr:`must_leave` has left his table, a set long enough to bar this one still lies there,
        answered by the player's own table (so the count hangs on the player's own sets, not on the rule alone)."""
        return any(big_enough_to_bar(len(group) - n, self.size) for n, group in self.must_leave)


def set_size(kind: Kind | int | str) -> int:
    """How many cards a minor set of ``kind`` has: a set's kind (``Kind.PAIR``, ``Kind.TRIPLET``,
    ``Kind.QUADRUPLET``), its name (``"pair"``, read by :meth:`Kind.parse`) or its size (2, 3 or 4), as
    :func:`bar_report` and :func:`~penchant.rules.free_reports.free_report` take it.

    >>> set_size(Kind.TRIPLET), set_size("pair"), set_size(4)
    (3, 2, 4)
    >>> set_size("family")
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: 'family' is not a minor set: only a pair, triplet or quadruplet can be barred
    """
    if isinstance(kind, str):
        kind = Kind.parse(kind)
    if isinstance(kind, Kind):
        if not kind.is_set:
            raise InvalidNotationError.refusing(kind.value, NOT_A_MINOR_SET)
        return kind.size
    if type(kind) is not int or kind not in SIZE_NAMES:
        raise InvalidNotationError.refusing(kind, "a set is a pair, triplet or quadruplet (2, 3 or 4 cards)")
    return kind


def bar_report(kind: Kind | int | str, holdings: Holdings, barring: Barring | Profile | str) -> BarReport | None:
    """The bars on a minor set of ``kind`` (``Kind.PAIR``, ``Kind.TRIPLET``, ``Kind.QUADRUPLET``, its name
    ``"pair"``, ``"triplet"``, ``"quadruplet"``, or its size 2, 3 or 4) for the owner of ``holdings``, or ``None`` if
    it is free.

    Only the two tables count (cards in hands never bar). ``barring`` is the reading (``"by_size"``,
    Kandell; ``"by_value"``, Foster) or a profile whose switch gives it; it is required, as the two
    readings disagree.

    >>> report = bar_report(Kind.PAIR, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size")
    >>> [(b.size, b.rank.name) for b in report.bars]
    [(2, 'QUEEN')]
    >>> bar_report(2, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size") == report
    True
    """
    size = set_size(kind)
    reading = reading_of(barring)
    t, o = holdings.table.mask, holdings.opp_table.mask
    left = _left(o)
    bars: list[Bar] = []
    if reading == "by_value":
        if not barred_by_value(size, t, o):
            return None
        n, r = best_set_among(o, MAJOR_RANK_NUMBERS)
        own_n, own_r = best_set_among(t, RANK_NUMBERS)
        bars.append(Bar(n, Rank(r), CardSet.from_mask(o & RANK_MASKS[r]), None if own_r < 0 else Rank(own_r),
                        "by_value", own_n, left, size))
    else:
        for n in range(size, LARGEST_SET + 1):
            theirs = best_rank_with(o, n)
            if theirs < 0:
                continue
            mine = best_rank_with(t, n)
            if mine < theirs:
                bars.append(Bar(n, Rank(theirs), CardSet.from_mask(o & RANK_MASKS[theirs]),
                                None if mine < 0 else Rank(mine), "by_size", 0, left))
    if not bars:
        return None
    must_leave: list[tuple[int, CardSet]] = []
    for r in MAJOR_RANK_NUMBERS[::-1]:  # Jacks first, as the cards are laid out
        of_rank = CardSet.from_mask(o & RANK_MASKS[r])
        played = 0  # of this rank, with every other rank gone: the ranks bar one at a time
        while played < len(of_rank) and is_barred_on_masks(size, t, _first(of_rank, len(of_rank) - played), reading):
            played += 1
        if played:
            must_leave.append((played, of_rank))
    lifting = 0
    for i in card_indexes(o):
        bit = 1 << i
        if not is_barred_on_masks(size, t, o & ~bit, reading):
            lifting |= bit
    return BarReport(size, tuple(bars), CardSet.from_mask(lifting), tuple(must_leave), holdings.table)


def _first(cards: CardSet, n: int) -> int:
    """A mask of ``n`` of ``cards`` (which ones does not matter to a bar: only how many of a rank)."""
    m = 0
    for c in list(cards)[:n]:
        m |= c.bit
    return m


def freed_once_declared(kind: Kind | int, holdings: Holdings, barring: Barring | Profile | str) -> CardSet:
    """The major cards of the hand that would lift the bar on minor sets of ``kind`` once declared (laid on the
    table, with the table's own cards of their rank, as a set), the lowest rank that does; empty when nothing bars
    them or nothing in the hand would. Cards in a hand never count for a bar (:func:`bar_report` reads the tables
    only): two Kings in the hand against his two Queens leave your 9s barred until the Kings are declared.

    >>> freed_once_declared(2, Holdings.parse(hand="9S 9D KS KD", opp_table="QH QC"), "by_size")
    CardSet('KS KD')
    >>> freed_once_declared(2, Holdings.parse(hand="9S 9D JS JD", opp_table="QH QC"), "by_size")
    CardSet('')
    """
    if bar_report(kind, holdings, barring) is None:
        return CardSet()
    hand, table = holdings.hand.mask, holdings.table.mask
    for r in MAJOR_RANK_NUMBERS[::-1]:  # the lowest rank first: the least that frees
        mine = hand & RANK_MASKS[r]
        if not mine or ((mine | table) & RANK_MASKS[r]).bit_count() < SMALLEST_SET:
            continue
        laid = Holdings.from_masks(hand=hand & ~mine, table=table | mine, opp_table=holdings.opp_table.mask)
        if bar_report(kind, laid, barring) is None:
            return CardSet.from_mask(mine)
    return CardSet()


def barring_summary(holdings: Holdings, barring: Barring | Profile | str) -> dict[int, BarReport | None]:
    """For each set size 2..4, the bar on the owner of ``holdings`` (for a live panel)."""
    return {n: bar_report(n, holdings, barring) for n in SET_SIZES}


def cards_barring(summary: Mapping[int, BarReport | None]) -> CardSet:
    """The opponent's table cards that bar any of a :func:`barring_summary`'s minor sets (none: empty)."""
    out = CardSet()
    for report in summary.values():
        if report is not None:
            out = out | report.barring_cards
    return out


def barring_cards(table: int, opp_table: int, barring: Barring | Profile | str,
                  sizes: Sequence[int] = SET_SIZES) -> CardSet:
    """The cards of the opponent's table (card masks) that bar the owner of ``table``'s minor sets of ``sizes`` cards,
    under the profile's reading (:func:`bar_report`: Kandell's every unanswered major set of the size or larger;
    Foster's his one best major set, when it outvalues your best set).

    >>> str(barring_cards(CardSet("KS KH").mask, CardSet("AS AH QS QD").mask, "by_size"))
    'AS AH'
    """
    holdings = Holdings.from_masks(table=table, opp_table=opp_table)
    out = 0
    for n in sizes:
        report = bar_report(n, holdings, barring)
        if report is not None:
            out |= report.barring_cards.mask
    return CardSet.from_mask(out)
