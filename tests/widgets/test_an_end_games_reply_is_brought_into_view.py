"""Chapter 6 on a phone: after a wrong card the cards changed at once (the opponent's K♥, then his 8♠ lead) while
the red reply that says so stood under the cards, off the screen. Each card's reply, the end-game's message, is
brought into view as the cards change (:class:`~penchant_widgets.reveal.Reveal`, a line right under the message);
the puzzle board's verdict under the tricks, a screen below on a phone, is not scrolled to."""

from __future__ import annotations

from penchant.puzzles import analyse
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard


def test_each_card_played_brings_its_reply_into_view_and_the_board_scrolls_nowhere_else() -> None:
    board = PuzzleBoard(["endgame-001"], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    column = next(box for box in eg.children[-1].children if eg.message in getattr(box, "children", ()))
    kids = list(column.children)
    assert kids[kids.index(eg.message) + 1] is eg.reveal  # the line right under the message
    assert eg.reveal.replies == 0  # the opening is no reply: nothing scrolls as the page opens
    before = board.reveal.replies
    first = True
    while not eg.session.finished:  # the best first card (a puzzle's answer), then any card allowed
        card = analyse(board.puzzle).best[0] if first else eg.session.to_play[0]
        first = False
        shown = eg.reveal.replies
        eg.play(card)
        assert eg.reveal.replies == shown + 1, "each card's reply, or refusal, is brought into view"
    assert board.feedback.value, "the verdict is under the board"
    assert board.reveal.replies == before, "and the page is not scrolled a screen below the cards to it"


def test_a_benchs_reply_to_a_button_is_brought_into_view() -> None:
    """Chapter 3's bench: its buttons wrap to three rows on a phone, and the reply under them stood below the
    screen's edge. Each button's reply is brought into view; the page's own calls (a chapter's cell) scroll nothing."""
    from penchant_widgets.lessons.combos import DeclarationBench

    bench = DeclarationBench(hand="KH QH 9S")
    kids = list(bench.children)
    assert kids[kids.index(bench.message) + 1] is bench.reveal
    bench.check("KH QH")
    assert bench.reveal.replies == 0
    for button in (bench.check_button, bench.list_button, bench.declare_button):
        shown = bench.reveal.replies
        button.click()
        assert bench.reveal.replies == shown + 1 and bench.message.value, button.description
