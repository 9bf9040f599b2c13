"""A puzzle solved shows its answer marked when it is put on the board again, and reads as solved by the learner
(issue #31: a newcomer reopened a solved puzzle and saw no answer marked, and an end-game solved after a miss came
back under the blue "The answer:" box, as if the answer had been given away). Both ways back: Back/Next on the same
visit, and the page opened again over the same progress."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import ipywidgets as widgets
import pytest
from support import classes

from penchant.puzzles import analyse, get
from penchant.puzzles.barring import ticks
from penchant.rules.cards import CardSet
from penchant.trainer.stores import SQLiteAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.verdict import EARLIER_WORDS


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def _board(tmp_path: Path, ids: list[str]) -> PuzzleBoard:
    return PuzzleBoard(ids, store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))


def _solve(board: PuzzleBoard, pid: str) -> str:
    best = analyse(get(pid)).best[0]
    got = board.answer(best)
    assert got is not None and got.correct
    return best


def _marked(board: PuzzleBoard, pid: str, best: str) -> None:
    p = get(pid)
    if p.answer_form == "choice":
        chip = board.choice_buttons[best]
        assert isinstance(chip, widgets.Button)
        assert "pt-choice-right" in classes(chip) and chip.description.startswith("✔"), chip.description
    elif p.answer_form == "choices":
        assert set(board.ticked()) == set(ticks(best)), board.ticked()
        assert not board.inputs.marked_wrong
    elif p.answer_form == "number":
        assert board.number.value == best
    else:
        assert board.picked() == CardSet(best), board.picked()


@pytest.mark.parametrize("pid", ["declaration-001", "declaration-004", "declaration-005", "barring-001"])
def test_back_to_a_puzzle_solved_on_this_visit_marks_the_answer(tmp_path: Path, pid: str) -> None:
    board = _board(tmp_path, [pid, "declaration-002"])
    best = _solve(board, pid)
    board.next()
    board.previous()
    _marked(board, pid, best)
    assert "✔" in text(board.feedback.value)


@pytest.mark.parametrize("pid", ["declaration-001", "declaration-004", "declaration-005", "barring-001"])
def test_a_puzzle_solved_earlier_is_marked_when_the_page_opens_again(tmp_path: Path, pid: str) -> None:
    board = _board(tmp_path, [pid, "declaration-002"])
    best = _solve(board, pid)
    again = _board(tmp_path, [pid, "declaration-002"])
    again.show(0)
    _marked(again, pid, best)
    assert text(again.feedback.value).startswith(EARLIER_WORDS), again.feedback.value


def test_a_number_shown_solved_is_no_new_attempt_when_checked(tmp_path: Path) -> None:
    board = _board(tmp_path, ["declaration-005", "declaration-002"])
    _solve(board, "declaration-005")
    again = _board(tmp_path, ["declaration-005", "declaration-002"])
    again.show(0)
    attempts = again.trainer.state("declaration-005").attempts
    assert again.check_picked() is not None
    assert again.trainer.state("declaration-005").attempts == attempts


def test_an_end_game_solved_after_a_miss_reopens_as_solved_not_as_the_answer_given(tmp_path: Path) -> None:
    board = _board(tmp_path, ["endgame-001", "endgame-002"])
    eg = board.endgame
    assert eg is not None
    eg.play(next(v.card for v in eg.session.card_values() if not v.right))
    eg.restart()
    eg.play(next(v.card for v in eg.session.card_values() if v.right))
    assert board.trainer.state("endgame-001").status == "solved_after_miss"
    again = _board(tmp_path, ["endgame-001", "endgame-002"])
    again.show(0)
    said = again.feedback.value
    assert text(said).startswith(EARLIER_WORDS) and "Right: A♥" in text(said), text(said)
    assert "pt-msg-ok" in said and "pt-msg-info" not in said and "The answer:" not in text(said), said
