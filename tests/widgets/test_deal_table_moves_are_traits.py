"""The deal table's take-backs and log are traits, observed (review: ``_undo`` and ``_log`` were plain lists the
table's redraw read, kept in step by each path by hand)."""

from __future__ import annotations

from penchant.lessons.deals import arranged_deal
from penchant_widgets.play.board_words import MOVES_HEAD
from penchant_widgets.play.table import DealTable


def _earlier_moves_shown(t: DealTable) -> bool:
    return any(MOVES_HEAD in str(getattr(w, "value", "")) for w in t.children)


def _table() -> DealTable:
    return DealTable(arranged_deal(hands=("8S 8H AS 7D", "9D 7C AC JS"), tables=("KH QH", "QS QD"), to_move=1),
                     script=["play QS", "play AS", "pass", "pass"])


def test_the_moves_are_traits_and_setting_them_redraws() -> None:
    t = _table()
    assert {"taken_back", "moves_said"} <= set(DealTable.class_trait_names())
    assert t.undo_button.disabled
    assert t.step() and t.step()
    assert len(t.taken_back) == 2 and len(t.moves_said) == 2 and not t.undo_button.disabled
    assert _earlier_moves_shown(t)
    t.taken_back, t.moves_said = (), ()  # observed: the button and the log follow
    assert t.undo_button.disabled and not _earlier_moves_shown(t)


def test_take_back_and_start_again_keep_them_in_step() -> None:
    t = _table()
    t.step()
    t.step()
    t.undo()
    assert len(t.taken_back) == len(t.moves_said) == 1 and t.state == t.taken_back[0].child(t.script[0])
    t.restart()
    assert t.taken_back == () == t.moves_said and t.undo_button.disabled
