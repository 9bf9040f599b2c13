"""Chapter 8's first deal was the same at every visit, while the page said "New game deals a fresh game": the
learner's board (``fresh=True``) keeps each game it deals in the learner's store and starts on the board's seed
plus the games kept there, so each visit starts on new cards, and a fresh store (nbval's) on the board's own seed."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from penchant.trainer.attempts import GameDealt
from penchant.trainer.stores import DB_ENV, MemoryAttemptStore
from penchant_widgets.play.board import PlayBoard


def test_each_visit_starts_on_a_game_not_dealt_before() -> None:
    store = MemoryAttemptStore()
    first = PlayBoard("greedy", seed=9, fresh=True, store=store)
    assert first.seed == 9, "a fresh store: the board's own seed, as the chapter was executed"
    assert [(g.seed, g.opponent) for g in store.load_games()] == [(9, "greedy")]
    first.new_game()  # New game: the next seed, kept too
    again = PlayBoard("greedy", seed=9, fresh=True, store=store)  # the next visit
    assert again.seed == 11 and [g.seed for g in store.load_games()] == [9, 10, 11]
    assert again.state.to_json() != PlayBoard("greedy", seed=9).state.to_json(), "new cards"


def test_a_board_that_is_not_the_learner_s_keeps_nothing_and_starts_on_its_seed() -> None:
    store = MemoryAttemptStore()
    store.append_game(GameDealt(9, "greedy"))
    board = PlayBoard("greedy", seed=9, store=store)
    board.new_game()
    assert board.seed == 10 and len(store.load_games()) == 1


def test_the_learner_s_own_store_is_opened_and_counts_across_visits(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DB_ENV, str(tmp_path / "practice.sqlite3"))
    assert PlayBoard("greedy", seed=9, fresh=True).seed == 9
    assert PlayBoard("greedy", seed=9, fresh=True).seed == 10
