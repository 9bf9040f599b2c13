"""The "Is it allowed?" puzzles (chapters 0, 2 and 3) offer choices the answer cannot be picked from by elimination:
as many "Yes" as "No" (chapter 0's one "Yes" was the answer), no choice the question contradicts ("you lost the
trick" beside "You won trick 3"), and a fact of the question stated on one side only when the other side states it
too (chapter 2 asked "You lost trick 1" beside one choice beginning "No: you lost the trick")."""

from __future__ import annotations

import pytest

from penchant.puzzles import Puzzle, analyse, load_drills

ASKED = [p for p in load_drills() if p.kind == "declaration" and p.task == "may_declare"]


def _verdict(choice: str) -> str:
    return choice.split(":")[0]


@pytest.mark.parametrize("puzzle", ASKED, ids=lambda p: p.id)
def test_as_many_yes_as_no_and_no_fact_on_one_side_only(puzzle: Puzzle) -> None:
    verdicts = [_verdict(c) for c in puzzle.choices]
    assert verdicts.count("Yes") == verdicts.count("No") >= 1, puzzle.choices
    for fact, contrary in (("you won the trick", "You lost trick"), ("you lost the trick", "You won trick")):
        sides = {_verdict(c) for c in puzzle.choices if fact in c}
        assert not (sides and contrary in puzzle.question), (puzzle.question, puzzle.choices)
        assert sides in (set(), {"Yes", "No"}), (fact, puzzle.choices)
    assert analyse(puzzle).best[0] in puzzle.choices  # the engine's answer is among them, exactly one true


def test_every_chapters_is_it_allowed_puzzle_is_checked() -> None:
    assert {"declaration-013", "declaration-028", "declaration-014"} <= {p.id for p in ASKED}
