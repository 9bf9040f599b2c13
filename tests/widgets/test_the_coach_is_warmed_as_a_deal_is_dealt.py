"""Issue #31: the first Hint of a game took seconds (the coach plays the position out many times; the first of a game
the slowest, 2.0 s against 1.2 s later, measured). As a deal is dealt on a page, the coach analyses the learner's
first decision in the background, and Hint reads that analysis instead of starting its own. Without a page (a test,
a notebook run) nothing is started."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from penchant.coaching.coach import Coach
from penchant_widgets.play.board import PlayBoard


def test_no_page_no_warming() -> None:
    b = PlayBoard("greedy", seed=5, coach="strong:4")
    assert b.warming is None


def test_a_page_shown_warms_the_first_decision_and_hint_reads_it(monkeypatch: Any) -> None:
    b = PlayBoard("greedy", seed=5, coach="strong:4")
    assert b.state.to_move == 0
    b.following.shown = True  # what the page's front end says as it draws the board
    assert b.warming is not None and b.warming_key == b.session.key
    b.warming.join(timeout=120)
    assert not b.warming.is_alive()

    def no_second_analysis(*_: Any) -> None:
        raise AssertionError("Hint analysed the decision again")

    monkeypatch.setattr(Coach, "_search", no_second_analysis)
    monkeypatch.setattr(Coach, "_solve", no_second_analysis)
    b.hint_button.click()
    assert "Hint:" in b.hint_box.value
    assert b.hint_button.description == "The coach's move"


def test_a_new_deal_on_a_page_is_warmed_too() -> None:
    b = PlayBoard("greedy", seed=5, coach="strong:4")
    b.following.shown = True
    first = b.warming
    assert first is not None
    first.join(timeout=120)
    b.new_game()
    assert b.state.to_move == 0, "this seed's next game: the learner to move first"
    assert b.warming is not None and b.warming is not first and b.warming_key == b.session.key
    b.warming.join(timeout=120)
