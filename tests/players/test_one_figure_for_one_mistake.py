"""One mistake, one figure: the review and a puzzle made of its decision word a loss with one function, a reviewed
cost says its figure once, and the puzzle says why a move about as good as its answer is not among its choices."""

from __future__ import annotations

import json
import re
from pathlib import Path

from penchant.coaching.review import ReviewItem
from penchant.judgement.outcomes import Outcomes
from penchant.judgement.verdicts import loss_words
from penchant.puzzles.words.judged import left_out_words, miss_words

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game-review.json"


def test_the_puzzle_words_a_loss_as_the_review_does() -> None:
    """One mistake said "about 4 points" in the review and "3.8" in its puzzle's wrong answer: the review and the
    puzzle word a loss with one function."""
    told = {c: Outcomes(100, net, (d, 2.0), (3.0, 3.0), (4.0, 4.0), None, 0.5)
            for c, net, d in (("K♠", -1.0, 1.0), ("8♥", 2.8, 3.0))}
    for loss in (3.8, 1.9, 4.4, 2.6, 0.7):
        said = loss_words(loss)
        missed = miss_words("K♠", "it wins the trick", loss, "8♥", told, unit=1.0)  # a reviewed mistake's puzzle
        assert f"gives up {said} of the deal" in missed, (loss, missed)
    assert loss_words(3.8) == "nearly 4 points" and loss_words(4.4) == "about 4 points"
    assert loss_words(1.8) == "nearly 2 points" and loss_words(2.4) == "about 2 points", "no tenths (a newcomer)"


def test_a_reviewed_cost_says_its_figure_once_and_its_parts_which_way() -> None:
    """The review's "about 4 points" came with parts "about 4 points less" for you and "about 1 point" for him,
    which do not add up to it: the cost of a move is one figure, its parts say which way each goes."""
    items = ReviewItem.list_from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
    costs = [i.own for i in items if " costs you " in i.own]
    assert costs
    for own in costs:
        worth = r" \((?:you could still|which you could otherwise) declare [^)]*\)"  # a worth, not a part
        first = re.sub(worth, "", own.split(". ")[0])
        assert first.count("point") == 1, own


def test_the_puzzle_says_why_a_close_move_is_not_offered() -> None:
    assert left_out_words([]) == ""
    # what matters to a player, not how the coach judges ("as far as the coach can tell, so it would be neither
    # right nor wrong", a newcomer, chapter 8)
    assert left_out_words(["10♠"]) == "10♠ would have done about as well, so it was not among the choices."
    assert left_out_words(["10♠", "8♦"]) == ("10♠ and 8♦ would each have done about as well, so they were not "
                                             "among the choices.")
