"""Chapters 2, 4 and 5's stepped examples on a phone (390x844). The felt stays whole: the opponent's half, the middle
and your half follow one another with nothing between them (a bar of the last move's words and Next ▶ between the
middle and your seat cut the board in two). The words and Next ▶ come after the felt, near enough that the trick,
the last move's words and Next ▶ are on the screen together, step after step; chapter 5's board has its live
barring panel between the felt and the words (test_bar_panel_beside_the_board_browser), and its trick is seen with
its words (test_example_trick_seen_with_its_message_browser), Next ▶ a little further down."""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import PAGE_TIMEOUT_MS

LAID_OUT = """(board) => {
  const box = (sel) => board.querySelector(sel).getBoundingClientRect();
  const opp = box('.pt-seat-1'), mid = box('.pt-middle'), you = box('.pt-seat-0'), bar = box('.pt-dealtable-bar');
  // whatever of the board's own lies between the opponent's seat and yours
  const between = [...board.querySelectorAll('.pt-dealtable-bar, .pt-log, .pt-dealtable-declare, .pt-message')]
    .map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0 && r.top < you.top && r.bottom > opp.bottom);
  return {order: opp.bottom <= mid.top + 1 && mid.bottom <= you.top + 1, between: between.length,
          gaps: [Math.round(mid.top - opp.bottom), Math.round(you.top - mid.bottom)], barAfter: bar.top >= you.bottom};
}"""

SEEN = """(board) => {
  board.querySelector('.pt-next').scrollIntoView({block: 'end'});
  const inside = (sel) => { const r = board.querySelector(sel).getBoundingClientRect();
    return r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1; };
  return {next: inside('.pt-next'), message: inside('.pt-message'), trick: inside('.pt-middle .pt-trick')};
}"""


@pytest.mark.parametrize(("chapter", "next_with_the_trick"), [
    ("02_the_first_ten_tricks", True), ("04_trump_and_penchants", True), ("05_barring", False)])
def test_the_felt_stays_whole_and_next_is_seen_with_the_trick(browser: Any, tutorial_server: Any, chapter: str,
                                                              next_with_the_trick: bool) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter(chapter), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-dealtable-example").first
        board.wait_for(timeout=PAGE_TIMEOUT_MS)
        nxt = board.locator(".pt-next")
        for step in range(3):
            laid = page.evaluate(LAID_OUT, board.element_handle())
            assert laid["order"] and laid["between"] == 0 and max(laid["gaps"]) <= 8, (step, laid)
            assert laid["barAfter"], (step, "the words and Next ▶ sit above your seat", laid)
            nxt.click()
            page.wait_for_timeout(800)
            seen = page.evaluate(SEEN, board.element_handle())
            assert seen["next"] and seen["message"], (step, seen["gap"], seen["text"][:30])
            assert seen["trick"] or not next_with_the_trick, (step, seen)
    finally:
        context.close()


NOTE_SEEN = """(board) => {
  const note = board.closest('.pt-example-notes').querySelector('.pt-example-note');
  note.scrollIntoView({block: 'end'});
  const inside = (el) => { const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1; };
  const next = board.querySelector('.pt-next').getBoundingClientRect(), n = note.getBoundingClientRect();
  return {note: inside(note), next: inside(board.querySelector('.pt-next')),
          message: inside(board.querySelector('.pt-message')),
          trick: inside(board.querySelector('.pt-middle .pt-trick')),
          gap: Math.round(n.top - next.bottom), text: note.innerText};
}"""


def test_chapter_2s_note_on_each_step_is_read_under_next_with_the_cards(browser: Any, tutorial_server: Any) -> None:
    """Chapter 2's "What to notice, move by move" sat below the board: each Next ▶ meant scrolling down to read and
    back up to see the cards. On a phone the note on the step reached sits right under Next ▶, and the trick, the
    last move's words, Next ▶ and the note are on the screen together at every step of the example; on a wide
    screen the chapter's text beside the board says it, and the note is not shown."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(tutorial_server.chapter("02_the_first_ten_tricks"), timeout=PAGE_TIMEOUT_MS)
        board = page.locator(".pt-dealtable-example").first
        board.wait_for(timeout=PAGE_TIMEOUT_MS)
        said = []
        for step in range(9):
            board.locator(".pt-next").click()
            page.wait_for_timeout(600)
            # a loaded kernel may draw the step later than 600 ms: wait up to 10 s for the note, Next and the words
            # to be on the screen together (the wait fails if they never are), then read what is seen
            page.wait_for_function(f"(board) => {{ const s = ({NOTE_SEEN})(board); "
                                   "return s.note && s.next && s.message && s.gap >= 0 && s.gap <= 48; }",
                                   arg=board.element_handle(), timeout=10_000, polling=200)
            seen = page.evaluate(NOTE_SEEN, board.element_handle())
            assert seen["note"] and 0 <= seen["gap"] <= 48 and seen["next"] and seen["message"], (step, seen)
            assert seen["trick"] or step == 8, (step, seen)  # the last step ends the example
            said.append(seen["text"])
        assert said[0].startswith("Trick 1.") and said[3].startswith("Trick 2."), said
        assert said[8].startswith("You pass"), said
        page.set_viewport_size({"width": 1280, "height": 900})
        page.wait_for_timeout(300)
        assert not page.locator(".pt-example-note").first.is_visible()
    finally:
        context.close()
