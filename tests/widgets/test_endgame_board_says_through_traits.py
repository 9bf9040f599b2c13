"""What the end-game board says is traitlets, observed (review: ``results``, ``_said``, ``_rating_note``,
``_outcome``, ``_said_parts`` and ``_before_refusal`` were plain attributes, each path calling the redraw by hand)."""

from __future__ import annotations

from penchant.puzzles import load_bank
from penchant_widgets.puzzles.endgame import EndgameBoard

STATE = {"results", "said", "said_parts", "rating_note", "outcome", "before_refusal"}


def _board() -> EndgameBoard:
    return EndgameBoard.from_puzzle(next(p for p in load_bank() if p.kind == "endgame" and p.answer_form == "card"),
                                    embedded=True)


def test_the_boards_words_are_traits() -> None:
    assert STATE <= set(EndgameBoard.class_trait_names())


def test_setting_them_draws_the_message() -> None:
    board = _board()
    board.rating_note = "Rating 1500 → 1490"
    assert "Rating 1500 → 1490" in board.message.value
    board.said = "<p>said here</p>"
    assert board.message.value.startswith("<p>said here</p>")


def test_a_refusal_is_put_back_when_the_values_are_shown() -> None:
    board = _board()
    opening = board.said
    hand = {str(c) for c in board.session.to_play}
    bad = next(c for c in ("7S", "7H", "7D", "7C", "8S", "8H", "AS", "AH") if c not in hand)
    assert board.play(bad) is None and board.before_refusal == (opening, None)
    assert "Not allowed" in board.message.value
    board.values_toggle.value = True
    assert board.before_refusal is None and board.said == opening and board.message.value == opening
