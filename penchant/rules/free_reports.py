"""Why a minor set is free: the rules' own account of the absence of a bar (:func:`free_report`: what answers his
major sets, or why they are too short), the other side of :func:`~penchant.rules.bar_reports.bar_report`, and the
sets lying on a table (:func:`sets_on_table`); on the tables' card masks, a barred set refused,
:func:`free_report_of_tables`. Whether a set is barred is the rule's
(:mod:`penchant.rules.barring`); this report says why not, on the same reading of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from penchant.errors import BarredError
from penchant.rules.bar_reports import set_size
from penchant.rules.barring import (
    MAJOR_RANK_NUMBERS,
    RANK_NUMBERS,
    SIZE_PLURALS,
    best_rank_with,
    best_set_among,
    is_barred_on_masks,
    reading_of,
)
from penchant.rules.cards import RANK_MASKS, CardSet, CardsLike, mask_of
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import LARGEST_SET, SMALLEST_SET, Kind
from penchant.rules.profiles import Barring
from penchant.rules.suits_and_ranks import MINOR_RANKS, Rank

if TYPE_CHECKING:
    from penchant.rules.profiles import Profile

__all__ = ["FreeReport", "SetOnTable", "free_report", "free_report_of_tables", "sets_on_table"]


@dataclass(frozen=True)
class SetOnTable:
    """A set lying on a table: ``size`` cards of ``rank`` (all of that rank there: ``cards``)."""

    size: int
    rank: Rank
    cards: CardSet


def sets_on_table(table: CardsLike) -> tuple[SetOnTable, ...]:
    """Every set lying on ``table`` (two or more cards of a rank, of any rank), highest rank first."""
    t = mask_of(table)
    out = []
    for r in reversed(Rank):
        cards = t & RANK_MASKS[r]
        if cards.bit_count() >= SMALLEST_SET:
            out.append(SetOnTable(cards.bit_count(), r, CardSet.from_mask(cards)))
    return tuple(out)


def _on(table: int, size: int, rank: int) -> SetOnTable:
    return SetOnTable(size, Rank(rank), CardSet.from_mask(table & RANK_MASKS[rank]))


@dataclass(frozen=True)
class FreeReport:
    """Why a minor set of ``size`` cards is free, the other side of :class:`~penchant.rules.bar_reports.BarReport`.

    By size (Kandell): ``answered`` holds, for each size ``n`` from ``size`` up that his table bars, ``n``, his best
    major set of ``n`` cards or more and the player's own, at least as high, that answers it; ``shorter`` is his
    best major set of the largest size ``n`` below ``size``, with ``n`` (it bars only sets of ``n`` cards or fewer).
    By value (Foster): ``answered`` holds his one best major set (with its size) and the player's best set of any
    rank, as good; or ``shorter`` holds his set (with its size) when it is worth less than the minor set.
    ``minor_sets`` are the opponent's minor sets (they never bar)."""

    size: int
    reading: Barring
    answered: tuple[tuple[int, SetOnTable, SetOnTable], ...] = ()
    shorter: tuple[int, SetOnTable] | None = None
    minor_sets: tuple[Rank, ...] = ()


def free_report(kind: Kind | int | str, holdings: Holdings, barring: Barring | Profile | str) -> FreeReport | None:
    """Why a minor set of ``kind`` (a set's :class:`Kind`, its name or its size, as
    :func:`~penchant.rules.bar_reports.bar_report` takes it) is free for the owner of ``holdings``, or ``None`` if it
    is barred (:func:`~penchant.rules.bar_reports.bar_report` says why then).

    >>> report = free_report(2, Holdings.parse(table="KS KH", opp_table="QS QH"), "by_size")
    >>> [(n, theirs.rank.name, mine.rank.name) for n, theirs, mine in report.answered]
    [(2, 'QUEEN', 'KING')]
    """
    size = set_size(kind)
    reading = reading_of(barring)
    t, o = holdings.table.mask, holdings.opp_table.mask
    if is_barred_on_masks(size, t, o, reading):
        return None
    minor = tuple(r for r in MINOR_RANKS if (o & RANK_MASKS[r]).bit_count() >= SMALLEST_SET)
    if reading == "by_value":
        n, r = best_set_among(o, MAJOR_RANK_NUMBERS)
        if n == 0:
            return FreeReport(size, reading, minor_sets=minor)
        theirs = _on(o, n, r)
        if n < size:
            return FreeReport(size, reading, shorter=(n, theirs), minor_sets=minor)
        m, mr = best_set_among(t, RANK_NUMBERS)
        return FreeReport(size, reading, answered=((n, theirs, _on(t, m, mr)),), minor_sets=minor)
    answered: list[tuple[int, SetOnTable, SetOnTable]] = []
    for n in range(size, LARGEST_SET + 1):
        his_rank = best_rank_with(o, n)
        if his_rank >= 0:
            my_rank = best_rank_with(t, n)
            answered.append((n, _on(o, (o & RANK_MASKS[his_rank]).bit_count(), his_rank),
                             _on(t, (t & RANK_MASKS[my_rank]).bit_count(), my_rank)))
    shorter_sizes = [n for n in range(SMALLEST_SET, size) if best_rank_with(o, n) >= 0]
    shorter = None
    if shorter_sizes:
        n = max(shorter_sizes)
        r = best_rank_with(o, n)
        shorter = (n, _on(o, (o & RANK_MASKS[r]).bit_count(), r))
    return FreeReport(size, reading, tuple(answered), shorter, minor)


def free_report_of_tables(size: int, table: int, opp_table: int, barring: Barring | Profile | str) -> FreeReport:
    """Why a minor set of ``size`` cards is free for the owner of ``table`` against ``opp_table`` (card masks), under
    the profile's reading: :func:`free_report`, a barred set refused (:class:`~penchant.errors.BarredError`: nothing
    makes it free).

    >>> free_report_of_tables(2, CardSet("KS KH").mask, CardSet("QS QH").mask, "by_size").answered[0][0]
    2
    >>> free_report_of_tables(2, 0, CardSet("QS QH").mask, "by_size")
    Traceback (most recent call last):
    ...
    penchant.errors.BarredError: minor pairs are barred on the tables '' and 'QS QH': nothing makes them free
    """
    report = free_report(size, Holdings.from_masks(table=table, opp_table=opp_table), barring)
    if report is None:
        raise BarredError(f"minor {SIZE_PLURALS[size]} are barred on the tables {str(CardSet.from_mask(table))!r} and "
                          f"{str(CardSet.from_mask(opp_table))!r}: nothing makes them free")
    return report
