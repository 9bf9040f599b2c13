"""Quick scoring (issue #10): a declaration records its own trick, Last six tricks starts Phase 2 at
any count, referee checks stay; two devices: a stale tap is refused, never duplicated; CSV of the sheet.

(docs/RULINGS.md: Combinations; Trump; Scoring.)
"""

from __future__ import annotations

import csv
import io

import pytest

from penchant.errors import ScoreEntryError, StaleEntryError
from penchant.marker import (
    Brisquette,
    Declared,
    EndDeal,
    LastSix,
    Ledger,
    NewGame,
    TrickWon,
    Undo,
    event_from_json,
)
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit


def game() -> Ledger:
    return Ledger().entered(NewGame(("Ann", "Bob"), KANDELL, 0))


def quick_deal(ledger: Ledger) -> Ledger:
    """The issue's deal with no Won trick tap: Ann marriage and clan, Bob a trump-setting penchant,
    brisquettes 2 and 1, Ann 8 brisques."""
    ledger = ledger.entered(Declared(0, Kind.MARRIAGE, new_trick=True))
    ledger = ledger.entered(Declared(1, Kind.PENCHANT, jack=Suit.HEARTS, new_trick=True))
    ledger = ledger.entered(Declared(0, Kind.CLAN, new_trick=True))
    ledger = ledger.entered(LastSix())
    for p in (0, 0, 1):
        ledger = ledger.entered(Brisquette(p))
    return ledger.entered(EndDeal.from_count(0, 8))


def test_a_declaration_records_its_trick_and_counts_it() -> None:
    ledger = game().entered(Declared(1, Kind.MARRIAGE, new_trick=True))
    d = ledger.sheet.current
    assert (d.tricks, d.last_winner, d.stock) == (1, 1, 18)
    assert ledger.sheet.totals == (0, 2)
    assert "Bob wins a trick and declares a marriage" in (ledger.last_note or "")
    assert not d.counted  # tricks nobody declared after may have gone by: the count is the least
    # The winner's trick: the loser's-penchant rule does not apply to it.
    ledger = ledger.entered(Declared(0, Kind.FLUSH, new_trick=True))
    assert ledger.sheet.current.tricks == 2 and ledger.sheet.totals[0] > 0


def test_a_quick_game_scores_like_the_referee_flow() -> None:
    quick = game()
    for _ in range(4):
        quick = quick_deal(quick)
    assert quick.sheet.is_over()
    assert quick.sheet.totals == (40, 8)
    res = quick.sheet.result()
    assert res.winner == 0 and res.lurched and res.value == 64
    # Trump set by Bob's penchant's Jack in each deal.
    assert all(d.trump is Suit.HEARTS for d in quick.sheet.deals)


def test_last_six_starts_phase_two_at_any_count_and_only_once() -> None:
    ledger = game().entered(Declared(0, Kind.MARRIAGE, new_trick=True)).entered(LastSix())
    d = ledger.sheet.current
    assert d.phase2 and d.tricks == 10 and d.stock == 0
    assert "1 of 10 tricks were entered" in (ledger.last_note or "")
    with pytest.raises(ScoreEntryError, match="already begun"):
        ledger.entered(LastSix())
    with pytest.raises(ScoreEntryError, match="no declarations in them"):
        ledger.entered(Declared(1, Kind.MARRIAGE, new_trick=True))
    # Undo brings Phase 1 back.
    assert not ledger.entered(Undo()).sheet.current.phase2


def test_brisquettes_and_the_end_still_wait_for_phase_two() -> None:
    ledger = game().entered(Declared(0, Kind.MARRIAGE, new_trick=True))
    with pytest.raises(ScoreEntryError, match="tap Last six tricks first"):
        ledger.entered(Brisquette(0))
    with pytest.raises(ScoreEntryError, match="tap Last six tricks when the stock is empty"):
        ledger.entered(EndDeal((6, 6)))


