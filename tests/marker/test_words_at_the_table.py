"""What two players at a real table read on the marker (a phone and a tablet on one game): which trick a
declaration follows, cards as they see them, and a refusal as a sentence in their words while the typed error
keeps its message, quoting the input, for the engine."""

from __future__ import annotations

import pytest

from penchant.errors import IllegalDeclarationError, IllegalPlayError, ScoreEntryError, StaleEntryError
from penchant.marker import Brisquette, Declared, Ledger, TablePlay, TrickWon
from penchant.rules.cards import NOTATION, CardSet
from penchant.rules.kinds import Kind


def game() -> Ledger:
    return Ledger.start(("Ann", "Bob"), "kandell")


def caught(ledger: Ledger, event: object, error: type[Exception] = ScoreEntryError, **kw: object) -> Exception:
    with pytest.raises(error) as info:
        ledger.entered(event, **kw)  # type: ignore[arg-type]
    return info.value


def test_a_declaration_after_won_trick_says_which_trick_it_follows() -> None:
    ledger = game()
    for i in range(7):
        ledger = ledger.entered(TrickWon(i % 2))
    ledger = ledger.entered(ledger.choices.declaration(0, Kind.MARRIAGE))  # joins trick 7, Ann's
    assert ledger.last_note == "Deal 1, after trick 7: Ann declares a marriage +2"
    made = ledger.sheet.current.declarations[-1]
    assert (made.trick, made.counted, made.after) == (7, True, "after trick 7")
    assert ledger.history()[-1].text == ledger.last_note  # the sheet's list says it the same way


def test_quick_scoring_says_the_trick_as_entered_and_whose_it_was() -> None:
    ledger = game()
    ledger = ledger.entered(ledger.choices.declaration(1, Kind.PAIR))  # records its own trick: tricks left out
    ledger = ledger.entered(TrickWon(0))
    ledger = ledger.entered(ledger.choices.declaration(1, Kind.PENCHANT, "H", as_loser=True))  # on Ann's trick
    assert ledger.last_note is not None
    assert ledger.last_note.startswith("Deal 1, after the 2nd trick entered (Ann's): Bob declares a penchant")
    pair, penchant = ledger.sheet.current.declarations
    assert pair.after == "after the 1st trick entered" and penchant.after == "after the 2nd trick entered"
    # A tap that records its own trick says so, not "after".
    assert "after" not in ledger.notes[1] and "Bob wins a trick and declares a pair" in ledger.notes[1]


def test_cards_in_the_notes_are_as_players_see_them() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("9S 9C")))
    assert ledger.last_note == "Deal 1, after trick 1: Ann declares a pair 9♠ 9♣ +2"
    ledger = ledger.entered(TablePlay(0, CardSet("9S")))
    assert ledger.last_note == "Deal 1: Ann plays 9♠ from the table"
    assert not any(NOTATION.search(note) for note in ledger.notes)


def test_refusals_quote_the_input_for_the_engine_and_speak_to_the_players() -> None:
    ledger = game()
    error = caught(ledger, Declared(1, Kind.MARRIAGE))
    assert "Bob's 'marriage' refused" in str(error)  # the engine's message quotes what was tapped
    said = ledger.said(error)
    assert said.startswith("Bob's marriage was not entered: no trick has been played in deal 1 yet")
    assert "'" not in said.replace("Bob's", "") and said.endswith(".")
    ledger = ledger.entered(TrickWon(0))
    error = caught(ledger, Brisquette(0))
    assert "'Ann'" in str(error) and ledger.said(error).startswith("One brisquette for Ann was not entered: ")
    error = caught(ledger.entered(Declared(0, cards=CardSet("9S 9C"))), TablePlay(1, CardSet("9S")),
                   IllegalPlayError)
    assert "'9S'" in str(error) and ledger.said(error) == "9♠ is not on Bob's table."
    # The other device's entry, quoted as it was said there, in a sentence.
    other = ledger.entered(TrickWon(1))
    error = caught(other, TrickWon(1), StaleEntryError, seen=ledger.seq)
    said = other.said(error)
    assert said.startswith("The other device has just entered “Deal 1, trick 2: Bob wins")
    assert "'" not in said


def test_a_refused_referee_declaration_names_its_declarer_and_shows_the_cards() -> None:
    ledger = game().entered(Declared(0, cards=CardSet("QS QH"), new_trick=True))
    refused = Declared(1, cards=CardSet("9S 9C"), new_trick=True)
    error = caught(ledger, refused, IllegalDeclarationError)
    assert str(error).startswith("cannot declare '9S 9C'")  # the engine's message, quoting the input
    said = ledger.said(error, refused)
    assert said.startswith("Bob cannot declare 9♠ 9♣: minor pairs are barred") and "QS" not in said
    assert ledger.said(error).startswith("9♠ 9♣ cannot be declared: ")  # no declarer known: the cards
