"""Review 43: the browser's practice file lost attempts. An answer's time of infinity was written as
``"seconds":Infinity`` (not JSON), and on reading that line, like any damaged line, was skipped with nothing
said. Now a time that is not a finite number of seconds, 0 or more, is refused before anything is written, the
file is strict JSON, and a damaged line is kept in the file and reported (which line, and why)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from penchant.errors import InvalidRecordError, InvalidSettingError, StoreError
from penchant.puzzles import load_bank
from penchant.trainer.attempts import Attempt
from penchant.trainer.stores import JSONFileAttemptStore
from penchant.trainer.trainer import Trainer, time_taken

BANK = load_bank()
PUZZLE = next(p for p in BANK if p.answer_form == "choice" and p.choices)
ANSWER = PUZZLE.choices[0]


@pytest.mark.parametrize("bad", [math.inf, -math.inf, math.nan, -1.0, "3", None, True])
def test_an_answer_whose_time_is_not_seconds_is_refused_and_nothing_is_written(tmp_path: Path, bad: object) -> None:
    store = JSONFileAttemptStore(tmp_path / "p.jsonl")
    t = Trainer(store, bank=BANK)
    with pytest.raises(InvalidSettingError) as err:
        t.answer(PUZZLE, ANSWER, seconds=bad)  # type: ignore[arg-type]
    assert repr(bad) in str(err.value)
    assert store.load() == [] and not (tmp_path / "p.jsonl").read_bytes().strip()
    with pytest.raises(InvalidRecordError):
        Attempt(PUZZLE.id, "missed", seconds=bad)  # type: ignore[arg-type]
    assert time_taken(2) == 2.0 and time_taken(0.5) == 0.5


def test_the_file_is_strict_json(tmp_path: Path) -> None:
    store = JSONFileAttemptStore(tmp_path / "p.jsonl")
    store.append(Attempt(PUZZLE.id, "missed", seconds=1.5))
    # An attempt is never made with an infinite time; a record that would write one is refused, not written.
    with pytest.raises(StoreError, match="cannot be saved"):
        store._write({"puzzle": PUZZLE.id, "seconds": math.inf}, "attempt")
    for line in (tmp_path / "p.jsonl").read_text().splitlines():
        json.loads(line, parse_constant=lambda c: pytest.fail(f"{c} written"))
    assert len(store.load()) == 1


def test_a_damaged_line_is_kept_and_reported_by_number(tmp_path: Path) -> None:
    path = tmp_path / "p.jsonl"
    good = Attempt(PUZZLE.id, "missed", "x", 2.0, 1000.0)
    lines = [json.dumps(good.to_json()), json.dumps(good.to_json()).replace("2.0", "Infinity"),
             json.dumps({**good.to_json(), "outcome": "won"}), json.dumps(good.to_json())]
    path.write_text("\n".join(lines) + "\n")
    before = path.read_bytes()
    t = Trainer(JSONFileAttemptStore(path), bank=BANK)
    assert len(t.attempts) == 2
    assert "line 2:" in t.read_error and "Infinity" in t.read_error
    assert "line 3:" in t.read_error and "'won'" in t.read_error
    assert "line 1:" not in t.read_error and "line 4:" not in t.read_error
    assert path.read_bytes() == before, "the damaged lines stay in the file"


def test_a_sound_file_reports_nothing(tmp_path: Path) -> None:
    store = JSONFileAttemptStore(tmp_path / "p.jsonl")
    t = Trainer(store, bank=BANK)
    t.answer(PUZZLE, ANSWER, seconds=3)
    assert Trainer(JSONFileAttemptStore(tmp_path / "p.jsonl"), bank=BANK).read_error == ""
    assert store.problem() == ""
