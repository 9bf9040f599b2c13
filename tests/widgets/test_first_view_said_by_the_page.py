"""A puzzle board or practice app built ahead of its page (a warmed or pre-heated kernel) learns that the page shows it
from the page's own word: a hidden :class:`~penchant_widgets.shown_signal.ShownSignal` among its children, whose module
(``penchant_widgets/shown_signal.js``) sets the synced ``shown`` when the page draws it; the widget then reads its
store again
and sends the page its whole state, once.

It used to be ipywidgets' private, experimental ``_view_count``: counted by the page's widget manager only if the
page's copy of the trait already held a number when the view was attached, and nothing said otherwise, so a
learner could be shown progress as it stood when the kernel was warmed."""

from __future__ import annotations

from pathlib import Path

import ipywidgets as W
import pytest

from penchant.puzzles import load_bank
from penchant.trainer.stores import SQLiteAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets import first_view
from penchant_widgets.first_view import BUILT_AHEAD_ENV, widget_tree
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.practice import PracticeApp
from penchant_widgets.shown_signal import ShownSignal

BANK = load_bank()


def _signals(widget: W.Widget) -> list[ShownSignal]:
    return [w for w in widget_tree(widget) if isinstance(w, ShownSignal)]


def _page_draws(widget: W.Widget) -> None:
    (signal,) = _signals(widget)
    signal.set_state({"shown": True})  # what shown_signal.js's render sends


@pytest.fixture
def resent(monkeypatch: pytest.MonkeyPatch) -> list[W.Widget]:
    sent: list[W.Widget] = []
    monkeypatch.setattr(first_view, "resend_state", sent.append)
    return sent


@pytest.mark.parametrize("ahead", [True, False])
def test_no_widget_asks_the_page_for_ipywidgets_view_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          ahead: bool) -> None:
    monkeypatch.setenv(BUILT_AHEAD_ENV, str(ahead))
    board = PuzzleBoard([BANK[0], BANK[1]], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    app = PracticeApp(store=SQLiteAttemptStore(tmp_path / "q.sqlite3"), bank=BANK, seed=0)
    for widget in (board, app):
        assert widget.get_state("_view_count") == {"_view_count": None}


def test_a_board_built_ahead_reads_its_store_again_when_the_page_draws_its_signal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, resent: list[W.Widget]) -> None:
    monkeypatch.setenv(BUILT_AHEAD_ENV, "True")
    db = tmp_path / "progress.sqlite3"
    board = PuzzleBoard([BANK[0], BANK[1]], store=SQLiteAttemptStore(db))
    (signal,) = _signals(board)
    assert signal in board.children and signal.layout.display == "none"
    Trainer(SQLiteAttemptStore(db), [BANK[0], BANK[1]], context="chapter").shown(BANK[0])
    assert not board.status[0].shown and resent == []
    _page_draws(board)
    assert board.status[0].shown and resent == [board]
    _page_draws(board)  # drawn again (a second view): nothing read or sent again
    assert resent == [board]


def test_the_practice_app_built_ahead_carries_one_signal_its_board_none(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, resent: list[W.Widget]) -> None:
    monkeypatch.setenv(BUILT_AHEAD_ENV, "True")
    app = PracticeApp(store=SQLiteAttemptStore(tmp_path / "p.sqlite3"), bank=BANK, seed=0)
    assert len(_signals(app)) == 1 and _signals(app)[0] in app.children  # the board it lends its trainer has none
    _page_draws(app)
    assert resent == [app]


def test_a_widget_built_with_its_page_open_carries_no_signal(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A page connected while the widget was built got every change as it was made (the static site, a kernel
    started for the page): no widget more to send it."""
    monkeypatch.setenv(BUILT_AHEAD_ENV, "False")
    board = PuzzleBoard([BANK[0], BANK[1]], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    app = PracticeApp(store=SQLiteAttemptStore(tmp_path / "q.sqlite3"), bank=BANK, seed=0)
    assert _signals(board) == [] and _signals(app) == []

