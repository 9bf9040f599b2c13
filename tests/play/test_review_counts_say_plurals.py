"""A review counts its verdicts as a player says them: "2 mistakes", "3 inaccuracies", "1 blunder" (chapter 8's
"Review the deal" read "2 mistake", "2 blunder")."""

from __future__ import annotations

from penchant.coaching.review import Review, ReviewItem
from penchant.judgement.verdicts import VERDICT_WORDS, VERDICTS, verdict_count_words
from penchant_widgets.play.coach_panel import verdict_chip


def _item(verdict: str, trick: int) -> ReviewItem:
    return ReviewItem.from_json({
        "deal": 1, "step": trick, "trick": trick, "phase": 1, "stage": "lead", "player": 0, "played": "play 7S",
        "best": "play AS", "loss": 3.0, "verdict": verdict, "reason": "it gives away a brisque", "estimate": False,
        "margin": 0.0, "rank": 2, "choices": 4})


def test_a_count_of_more_than_one_is_plural_and_one_is_not() -> None:
    for v in VERDICTS:
        one, two = verdict_count_words(v, 1), verdict_count_words(v, 2)
        assert one == f"1 {VERDICT_WORDS[v]}"
        assert (two.startswith("2 ") and two != f"2 {VERDICT_WORDS[v]}") or v in ("best", "good", "close")
    assert verdict_count_words("inaccuracy", 3) == "3 inaccuracies"


def test_the_reviews_tally_and_its_chips_say_plurals() -> None:
    review = Review("coach", tuple(_item(v, t) for t, v in enumerate(
        ["mistake", "mistake", "blunder", "blunder", "inaccuracy", "inaccuracy", "inaccuracy", "best"], start=1)))
    tally = review.text(0).splitlines()[0]
    assert tally.startswith("1 best, 3 inaccuracies, 2 mistakes, 2 blunders"), tally
    chips = " ".join(verdict_chip(v, n) for v, n in review.counts(0).items() if n)
    for said in ("3 inaccuracies", "2 mistakes", "2 blunders"):
        assert f">{said}<" in chips
    assert "2 mistake<" not in chips and "2 blunder<" not in chips


def test_a_review_that_counts_a_move_too_close_to_call_says_what_that_means() -> None:
    """Chapter 8 read "6 best · 7 too close to call · 2 mistakes · 3 blunders", and a newcomer told of best, good,
    inaccuracy, mistake and blunder met the second with no word on it: the review says it under the count, in a
    player's words, and only where it counts one."""
    from penchant.judgement.verdicts import CLOSE_MEANS
    from penchant.play.dealing import new_deal
    from penchant_widgets.play.coach_panel import review_html

    state = new_deal(rng=1)
    close = Review("coach", (_item("best", 1), _item("close", 2), _item("mistake", 3)))
    said = review_html(close, state, ("You", "Computer"), 0)
    assert "too close to call" in said and CLOSE_MEANS.replace("'", "&#x27;") in said, said
    assert "cannot see his cards" in CLOSE_MEANS and "neither praised nor marked" in CLOSE_MEANS
    plain = review_html(Review("coach", (_item("best", 1), _item("mistake", 3))), state, ("You", "Computer"), 0)
    assert CLOSE_MEANS.split(":")[0] not in plain, plain
    assert CLOSE_MEANS in close.text(0).splitlines()[1], close.text(0)  # the command line's review too
    assert CLOSE_MEANS not in Review("coach", (_item("best", 1),)).text(0)


def test_what_too_close_to_call_means_says_how_many_deals_the_coach_played_out() -> None:
    """review28 #15: ``penchant review --samples 4`` said the coach played the moves out "over many ways"."""
    close = Review("coach", (_item("close", 2),), samples=4)
    assert "played your move and its own out over four ways they might lie" in close.text(0)
    assert "many ways" not in close.text(0)
    assert "over many ways" in Review("coach", (_item("close", 2),)).text(0)  # not known: not said
