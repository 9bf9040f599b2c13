"""A game record is checked when made, by the same rules whoever reads it: ``tally`` took players "Ada" and
"ada" and a 49-character name that ``marker --import`` refused; a trump with no penchant and a dealer out of
turn were accepted; and the record could be changed after it was checked."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from penchant.cli.main import main
from penchant.errors import InvalidRecordError, ScoreEntryError
from penchant.marker.events import NewGame, WholeDeal
from penchant.play.game_record import GameRecord
from penchant.play.names import MAX_NAME, player_names
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import KANDELL

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "game.json"


def _sample() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return data


def _no_penchant(data: dict[str, Any]) -> None:
    deal = next(d for d in data["deals"] if d.get("trump") is not None)
    deal["declarations"] = [[k for k in side if k != "penchant"] for side in deal["declarations"]]
    deal.pop("cards", None)


def _out_of_turn(data: dict[str, Any]) -> None:
    data["deals"][1]["dealer"] = 1 - dealer_of(1, data["first_dealer"])


BREAKS: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "names equal but for case": (lambda d: d.__setitem__("players", ["Ada", "ada"]), "both players"),
    "a name too long": (lambda d: d.__setitem__("players", ["Ada", "x" * (MAX_NAME + 1)]), "too long"),
    "a trump with no penchant": (_no_penchant, "only a penchant sets trump"),
    "a dealer out of turn": (_out_of_turn, "alternates"),
}


def test_the_sample_is_read_by_both() -> None:
    assert GameRecord.from_json(_sample()).players == tuple(_sample()["players"])


@pytest.mark.parametrize("name", BREAKS)
def test_tally_and_import_refuse_alike(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    breaks, why = BREAKS[name]
    data = _sample()
    breaks(data)
    with pytest.raises(InvalidRecordError, match=why):
        GameRecord.from_json(data)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for argv in (["tally", str(path)], ["marker", "--db", str(tmp_path / "m.sqlite3"), "--import", str(path)]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert why in err and err.count("\n") == 1


def test_the_marker_and_a_record_share_the_name_rule() -> None:
    for players, why in ((("Ada", "ada"), "both players"), (("Ada", "x" * (MAX_NAME + 1)), "too long")):
        with pytest.raises(ScoreEntryError, match=why):
            NewGame(players, KANDELL)
        with pytest.raises(InvalidRecordError, match=why):
            GameRecord(KANDELL, players)
    assert player_names([" Ada  Lee ", "Ben"]) == ("Ada Lee", "Ben")


def test_a_record_is_frozen_and_checked_when_built() -> None:
    record = GameRecord.from_json(_sample())
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.first_dealer = 1  # type: ignore[misc]
    with pytest.raises(InvalidRecordError, match="first_dealer"):
        GameRecord(KANDELL, ("Ada", "Ben"), True)
    with pytest.raises(InvalidRecordError, match="four deals"):
        GameRecord(KANDELL, ("Ada", "Ben"), 0, record.deals * 2)


def test_a_whole_deal_with_trump_needs_a_penchant() -> None:
    record = GameRecord.from_json(_sample())
    plain = next(d for d in record.deals if not any("penchant" in [k.value for k in s] for s in d.declarations))
    with pytest.raises(ScoreEntryError, match="only a penchant sets trump"):
        WholeDeal(plain, "H")  # type: ignore[arg-type]


def test_a_whole_deal_read_from_a_record_is_an_invalid_record() -> None:
    from penchant.marker.events import event_from_json

    obj = {"type": "deal", "declarations": [["pair"], []], "brisquettes": [0, 0], "brisques": [6, 6], "trump": "H"}
    with pytest.raises(InvalidRecordError, match="only a penchant sets trump") as caught:
        event_from_json(obj)
    assert not isinstance(caught.value, ScoreEntryError)
    obj["declarations"] = [["pair", "penchant"], []]
    deal = event_from_json(obj)
    assert isinstance(deal, WholeDeal) and deal.trump is not None and deal.trump.letter == "H"
