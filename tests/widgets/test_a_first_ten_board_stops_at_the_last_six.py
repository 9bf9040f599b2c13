"""A board of the first ten tricks stops when they are done (issue #31: chapter 2's "first ten tricks" board played
on into the last six, chapter 6's subject, untaught there). Told where it stops (``first_ten_only``), the board
says so once the last six begin, takes no move after, and offers none; *Take back* still goes back."""

from __future__ import annotations

import re
from html import unescape

from penchant.play.dealing import new_deal
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant_widgets.play.table import DealTable

STOP = "The first ten tricks are done: the last six are chapter 6's subject."


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def _play_first_ten(board: DealTable) -> None:
    while not board.stopped():
        st = board.state
        assert st.tricks <= FIRST_TEN_TRICKS, "the board played past the first ten"
        assert board.act(st.legal_actions[0])


def test_the_board_stops_and_says_where_the_last_six_are_taught() -> None:
    board = DealTable(new_deal(rng=2024, dealer=1), first_ten_only=STOP)
    _play_first_ten(board)
    st = board.state
    assert st.tricks == FIRST_TEN_TRICKS and not st.is_over()
    assert STOP in text(board.notice.value), board.notice.value
    before = board.state
    assert not board.act(st.legal_actions[0])  # no move of the last six
    assert board.state is before and STOP in text(board.notice.value)
    assert all(p.mode == "static" for p in (*board._hand, *board._table))
    board.undo()
    assert not board.stopped() and board.state.tricks <= FIRST_TEN_TRICKS


def test_a_board_not_told_plays_the_whole_deal() -> None:
    board = DealTable(new_deal(rng=2024, dealer=1))
    while not board.state.is_over():
        assert board.act(board.state.legal_actions[0])
    assert board.state.tricks == 16


def test_chapter_2s_boards_stop_at_the_first_ten_and_name_the_chapter_of_the_last_six() -> None:
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    nb = json.loads((root / "notebooks" / "02_the_first_ten_tricks.ipynb").read_text(encoding="utf-8"))
    code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    assert code.count("DealTable(") == code.count("first_ten_only=FIRST_TEN_ONLY") == 2, code
    assert (root / "notebooks" / "06_the_last_six_tricks.ipynb").exists()
    assert "chapter 6" in code
