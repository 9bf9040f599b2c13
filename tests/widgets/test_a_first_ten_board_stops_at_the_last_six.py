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


def test_a_stopped_board_shows_no_ones_turn() -> None:
    """Chapter 2's board stopped after the ten tricks with "to lead" still on a seat: nobody is to lead there
    (issue #31). Taken back, the turn shows again."""
    from penchant_widgets.first_view import widget_tree
    from penchant_widgets.play.felt import STAGE_WORDS

    def turn_badges(board: DealTable) -> list[str]:
        shown = " ".join(w.value for w in widget_tree(board) if isinstance(getattr(w, "value", None), str))
        return [w for w in re.findall(r'pt-badge-trump">([^<]*)<', shown) if w in STAGE_WORDS.values()]

    board = DealTable(new_deal(rng=2024, dealer=1), first_ten_only=STOP)
    assert turn_badges(board) == ["to lead"]
    _play_first_ten(board)
    assert turn_badges(board) == []
    board.undo()
    assert len(turn_badges(board)) == 1


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
