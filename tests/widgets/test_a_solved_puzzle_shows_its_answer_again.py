"""A puzzle solved shows its answer marked when Back/Next puts it on the board again on the same visit; when the
page opens again over the same progress it opens fresh, unmarked and answerable, under a quiet note that it was
solved earlier and no answer (chapter 0: "A puzzle you come back to opens fresh, its board unmarked, so you can
answer it again"; issue #31: a reload showed the answer highlighted, the explanation and the typed number)."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import ipywidgets as widgets
import pytest
from support import classes

from penchant.puzzles import analyse, get
from penchant.puzzles.checkers.barring import ticks
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


def _fresh(board: PuzzleBoard, pid: str, best: str) -> None:
    p = get(pid)
    if p.answer_form == "choice":
        for c, chip in board.choice_buttons.items():
            assert isinstance(chip, widgets.Button)
            assert "pt-choice-right" not in classes(chip) and not chip.description.startswith("✔"), c
    elif p.answer_form == "choices":
        assert not board.ticked(), board.ticked()
    elif p.answer_form == "number":
        assert board.number.value == "", board.number.value
    else:
        assert not board.picked(), board.picked()


@pytest.mark.parametrize("pid", ["declaration-001", "declaration-004", "declaration-005", "barring-001"])
def test_a_puzzle_solved_earlier_opens_fresh_when_the_page_opens_again(tmp_path: Path, pid: str) -> None:
    board = _board(tmp_path, [pid, "declaration-002"])
    best = _solve(board, pid)
    again = _board(tmp_path, [pid, "declaration-002"])
    again.show(0)
    _fresh(again, pid, best)
    said = text(again.feedback.value)
    assert said.startswith(EARLIER_WORDS) and "✔" not in said, said
    assert "The answer" not in said and "Right" not in said and best.split(": ", 1)[-1] not in said, said
    attempts = again.trainer.state(pid).attempts
    got = again.answer(best)  # answerable again: a new try, counted as practice
    assert got is not None and got.correct
    assert again.trainer.state(pid).attempts == attempts + 1


def test_an_end_game_solved_after_a_miss_reopens_fresh_with_no_answer(tmp_path: Path) -> None:
    board = _board(tmp_path, ["endgame-001", "endgame-002"])
    eg = board.endgame
    assert eg is not None
    eg.play(next(v.card for v in eg.session.card_values() if not v.right))
    eg.restart()
    eg.play(next(v.card for v in eg.session.card_values() if v.right))
    assert board.trainer.state("endgame-001").status == "solved_after_miss"
    again = _board(tmp_path, ["endgame-001", "endgame-002"])
    again.show(0)
    said = text(again.feedback.value)
    assert said.startswith(EARLIER_WORDS) and "A♥" not in said and "Right" not in said, said
    assert again.endgame is not None and not again.endgame.session.tricks, "the end-game opens at its first card"


@pytest.mark.parametrize("pid", ["declaration-001", "endgame-001"])
def test_a_puzzle_solved_earlier_keeps_its_hint_and_solution_buttons(tmp_path: Path, pid: str) -> None:
    """Issue #31: a puzzle solved earlier opened "answer it again" with no Hint button, though chapter 0 promises
    one on every puzzle: it opens as fresh, its hints and then its solution offered, which closes them."""
    board = _board(tmp_path, [pid, "declaration-002"])
    if pid.startswith("endgame"):
        eg = board.endgame
        assert eg is not None
        eg.play(next(v.card for v in eg.session.card_values() if v.right))
    else:
        _solve(board, pid)
    assert board.trainer.state(pid).solved and board.hint_button.layout.display == "none"
    again = _board(tmp_path, [pid, "declaration-002"])
    again.show(0)
    assert text(again.feedback.value).startswith(EARLIER_WORDS)
    assert again.hint_button.layout.display != "none" and again.hint_button.description.startswith("Hint 1 of")
    for _ in get(pid).hints:
        again.hint()
    assert again.hints.value, "the hints are shown"
    assert again.solution_button.layout.display is None
    assert "counts as seen" not in again.solution_button.description  # solved already: it counts as nothing
    again.solution_button.click()
    assert again.solution_button.layout.display == "none" and again.hint_button.layout.display == "none"
    assert again.trainer.state(pid).solved  # still solved, not turned into seen
