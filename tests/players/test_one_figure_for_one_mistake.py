"""One mistake, one figure: a decision of the first ten tricks made into a puzzle takes the puzzle's loss in the
review too (the review said "about 10 points" where the puzzle said "about 6"), and the puzzle says why a move
about as good as its answer is not among its choices."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

from penchant.coaching.review import Review, ReviewItem
from penchant.judgement.outcomes import Outcomes
from penchant.judgement.verdicts import loss_words
from penchant.play.moves import parse_action
from penchant.puzzles.words.judged import left_out_words, miss_words

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game-review.json"


def _first_blunder() -> ReviewItem:
    items = ReviewItem.list_from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
    return next(i for i in items if i.verdict == "blunder" and i.phase == 1 and "(estimate)" in i.own)


def test_a_settled_mistake_says_the_puzzles_figure_and_verdict() -> None:
    item = _first_blunder()
    review = Review("coach", (item,))
    settled = review.settled({(item.deal, item.index): 3.2}).items[0]
    assert "costs you about 3 points of this deal" in settled.own and "(estimate)" not in settled.own, settled.own
    assert settled.own.startswith(item.own.split(" costs you ")[0] + " costs you "), "the move stays named first"
    assert settled.own.split(" of this deal", 1)[1].startswith(item.own.split(" of this deal (estimate)", 1)[1]), (
        "the reasons stay with the figure re-checked")
    assert settled.verdict == "mistake" and settled.loss == 3.2
    assert settled.better == item.better, "the better move's words stay as they were"
    small = review.settled({(item.deal, item.index): 0.3}).items[0]
    assert small.verdict == "inaccuracy", "a decision made into a puzzle stays marked"
    assert Review("coach", (item,)).settled({}).items[0] == item


REASON = ("Playing K♠ costs you about 4 points of this deal (estimate): it lets you declare less in the rest of the "
          "first ten tricks and leaves him more to declare. It wins the trick, but that is worth less than what it "
          "gives up.")


def test_a_rechecked_mistake_keeps_what_it_gives_up() -> None:
    """After "Learn from your mistakes" a blunder "about 4 points" became "mistake, 3.8" with "Playing K♠ costs you
    about 3.8 points of this deal." and nothing more, then "It wins the trick, but that is worth less than what it
    gives up." with nothing said it gives up (a newcomer, chapter 8)."""
    item = ReviewItem(1, 12, 4, 1, "follow", 0, parse_action("play KS"), parse_action("play 8H"), 4.1, 1.0, False,
                      "blunder", REASON, 3, 5)
    settled = Review("coach", (item,)).settled({(1, 12): 3.8}).items[0]
    assert settled.verdict == "mistake" and settled.reason.startswith(REASON.replace(
        "about 4 points of this deal (estimate)", "nearly 4 points of this deal")), settled.reason


def test_a_settled_figure_or_verdict_that_changes_says_so_once_at_the_decision() -> None:
    """The review said "inaccuracy, about 1.9 points" of an A♦, then after Learn from your mistakes relabelled it a
    "mistake", and a blunder went from 6 to 7 points, nothing said (a newcomer, chapter 8)."""
    item = ReviewItem(1, 12, 4, 1, "follow", 0, parse_action("play AD"), parse_action("play 8H"), 1.96, 1.0, False,
                      "inaccuracy", REASON.replace("K♠", "A♦").replace("about 4 points", "nearly 2 points"), 3, 5,
                      better="Playing 8♥ was better: it keeps the pair.")
    item = dataclasses.replace(item, reason=f"{item.reason} {item.better}")
    settled = Review("coach", (item,)).settled({(1, 12): 2.3}).items[0]
    assert settled.verdict == "mistake", settled
    assert settled.own.endswith("Replayed for its puzzle, a longer look than the first, it comes to about 2 points "
                                "where the first look said nearly 2 points, so it is now a mistake, not an "
                                "inaccuracy."), (
        settled.own)
    assert settled.own.count("Replayed") == 1 and settled.better == item.better, settled.reason
    same = Review("coach", (item,)).settled({(1, 12): 1.93}).items[0]
    assert "Replayed" not in same.reason and same.verdict == "inaccuracy", "no change, nothing to say"
    blunder = ReviewItem(1, 12, 9, 1, "follow", 0, parse_action("play AD"), parse_action("play 8H"), 6.2, 1.0, False,
                         "blunder", REASON.replace("about 4 points", "about 6 points"), 3, 5)
    seven = Review("coach", (blunder,)).settled({(1, 12): 7.1}).items[0]
    assert seven.reason.endswith("it comes to about 7 points where the first look said 6 points."), seven.reason


def test_the_review_the_recheck_and_the_puzzle_word_one_loss_alike() -> None:
    """One mistake said "about 4 points" in the review, "3.8" re-checked and "about 4" in its puzzle's wrong answer:
    the review, its re-check and the puzzle word a loss with one function."""
    told = {c: Outcomes(100, net, (d, 2.0), (3.0, 3.0), (4.0, 4.0), None, 0.5)
            for c, net, d in (("K♠", -1.0, 1.0), ("8♥", 2.8, 3.0))}
    for loss in (3.8, 1.9, 4.4, 2.6, 0.7):
        said = loss_words(loss)
        item = ReviewItem(1, 12, 4, 1, "follow", 0, parse_action("play KS"), parse_action("play 8H"), 4.1, 1.0,
                          False, "blunder", REASON, 3, 5)
        settled = Review("coach", (item,)).settled({(1, 12): loss}).items[0]
        assert f"costs you {said} of this deal" in settled.reason, (loss, settled.reason)
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


def test_a_mistake_a_longer_look_cannot_confirm_is_too_close_to_call_in_the_review() -> None:
    """"Two came out differently on a second look … Their verdicts still stand in the review." (a newcomer, chapter
    8): were they mistakes or not? A marked decision whose longer look finds the move played not clearly worse is no
    puzzle, and the review then calls it what the longer look found, too close to call, with no figure left over."""
    item = ReviewItem(1, 12, 4, 1, "follow", 0, parse_action("play KS"), parse_action("play 8H"), 4.1, 1.0, False,
                      "blunder", REASON, 3, 5, better="Playing 8♥ was better: it keeps the 8♥.")
    review = Review("coach", (item,))
    cleared = review.reconsidered([(1, 12)]).items[0]
    assert cleared.verdict == "close" and not review.reconsidered([(1, 12)]).marked(0)
    assert cleared.reason == ("Replayed for its puzzle, a longer look than the first, your K♠ came out about level "
                              "with playing 8♥, so it is no longer a blunder but too close to call: the coach cannot "
                              "say which is better."), cleared.reason
    assert review.reconsidered([(1, 12)]).taken_back(0) == [cleared] and cleared.was == "blunder"
    assert "costs you" not in cleared.reason and "was better" not in cleared.reason and not cleared.better
    assert review.reconsidered([]).items[0] == item and review.reconsidered([(2, 12)]).items[0] == item
