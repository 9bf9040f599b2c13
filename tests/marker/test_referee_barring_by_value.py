"""The marker's referee mode follows the profile's barring switch (docs/RULINGS.md, "Barring by value (Foster)")."""

from __future__ import annotations

import pytest

from penchant.errors import BarredError
from penchant.marker import Declared, Ledger, NewGame, TrickWon
from penchant.rules.cards import CardSet
from penchant.rules.profiles import FOSTER, KANDELL, Profile


def _tables(profile: Profile) -> Ledger:
    """Ann shows three Kings, Bob two Aces; Ann then wins a trick with two Eights in hand."""
    ledger = Ledger().entered(NewGame(("Ann", "Bob"), profile, 0))
    ledger = ledger.entered(TrickWon(0)).entered(Declared(0, cards=CardSet("KS KH KD")))
    ledger = ledger.entered(TrickWon(1)).entered(Declared(1, cards=CardSet("AS AH")))
    return ledger.entered(TrickWon(0))


def test_foster_three_kings_answer_two_aces() -> None:
    """Foster: the barring set must be better than any the declarer has laid on the table."""
    ledger = _tables(FOSTER).entered(Declared(0, cards=CardSet("8H 8D")))
    assert ledger.sheet.current.declarations[-1].cards == CardSet("8H 8D")


def test_kandell_the_ace_pair_bars_minor_pairs() -> None:
    """Kandell: the highest major pair bars minor pairs unless the declarer shows a pair as high."""
    ledger = _tables(KANDELL)
    with pytest.raises(BarredError, match="AS AH"):
        ledger.entered(Declared(0, cards=CardSet("8H 8D")))
