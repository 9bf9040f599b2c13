"""Chapter 8: *Learn from your mistakes* laid its puzzles out below the long review, out of sight, and a newcomer did
not see they had come. The box they are laid in holds a line the page draws with them, which brings the box to the
top of the screen once (reveal.js); the puzzle board stays the box's first widget."""

from __future__ import annotations

import pytest
from support import classes

pytest.importorskip("ipywidgets")

from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.mistakes import PUZZLES_CLASS
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.reveal import REVEAL_SCRIPT, Reveal


def test_the_puzzles_made_are_brought_into_view_when_drawn() -> None:
    for seed in range(9, 20):
        b = PlayBoard("greedy", seed=seed, coach="strong:4")
        b.autoplay("random")
        rev = b.review()
        if rev is None or not [i for i in rev.marked(0) if i.phase == 2]:
            continue
        if not b.learn(first_ten=False):
            continue
        shown, line = b.puzzle_box.children
        assert isinstance(shown, PuzzleBoard) and isinstance(line, Reveal)
        assert line.on_draw and line.scope == PUZZLES_CLASS and PUZZLES_CLASS in classes(b.puzzle_box)
        assert 'model.get("on_draw")' in REVEAL_SCRIPT and 'block: "start"' in REVEAL_SCRIPT
        return
    pytest.fail("no seed gave a puzzle from the last six tricks")
