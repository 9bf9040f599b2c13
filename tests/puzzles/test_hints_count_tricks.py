"""A judged puzzle's first hint counts the tricks of the first ten still to come as its question does.

A strong player found the hint at a declaration counting the trick just won ("14 cards left: 7 more tricks"
after trick 4, when six remain; "1 more trick" after trick 10, when none does): the count is what these
puzzles train, so it is checked against the trick the question names, for every judged puzzle of the bank.
"""

from __future__ import annotations

import re

import pytest

from penchant.puzzles import load_bank

JUDGED = [p for p in load_bank() if p.kind in ("timing", "decision")]


def test_the_bank_has_judged_puzzles() -> None:
    assert len(JUDGED) >= 14  # 49 before the third review culled 15 win-or-duck lookups, 34 before the fourth
    # culled the choices the rule of thumb gets right


@pytest.mark.parametrize("puzzle", JUDGED, ids=lambda p: p.id)
def test_the_first_hint_counts_the_tricks_left_as_the_question_does(puzzle: object) -> None:
    question, hint = puzzle.question, puzzle.hints[0]  # type: ignore[attr-defined]
    won = re.search(r"won trick (\d+)", question)  # yours or his: a declaration follows it
    if won:  # at a declaration: the trick just won is over
        left = 10 - int(won.group(1))
        want = "the last chance to declare" if left == 0 else f"{left} more trick{'' if left == 1 else 's'} before"
    else:
        trick = re.search(r"to trick (\d+)|lead to trick (\d+)|trick (\d+)", question)
        assert trick, question
        t = int(next(g for g in trick.groups() if g))
        left = 10 - t  # after the trick in play
        want = "the last trick before the last six" if left == 0 else f"this trick and {left} more before"
    assert want in hint, (question, hint)
