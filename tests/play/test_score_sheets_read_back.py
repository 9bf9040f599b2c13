"""A score sheet the engine writes is one its reader takes: ``PlayRecord.game_record()`` written and read back
(through ``GameRecord.from_str``, ``penchant tally`` and ``penchant marker --import``) for played games, every
stored record in ``penchant/data`` read back, and a ``GameRecord`` made with a field the reader refuses refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.errors import InvalidRecordError
from penchant.play.game_record import GameRecord
from penchant.play.play_record import PlayRecord
from penchant.players import get_player
from penchant.rules.profiles import FOSTER, KANDELL, Profile
from penchant.studies.match import play_game

DATA = Path(__file__).resolve().parents[2] / "penchant" / "data"
SAMPLE = DATA / "examples" / "sample-game.json"


def _played(seed: str, pair: int, a_seat: int, profile: Profile) -> PlayRecord:
    players = (get_player("greedy", profile), get_player("random", profile))
    out = play_game(players, seed, pair, a_seat, profile, save=True)
    assert out.record is not None
    return out.record


@pytest.mark.parametrize(("pair", "a_seat", "profile"), [(0, 0, KANDELL), (1, 1, KANDELL), (2, 0, FOSTER)])
def test_a_played_games_sheet_reads_back_as_it_was(pair: int, a_seat: int, profile: Profile) -> None:
    record = _played("sheet-back", pair, a_seat, profile)
    sheet = record.game_record()
    again = GameRecord.from_str(sheet.to_str())
    assert again == sheet
    assert again.result() == record.result(), "the sheet read back scores the game as played"


def test_the_sample_games_sheet_reads_back() -> None:
    sheet = PlayRecord.from_str(SAMPLE.read_text(encoding="utf-8")).game_record()
    assert GameRecord.from_str(sheet.to_str()) == sheet


def _stored_records() -> list[Path]:
    found = []
    for path in sorted(DATA.rglob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("format") in ("penchant-game/1", "penchant-play/1"):
            found.append(path)
    return found


def test_the_stored_records_are_found() -> None:
    names = {p.name for p in _stored_records()}
    assert {"game.json", "sample-game.json"} <= names


@pytest.mark.parametrize("path", _stored_records(), ids=lambda p: p.name)
def test_every_stored_record_reads_back(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    kind = GameRecord if json.loads(text)["format"] == "penchant-game/1" else PlayRecord
    record = kind.from_str(text)
    assert kind.from_str(record.to_str()).to_json() == record.to_json()
    if isinstance(record, PlayRecord):
        sheet = record.game_record()
        assert GameRecord.from_str(sheet.to_str()) == sheet


def test_tally_and_import_take_the_sheet_the_engine_writes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = PlayRecord.from_str(SAMPLE.read_text(encoding="utf-8")).game_record()
    path = tmp_path / "sheet.json"
    path.write_text(sheet.to_str(), encoding="utf-8")
    assert main(["tally", str(path)]) == 0
    capsys.readouterr()
    assert main(["marker", "--db", str(tmp_path / "m.sqlite3"), "--import", str(path)]) == 0
    err = capsys.readouterr().err
    assert "unknown field" not in err


@pytest.mark.parametrize("extra", [{"score": [1, 2]}, {"dealer": "0"}, {"note": 5}])
def test_a_sheet_made_with_a_field_the_reader_refuses_is_refused(extra: dict[str, object]) -> None:
    sheet = PlayRecord.from_str(SAMPLE.read_text(encoding="utf-8")).game_record()
    extras = [dict(x) for x in sheet.deal_extras]
    extras[0] = {**extras[0], **extra}
    with pytest.raises(InvalidRecordError, match=r"deals\[0\]"):
        GameRecord(sheet.profile, sheet.players, sheet.first_dealer, sheet.deals, {}, extras)


def test_a_sheet_made_with_a_record_field_the_reader_refuses_is_refused() -> None:
    sheet = PlayRecord.from_str(SAMPLE.read_text(encoding="utf-8")).game_record()
    with pytest.raises(InvalidRecordError, match="unknown field 'winner'"):
        GameRecord(sheet.profile, sheet.players, sheet.first_dealer, sheet.deals, {"winner": 0}, sheet.deal_extras)
