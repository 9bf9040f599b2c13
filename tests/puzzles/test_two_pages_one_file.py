"""Two pages on one progress file (a newcomer's report): the tutorial's practice page and ``penchant practice``
both keep attempts in one SQLite file, each in its own kernel. Every attempt either page keeps is seen by the
other, none is listed twice, and a page built ahead of its reader (a pre-heated kernel) shows the progress of
the moment it is opened, not of the moment it was built."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import ipywidgets as W
import pytest
from support import classes

from penchant.puzzles import load_bank
from penchant.trainer.attempts import Attempt, Look
from penchant.trainer.rush import Rush
from penchant.trainer.stores import SQLiteAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.first_view import BUILT_AHEAD_ENV, widget_tree
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.practice import PracticeApp
from penchant_widgets.shown_signal import ShownSignal

BANK = load_bank()
BANK_BY_ID = {p.id: p for p in BANK}


@pytest.fixture
def built_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """A kernel that runs the page's notebook before anyone opens it, as Voilà's pre-heating marks it."""
    monkeypatch.setenv(BUILT_AHEAD_ENV, "True")


def _page_shows(widget: W.Widget) -> None:
    """What the page sends when it draws ``widget``: its signal's module sets ``shown``
    (``penchant_widgets/shown_signal.js``)."""
    for signal in (w for w in widget_tree(widget) if isinstance(w, ShownSignal)):
        signal.set_state({"shown": True})


def _trainer(db: Path) -> Trainer:
    return Trainer(SQLiteAttemptStore(db), BANK, context="practice", bank=BANK)


def test_two_trainers_on_one_file_see_each_others_attempts_looks_and_rushes(tmp_path: Path) -> None:
    db = tmp_path / "progress.sqlite3"
    tutorial, practice = _trainer(db), _trainer(db)
    assert not tutorial.sync()  # nothing kept yet
    tutorial.shown(BANK[0])
    practice.shown(BANK[1])
    tutorial.shown(BANK[2])  # folds the other page's attempt as it answers
    assert not tutorial.sync()
    assert tutorial.looks == [] and tutorial.rushes() == []  # read, as the practice page reads them
    practice.serve(BANK[3].id)
    practice.keep_look()
    practice.keep_rush(Rush(0.0).stopped(30.0))
    assert tutorial.sync()  # the other page's look and rush
    assert not tutorial.sync()  # nothing more
    practice.refresh()
    for t in (tutorial, practice):
        assert [a.puzzle_id for a in t.attempts] == [BANK[0].id, BANK[1].id, BANK[2].id]
        assert [lk.puzzle_id for lk in t.looks] == [BANK[3].id]
        assert len(t.rushes()) == 1
        assert t.progress.state(BANK[2].id).status == "shown"
    # an answer on one page is folded with what the other kept in between
    tutorial.shown(BANK[4])
    practice.shown(BANK[5])
    assert [a.puzzle_id for a in practice.attempts] == [BANK[i].id for i in (0, 1, 2, 4, 5)]
    assert _trainer(db).attempts == practice.attempts  # a reload shows the same, in the same order


def test_a_row_a_newer_version_wrote_is_skipped_once_and_no_attempt_is_listed_twice(tmp_path: Path) -> None:
    db = tmp_path / "progress.sqlite3"
    reader = _trainer(db)
    writer = SQLiteAttemptStore(db)
    writer.append(Attempt(BANK[0].id, "missed", context="practice"))
    with sqlite3.connect(db) as raw:  # an outcome this version does not know
        raw.execute("INSERT INTO attempts (at, puzzle, outcome) VALUES (1, ?, 'conceded')", (BANK[1].id,))
    writer.append(Attempt(BANK[2].id, "missed", context="practice"))
    for _ in range(3):
        reader.refresh()
    assert [a.puzzle_id for a in reader.attempts] == [BANK[0].id, BANK[2].id]
    writer.append(Attempt(BANK[3].id, "shown", context="chapter"))
    reader.refresh()
    reader.refresh()
    assert [a.puzzle_id for a in reader.attempts] == [BANK[0].id, BANK[2].id, BANK[3].id]
    assert [a.puzzle_id for a in reader.store.load_from(1)] == [BANK[2].id, BANK[3].id]  # from anywhere


@pytest.mark.usefixtures("built_ahead")
def test_a_practice_page_built_ahead_shows_what_was_kept_before_it_opened(tmp_path: Path) -> None:
    db = tmp_path / "progress.sqlite3"
    app = PracticeApp(store=SQLiteAttemptStore(db), bank=BANK, seed=0)  # built in a waiting kernel
    served = app.current
    assert served is not None
    tutorial = _trainer(db)
    for p in BANK[:12]:  # the tutorial's practice page: twelve puzzles answered before this page is opened
        tutorial.shown(p)
    assert "not settled yet" in app.rating.value and "10 puzzles" in app.rating.value
    _page_shows(app)  # the page shows it
    assert len(app.attempts) == 12
    assert 'data-provisional="no"' in app.rating.value  # twelve rated: no longer provisional
    assert app.trainer.looks == []  # the puzzle picked before (nobody saw it) is not counted as seen
    assert app.current is not None and app.current.id not in {p.id for p in BANK[:12]}
    app.toggle_history()
    assert "Download all 12 as CSV" in app.history.value
    # an answer made here is listed with them, and a page opened afterwards lists it too
    assert app.board is not None
    app.board.show_solution()
    later = PracticeApp(store=SQLiteAttemptStore(db), bank=BANK, seed=0)
    _page_shows(later)
    assert [a.puzzle_id for a in later.attempts] == [*(p.id for p in BANK[:12]), app.current.id]
    assert later.rating.value == app.rating.value


@pytest.mark.usefixtures("built_ahead")
def test_a_chapter_board_built_ahead_shows_the_puzzles_solved_elsewhere(tmp_path: Path) -> None:
    db = tmp_path / "progress.sqlite3"
    board = PuzzleBoard([BANK[0], BANK[1]], store=SQLiteAttemptStore(db))
    other = Trainer(SQLiteAttemptStore(db), [BANK[0], BANK[1]], context="chapter")
    other.shown(BANK[0])
    assert not board.status[0].shown
    _page_shows(board)
    assert board.status[0].shown
    assert "pt-dot-shown" in classes(board.dot_buttons[0])


@pytest.mark.usefixtures("built_ahead")
def test_looks_kept_by_the_other_page_count_as_seen(tmp_path: Path) -> None:
    db = tmp_path / "progress.sqlite3"
    app = PracticeApp(store=SQLiteAttemptStore(db), bank=BANK, seed=0)
    SQLiteAttemptStore(db).append_look(Look(BANK[7].id))
    _page_shows(app)
    assert [lk.puzzle_id for lk in app.trainer.looks] == [BANK[7].id]
    assert app.past.looks == 1


def test_a_board_built_with_its_page_open_leaves_the_first_view_alone(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A page connected while its board was built (the static site, a kernel started for the page) got every change
    as it was made: its first view reads nothing again and sends nothing again (issue #34: on the site that work
    came just as the page drew the board)."""
    monkeypatch.setenv(BUILT_AHEAD_ENV, "False")
    db = tmp_path / "progress.sqlite3"
    board = PuzzleBoard([BANK[0], BANK[1]], store=SQLiteAttemptStore(db))
    sent: list[object] = []
    board.send_state = lambda key=None: sent.append(key)  # type: ignore[method-assign]
    Trainer(SQLiteAttemptStore(db), [BANK[0], BANK[1]], context="chapter").shown(BANK[0])
    assert not any(isinstance(w, ShownSignal) for w in widget_tree(board))  # the page is asked nothing
    _page_shows(board)
    assert sent == [] and not board.status[0].shown


