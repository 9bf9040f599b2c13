"""Chapter 7's newcomer (issue #31): *Score a deal* said one wrong entry at a time, named its players "Opponent"
beside prose that says "your opponent", and set its *Brisques* choice apart from the boxes' labels."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from support import classes

from penchant_widgets.lessons.scoring import NAMES, DealScorer, GameTally


def test_every_wrong_box_is_said_at_once_with_whose_it_is() -> None:
    board = DealScorer(declarations=("pear", ""), brisquettes=(8, 0), brisques=(10, 2))
    board.bq[1].value = "x"
    board.br[0].value = "13"
    said = board.result.value
    assert board.score() is None
    assert "three entries are wrong" in said, said
    for whose in ("Your declarations", "Your brisques in all", "Your opponent&#x27;s brisquettes"):
        assert whose in said, (whose, said)
    board.bq[1].value, board.br[0].value, board.decl[0].value = "0", "10", ""
    assert board.score() == (12, 0)


def test_the_boards_name_the_opponent_as_the_prose_does() -> None:
    assert NAMES == ("You", "Your opponent")
    tally = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    assert "your opponent is lurched" in tally.result.value, tally.result.value
    assert "Opponent" not in tally.result.value.replace("Your opponent", "")


def test_the_brisques_choice_is_labelled_as_the_boxes_are() -> None:
    board = DealScorer()
    assert not board.brisque_choice.description  # its label sits in the labels' column, not indented beside it
    row = board.brisque_choice.parent if hasattr(board.brisque_choice, "parent") else None
    rows = [w for w in board.children[3].children if board.brisque_choice in getattr(w, "children", ())]
    assert rows and "pt-score-row" in classes(rows[0]), (row, rows)


def test_one_wrong_box_is_said_with_whose_it_is() -> None:
    board = DealScorer(declarations=("", ""), brisquettes=(8, 0), brisques=(10, 2))
    board.br[1].value = "13"
    assert "your opponent&#x27;s brisques in all: “13”" in board.result.value, board.result.value
