"""Aids are honest (issue #19): whatever shows the answer or the best card counts the puzzle as shown,
the same in the message, the count, the dot and the attempt store."""

from __future__ import annotations

from pathlib import Path

from support import classes

from penchant.puzzles import analyse
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import Card
from penchant.trainer.stores import MemoryAttemptStore, SQLiteAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.endgame import EndgameBoard
from penchant_widgets.puzzles.heading import HIDE_SOLUTION, SHOW_SOLUTION


def _best(s: EndgameSession) -> Card:
    vals = s.values()
    top = max(v.brisques for v in vals.values())
    return Card.parse(next(k for k, v in vals.items() if v.brisques == top))


def _shown_everywhere(board: PuzzleBoard, store: SQLiteAttemptStore, i: int) -> None:
    st = board.status[i]
    assert st.state == "shown" and not st.solved and not st.first_try
    assert len(board.puzzles) == 1 or "0</span> of" in board.header.value  # the count (none on one puzzle)
    assert "pt-dot-shown" in classes(board.dot_buttons[i])  # the dot
    stored = {a.outcome for a in store.load() if a.puzzle_id == board.puzzles[i].id}
    assert "shown" in stored and not stored & {"solved_first", "solved_after_miss"}  # the attempt store
    again = PuzzleBoard(board.puzzles, store=store)  # the attempt store says the same after a reload
    assert again.status[i].state == "shown"


def _offered(eg: EndgameBoard) -> bool:
    return eg.values_toggle.layout.display != "none"


def test_an_endgame_board_has_one_show_the_solution_and_it_counts_as_shown(tmp_path: Path) -> None:
    """Issue #31: an end-game on a puzzle board had two buttons for its answer, the board's "Show the solution" and
    its own "Show the values (marks the best card: counts as seen)". One now: the board's, after the hints, named as
    chapter 0 teaches; the end-game's own, named alike, comes once the answer is on the board."""
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["endgame-001"], store=store)
    eg = board.endgame
    assert eg is not None
    assert not _offered(eg)  # the answer is not on the board: no button of the end-game's shows it
    for _ in board.puzzle.hints:
        board.hint()
    assert board.solution_button.layout.display != "none"
    assert board.solution_button.description == "Show the solution (counts as seen)"  # said before it shows
    board.solution_button.click()
    assert [a.outcome for a in store.load()] == ["shown"]
    assert "The answer:" in board.feedback.value
    assert 'data-right="yes"' in eg.values_view.value  # the solution: the values table, the best card marked
    assert _offered(eg) and eg.values_toggle.description == HIDE_SOLUTION  # the board's button gone, this one on
    assert board.solution_button.layout.display == "none"
    while not eg.session.finished:  # the best card, every time: a clean run, but the solution was shown
        eg.mine.click(_best(eg.session))
    assert [a.outcome for a in store.load()] == ["shown", "shown"]
    said = board.feedback.value + eg.message.value  # what the run counts for is said where the deal ended
    assert "Solved on the first try" not in said
    assert "counts as seen, not solved" in eg.message.value
    _shown_everywhere(board, store, 0)


def test_turning_the_solution_off_and_on_again_stores_one_shown(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["endgame-001"], store=store)
    assert board.endgame is not None
    for _ in board.puzzle.hints:
        board.hint()
    board.solution_button.click()
    for value in (False, True, False):
        board.endgame.values_toggle.value = value
        assert board.endgame.values_toggle.description == (HIDE_SOLUTION if value else SHOW_SOLUTION)
    assert [a.outcome for a in store.load()] == ["shown"]


def test_the_solution_after_a_solve_changes_nothing(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["endgame-001"], store=store)
    eg = board.endgame
    assert eg is not None
    eg.mine.click(_best(eg.session))
    assert board.status[0].state == "solved_first"
    if not eg.session.finished:  # the answer on the board: the end-game's own Show the solution, which counts nothing
        assert _offered(eg) and eg.values_toggle.description == SHOW_SOLUTION
        eg.values_toggle.value = True
    assert [a.outcome for a in store.load()] == ["solved_first"]
    assert board.status[0].state == "solved_first"
    eg.restart()  # played again: the answer is to find again, its solution behind the hints once more
    assert not _offered(eg) and not eg.values_toggle.value


def test_a_right_answer_after_show_solution_is_not_solved_after_a_miss(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["declaration-001"], store=store)
    for _ in board.puzzle.hints:
        board.hint()
    board.solution_button.click()
    board.choice_buttons[analyse(board.puzzle).best[0]].click()
    assert "Solved after a miss" not in board.feedback.value
    assert "counts as seen, not solved" in board.feedback.value
    assert 'data-shown="yes"' in board.feedback.value
    assert [a.outcome for a in store.load()] == ["shown", "shown"]
    _shown_everywhere(board, store, 0)


def test_a_miss_then_the_solution_then_a_right_answer_stays_shown(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["declaration-001"], store=store)
    best = analyse(board.puzzle).best[0]
    board.choice_buttons[next(c for c in board.puzzle.choices if c != best)].click()
    for _ in board.puzzle.hints:
        board.hint()
    board.solution_button.click()
    board.choice_buttons[best].click()
    assert [a.outcome for a in store.load()] == ["missed", "shown", "shown"]
    assert "counts as seen, not solved" in board.feedback.value
    _shown_everywhere(board, store, 0)


def test_a_verdict_says_each_sentence_once() -> None:
    # barring-026: the engine explains each barred candidate, with the same way to unbar for both.
    import re
    from html import unescape

    from penchant.puzzles.words.sentences import said_once

    board = PuzzleBoard(["barring-026"], store=MemoryAttemptStore())
    board.answer(list(analyse(board.puzzle).best))
    text = re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", board.feedback.value)))
    said = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if len(s.strip()) >= 20]
    assert said and len(said) == len(set(said)), [s for s in said if said.count(s) > 1]
    assert text.count("To unbar") == 1
    assert said_once("A long first sentence here. Short. A long first sentence here.") == (
        "A long first sentence here. Short.")
    assert said_once("Right: exactly those. More.", "Right: exactly those.") == "More."
