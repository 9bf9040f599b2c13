"""Chapter 8 on a phone: "Moves so far, oldest first (26 moves)" was folded, and the message under it listed the
latest moves numbered from "1." again, as if the deal began there. The list of the latest moves says what it is,
the latest moves, numbered on from those above it, once there are any above it; both boards head their lists alike,
plainly (issue #31: "Moves so far, oldest first (2 moves)" then "The latest moves, after the 2 moves above:")."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from play_boards import board

from penchant_widgets.play.board_words import LATEST_HEAD, MOVES_HEAD, since_html


def test_the_latest_moves_say_they_follow_the_ones_above() -> None:
    said = since_html(["You played 8♦.", "The computer played 9♦ and won the trick."], after=26)
    assert LATEST_HEAD in said and "above" not in said, said
    assert LATEST_HEAD not in since_html(["You led 8♦."]), "the first moves of a deal are the latest of nothing"
    # numbered on from the moves above: a list from 1 read as a fresh count
    assert '<ol class="pt-since" start="27">' in said, said
    assert 'start=' not in since_html(["You led 8♦."])


def test_the_board_says_which_moves_its_message_lists() -> None:
    b = board(3)
    for _ in range(8):
        b.autoplay("greedy", moves=1)
        if b.state.is_over():
            break
    earlier = len(b.move_log) - b.shown
    assert earlier > 0
    assert LATEST_HEAD in b.message.value, b.message.value
    assert MOVES_HEAD in b._logview.value and "oldest first" not in b._logview.value, b._logview.value
    assert re.search(rf'<ol class="pt-since" start="{earlier + 1}"', b.message.value), b.message.value


def test_the_moves_so_far_number_on_past_their_fold() -> None:
    from penchant_widgets.play.board_words import moves_html

    said = moves_html("Moves so far:", [f"move {n}" for n in range(1, 8)], 3)
    assert '<ol class="pt-step-list" start="5">' in said, said  # four folded, then 5, 6 and 7
    assert "start=" not in moves_html("Moves so far:", ["move 1", "move 2"], 3)
