"""Chapter 8's game end, "The computer wins 49–10 … you are lurched", showed in a green box, which chapter 0 teaches
as a right answer's colour (issue #31): a deal's or a game's end is said in blue, as any other message."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from play_boards import board


def test_the_end_of_a_deal_is_not_green() -> None:
    b = board(11)
    while not b.state.is_over():
        b.autoplay("greedy", moves=1)
    assert "The deal is over" in b.message.value
    assert "pt-msg-ok" not in b.message.value and "pt-msg-info" in b.message.value, b.message.value
