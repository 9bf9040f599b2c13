"""A long board's two progress lines (the "try the first few" line over it, the count under the puzzle's name) say
what they count and what to do next in every state: none tried, one missed, one seen (its solution shown), all the
first ones done, all solved. Chapter 4's read "You have solved both already" and "2 of the 3" to a newcomer, and the
board added up what was "done" itself (issue #31): the trainer counts it, each puzzle once."""

from __future__ import annotations

import re
from html import unescape

from penchant.puzzles import analyse, get
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.board import PuzzleBoard

IDS = ["trump-009", "trump-016", "trump-011", "trump-017"]


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", html))).strip()


def _best(pid: str) -> str:
    return analyse(get(pid)).best[0]


def _wrong(pid: str) -> str:
    return next(c for c in get(pid).choices if c != _best(pid))


def test_the_trainer_counts_a_seen_puzzle_once_whatever_is_answered_after() -> None:
    trainer = Trainer(MemoryAttemptStore(), context="chapter")
    p = get(IDS[0])
    trainer.shown(p)
    trainer.answer(p, _best(IDS[0]))
    trainer.answer(get(IDS[1]), _wrong(IDS[1]))
    t = trainer.tally(IDS)
    assert (t.puzzles, t.solved, t.seen, t.missed, t.untried, t.done) == (4, 0, 1, 1, 2, 1)


def test_each_state_says_what_is_counted_and_what_to_do_next() -> None:
    board = PuzzleBoard(IDS, try_first=2, trainer=Trainer(MemoryAttemptStore(), context="chapter"))
    guide, head = text(board.guide.value), text(board.progress.value)
    assert guide.startswith("Try the first 2 of these 4 puzzles, then go on to the next chapter if you like."), guide
    assert "You have not tried any of these 4 puzzles yet." in head, head

    board.show(0)
    board.answer(_wrong(IDS[0]))
    guide, head = text(board.guide.value), text(board.progress.value)
    assert "missed" not in guide and "Next unsolved" not in guide, "the one missed is the one on the board"
    assert "You have not solved any of these 4 puzzles yet." in head, head
    board.show(1)
    guide = text(board.guide.value)
    assert ("The one you missed so far is worth another try, with a hint if you need one: “Next unsolved” brings it "
            "back before the ones for practice.") in guide, guide
    board.show(0)

    for _ in get(IDS[0]).hints:
        board.hint()
    board.show_solution()
    guide, head = text(board.guide.value), text(board.progress.value)
    assert "You are done with 1 of those 2 (1 whose solution you saw), so 1 is left." in guide, guide
    assert "You saw the solution of 1: it counts as seen, not solved." in head, head

    board.show(1)
    board.answer(_best(IDS[1]))
    guide, head = text(board.guide.value), text(board.progress.value)
    assert guide.startswith("You are done with the first 2 of these 4 puzzles (1 solved and 1 whose solution "
                            "you saw): go on to the next chapter when you like. The other 2 are for practice"), guide
    assert "You have solved 1 of these 4 puzzles so far, on the first try. You saw the solution of 1 more" in head
    assert "already" not in guide + head


def test_the_line_goes_once_every_puzzle_is_solved() -> None:
    trainer = Trainer(MemoryAttemptStore(), context="chapter")
    for pid in IDS:
        trainer.answer(get(pid), _best(pid))
    board = PuzzleBoard(IDS, try_first=2, trainer=trainer)
    assert board.guide.value == ""
    head = text(board.progress.value)
    assert "You have solved all 4 of these puzzles, every one on the first try." in head, head
    assert "You solved all 4 before this visit, here or on another page." in head, head


def test_next_unsolved_brings_back_a_missed_first_puzzle_before_the_practice_ones() -> None:
    """Chapter 3's board said "The one you missed so far is worth another try" while "Next unsolved" on the last of
    its first puzzles went on to a practice one, the missed first one still unsolved (issue #31): the button follows
    the words, back to the missed one (wrapping round), and on to practice only once the first ones are done."""
    board = PuzzleBoard(IDS, try_first=2, trainer=Trainer(MemoryAttemptStore(), context="chapter"))
    board.show(0)
    board.answer(_wrong(IDS[0]))
    board.show(1)
    assert "“Next unsolved” brings it back" in text(board.guide.value)
    board.answer(_best(IDS[1]))
    board.next_unsolved()
    assert board.index == 0, "the missed first puzzle, not the practice one after it"
    board.answer(_best(IDS[0]))
    board.next_unsolved()
    assert board.index == 2, "the first ones done, on to practice"
    board.next_unsolved()
    assert board.index == 3
