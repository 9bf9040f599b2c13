"""No hint says a trick's winner may declare any combination and stop there: chapter 0's reply to that very
answer teaches "No rule lets the winner declare any combination" (one card at least comes fresh from the hand),
and chapter 2's "Who may declare" hint once said the opposite (issue #31)."""

from __future__ import annotations

import re

from penchant.puzzles import analyse
from penchant.puzzles.bank import load_bank, load_drills

UNQUALIFIED = re.compile(r"winner may declare any combination(?! with at least one card fresh from the hand)", re.I)


def test_every_hint_keeps_the_fresh_card_rule() -> None:
    said = []
    for puzzle in [*load_drills(), *load_bank()]:
        said += [(puzzle.id, h) for h in puzzle.hints if UNQUALIFIED.search(h)]
        if puzzle.task == "may_declare":
            said += [(puzzle.id, h) for h in analyse(puzzle).hints if UNQUALIFIED.search(h)]
    assert not said, said
