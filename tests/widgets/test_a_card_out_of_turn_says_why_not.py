"""Chapter 2's own deal (issue #31): a card of the seat not to move did nothing and said nothing, where the chapter
promises the board says why not. The board answers with the engine's words for a move out of turn."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from penchant.play.dealing import new_deal
from penchant.play.moves import Play
from penchant_widgets.play.table import DealTable


def _text(html: str) -> str:
    import re

    return re.sub(r"<[^>]+>", "", html)


def test_a_tap_on_the_seat_not_to_move_is_refused_with_whose_turn_it_is() -> None:
    board = DealTable(new_deal(rng=2024, dealer=1), title="A deal of your own")
    st = board.state
    mover = st.to_move
    assert mover is not None
    other = 1 - mover
    card = next(iter(st.view(other).hand))
    before = st.clone()
    board._press_seat(other, card)
    said = _text(board.notice.value)
    assert "Not allowed" in said and "turn to lead, not" in said, said
    assert board.state.history == before.history, "nothing changes"
    assert board._hand[other].mode == "press", "the card answers a tap"
    # the seat to move still plays
    mine = next(a.card for a in st.view(mover).legal if isinstance(a, Play))
    board._press_seat(mover, mine)
    assert len(board.state.history) == len(before.history) + 1
