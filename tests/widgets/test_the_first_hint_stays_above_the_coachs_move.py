"""Chapter 8's hint comes in two presses: what to look at, then the coach's move. The second replaced the first, and
a newcomer lost the pointer."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from penchant_widgets.play.board import PlayBoard


def test_the_first_hint_stays_above_the_coachs_move() -> None:
    """Pressing "The coach's move" replaced "Hint 1 of 2" and its pointer: a newcomer lost what to look at."""
    import html

    b = PlayBoard("greedy", seed=5, coach="strong:4")
    from penchant.coaching.pointers import first_and_rest

    said = b.hint()
    first, rest = first_and_rest(said)  # the rest one click away, folded under the first
    b.hint()
    shown = html.unescape(b.hint_box.value)
    assert "Hint:" in shown and "1 of 2" not in shown and first[1:] in shown, shown  # lowered after the title's colon
    assert shown.index(first[1:]) < shown.index("The coach's move:"), "the pointer first, the coach's move below"
    assert not rest or shown.index(rest) < shown.index("The coach's move:"), "its fold stays above as well"

