"""``penchant marker --list`` (and ``--json``) list every saved game: they stopped at 100 without a word."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.marker import NewGame
from penchant.rules.profiles import KANDELL

GAMES = 105


@pytest.mark.parametrize("name", ["marker.sqlite3", "marker.jsonl"])
def test_every_saved_game_is_listed(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    from penchant.marker.opening_stores import open_marker_store

    db = tmp_path / name
    store = open_marker_store(db)
    for i in range(GAMES):
        store.create_game(NewGame((f"Ann{i}", "Bob"), KANDELL, 0))
    store.close()
    assert main(["marker", "--db", str(db), "--list", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == GAMES
    assert main(["marker", "--db", str(db), "--list"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == GAMES
