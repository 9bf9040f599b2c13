"""The ledger's taps shared by its tests (``test_ledger*``): a game, tricks, a refusal, a whole deal."""

from __future__ import annotations

from typing import Any

import pytest

from penchant.errors import PenchantError, ScoreEntryError
from penchant.marker import (
    Brisquette,
    Declared,
    EndDeal,
    Ledger,
    NewGame,
    TrickWon,
)
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit


def game(profile: Any = KANDELL, first_dealer: int = 0) -> Ledger:
    return Ledger().entered(NewGame(("Ann", "Bob"), profile, first_dealer))


def tricks(ledger: Ledger, winners: str) -> Ledger:
    """``winners`` like ``"0101"``: one trick each."""
    for w in winners:
        ledger = ledger.entered(TrickWon(int(w)))
    return ledger


def refused(ledger: Ledger, event: Any, cls: type[PenchantError] = ScoreEntryError) -> str:
    before = ledger
    with pytest.raises(cls) as info:
        ledger.entered(event)
    assert ledger == before  # nothing changed
    return str(info.value)


def play_deal(ledger: Ledger, *, decl: list[tuple[int, Kind]] = (), brisquettes: tuple[int, int] = (0, 0),
              brisques0: int = 6) -> Ledger:
    """Ten tricks (player 0 wins the odd ones, 1 the even), declarations after the first tricks."""
    for i in range(10):
        winner = decl[i][0] if i < len(decl) else i % 2
        ledger = ledger.entered(TrickWon(winner))
        if i < len(decl):
            p, kind = decl[i]
            jack = Suit.HEARTS if kind is Kind.PENCHANT else None
            ledger = ledger.entered(Declared(p, kind, by_winner=True, jack=jack))
    for p in (0, 1):
        for _ in range(brisquettes[p]):
            ledger = ledger.entered(Brisquette(p))
    return ledger.entered(EndDeal.from_count(0, brisques0))
