"""Why a minor set is free is the rules' own account (rules.free_reports.free_report), the other side of bar_report:
the puzzles' words (why_free, the claims of "may you declare?") used to re-derive the bar themselves (a code
review, issue #32's sixth review)."""

from __future__ import annotations

import random

from penchant.puzzles.words.barring import why_free
from penchant.rules.barring import READINGS, is_barred
from penchant.rules.dealing import TABLE_LIMIT
from penchant.rules.free_reports import free_report, sets_on_table
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SET_SIZES
from penchant.words.free_reports import explain


def _tables(rng: random.Random) -> Holdings:
    cards = rng.sample(range(32), rng.randint(0, 2 * TABLE_LIMIT))  # a table holds five at most
    k = rng.randint(max(0, len(cards) - TABLE_LIMIT), min(TABLE_LIMIT, len(cards)))
    return Holdings.from_masks(table=sum(1 << c for c in cards[:k]), opp_table=sum(1 << c for c in cards[k:]))


def test_a_set_is_free_exactly_when_it_is_not_barred_and_the_answers_stand_on_the_tables() -> None:
    rng = random.Random(7)
    free = 0
    for _ in range(3000):
        h = _tables(rng)
        for reading in READINGS:
            for size in SET_SIZES:
                report = free_report(size, h, reading)
                assert (report is None) == is_barred(size, h, reading)
                if report is None:
                    continue
                free += 1
                for n, theirs, mine in report.answered:
                    assert theirs in sets_on_table(h.opp_table) and mine in sets_on_table(h.table)
                    if reading == "by_size":  # a major set of the bar's size, as high or higher
                        assert mine.size >= n and mine.rank >= theirs.rank
                    else:  # his best major set met by your best set of any rank, as good
                        assert (mine.size, mine.rank) >= (theirs.size, theirs.rank)
                if report.shorter is not None:
                    n, his = report.shorter
                    assert n < size and his in sets_on_table(h.opp_table)
                assert why_free(size, h.table.mask, h.opp_table.mask, reading) == explain(report)
    assert free > 10000


def test_three_kings_answer_two_queens_as_three() -> None:
    h = Holdings.parse(table="KH KD KC", opp_table="QS QD")
    report = free_report(2, h, "by_size")
    assert report is not None
    (n, theirs, mine), = report.answered
    assert (n, theirs.size, mine.size) == (2, 2, 3)
    assert "your pair of Kings (KH KD KC), which beats it" in explain(report)
