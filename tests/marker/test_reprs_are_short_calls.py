"""A ledger's and a sheet's repr is a short call that makes them again (review: a started Ledger's repr dumped
the whole profile's points mapping, 2 KB for one entry): the profile by name when it is a named one."""

from __future__ import annotations

from penchant.marker import (
    DealSheet,
    Declared,
    GameSheet,
    Ledger,
    LoggedEvent,
    NewGame,
    SheetDeclaration,
    TrickWon,
)
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, get_profile
from penchant.rules.suits_and_ranks import Suit

NAMES = {"DealSheet": DealSheet, "Declared": Declared, "GameSheet": GameSheet, "Ledger": Ledger,
         "LoggedEvent": LoggedEvent, "NewGame": NewGame, "SheetDeclaration": SheetDeclaration,
         "TrickWon": TrickWon, "Kind": Kind, "Suit": Suit, "get_profile": get_profile}


def _again(text: str) -> object:
    return eval(text, dict(NAMES))


def test_a_started_ledger_says_how_it_was_started() -> None:
    ledger = Ledger.start(("Ada", "Bob"), "kandell")
    assert repr(ledger) == "Ledger.start(('Ada', 'Bob'), 'kandell', 0)"
    assert _again(repr(ledger)) == ledger


def test_a_ledger_with_entries_is_its_replay() -> None:
    ledger = Ledger.start(("Ada", "Bob"), FOSTER, 1).entered(TrickWon(0)).entered(TrickWon(1), seen=2)
    text = repr(ledger)
    assert len(text) < 200 and "points" not in text, text
    assert text.startswith("Ledger.replay([NewGame(('Ada', 'Bob'), get_profile('foster'), 1), TrickWon(")
    assert _again(text) == ledger


def test_a_profile_with_options_is_named_with_them() -> None:
    rules = KANDELL.with_options(barring="by_value", bonus_multiplier=2)
    ledger = Ledger.start(("Ada", "Bob"), rules)
    assert "with_options(" in repr(ledger) and "points" not in repr(ledger)
    assert _again(repr(ledger)) == ledger


def test_a_sheet_is_a_short_call() -> None:
    ledger = Ledger.start(("Ada", "Bob"), "kandell").entered(TrickWon(0))
    text = repr(ledger.sheet)
    assert text == ("GameSheet(('Ada', 'Bob'), get_profile('kandell'), 0, "
                    "(DealSheet(number=1, dealer=0, tricks=1, last_winner=0),))")
    assert _again(text) == ledger.sheet
    declared = repr(ledger.entered(Declared(0, Kind.PAIR)).sheet)
    assert len(declared) < 400 and "mappingproxy" not in declared, declared


def test_an_empty_ledger() -> None:
    assert repr(Ledger()) == "Ledger()"
