"""Questions views used to answer themselves, now the rules': what must leave the opponent's table for a bar
to lift (of one rank, enough that its smallest barring set goes), and whether two cuts tie."""

from __future__ import annotations

from penchant.rules.bar_reports import bar_report
from penchant.rules.cards import PACK
from penchant.rules.dealing import cuts_tie, dealer_from_cut
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import KANDELL


def test_three_jacks_bar_pairs_longest_as_a_pair() -> None:
    report = bar_report(2, Holdings.parse(hand="8S 8H", opp_table="JS JH JD"), KANDELL)
    assert report is not None
    sizes = sorted(b.size for b in report.bars)
    assert sizes == [2, 3]
    assert [b.size for b in report.main_bars] == [3]
    assert report.must_leave == ((2, report.bars[0].cards),)  # the pair among them lasts: two must be played


def test_cuts_tie_exactly_when_dealer_from_cut_refuses() -> None:
    for a in PACK[:8]:
        for b in PACK[8:16]:
            tie = cuts_tie((a, b))
            assert tie == (a.rank == b.rank)
            if not tie:
                assert dealer_from_cut((a, b), KANDELL) in (0, 1)
