"""Chapter 8's Learn from your mistakes: a puzzle's hint said "In the game, You played 9♦ here" (a capital mid
sentence). The reader is "you" inside a sentence; the puzzles made from the last six tricks need no judge."""
from __future__ import annotations

from collections.abc import Iterator

from penchant.coaching.review import Review
from penchant.puzzlemakers.mistakes import mistake_puzzles
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.board_words import YOU


def _random_deals_reviewed() -> Iterator[tuple[PlayBoard, Review]]:
    """Eleven deals played at random against strong (seeds 9 to 19), each with its review."""
    for seed in range(9, 20):
        b = PlayBoard("strong", seed=seed)
        b.autoplay("random")
        rev = b.review()
        assert rev is not None
        yield b, rev


def test_a_mistake_puzzles_hint_says_you_in_small_letters() -> None:
    said = 0
    for b, rev in _random_deals_reviewed():
        for p in mistake_puzzles(b.record(), [i for i in rev.marked(YOU) if i.phase == 2]):
            assert p.hints[0].startswith("In the game, you "), p.hints[0]
            assert "You" not in p.hints[0], p.hints[0]
            said += 1
        if said:
            return
    raise AssertionError("no mistake in the last six tricks in eleven random deals")


def test_a_mistake_puzzles_first_hint_says_what_the_move_played_gave_up() -> None:
    """"In the game, you played A♦ here: blunder." said nothing of what to look at (chapter 8): the first hint says
    what the move played did, in the review's words (its reason's first clause), and never names the answer."""
    from penchant.puzzlemakers.mistakes import what_it_gave_up
    from penchant.words.game import card_words

    said = 0
    for b, rev in _random_deals_reviewed():
        for item in (i for i in rev.marked(YOU) if i.phase == 2):
            gave = what_it_gave_up(item.own)
            if not gave:
                continue
            (p,) = mistake_puzzles(b.record(), [item])
            assert p.hints[0].endswith(f": {item.verdict}; {gave}."), (p.hints[0], item.own)
            assert card_words(item.best.card) not in p.hints[0], p.hints[0]  # type: ignore[attr-defined]
            said += 1
        if said:
            return
    raise AssertionError("no mistake in the last six tricks in eleven random deals says what it gave up")
