"""A board's "already" counts only the puzzles solved before this visit (issue #31: on chapter 3's board of ten, a
first view of the page that came after the learner's answers counted them as solved already: "You have solved 5 of
these 10 puzzles so far … You have solved 4 of the 5 already", all five solved on the page)."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from penchant.puzzles import analyse, get
from penchant.trainer.stores import SQLiteAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.first_view import BUILT_AHEAD_ENV, widget_tree
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.shown_signal import ShownSignal

IDS = ["declaration-006", "declaration-030", "declaration-014"]


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def test_a_late_first_view_does_not_call_this_visits_solves_earlier(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BUILT_AHEAD_ENV, "True")
    db = tmp_path / "progress.sqlite3"
    board = PuzzleBoard(IDS, store=SQLiteAttemptStore(db), title="Combinations")
    for i in (0, 1):
        board.show(i)
        assert board.answer(analyse(get(IDS[i])).best[0]) is not None
    elsewhere = Trainer(SQLiteAttemptStore(db), [], context="chapter")  # another page solves the third
    elsewhere.answer(get(IDS[2]), analyse(get(IDS[2])).best[0])
    for signal in (w for w in widget_tree(board) if isinstance(w, ShownSignal)):
        signal.set_state({"shown": True})  # the page draws the board only now
    said = text(board.progress.value)
    assert "You have solved all 3 of these puzzles" in said, said
    assert "You solved puzzle 3 before this visit" in said, said  # the third alone, not the two solved here
