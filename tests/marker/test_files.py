"""Files (issue #20, item 8): ``penchant marker --import`` takes a ``penchant-play/1`` record of play (its
deals' scores, as ``penchant tally`` reads them), and download names are portable (no ":" and the like)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.marker import NewGame
from penchant.marker.sqlite_store import Store
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker import MarkerApp
from penchant_widgets.marker.file_names import download_name

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_PLAY = ROOT / "penchant" / "data" / "examples" / "sample-game.json"
WINDOWS_REFUSES = re.compile(r'[<>:"/\\|?*\x00-\x1f]')


def test_import_takes_a_record_of_play_with_the_scores_tally_gives(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "m.sqlite3"
    assert main(["tally", str(SAMPLE_PLAY), "--json"]) == 0
    tally = json.loads(capsys.readouterr().out)
    assert main(["marker", "--db", str(db), "--import", str(SAMPLE_PLAY), "--json"]) == 0
    game_id = json.loads(capsys.readouterr().out)["id"]
    with Store(db) as store:
        sheet = store.load(game_id).sheet
    record = json.loads(SAMPLE_PLAY.read_text(encoding="utf-8"))
    assert sheet.players == tuple(record["players"])
    assert [list(d.points(sheet.profile)) for d in sheet.ended_deals] == [d["score"] for d in record["deals"]]
    assert list(sheet.totals) == tally["totals"]


def test_import_of_a_faulty_record_of_play_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = json.loads(SAMPLE_PLAY.read_text(encoding="utf-8"))
    record["deals"][0]["actions"][0][1] = "play 2S"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record), encoding="utf-8")
    assert main(["marker", "--db", str(tmp_path / "m.sqlite3"), "--import", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "2S" in err


def test_download_names_are_portable(tmp_path: Path) -> None:
    assert download_name("penchant", "Ann: the 1st", "Bob/Al", 3, ext="json") == "penchant-Ann_the_1st-Bob_Al-3.json"
    app = MarkerApp(Store(tmp_path / "m.sqlite3"))
    app.start_game(NewGame(("Dr: Who?", 'Al "Ace"'), KANDELL))
    app.show("games")
    games = app.screen_widget("games")
    from penchant_widgets.marker.panels import share_links

    names = re.findall(r'download="([^"]*)"', games.download.value + share_links(app))
    assert len(names) == 4, names
    for name in names:
        import html

        assert not WINDOWS_REFUSES.search(html.unescape(name)), name
