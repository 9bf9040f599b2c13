"""Which kind of store a file name gets is said once (``penchant.files.durable.LINES_SUFFIXES``: ``.txt``, ``.jsonl``
and
``.json``, the trainer's old attempts files, are JSON lines) and said truly: the durable module, the marker's file
and its manual named ``.txt`` and ``.jsonl`` only, and ``penchant marker --db games.json`` made a SQLite database
there that the marker's kernel then opened as JSON lines (review, item 7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import penchant.files.durable
import penchant.marker.lines_store
from penchant.cli.main import main
from penchant.files.durable import LINES_SUFFIXES
from penchant.marker.lines_store import LinesStore
from penchant.marker.opening_stores import open_marker_store

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "penchant" / "data" / "examples" / "game.json"


def test_every_lines_suffix_is_named_where_the_kinds_are_said() -> None:
    said = {"penchant/files/durable.py": penchant.files.durable.__doc__ or "",
            "penchant/marker/lines_store.py": penchant.marker.lines_store.__doc__ or "",
            "docs/marker.md": (ROOT / "docs" / "marker.md").read_text(encoding="utf-8")}
    missing = [f"{where} does not name {suffix!r}" for where, text in said.items() for suffix in LINES_SUFFIXES
               if f"``{suffix}``" not in text and f"`{suffix}`" not in text]
    assert not missing, missing


@pytest.mark.parametrize("name", [f"games{suffix}" for suffix in LINES_SUFFIXES])
def test_the_command_keeps_a_lines_named_store_as_the_marker_does(
        name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / name
    assert main(["marker", "--db", str(db), "--import", str(SAMPLE)]) == 0
    assert capsys.readouterr().out.strip() == "1"
    first = db.read_text(encoding="utf-8").splitlines()[0]
    assert isinstance(json.loads(first), dict)  # a JSON line, not a SQLite file
    store = open_marker_store(db)
    assert isinstance(store, LinesStore) and [g.players for g in store.list_games()] == [("Ada", "Ben")]
    store.close()
    assert main(["marker", "--db", str(db), "--list"]) == 0
    assert "Ada v Ben" in capsys.readouterr().out
