"""A player's name shows, and shows as typed: a name of nothing that shows (a zero-width space, a control, a
no-break space) is refused, and so is one holding a bidirectional control, which would reorder the text around
it on the tally line, the CSV and the result card. The score sheet, the marker and a record refuse alike, each
with its own typed error quoting the name escaped, so the unseen character shows in the message."""

from __future__ import annotations

import unicodedata

import pytest

from penchant.errors import InvalidRecordError, ScoreEntryError
from penchant.play.game_record import GameRecord
from penchant.play.names import player_names

UNSEEN = ["\u200b", "\u200b\u200d", "\x00", "\x7f", "\u00a0\u2060", "\ufeff", "\u2028\u200b"]
REORDERING = ["A\u202eB", "\u202aAda", "Ada\u202c", "\u2066Ben\u2069", "Ben\u2068", "x\u202dy", "\u2067\u202bz"]


@pytest.mark.parametrize("name", UNSEEN, ids=ascii)
def test_a_name_with_nothing_that_shows_is_refused(name: str) -> None:
    with pytest.raises(ScoreEntryError) as info:
        player_names(["Ada", name])
    message = str(info.value)
    assert not any(unicodedata.category(ch) in ("Cf", "Cc") for ch in message)  # written escaped, so it shows
    assert f"the second player's name {name!r}" in message
    assert "shows" in message or "empty" in message


@pytest.mark.parametrize("name", REORDERING, ids=ascii)
def test_a_name_holding_a_bidirectional_control_is_refused(name: str) -> None:
    with pytest.raises(ScoreEntryError) as info:
        player_names([name, "Ben Lee"])
    message = str(info.value)
    assert f"the first player's name {name!r}" in message and "reorders the text" in message
    assert not set(message) & set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


@pytest.mark.parametrize("name", ["\u200b", "A\u202eB"], ids=ascii)
def test_a_record_refuses_them_as_a_record(name: str) -> None:
    with pytest.raises(InvalidRecordError, match="players: the second player's name"):
        GameRecord(players=("Ada", name))


@pytest.mark.parametrize("name", ["Zoë", "Ádám", "李雷", "José María", "O'Neil", "\u0627\u062d\u0645\u062f",
                                  "Ada\u200dLovelace", "👍"], ids=ascii)
def test_names_that_show_are_kept(name: str) -> None:
    assert player_names(["Ben", name]) == ("Ben", name)
