"""A player's name has one limit, :data:`~penchant.play.names.MAX_NAME` characters, and one refusal saying it,
whichever record it is read from (a score sheet, a record of play, a game in progress) and however long it is; the
formats page gives the same limit."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from penchant.errors import InvalidRecordError
from penchant.play.game import Game
from penchant.play.game_record import GameRecord
from penchant.play.names import MAX_NAME
from penchant.play.play_record import PlayRecord

DOCS = Path(__file__).resolve().parents[2] / "docs" / "formats.md"
SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json"


def _sheet(name: str) -> str:
    return json.dumps({"format": "penchant-game/1", "rules": "kandell", "players": [name, "Ben"],
                       "first_dealer": 0, "deals": []})


def _play(name: str) -> str:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["players"] = [name, "Ben"]
    return json.dumps(data)


def _match(name: str) -> str:
    data = Game(rng=1).to_json()
    data["players"] = [name, "Ben"]
    return json.dumps(data)


READERS = {"sheet": (GameRecord.from_str, _sheet), "play": (PlayRecord.from_str, _play),
           "match": (lambda t: Game.from_json(json.loads(t)), _match)}


@pytest.mark.parametrize("length", [MAX_NAME + 1, 30, 90, 500])
@pytest.mark.parametrize("kind", sorted(READERS))
def test_a_long_name_is_refused_in_one_way(kind: str, length: int) -> None:
    read, make = READERS[kind]
    with pytest.raises(InvalidRecordError) as caught:
        read(make("A" * length))
    assert f"is too long: at most {MAX_NAME} characters" in str(caught.value), str(caught.value)
    assert "players: the name" in str(caught.value), str(caught.value)


@pytest.mark.parametrize("kind", sorted(READERS))
def test_a_name_at_the_limit_is_read(kind: str) -> None:
    read, make = READERS[kind]
    assert read(make("A" * MAX_NAME)).players == ("A" * MAX_NAME, "Ben")


def test_the_formats_page_gives_the_limit() -> None:
    row = next(line for line in DOCS.read_text(encoding="utf-8").splitlines() if line.startswith("| `players` |"))
    assert re.findall(r"at most (\d+) characters", row) == [str(MAX_NAME)], row
