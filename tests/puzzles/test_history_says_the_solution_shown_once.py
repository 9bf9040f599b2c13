"""The history says "solution seen" once for one puzzle (issue #31: a newcomer showed an end-game's solution, then
played its best card, and read "solution shown" twice). A right answer after the solution was shown counts as seen,
as the showing did, and is listed as that answer, on the screen and in the CSV."""

from __future__ import annotations

from penchant.puzzles import analyse, get
from penchant.trainer.attempts import Outcome
from penchant.trainer.history import ANSWERED_AFTER_SHOWN, history_csv, history_rows
from penchant.trainer.outcome_words import OUTCOME_WORDS
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.practice_history import history_screen_html


def test_a_right_answer_after_the_solution_is_listed_as_an_answer_not_a_second_showing() -> None:
    q = get("barring-014")
    t = Trainer(MemoryAttemptStore(), context="practice")
    assert t.shown(q, "solution") is not None
    assert t.answer(q, analyse(q).best[0]).outcome is Outcome.SHOWN  # still counts as seen
    words = [r.outcome_words for r in history_rows(t.attempts, [q])]
    assert words == [OUTCOME_WORDS[Outcome.SHOWN], ANSWERED_AFTER_SHOWN], words
    csv = history_csv(history_rows(t.attempts, [q]))
    assert csv.count("solution seen") == 1 and ANSWERED_AFTER_SHOWN in csv, csv
    screen = history_screen_html(t.attempts, [q], [], None)
    assert screen.count(">solution seen<") == 1, screen


def test_an_end_game_shown_then_played_is_shown_once_in_the_history() -> None:
    from penchant_widgets.puzzles.board import PuzzleBoard

    board = PuzzleBoard(["endgame-001"], store=None, trainer=Trainer(MemoryAttemptStore(), context="chapter"))
    board.show_solution()
    eg = board.endgame
    assert eg is not None
    eg.play(next(v.card for v in eg.session.card_values() if v.right))
    rows = history_rows(board.trainer.attempts, board.puzzles)
    assert [r.outcome_words for r in rows].count(OUTCOME_WORDS[Outcome.SHOWN]) == 1, rows
