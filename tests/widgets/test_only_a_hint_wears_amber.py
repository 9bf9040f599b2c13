"""Chapter 0's colour key: "a hint comes in amber", and blue is "the colour of any other message". A newcomer
found plain notices amber too: the bench's "Nothing: no card in your hand…" and the words at the end of a stepped
example (issue #31). A notice is blue; amber is a *Hint* button's answer, and only that."""

from __future__ import annotations

import re
from pathlib import Path

from penchant.play.dealing import new_deal
from penchant.puzzles import get
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.lessons.combos import DeclarationBench
from penchant_widgets.play.table import DealTable
from penchant_widgets.puzzles.board import PuzzleBoard

WIDGETS = Path(__file__).resolve().parents[2] / "penchant_widgets"
HINT, BLUE = "pt-msg-hint", re.compile(r"pt-msg-(?:info|note)\b")
SCRIPT = ["play 9S", "play 9D", "declare KH QH"]


def test_the_benchs_nothing_to_declare_is_blue_not_amber() -> None:
    bench = DeclarationBench(hand="9S", table="KH QH")
    bench.list_legal()
    said = bench.message.value
    assert "Nothing" in said and HINT not in said and BLUE.search(said), said


def test_what_may_be_declared_on_a_deal_is_blue_not_amber() -> None:
    board = DealTable(new_deal(rng=87, dealer=1))
    board.act("play 9S")
    board.act("play 9D")
    board.show_declarations()
    assert "may declare" in board.notice.value and HINT not in board.notice.value, board.notice.value
    assert BLUE.search(board.notice.value)


def test_the_end_of_a_stepped_example_is_said_in_blue_not_amber() -> None:
    board = DealTable(new_deal(rng=87, dealer=1), script=SCRIPT)
    board.run_script()
    board.step()  # Next ▶ past the end says again that the example is over
    said = board.notice.value
    assert "end of this example" in said and HINT not in said and BLUE.search(said), said


def test_a_puzzles_hint_is_amber() -> None:
    pid = "declaration-013"
    board = PuzzleBoard([pid], store=MemoryAttemptStore())
    assert get(pid).hints
    board.hint()
    assert HINT in board.hints.value, board.hints.value


def test_only_the_two_hint_buttons_make_a_hint() -> None:
    """The puzzle boards' *Hint* (their hint list) and the play board's *Hint*: no other module of the widgets makes
    the hint's box, so no notice can wear its colour."""
    makers = sorted(p.relative_to(WIDGETS).as_posix() for p in WIDGETS.rglob("*.py")
                    if p.name != "html_parts.py" and re.search(r"hint_html\(|pt-msg-hint", p.read_text("utf-8")))
    assert makers == ["play/asking_the_coach.py", "puzzles/heading.py"], makers
