"""Check pressed on an empty number box says plainly to type a number (issue #31: a newcomer read '“” is not a
whole number'): the engine refuses an empty answer with its own reason (:data:`~penchant.puzzles.checkers.answers.
NOTHING_TYPED`), a refusal of nothing is said without empty quotes, and the board says it as what to do next, not
as an answer it could not read."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from penchant.errors import InvalidNotationError
from penchant.puzzles.checkers.answers import NOTHING_TYPED, normalise_number
from penchant.trainer.stores import SQLiteAttemptStore
from penchant.words.refusals import refusal_words
from penchant_widgets.puzzles.board import PuzzleBoard


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


@pytest.mark.parametrize("typed", ["", "   "])
def test_an_empty_answer_is_refused_with_what_to_type(typed: str) -> None:
    with pytest.raises(InvalidNotationError) as caught:
        normalise_number(typed)
    assert caught.value.reason == NOTHING_TYPED and caught.value.given == typed
    said = refusal_words(caught.value)
    assert said == "Nothing typed: type your answer as a number, such as 12.", said
    assert "“" not in said and "whole number" not in said


def test_a_word_typed_is_still_quoted() -> None:
    with pytest.raises(InvalidNotationError) as caught:
        normalise_number("ten")
    assert refusal_words(caught.value).startswith("“ten”"), refusal_words(caught.value)


def test_check_on_an_empty_box_says_to_type_a_number_and_records_nothing(tmp_path: Path) -> None:
    board = PuzzleBoard(["scoring-001"], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    assert board.check_picked() is None
    said = text(board.feedback.value)
    assert "Nothing typed: type your answer as a number, such as 12." in said, said
    assert "cannot be read" not in said and "“”" not in said, said
    assert board.trainer.state("scoring-001").attempts == 0
