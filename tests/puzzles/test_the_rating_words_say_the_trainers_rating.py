"""What the practice page says of the rating is the trainer's rating said (``penchant.trainer.rating_policy``), not
a policy the page states for itself (it once did, in rating_words.py): each point is held here to what the trainer
does with an answer."""

from __future__ import annotations

from penchant.english.numbers import share_words
from penchant.trainer.attempts import Attempt, Outcome
from penchant.trainer.outcome_words import OUTCOME_WORDS
from penchant.trainer.progress import PROVISIONAL, RATED_WIN, Progress
from penchant.trainer.rating_policy import FIRST_ANSWER_WORDS, PRACTICE_ONLY_WORDS, rating_policy_points
from penchant.trainer.ratings import DEFAULT, expected
from penchant_widgets.puzzles.rating_words import rating_points


def _after(*attempts: Attempt) -> Progress:
    return Progress.of(attempts)


def test_a_first_answer_solved_raises_the_rating_and_any_other_lowers_it() -> None:
    assert OUTCOME_WORDS[RATED_WIN] in FIRST_ANSWER_WORDS
    assert _after(Attempt("p", RATED_WIN, context="practice")).learner.r > DEFAULT.r
    for lost in (Outcome.MISSED, Outcome.SHOWN):  # "anything else lowers it"
        assert _after(Attempt("p", lost, context="practice")).learner.r < DEFAULT.r
    once = _after(Attempt("p", Outcome.MISSED, context="practice"))
    again = _after(Attempt("p", Outcome.MISSED, context="practice"), Attempt("p", RATED_WIN, context="practice"))
    assert again.learner == once.learner  # a later answer to the same puzzle moves nothing


def test_only_practice_counts() -> None:
    assert "Only practice counts" in PRACTICE_ONLY_WORDS
    assert _after(Attempt("p", RATED_WIN, context="chapter")).learner == DEFAULT
    assert _after(Attempt("p", RATED_WIN, context="practice")).learner != DEFAULT


def test_a_puzzle_rated_as_you_is_solved_as_the_words_say_and_its_rating_moves_too() -> None:
    assert f"one you solve {share_words(expected(DEFAULT, DEFAULT))}." in " ".join(rating_policy_points())
    assert share_words(expected(DEFAULT, DEFAULT)) == "half the time"
    prog = _after(Attempt("p", RATED_WIN, context="practice"))
    assert prog.rating_of("p").r < 1500  # solved: the puzzle's rating falls as the learner's rises


def test_the_page_says_every_point_of_the_trainers_rating() -> None:
    said = " ".join(rating_points(Progress(), 3))
    assert all(point in said for point in rating_policy_points()), said


def test_the_count_to_a_settled_rating_says_what_it_counts() -> None:
    # issue #31: "Of those 10, you have answered 2 so far" had no 10 before it in the passage
    prog = _after(Attempt("p", RATED_WIN, context="practice"), Attempt("q", RATED_WIN, context="practice"))
    said = " ".join(rating_points(prog))
    assert f"Until you have answered {PROVISIONAL} puzzles here, your rating is not shown as a number yet. You have " \
        "answered 2 so far." in said
    assert not said.count("Of those"), said