def test_a_board_says_which_of_its_solved_puzzles_were_solved_before_the_page_opened(tmp_path: Path) -> None:
    # ch10's Review board opened at "2 of 5 solved", coloured, with nothing saying where they were solved
    from penchant.puzzles import analyse

    db = tmp_path / "progress.sqlite3"
    ids = [p.id for p in BANK if p.answer_form in ("choice", "choices")][:3]
    earlier = Trainer(SQLiteAttemptStore(db), [], context="chapter")
    earlier.answer(BANK_BY_ID[ids[0]], analyse(BANK_BY_ID[ids[0]]).best[0]
                   if BANK_BY_ID[ids[0]].answer_form == "choice" else analyse(BANK_BY_ID[ids[0]]).best)
    board = PuzzleBoard(ids, store=SQLiteAttemptStore(db), title="Review")
    head = board.progress.value
    assert ">1</span> of these 3 puzzles so far" in head, head
    # plainly: "You solved them all before this visit (on this page, in another chapter or in practice)" under
    # "3 of 20 solved" read as all twenty, and the list of places puzzled (chapters 3, 6 and 7)
    assert "You solved puzzle 1 before this visit, here or on another page." in head, head  # named, not "it"
    assert "them all" not in head and "in practice" not in head
    p = BANK_BY_ID[ids[1]]
    board.show(1)
    board.answer(analyse(p).best[0] if p.answer_form == "choice" else analyse(p).best)
    head = board.progress.value
    assert ">2</span> of these 3 puzzles so far" in head, head
    assert "You solved puzzle 1 before this visit, here or on another page." in head, head
    # not "before you opened this page": solved a moment ago on another device, the page open, it read oddly
    assert "opened this page" not in head, head
