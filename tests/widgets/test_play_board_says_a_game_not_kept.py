"""A learner's board that cannot keep a game it deals (the store refuses the write) says so under the opening, in
the store's words, and plays on: the failure was once dropped in silence (``except PenchantError: pass``), so a
learner met the same cards again at the next visit with no word why (issue #30)."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from penchant.errors import StoreError
from penchant.trainer.attempts import GameDealt
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.board_words import NOT_KEPT_TITLE


class _Full(MemoryAttemptStore):
    def append_game(self, game: GameDealt) -> None:
        raise StoreError(f"the disk is full: game {game.seed!r} not written")


def test_a_game_not_kept_is_said_and_the_game_goes_on() -> None:
    board = PlayBoard("greedy", seed=9, fresh=True, store=_Full())
    said = board.message.value
    assert NOT_KEPT_TITLE in said and "the disk is full" in said
    assert board.in_play or board.session.game.current is not None
    board.new_game()
    assert NOT_KEPT_TITLE in board.message.value and "game 10 not written" in board.message.value


def test_a_game_kept_says_nothing_of_it() -> None:
    board = PlayBoard("greedy", seed=9, fresh=True, store=MemoryAttemptStore())
    assert NOT_KEPT_TITLE not in board.message.value
