"""The deal screen asks the ledger whether declaring is open (Choices.declaring_open) and whether every trick is
played (DealSheet.all_tricks_played) instead of working either out itself."""

from __future__ import annotations

import random

import pytest

from penchant.marker import LastSix, Ledger, TrickWon


def test_declaring_opens_with_the_deal_and_closes_with_the_last_six() -> None:
    ledger = Ledger.start(("Ann", "Bob"), "kandell", 0)
    assert ledger.choices.declaring_open
    assert not ledger.sheet.current.all_tricks_played
    ledger = ledger.entered(LastSix())
    assert not ledger.choices.declaring_open


@pytest.mark.parametrize("seed", range(6))
def test_the_answers_agree_with_what_the_ledger_accepts(seed: int) -> None:
    rng = random.Random(seed)
    ledger = Ledger.start(("Ann", "Bob"), "kandell", seed % 2)
    for _ in range(300):
        if ledger.sheet.is_over():
            break
        c = ledger.choices
        d = ledger.sheet.current
        assert c.declaring_open == (not d.phase2 and not d.ended)
        if any(c.kinds) or any(c.loser_penchant):
            assert c.declaring_open
        if d.all_tricks_played:
            assert TrickWon(0) not in c and TrickWon(1) not in c
        ledger = ledger.entered(rng.choice(list(c)))  # type: ignore[arg-type]
    assert not ledger.choices.declaring_open or not ledger.sheet.is_over()


def test_sixteen_tricks_are_all_the_tricks() -> None:
    ledger = Ledger.start(("Ann", "Bob"), "kandell", 0)
    for n in range(16):
        assert not ledger.sheet.current.all_tricks_played, n
        ledger = ledger.entered(TrickWon(n % 2))
    assert ledger.sheet.current.all_tricks_played
    assert TrickWon(0) not in ledger.choices


def test_the_ledger_says_when_a_brisquette_tap_begins_the_last_six() -> None:
    """During the first ten tricks a brisquette tap also says the last six have begun (a table at trick 1 read
    "+1 brisquette" as something to tap now): the ledger says so, for the screen to say it beside the buttons."""
    ledger = Ledger.start(("Ann", "Bob"), "kandell", 0)
    c = ledger.choices
    assert c.brisquette_begins_last_six and c.brisquette(0, 1).last_six
    ledger = ledger.entered(TrickWon(0))
    assert ledger.choices.brisquette_begins_last_six
    ledger = ledger.entered(LastSix())
    c = ledger.choices
    assert not c.brisquette_begins_last_six and not c.brisquette(1, 2).last_six and 1 in c.brisquettes[0]
