"""Newcomer 40, #7: after a wrong Check on a pick-every-answer puzzle (chapter 5's "Every one you may declare"),
Check pressed again without a change gave the same words, and nothing said to tap the red pick to unpick it. The
miss now says which pick to unpick (the one already drawn red, never an answer not picked), and a second Check of
the same picks is no second miss but a nudge to unpick the red one first."""

from __future__ import annotations

import re

from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def _board() -> tuple[PuzzleBoard, MemoryAttemptStore]:
    store = MemoryAttemptStore()
    board = PuzzleBoard(["barring-028"], title="Barring", store=store)  # chapter 5: 10♠ 10♦ barred, 7♠ 7♥ 7♦ free
    assert board.puzzle.answer_form == "choices" and board.puzzle.answer == ("7S 7H 7D",)
    return board, store


def test_a_wrong_pick_is_named_to_unpick_and_the_same_check_again_nudges() -> None:
    board, store = _board()
    ticks = board.inputs.choice_buttons
    ticks["TS TD"].value = ticks["7S 7H 7D"].value = True
    first = board.check_picked()
    assert first is not None and not first.correct
    said = _plain(board.feedback.value)
    assert "Tap 10♠ 10♦ (red, ✘) to unpick it, then Check again" in said, said
    misses = len(store.load())

    again = board.check_picked()  # nothing changed
    assert again is None
    nudged = _plain(board.feedback.value)
    assert nudged.startswith("Your picks have not changed since the last Check. Tap a red pick to unpick it "
                             "(here 10♠ 10♦), then check again."), nudged
    assert "7♠ 7♥ 7♦)" not in nudged.split("then check again")[0]
    board.check_picked()  # a third press says it once
    assert _plain(board.feedback.value).count("Your picks have not changed") == 1
    assert len(store.load()) == misses  # the same picks again are not a second miss

    ticks["TS TD"].value = False  # unpicked: the answer is checked again
    right = board.check_picked()
    assert right is not None and right.correct


def test_a_changed_pick_is_checked_not_nudged() -> None:
    board, _ = _board()
    ticks = board.inputs.choice_buttons
    ticks["TS TD"].value = True
    assert board.check_picked() is not None
    ticks["none of them"].value = True  # a change: Check's marks come off, the picks are a new answer
    got = board.check_picked()
    assert got is not None and not got.correct
    assert "have not changed" not in _plain(board.feedback.value)


def test_the_words_name_only_the_red_pick_never_an_answer_not_picked() -> None:
    board, _ = _board()
    board.inputs.choice_buttons["none of them"].value = True
    got = board.check_picked()
    assert got is not None and not got.correct
    said = _plain(board.feedback.value)
    tap = said[said.index("Tap "):]
    assert "7♠ 7♥ 7♦" not in tap and "to unpick it" in tap, tap
