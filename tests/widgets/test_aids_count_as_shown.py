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


def test_showing_the_values_on_an_endgame_board_counts_it_as_shown(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["endgame-001"], store=store)
    eg = board.endgame
    assert eg is not None
    assert "counts as seen" in eg.values_toggle.description  # said before the values show the best card
    eg.values_toggle.value = True
    assert [a.outcome for a in store.load()] == ["shown"]
    assert "counts as seen, not solved" in board.feedback.value
    while not eg.session.finished:  # the best card, every time: a clean run, but the values were on
        eg.mine.click(_best(eg.session))
    assert [a.outcome for a in store.load()] == ["shown", "shown"]
    said = board.feedback.value + eg.message.value  # what the run counts for is said where the deal ended
    assert "Solved on the first try" not in said
    assert "counts as seen, not solved" in eg.message.value
    _shown_everywhere(board, store, 0)


def test_turning_the_values_off_and_on_again_stores_one_shown(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["endgame-001"], store=store)
    assert board.endgame is not None
    for value in (True, False, True):
        board.endgame.values_toggle.value = value
    assert [a.outcome for a in store.load()] == ["shown"]


def test_the_values_after_a_solve_change_nothing(tmp_path: Path) -> None:
    store = SQLiteAttemptStore(tmp_path / "p.sqlite3")
    board = PuzzleBoard(["endgame-001"], store=store)
    eg = board.endgame
    assert eg is not None
    while not eg.session.finished:
        eg.mine.click(_best(eg.session))
    assert board.status[0].state == "solved_first"
    eg.values_toggle.value = True
    assert [a.outcome for a in store.load()] == ["solved_first"]
    assert board.status[0].state == "solved_first"


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
