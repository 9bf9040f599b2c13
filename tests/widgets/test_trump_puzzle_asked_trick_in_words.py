"""A trump puzzle asking about one trick's declaration marks that trick in its list, in a player's words: the
puzzle's ``asked`` field showed as a raw row ``asked | 4`` under chapter 4's puzzles 6 and 9 (a newcomer's
report)."""

from __future__ import annotations

import pytest

from penchant.puzzles import Puzzle, load_bank, load_drills
from penchant_widgets.puzzles.position import details_html

ASKING = [p for p in (*load_drills(), *load_bank()) if p.kind == "trump" and "asked" in p.position]


def test_there_are_trump_puzzles_asking_about_one_trick() -> None:
    assert len(ASKING) >= 2


@pytest.mark.parametrize("puzzle", ASKING, ids=lambda p: p.id)
def test_the_trick_asked_about_is_marked_and_no_field_row_shows(puzzle: Puzzle) -> None:
    parts, unknown = details_html(puzzle)
    shown = "".join(parts)
    assert not unknown and "<th>asked</th>" not in shown
    asked = puzzle.position["asked"]
    marked = [item for item in shown.split("<li ") if "(the declaration asked about)" in item]
    assert shown.count("(the declaration asked about)") == 1
    assert marked[0].startswith(f'class="pt-event" data-trick="{asked}">'), shown
