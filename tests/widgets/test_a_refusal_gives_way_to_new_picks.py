"""Chapter 2's "A deal of your own": after a refused declaration the red "Not allowed: you cannot declare …" stayed
on the screen while the reader picked new cards, and read as a verdict on them. The refusal gives way once a new
pick begins; it stays while the refused cards stay picked, unchanged."""

from __future__ import annotations

import pytest

from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant_widgets.play import table as table_module
from penchant_widgets.play.table import DealTable


def test_a_refusal_is_cleared_once_the_reader_picks_again() -> None:
    board = DealTable(new_deal(rng=87, dealer=1))
    board.act("play 9S")
    board.act("play 9D")  # you won trick 1: you may declare
    assert board.state.stage is Stage.DECLARE
    hand, _table = board.mover_pickers()
    hand.click("AH")
    hand.click("JS")  # AH JS is no combination
    assert not board.declare_picked()
    assert "Not allowed" in board.notice.value  # said, the refused cards still picked
    hand.click("KH")  # a new declaration begins
    assert "Not allowed" not in board.notice.value, board.notice.value
    assert board.message.value  # what happened last stays


def test_a_hint_stays_while_cards_are_picked() -> None:
    """What may be declared is read while picking: only a refusal gives way."""
    board = DealTable(new_deal(rng=87, dealer=1))
    board.act("play 9S")
    board.act("play 9D")
    board.show_declarations()
    said = board.notice.value
    assert "may declare" in said
    board.mover_pickers()[0].click("KH")
    assert board.notice.value == said


def test_the_table_keeps_what_kind_of_notice_it_shows() -> None:
    """Whether a refusal is showing is the table's trait, set where the notice is said, never read off its
    markup: the notice kind is ``"error"`` for a refusal, ``"note"`` for a notice (what may be declared), ``""``
    once it is cleared."""
    board = DealTable(new_deal(rng=87, dealer=1))
    board.act("play 9S")
    board.act("play 9D")
    assert board.notice_kind == ""
    board.show_declarations()
    assert board.notice_kind == "note"
    hand, _table = board.mover_pickers()
    hand.click("AH")
    hand.click("JS")
    assert not board.declare_picked()
    assert board.notice_kind == "error"
    hand.click("KH")
    assert board.notice_kind == "" and board.notice.value == ""


def test_a_refusal_gives_way_whatever_its_markup(monkeypatch: pytest.MonkeyPatch) -> None:
    """A refusal drawn with other classes (the style's markup changed) still gives way to a new pick."""
    monkeypatch.setattr(table_module, "message_html",
                        lambda text, kind="info", **_kw: f'<div class="pt-said-{kind}">{text}</div>')
    board = DealTable(new_deal(rng=87, dealer=1))
    board.act("play 9S")
    board.act("play 9D")
    hand, _table = board.mover_pickers()
    hand.click("AH")
    hand.click("JS")
    assert not board.declare_picked()
    assert "pt-said-error" in board.notice.value
    hand.click("KH")
    assert board.notice.value == "", board.notice.value
