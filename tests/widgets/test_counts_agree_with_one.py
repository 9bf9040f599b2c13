"""Chapter 0's board of one puzzle read "All 1 puzzles, with how you did on each" (issue #31): every count a
puzzle board says agrees with one."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from penchant.puzzles import get
from penchant.trainer.progress import Tally
from penchant_widgets.puzzles.dots import ProgressDots
from penchant_widgets.puzzles.heading import _progress_words as words


@pytest.mark.parametrize("n", [1, 2])
def test_the_dots_fold_says_one_puzzle_as_one(n: int) -> None:
    puzzles = [get(pid) for pid in ("declaration-013", "declaration-027")[:n]]
    dots = ProgressDots(puzzles, grouped=False, show=lambda _i: None)
    for folded in (True, False):
        dots.folded = folded
        said = dots.fold.description
        assert "1 puzzles" not in said and ("puzzles" in said) == (n > 1), said


def test_a_tally_of_one_puzzle_says_this_puzzle() -> None:
    for t in (Tally(1), Tally(1, seen=1), Tally(1, solved=1), Tally(1, solved=1, first_try=1)):
        said = words(t)
        assert "1 puzzles" not in said and "these" not in said, said


def test_the_values_toggle_says_hide_while_they_are_shown() -> None:
    """Chapter 6 (issue #31): "Show the values" stayed "Show the values" over the values shown; the toggle is named
    as every board names the button that shows the answer."""
    from penchant_widgets.puzzles.endgame import EndgameBoard
    from penchant_widgets.puzzles.heading import HIDE_SOLUTION, SHOW_SOLUTION

    for embedded in (False, True):
        board = EndgameBoard.from_puzzle("endgame-038", embedded=embedded)
        shown = board.values_toggle.description
        assert shown == SHOW_SOLUTION, shown
        board.values_toggle.value = True
        assert board.values_toggle.description == HIDE_SOLUTION
        board.values_toggle.value = False
        assert board.values_toggle.description == shown


def test_chapter_3s_bench_keeps_the_tables_declarations_together() -> None:
    """Chapter 3 describes "a marriage K♥ Q♥ and a penchant Q♠ J♦ on the table": the bench drew Q♠ Q♥ K♥ J♦, the
    penchant split (issue #31). The table keeps the order given, then each card declared since."""
    from penchant_widgets.lessons.combos import DeclarationBench

    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD", title="Two Queens on the table")
    assert [str(c) for c in bench.table_picker.cards] == ["KH", "QH", "QS", "JD"]
    bench.hand_picker.select("QC")
    bench.table_picker.select("QH QS")
    assert bench.declare()  # the triplet: the new card comes after the table's own
    assert [str(c) for c in bench.table_picker.cards] == ["KH", "QH", "QS", "JD", "QC"]


def test_chapter_8s_latest_moves_list_one_item_a_move_as_the_log_counts_them() -> None:
    """The latest moves after six above listed seven items for three moves, and the log above counted
    moves while the message listed sentences (issue #31): each lists one item a move."""
    import re

    from play_boards import board

    b = board(9)
    seen = 0
    for _ in range(12):
        if b.state.is_over():
            break
        b.autoplay("greedy", moves=1)
        msg = b.message.value
        if "pt-since" in msg:
            assert msg.count("<li>") == b.since_moves == len(b.since), msg
            head = re.search(r'pt-since" start="(\d+)"', msg)  # numbered on from the moves above
            if head:
                log = b._logview.value.split("pt-log-narrow")[0]
                assert log.count("<li>") == int(head.group(1)) - 1 == len(b.move_log) - b.since_moves
                seen += 1
    assert seen
