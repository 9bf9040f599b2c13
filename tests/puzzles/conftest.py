"""Fixtures shared by the trainer's tests: one attempt store of each kind the trainer runs on."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from penchant.trainer.stores import AttemptStore, JSONFileAttemptStore, SQLiteAttemptStore

STORES: dict[str, Callable[[Path], AttemptStore]] = {
    "sqlite": lambda d: SQLiteAttemptStore(d / "practice.sqlite3"),
    "jsonl": lambda d: JSONFileAttemptStore(d / "practice.jsonl"),
}


@pytest.fixture(params=sorted(STORES))
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], AttemptStore]]:
    """Opens (and reopens) one store file: SQLite under ``penchant practice``, JSON lines on the site."""
    opened: list[AttemptStore] = []

    def make() -> AttemptStore:
        s = STORES[request.param](tmp_path)
        opened.append(s)
        return s

    yield make
    for s in opened:
        s.close()
