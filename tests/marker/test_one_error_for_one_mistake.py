"""The same mistake, one error type: a marker entry naming player 2, a Jack of suit 5 or a flag that is not
true/false is a ScoreEntryError (as the docs promise and NewGame(first_dealer=2) already raised); the same
field read from a record file is an InvalidRecordError. A bool is not a player."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from penchant.errors import InvalidNotationError, InvalidRecordError, InvalidSettingError, ScoreEntryError
from penchant.marker.events import (
    Brisquette,
    Declared,
    EndDeal,
    NewGame,
    TablePlay,
    TrickWon,
    WholeDeal,
    event_from_json,
)
from penchant.play.game import Game
from penchant.play.sheet import DealEntry
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import NO_TRUMP_WITHOUT_PENCHANT_WORDS

ENTRIES: dict[str, Callable[[], Any]] = {
    "a trick won by player 2": lambda: TrickWon(2),
    "a declaration by player 2": lambda: Declared(2, kind="pair"),
    "a Jack of suit 5": lambda: Declared(0, kind="penchant", jack=5),  # type: ignore[arg-type]
    "a first dealer 2": lambda: NewGame(("Ann", "Bob"), KANDELL, 2),
    "a brisquette by player True": lambda: Brisquette(True),
    "a new trick that is not a flag": lambda: Declared(0, kind="pair", new_trick="yes"),  # type: ignore[arg-type]
}


@pytest.mark.parametrize("make", ENTRIES.values(), ids=list(ENTRIES))
def test_a_bad_entry_is_a_score_entry_error(make: Callable[[], Any]) -> None:
    with pytest.raises(ScoreEntryError):
        make()


@pytest.mark.parametrize("make, quoted", [
    (lambda: Declared(0, kind="bogus"), "'bogus'"),
    (lambda: Declared(0, kind=Kind.PENCHANT, jack="X"), "'X'"),
    (lambda: Declared(0, cards="QS ZZ"), "'ZZ'"),  # type: ignore[arg-type]
])
def test_an_entry_in_bad_notation_is_a_score_entry_error_caused_by_the_notation(
        make: Callable[[], Any], quoted: str) -> None:
    with pytest.raises(ScoreEntryError) as caught:
        make()
    assert quoted in str(caught.value) and isinstance(caught.value.__cause__, InvalidNotationError)


def test_an_entry_whose_kind_is_not_what_its_cards_form_is_refused_when_made() -> None:
    with pytest.raises(ScoreEntryError, match="'QS JH' are a penchant, not a pair"):
        Declared(0, kind=Kind.PAIR, cards="QS JH")  # type: ignore[arg-type]
    assert Declared(0, kind=Kind.PENCHANT, cards="QS JH").kind is Kind.PENCHANT  # type: ignore[arg-type]


@pytest.mark.parametrize("obj", [
    {"type": "trick", "winner": 2},
    {"type": "declare", "player": 2, "kind": "pair"},
    {"type": "declare", "player": 0, "kind": "penchant", "jack": 5},
    {"type": "declare", "player": 0, "kind": "pair", "new_trick": "yes"},
])
def test_the_same_field_in_a_record_is_an_invalid_record(obj: dict[str, Any]) -> None:
    with pytest.raises(InvalidRecordError) as caught:
        event_from_json(obj)
    assert not isinstance(caught.value, ScoreEntryError)


@pytest.mark.parametrize("dealer", [True, False, 2, "0"])
def test_a_game_refuses_a_first_dealer_that_is_not_0_or_1(dealer: object) -> None:
    # an argument, as new_deal's dealer is: not a score entry (review 42: it was the marker's ScoreEntryError)
    with pytest.raises(InvalidSettingError) as caught:
        Game(rng=1, first_dealer=dealer)  # type: ignore[arg-type]
    assert repr(dealer) in str(caught.value)


def test_a_device_cannot_have_seen_more_than_the_log_holds() -> None:
    from penchant.marker.ledger import Ledger

    ledger = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL)).entered(TrickWon(0))
    assert ledger.entered(TrickWon(1), seen=ledger.seq).seq == ledger.seq + 1
    for seen in (ledger.seq + 1, 999):
        with pytest.raises(ScoreEntryError, match=f"seen {seen}"):
            ledger.entered(TrickWon(1), seen=seen)
    fresh = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL))
    with pytest.raises(ScoreEntryError, match="it holds one entry, so"):
        fresh.entered(TrickWon(1), seen=2)
    with pytest.raises(ScoreEntryError, match="it holds two entries, so"):
        fresh.entered(TrickWon(0)).entered(TrickWon(1), seen=3)


@pytest.mark.parametrize(("cls", "obj"), [
    (EndDeal, {"type": "end_deal", "brisques": ["6", "6"]}),
    (NewGame, {"type": "new_game", "players": [1, 2]}),
    (Declared, {"type": "declare", "player": 0, "kind": "foo", "cards": "QS QH"}),
    (TablePlay, {"type": "table_play", "player": 0, "card": "QS QH"}),
    (Brisquette, {"type": "brisquette", "player": 0, "count": -1}),
])
def test_a_field_read_from_a_record_is_an_invalid_record(cls: Any, obj: dict[str, object]) -> None:
    """docs/engine.md: a field read from a record file is an InvalidRecordError (these were ScoreEntryError
    and InvalidNotationError), whether read by the class or by the one reader."""
    for read in (cls.from_json, event_from_json):
        with pytest.raises(InvalidRecordError):
            read(obj)


def test_a_table_play_of_two_cards_is_a_score_entry_error() -> None:
    with pytest.raises(ScoreEntryError, match="'QS QH' is not one card"):
        TablePlay(0, "QS QH")  # type: ignore[arg-type]


def test_a_declaration_reads_its_kind_by_name_as_it_reads_its_jack_by_letter() -> None:
    by_name = Declared(0, kind="marriage", jack="H")  # type: ignore[arg-type]
    assert by_name.kind is Kind.MARRIAGE and by_name.jack is Suit.HEARTS
    assert by_name == Declared(0, kind=Kind.MARRIAGE, jack=Suit.HEARTS)
    with pytest.raises(ScoreEntryError, match="'wedding' is not a kind"):
        Declared(0, kind="wedding")  # type: ignore[arg-type]
    with pytest.raises(ScoreEntryError, match="'X' is not a suit"):
        Declared(0, kind="penchant", jack="X")  # type: ignore[arg-type]


@pytest.mark.parametrize("trump", ["H", "h", Suit.HEARTS])
def test_a_trump_without_penchant_quotes_the_trump_as_given(trump: object) -> None:
    with pytest.raises(ScoreEntryError) as caught:
        WholeDeal(DealEntry(((), ()), (0, 0), (6, 6)), trump)  # type: ignore[arg-type]
    message = str(caught.value)
    assert message == f"trump {str(trump)!r}, but {NO_TRUMP_WITHOUT_PENCHANT_WORDS}", message
    assert "Suit." not in message