def test_the_counter_refuses_an_eleventh_phase_one_trick() -> None:
    ledger = game()
    for i in range(10):
        ledger = ledger.entered(TrickWon(i % 2))
    with pytest.raises(ScoreEntryError, match="10 tricks are already counted"):
        ledger.entered(Declared(0, Kind.MARRIAGE, new_trick=True))


def test_referee_declarations_still_need_the_trick_first() -> None:
    with pytest.raises(ScoreEntryError, match="no trick has been played"):
        game().entered(Declared(0, Kind.MARRIAGE))


def test_new_trick_round_trips_through_json_and_is_strict() -> None:
    ev = Declared(1, Kind.PENCHANT, jack=Suit.SPADES, new_trick=True)
    assert event_from_json(ev.to_json()) == ev
    assert event_from_json(LastSix().to_json()) == LastSix()
    assert "new_trick" not in Declared(1, Kind.PENCHANT).to_json()
    with pytest.raises(ScoreEntryError, match="new_trick must be true or false"):
        Declared(0, Kind.MARRIAGE, new_trick="yes")  # type: ignore[arg-type]
    # A loser's penchant in one tap records the other player's trick (issue #20, item 3).
    loser = Declared(0, Kind.PENCHANT, by_winner=False, new_trick=True)
    assert event_from_json(loser.to_json()) == loser


# ---------------------------------------------------------------- two devices


def test_a_stale_device_cannot_record_the_same_trick_twice() -> None:
    ledger = game()
    seen = ledger.seq
    a = ledger.entered(TrickWon(0), seen=seen)  # device A
    with pytest.raises(StaleEntryError, match="the other device just entered 'Deal 1, trick 1: Ann wins"):
        a.entered(TrickWon(0), seen=seen)  # device B had not seen A's tap
    # B, refreshed, may tap again.
    assert a.entered(TrickWon(0), seen=a.seq).sheet.current.tricks == 2


def test_a_stale_contradiction_is_refused_and_the_log_is_untouched() -> None:
    ledger = game()
    seen = ledger.seq
    a = ledger.entered(Declared(0, Kind.MARRIAGE, new_trick=True), seen=seen)
    before = a
    with pytest.raises(StaleEntryError, match="the other device just entered"):
        a.entered(Declared(1, Kind.BESITO, new_trick=True), seen=seen)
    with pytest.raises(StaleEntryError):
        a.entered(Undo(), seen=seen)
    assert a == before


def test_independent_brisquettes_from_two_devices_both_count() -> None:
    ledger = game().entered(LastSix())
    seen = ledger.seq
    a = ledger.entered(Brisquette(0), seen=seen)
    both = a.entered(Brisquette(1), seen=seen)
    assert both.sheet.current.brisquettes == (1, 1)
    with pytest.raises(StaleEntryError):
        a.entered(Brisquette(0), seen=seen)  # the same player's: maybe the same card


def test_replay_keeps_seen_and_gives_the_same_sheet() -> None:
    ledger = game().entered(TrickWon(0), seen=1).entered(Brisquette(0) if False else TrickWon(1), seen=2)
    again = Ledger.replay(ledger.log)
    assert again.sheet == ledger.sheet and [le.seen for le in again.log] == [None, 1, 2]


def test_csv_of_the_sheet() -> None:
    ledger = quick_deal(game())
    rows = list(csv.DictReader(io.StringIO(ledger.to_csv())))
    assert [r["player"] for r in rows] == ["Ann", "Bob", "Ann", "Bob"]
    ann = rows[0]
    assert ann["declarations"] == "marriage clan" and ann["brisques"] == "8" and ann["trump"] == "H"
    assert int(ann["points"]) == int(ann["total"]) == ledger.sheet.totals[0]
    assert rows[2]["brisques"] == ""  # deal 2 not ended


def test_csv_says_a_losers_penchant_as_such() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(1, Kind.PENCHANT, by_winner=False, jack=Suit.SPADES))
    bob = list(csv.DictReader(io.StringIO(ledger.to_csv())))[1]
    assert bob["player"] == "Bob" and bob["declarations"] == "loser's penchant"
