"""Refusals carry their parts (which player, which cards, which kind, why), set where the engine raises them, and
the marker and the scoring board build their sentences from those parts, not by rewording the message's text.

The marker once replaced "the first player" and "player 1" in the message by the players' names, so a player named
"player 1" had the other player's brisques put to his name; it matched "cannot declare '...'" and "the other device
just entered '...'" with regular expressions. The messages themselves are unchanged (they quote the input)."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from ledger_taps import tricks

from penchant.errors import BarredError, IllegalDeclarationError, PlayerCountError, ScoreEntryError, StaleEntryError
from penchant.marker import Brisquette, EndDeal, Ledger, NewGame, TrickWon
from penchant.marker.applying_entries import refusal_sentence
from penchant.play.sheet import DealEntry, validate_deal
from penchant.rules.combinations import check_declaration
from penchant.rules.deal_counts import count_refusal_words
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import KANDELL

ROOT = Path(__file__).resolve().parents[2]


def test_a_refused_declaration_carries_its_cards_and_reason() -> None:
    verdict = check_declaration("9S 9H", Holdings.parse(hand="9S 9H", opp_table="QS QH"), KANDELL)
    error = verdict.error
    assert isinstance(error, BarredError) and error.cards == "9S 9H" and error.reason == verdict.reason
    assert str(error) == f"cannot declare '9S 9H': {verdict.reason}"
    with pytest.raises(IllegalDeclarationError) as info:
        Holdings.parse(hand="9S").after_declaring("9S 9H")
    assert info.value.cards == "9S 9H" and info.value.reason == "9H is not in the hand or on the table"


def test_the_marker_says_a_refused_declaration_from_its_parts() -> None:
    error = IllegalDeclarationError.cannot_declare("9S 9C", "these cards are a triplet", kind="pair")
    assert str(error) == "cannot declare '9S 9C' as a pair: these cards are a triplet"
    assert (refusal_sentence(error, ("Ann", "Bob"), 1)
            == "Bob cannot declare 9♠ 9♣ as a pair: these cards are a triplet.")
    assert refusal_sentence(error) == "9♠ 9♣ cannot be declared as a pair: these cards are a triplet."


def test_every_cannot_declare_is_raised_with_its_parts() -> None:
    """A "cannot declare" message written by hand would carry no cards for the marker to name: every one is the
    error's own (IllegalDeclarationError.cannot_declare)."""
    by_hand = [f"{path.relative_to(ROOT)}" for path in sorted((ROOT / "penchant").rglob("*.py"))
               if path.parent.name != "errors" and 'f"cannot declare {' in path.read_text(encoding="utf-8")]
    assert by_hand == []


def test_a_players_count_carries_the_player_the_count_and_the_problem() -> None:
    with pytest.raises(PlayerCountError) as info:
        validate_deal(DealEntry(((), ()), (0, 3), (10, 2)))
    error = info.value
    assert (error.player, error.count, error.value, error.problem, error.brisques) == (
        1, "brisquettes", 3, "over the brisques", 2)
    assert str(error).startswith("the second player has more brisquettes (3) than brisques (2): ")
    assert count_refusal_words(error, "You").startswith("You have more brisquettes (3)")
    assert type(error).__module__ == "penchant.errors" and isinstance(error, ScoreEntryError)
    copy = pickle.loads(pickle.dumps(error))
    assert str(copy) == str(error) and copy.player == 1 and copy.problem == "over the brisques"
    with pytest.raises(PlayerCountError) as info:
        validate_deal(DealEntry(((), ()), (0, 0), (6.0, 6)))  # type: ignore[arg-type]
    assert info.value.problem == "not whole" and str(info.value) == (
        "the first player's brisques: 6.0 is not a whole number")


def test_a_player_named_like_a_seat_keeps_his_own_refusal() -> None:
    """The marker named the seats by replacing their words in the message: with a player called "player 1" in the
    first seat, his brisques over the pack were put to the second player's name."""
    ledger = tricks(Ledger().entered(NewGame(("player 1", "Bob"), KANDELL, 0)), "0" * 10)
    ledger = ledger.entered(Brisquette(0)).entered(Brisquette(0))
    with pytest.raises(ScoreEntryError) as info:
        ledger.entered(EndDeal((13, -1)))
    assert "refused: player 1's brisques 13 exceed the 12 in the pack" in str(info.value)
    ledger = tricks(Ledger().entered(NewGame(("player 1", "Bob"), KANDELL, 0)), "0" * 10).entered(TrickWon(0))
    ledger = ledger.entered(Brisquette(0, 2))
    with pytest.raises(ScoreEntryError) as info:
        ledger.entered(Brisquette(0))
    assert "and player 1 already has two brisquettes from the trick just entered" in str(info.value)


def test_a_stale_tap_carries_the_other_devices_entry() -> None:
    ledger = tricks(Ledger().entered(NewGame(("Ann", "Bob"), KANDELL, 0)), "0")
    other = ledger.entered(TrickWon(1))
    with pytest.raises(StaleEntryError) as info:
        other.entered(TrickWon(0), seen=ledger.seq)
    error = info.value
    assert error.note is not None and error.note.startswith("Deal 1, trick 2: Bob wins")
    assert str(error).startswith(f"the other device just entered {error.note!r}: ")
    assert other.said(error) == refusal_sentence(error, ("Ann", "Bob"))
    assert other.said(error).startswith(f"The other device has just entered “{error.note}”: this screen now shows")
