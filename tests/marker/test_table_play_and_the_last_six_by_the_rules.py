"""A card played from a table that is not there is a play refused (``IllegalPlayError.refusing``), not a
declaration's refusal built by hand; the start of the last six tricks is one rule (``hands_at_last_six``) and its
refusal of a table play is worded with the rules' words."""

from __future__ import annotations

import pytest
from ledger_taps import game, tricks

from penchant.errors import IllegalPlayError, PenchantError
from penchant.marker import Brisquette, Declared, LastSix, TablePlay, TrickWon
from penchant.rules.cards import CardSet
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.procedure import hands_at_last_six
from penchant.words.tricks import tables_back_in_hands


def test_a_card_not_on_the_table_is_a_play_refused_with_its_parts() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("KH QH")))
    with pytest.raises(PenchantError) as info:
        ledger.entered(TablePlay(0, CardSet("AS")))
    assert type(info.value) is IllegalPlayError
    assert info.value.given == "AS" and info.value.reason == "A♠ is not on Ann's table"


def test_the_last_six_begin_by_one_rule() -> None:
    start = hands_at_last_six()
    assert start.tricks == FIRST_TEN_TRICKS and start.tables == (0, 0)
    ledger = tricks(game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("KH QH"))), "0" * 3)
    for event in (LastSix(), Brisquette(0, last_six=True)):
        d = ledger.entered(event).sheet.current
        assert d.phase2 and (d.tricks, d.tables) == (start.tricks, start.tables)
    with pytest.raises(PenchantError) as info:
        ledger.entered(LastSix()).entered(TablePlay(0, CardSet("KH")))
    assert info.value.reason == tables_back_in_hands()
