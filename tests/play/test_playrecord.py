"""penchant-play/1: the record of play round-trips, replays exactly, and is refused when tampered with."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.errors import InvalidRecordError
from penchant.judgement.verdicts import VERDICTS
from penchant.play.play_record import PlayRecord
from penchant.players import get_player
from penchant.rules.profiles import KANDELL
from penchant.studies.match import play_game

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json"


@pytest.fixture(scope="module")
def played() -> tuple[PlayRecord, list[tuple[int, int]]]:
    players = (get_player("greedy", KANDELL), get_player("random", KANDELL))
    out = play_game(players, "record-test", 0, 0, KANDELL, save=True)
    assert out.record is not None
    return out.record, [d.scores for d in out.deals]


def test_round_trip_and_exact_replay(played: tuple[PlayRecord, list[tuple[int, int]]]) -> None:
    record, scores = played
    text = record.to_str()
    again = PlayRecord.from_str(text)
    assert again.to_json() == record.to_json()
    assert again.deal_scores() == scores, "replaying every action gives the scores as played"
    assert len(again.deals) == 4 and all(len(d.actions) >= 32 for d in again.deals)
    data = json.loads(text)
    assert data["format"] == "penchant-play/1" and data["deals"][0]["score"] == list(scores[0])


def test_a_tampered_action_or_score_is_refused(played: tuple[PlayRecord, list[tuple[int, int]]]) -> None:
    data = played[0].to_json()
    bad = json.loads(json.dumps(data))
    bad["deals"][0]["actions"][0][1] = "play " + bad["deals"][0]["dealer_hand"].split()[0]
    with pytest.raises(InvalidRecordError, match="action 1"):
        PlayRecord.from_json(bad)
    bad = json.loads(json.dumps(data))
    bad["deals"][1]["score"] = [99, 0]
    with pytest.raises(InvalidRecordError, match="replaying gives"):
        PlayRecord.from_json(bad)
    bad = json.loads(json.dumps(data))
    bad["deals"][0]["stock"] = bad["deals"][0]["stock"].replace("7", "8", 1)
    with pytest.raises(InvalidRecordError):
        PlayRecord.from_json(bad)
    with pytest.raises(InvalidRecordError, match="not JSON"):
        PlayRecord.from_str("{not json")


def test_the_sample_file_in_the_readme_replays() -> None:
    record = PlayRecord.from_str(SAMPLE.read_text(encoding="utf-8"))
    assert record.players == ("greedy", "strong") and len(record.deal_scores()) == 4


def test_match_save_writes_one_record_per_game_and_tally_reads_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["match", "--a", "greedy", "--b", "random", "--games", "2", "--seed", "4",
                 "--save", str(tmp_path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2 and sorted(out["saved"]) == [str(f) for f in files]
    rec = PlayRecord.from_str(files[0].read_text(encoding="utf-8"))
    assert main(["tally", str(files[0]), "--json"]) == 0
    tally = json.loads(capsys.readouterr().out)
    assert tally["totals"] == [sum(s[0] for s in rec.deal_scores()), sum(s[1] for s in rec.deal_scores())]


def test_review_json_gives_one_object_per_decision(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    path.write_text(SAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["review", str(path), "--deal", "4", "--samples", "3", "--json"]) == 0
    items = json.loads(capsys.readouterr().out)
    record = PlayRecord.from_str(path.read_text(encoding="utf-8"))
    real = [1 for b, _, _ in record.deals[3].positions(record.profile) if len(b.legal_actions) > 1]
    assert len(items) == len(real)
    for it in items:
        assert {"deal", "trick", "player", "played", "best", "loss", "verdict", "reason"} <= set(it)
        assert it["deal"] == 4 and it["loss"] >= 0 and it["reason"][:1].isupper()
        assert it["verdict"] in VERDICTS
        if it["verdict"] == "close":
            assert it["estimate"] and it["loss"] <= it["margin"]
        if it["played"] == it["best"]:
            assert it["loss"] == 0 and it["verdict"] == "best"
    assert main(["review", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
