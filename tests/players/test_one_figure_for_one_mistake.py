"""One mistake, one figure: a decision of the first ten tricks made into a puzzle takes the puzzle's loss in the
review too (the review said "about 10 points" where the puzzle said "about 6"), and the puzzle says why a move
about as good as its answer is not among its choices."""

from __future__ import annotations

import json
from pathlib import Path

from penchant.coaching.review import Review, ReviewItem
from penchant.puzzlemakers.mistakes import left_out_words

SAMPLE = Path(__file__).resolve().parents[2] / "seeds" / "examples" / "sample-game-review.json"


def _first_blunder() -> ReviewItem:
    items = ReviewItem.list_from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
    return next(i for i in items if i.verdict == "blunder" and i.phase == 1 and "(estimate)" in i.own)


def test_a_settled_mistake_says_the_puzzles_figure_and_verdict() -> None:
    item = _first_blunder()
    review = Review("coach", (item,))
    settled = review.settled({(item.deal, item.index): 3.2}).items[0]
    assert "costs you about 3 points of this deal." in settled.own and "(estimate)" not in settled.own, settled.own
    assert settled.own.startswith(item.own.split(" costs you ")[0] + " costs you "), "the move stays named first"
    assert ": it " not in settled.own, "the search's parts, which added up to its own figure, go with it"
    gained = item.own.split(". ", 1)[1] if ". " in item.own else ""
    assert settled.own.endswith(gained), "what the move gains, said after its cost, stays"
    assert settled.verdict == "mistake" and settled.loss == 3.2
    assert settled.better == item.better, "the better move's words stay as they were"
    small = review.settled({(item.deal, item.index): 0.3}).items[0]
    assert small.verdict == "inaccuracy", "a decision made into a puzzle stays marked"
    assert Review("coach", (item,)).settled({}).items[0] == item


def test_the_puzzle_says_why_a_close_move_is_not_offered() -> None:
    assert left_out_words([]) == ""
    one = left_out_words(["10♠"])
    assert one.startswith("10♠ is not offered:") and "about as good as the best choice" in one
    assert "neither right nor wrong" in one
    assert left_out_words(["10♠", "8♦"]).startswith("10♠ and 8♦ are not offered:")
