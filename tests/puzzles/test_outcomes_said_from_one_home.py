"""Where a puzzle stands is said in one set of words, the trainer's (:mod:`penchant.trainer.outcome_words`), keyed by
the outcome: the history's column, a progress button's tooltip and its legend said "solution shown", "solution
seen" and "missed so far" of the same outcome, each from its own table of raw strings."""

from __future__ import annotations

from penchant.puzzles import analyse, get
from penchant.trainer.attempts import STATUSES, Outcome
from penchant.trainer.history import history_rows
from penchant.trainer.outcome_words import ONE_PUZZLE_WORDS, OUTCOME_WORDS, status_words
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.puzzle_css import LEGEND


def test_every_outcome_has_its_words_and_every_standing_a_sentence() -> None:
    assert set(OUTCOME_WORDS) == set(Outcome)
    assert set(ONE_PUZZLE_WORDS) == set(STATUSES)
    assert len(set(OUTCOME_WORDS.values())) == len(Outcome)


def test_the_legend_opens_each_state_with_the_trainers_words() -> None:
    said = dict(LEGEND)
    for outcome in STATUSES:
        assert said[outcome.value].startswith(OUTCOME_WORDS[outcome]), (outcome, said[outcome.value])
    assert said["new"] == status_words(Outcome.NEW)


def test_the_history_a_tooltip_and_a_one_puzzle_board_say_a_miss_and_a_shown_solution_alike() -> None:
    q, other = get("barring-014"), get("barring-001")
    board = PuzzleBoard([q, other], store=MemoryAttemptStore())
    wrong = next(c for c in q.choices if c not in analyse(q).best)
    board.answer(wrong)
    assert board.dot_buttons[0].tooltip == f"puzzle 1: {OUTCOME_WORDS[Outcome.MISSED]}"
    board.show_solution()
    assert board.dot_buttons[0].tooltip == f"puzzle 1: {OUTCOME_WORDS[Outcome.SHOWN]}"
    rows = history_rows(board.trainer.attempts, board.puzzles)
    assert [r.outcome_words for r in rows] == [OUTCOME_WORDS[Outcome.MISSED], OUTCOME_WORDS[Outcome.SHOWN]]

    one = PuzzleBoard([q], trainer=Trainer(MemoryAttemptStore(), context="chapter"), store=None)
    one.show_solution()
    assert ONE_PUZZLE_WORDS[Outcome.SHOWN] in one.progress.value
