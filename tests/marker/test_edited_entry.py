"""Editing a past entry (issue #30: the history editor decided what an edit makes; the engine does now)."""

from __future__ import annotations

import pytest

from penchant.errors import ScoreEntryError
from penchant.marker import Brisquette, Declared, Delete, Edit, EndDeal, LastSix, Ledger, NewGame, TrickWon
from penchant.marker.undo import edited_entry, same_entry
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit


def test_an_edited_brisquette_keeps_saying_the_last_six_began() -> None:
    first = Brisquette(0, 1, last_six=True)
    assert edited_entry(first, "brisquette", 1, count=2) == Brisquette(1, 2, last_six=True)
    assert edited_entry(Brisquette(0), "brisquette", 1, count=2) == Brisquette(1, 2)
    assert edited_entry(TrickWon(0), "brisquette", 0) == Brisquette(0)


def test_an_edited_declaration_keeps_recording_its_trick() -> None:
    quick = Declared(0, Kind.MARRIAGE, new_trick=True)
    assert edited_entry(quick, "declare", 1, kind=Kind.PAIR) == Declared(1, Kind.PAIR, new_trick=True)
    assert edited_entry(TrickWon(1), "declare", 1, kind=Kind.CLAN).new_trick
    plain = Declared(0, Kind.MARRIAGE, by_winner=True)
    assert edited_entry(plain, "declare", 0, kind=Kind.PAIR) == Declared(0, Kind.PAIR, by_winner=True)
    loser = edited_entry(plain, "declare", 1, kind=Kind.PENCHANT, as_loser=True, jack=Suit.HEARTS)
    assert loser == Declared(1, Kind.PENCHANT, by_winner=False, jack=Suit.HEARTS)
    # A Jack's suit or a loser's role mean nothing for another kind.
    assert edited_entry(plain, "declare", 0, kind=Kind.PAIR, as_loser=True, jack=Suit.SPADES).jack is None
    assert edited_entry(plain, "declare", 0, cards=CardSet("KH QH")) == Declared(0, cards=CardSet("KH QH"))


def test_the_other_entries_and_a_bad_count() -> None:
    assert edited_entry(None, "trick", 1) == TrickWon(1)
    assert edited_entry(None, "last_six") == LastSix()
    assert edited_entry(None, "end", count=" 7 ") == EndDeal((7, 5))
    with pytest.raises(ScoreEntryError, match="'seven'"):
        edited_entry(None, "end", count="seven")
    with pytest.raises(ScoreEntryError):
        edited_entry(None, "brisquette", count=3)


def test_an_unneeded_jack_leaves_the_entry_unchanged() -> None:
    old = Declared(0, Kind.PENCHANT, by_winner=True)
    assert same_entry(Declared(0, Kind.PENCHANT, by_winner=True, jack=Suit.CLUBS), old)
    assert not same_entry(Declared(1, Kind.PENCHANT, by_winner=True), old)
    assert not same_entry(Declared(0, Kind.PENCHANT, by_winner=True), Declared(0, Kind.PENCHANT, by_winner=True,
                                                                                   jack=Suit.CLUBS))


def test_an_edit_the_engine_builds_is_accepted_by_the_ledger() -> None:
    ledger = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL, 0)).entered(Declared(0, Kind.MARRIAGE, new_trick=True))
    entry_id, original = ledger.log[-1].seq, ledger.log[-1].event
    assert isinstance(original, Declared)
    edit = edited_entry(original, "declare", 1, kind=Kind.PAIR)
    after = ledger.entered(Edit(entry_id, edit))
    assert after.sheet.current.kinds(1) == (Kind.PAIR,) and after.sheet.current.tricks == 1


def _two_penchants() -> tuple[Ledger, int, int]:
    """Ada's penchant with the Jack of spades sets trump; Ben's after it sets none and was entered without a Jack."""
    ledger = Ledger().entered(NewGame(("Ada", "Ben"), KANDELL, 0))
    ledger = ledger.entered(Declared(0, Kind.PENCHANT, new_trick=True, jack=Suit.SPADES))
    ada = ledger.log[-1].seq
    ledger = ledger.entered(Declared(1, Kind.PENCHANT, new_trick=True))
    assert ledger.sheet.current.trump is Suit.SPADES
    return ledger, ada, ledger.log[-1].seq


def test_an_edit_cannot_give_a_jack_to_a_penchant_that_set_no_trump() -> None:
    """Review 27: the form's default ♥ went into Ben's entry unseen, and deleting Ada's penchant then made hearts
    trump; without the edit that deletion is refused until the Jack's suit is said."""
    ledger, ada, ben = _two_penchants()
    original = ledger.entry(ben)
    assert isinstance(original, Declared)
    with pytest.raises(ScoreEntryError, match="does not set trump") as refused:
        ledger.entered(Edit(ben, edited_entry(original, "declare", 1, kind=Kind.PENCHANT, jack=Suit.HEARTS)))
    assert "spades are trump already" in str(refused.value) and "♥" in str(refused.value)
    kept = ledger.entered(Edit(ben, edited_entry(original, "declare", 1, kind=Kind.PENCHANT)))
    assert kept.entry(ben) == original
    with pytest.raises(ScoreEntryError):
        kept.entered(Delete(ada))
    assert ledger.sheet.current.trump is Suit.SPADES
