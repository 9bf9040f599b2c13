"""Fixtures shared by the trainer's tests: one attempt store of each kind the trainer runs on."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from penchant.puzzles import Puzzle, analyse, check
from penchant.puzzles.attempts import AttemptStore, JSONFileAttemptStore, SQLiteAttemptStore

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


def right_answer(p: Puzzle) -> str | list[str]:
    """An answer the engine accepts."""
    best = analyse(p).best[0]
    answer: str | list[str] = best.split(" | ") if p.answer_form == "cards" else best
    assert check(p, answer).correct
    return answer


def wrong_answer(p: Puzzle) -> str:
    """An answer the engine refuses (a legal one, not best)."""
    a = analyse(p)
    cands = [k for k, (ok, _w) in a.verdicts.items() if not ok]
    if p.answer_form == "number":
        cands += [str(int(a.best[0]) + 1)]
    cands += [c for c in p.choices if c not in a.best]
    for c in cands:
        if not check(p, c).correct:
            return c
    raise AssertionError(f"no wrong answer found for {p.id}")
