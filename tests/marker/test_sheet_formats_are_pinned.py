"""The score sheet's CSV (its columns and cells) and a played deal's breakdown as JSON are formats a reader keeps:
pinned byte for byte, so that reshaping the types behind them (one player's part of a deal, its points a
:class:`~penchant.rules.scoring.DealScore`) cannot change a cell."""

from __future__ import annotations

import random

from ledger_taps import game

from penchant.marker import Brisquette, Declared, EndDeal, LastSix, Ledger, TrickWon
from penchant.play.deal_breakdown import breakdown
from penchant.play.dealing import play_random_deal
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit


def _two_deals() -> Ledger:
    """A deal ended (doubled brisquettes and bonus, 9 brisques to 3) and one begun with a loser's penchant."""
    ledger = game(KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2))
    ledger = ledger.entered(Declared(0, Kind.MARRIAGE, new_trick=True))
    ledger = ledger.entered(Declared(1, Kind.PENCHANT, jack=Suit.HEARTS, new_trick=True))
    ledger = ledger.entered(Declared(0, Kind.CLAN, new_trick=True)).entered(LastSix())
    for p in (0, 0, 1):
        ledger = ledger.entered(Brisquette(p))
    ledger = ledger.entered(EndDeal.from_count(0, 9)).entered(TrickWon(0))
    return ledger.entered(Declared(1, Kind.PENCHANT, by_winner=False, jack=Suit.SPADES))


def test_the_sheet_s_csv_is_pinned() -> None:
    assert _two_deals().to_csv() == (
        "deal,dealer,trump,player,declarations,declared,brisquettes,brisquette_points,brisques,bonus,points,total\n"
        "1,Ann,H,Ann,marriage clan,6,2,4,9,6,16,16\n"
        "1,Ann,H,Bob,penchant,1,1,2,3,0,3,3\n"
        "2,Bob,,Ann,,0,0,0,,0,0,16\n"
        "2,Bob,,Bob,loser's penchant,1,0,0,,0,1,4\n"
    )


def test_a_played_deal_s_breakdown_as_json_is_pinned() -> None:
    deal = play_random_deal(rng=random.Random(3))
    assert [part.to_json() for part in breakdown(deal.events)] == [
        {"declarations": [], "declared": 0, "brisquettes": 0, "bonus": 0, "total": 0},
        {"declarations": [["pair KH KD", 2], ["marriage QH KH", 2], ["pair 7S 7H", 2]], "declared": 6,
         "brisquettes": 5, "bonus": 6, "total": 17},
    ]
    assert list(breakdown(deal.events)[1].to_json()) == ["declarations", "declared", "brisquettes", "bonus", "total"]


def test_the_csv_s_last_running_totals_are_the_sheet_s_totals() -> None:
    ledger = _two_deals()
    last_two = ledger.to_csv().splitlines()[-2:]
    assert tuple(int(line.rsplit(",", 1)[1]) for line in last_two) == ledger.sheet.totals
