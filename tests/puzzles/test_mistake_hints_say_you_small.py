"""Chapter 8's Learn from your mistakes: a puzzle's hint said "In the game, You played 9♦ here" (a capital mid
sentence). The reader is "you" inside a sentence; the puzzles made from the last six tricks need no judge."""
from __future__ import annotations

from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.telling import YOU

from penchant.puzzlemakers.mistakes import mistake_puzzles


def test_a_mistake_puzzles_hint_says_you_in_small_letters() -> None:
    said = 0
    for seed in range(9, 20):
        b = PlayBoard("strong", seed=seed)
        b.autoplay("random")
        rev = b.review()
        assert rev is not None
        for p in mistake_puzzles(b.record(), [i for i in rev.marked(YOU) if i.phase == 2]):
            assert p.hints[0].startswith("In the game, you "), p.hints[0]
            assert "You" not in p.hints[0], p.hints[0]
            said += 1
        if said:
            return
    raise AssertionError("no mistake in the last six tricks in eleven random deals")
