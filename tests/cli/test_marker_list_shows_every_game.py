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


@pytest.mark.parametrize("name", ["marker.sqlite3", "marker.jsonl"])
def test_a_store_lists_every_game_when_no_limit_is_asked(tmp_path: Path, name: str) -> None:
    """``list_games(limit=None)`` is every game, most recent first, in one call: the listing no longer asks for more
    until fewer come; a limit still caps it."""
    from penchant.marker.opening_stores import open_marker_store

    store = open_marker_store(tmp_path / name)
    ids = [store.create_game(NewGame((f"Ann{i}", "Bob"), KANDELL, 0)) for i in range(40)]
    try:
        assert sorted(g.id for g in store.list_games(limit=None)) == sorted(ids)
        assert len(store.list_games(limit=7)) == 7 and len(store.list_games()) == 30
    finally:
        store.close()
