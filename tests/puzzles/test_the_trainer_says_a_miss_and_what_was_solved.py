"""The trainer says whether an answer is a miss (``Answered.misses``) and which puzzles were solved before a board's
visit (``Trainer.solved_among``, ``solved_before_visit``): the puzzle board once worked both out itself (issue #30:
``r is not None and not r.correct and not got.practice``, and a set of the solved ids of its own)."""

from __future__ import annotations

from pathlib import Path

from penchant.puzzles import analyse, get
from penchant.trainer.stores import SQLiteAttemptStore
from penchant.trainer.trainer import Trainer

IDS = ["declaration-030", "declaration-014", "declaration-006"]


def _wrong(pid: str) -> str:
    puzzle, best = get(pid), analyse(get(pid)).best
    return next(str(c) for c in puzzle.choices if str(c) not in best)


def test_a_wrong_answer_misses_a_right_one_or_practice_or_a_shown_one_does_not(tmp_path: Path) -> None:
    trainer = Trainer(SQLiteAttemptStore(tmp_path / "p.sqlite3"), [get(i) for i in IDS], context="chapter")
    p = get(IDS[0])
    missed = trainer.answer(p, _wrong(IDS[0]))
    assert missed is not None and missed.misses and not missed.correct
    solved = trainer.answer(p, analyse(p).best[0])
    assert solved is not None and not solved.misses
    practice = trainer.answer(p, _wrong(IDS[0]))  # a wrong answer to a puzzle already solved: practice
    assert practice is not None and practice.practice and not practice.misses
    shown = trainer.shown(get(IDS[1]))
    assert shown is not None and shown.result is None and not shown.misses


def test_the_puzzles_solved_before_a_visit_leave_out_those_solved_on_it(tmp_path: Path) -> None:
    trainer = Trainer(SQLiteAttemptStore(tmp_path / "p.sqlite3"), [get(i) for i in IDS], context="chapter")
    trainer.answer(get(IDS[0]), analyse(get(IDS[0])).best[0])
    assert trainer.solved_among(IDS) == {IDS[0]}
    known = trainer.solved_among(IDS)  # as a visit began
    trainer.answer(get(IDS[1]), analyse(get(IDS[1])).best[0])  # solved on the visit
    trainer.answer(get(IDS[0]), analyse(get(IDS[0])).best[0])  # answered again on it
    assert trainer.solved_among(IDS) == {IDS[0], IDS[1]}
    assert trainer.solved_before_visit(IDS, [IDS[0], IDS[1]], known) == {IDS[0]}
    assert trainer.solved_before_visit(IDS, [IDS[1]], frozenset()) == {IDS[0]}
