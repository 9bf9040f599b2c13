"""The puzzles and their makers ask the rules what a deal allows (review 45): the declarations a trump puzzle's
story may hold (rules.limits), the stock a constructed moment may have (rules.procedure)."""

from __future__ import annotations

from typing import Any

import pytest

from penchant.errors import PuzzleError
from penchant.puzzlemakers.constructed import Phase1Target, construct_phase1
from penchant.puzzles.checkers.trump_story import events_of
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.questions import moment_words
from penchant.rules.cards import CardSet
from penchant.rules.procedure import last_six_begun, stock_after, tricks_for_stock


def _trump(events: list[dict[str, Any]]) -> Puzzle:
    return Puzzle(id="t", kind="trump", task="suit", title="", question="?", position={"events": events},
                  choices=("spades", "hearts"))


def test_a_trump_story_over_a_kinds_bound_is_refused() -> None:
    """Five marriages in one deal (the pack has four) passed: only more than ten declarations were refused."""
    suits = "SHDCS"
    five = [{"winner": 0, "declarer": 0, "cards": f"K{s} Q{s}", "trick": i + 1} for i, s in enumerate(suits)]
    with pytest.raises(PuzzleError, match="5 marriages in one deal"):
        events_of(_trump(five))
    assert len(events_of(_trump(five[:4]))) == 4


def test_a_trump_story_of_penchants_split_past_the_pack_is_refused() -> None:
    story = [{"winner": p, "declarer": p, "cards": "QS JH", "trick": i + 1} for i, p in enumerate([0] * 4 + [1] * 3)]
    with pytest.raises(PuzzleError, match="4 and 3 penchants"):
        events_of(_trump(story))


def test_eleven_declarations_are_still_refused() -> None:
    story = [{"winner": 0, "declarer": 0, "cards": "QS JH", "trick": i + 1} for i in range(11)]
    with pytest.raises(PuzzleError, match="11 declarations in one deal"):
        events_of(_trump(story))


@pytest.mark.parametrize("stock", [13, 21, -2, 22])
def test_a_moment_no_whole_tricks_leave_is_refused_as_a_puzzle_error(stock: int) -> None:
    """An odd stock reached the rules' tricks_for_stock first and escaped as its record error; the maker's own
    `% 2` never ran. Now the rules' refusal is the maker's "no moment" in every case."""
    target = Phase1Target("kandell", "play", CardSet("7S 8S 9S TS JS").mask, 0, 0, stock)
    with pytest.raises(PuzzleError, match=f"no moment of the first ten tricks has {stock!r} cards"):
        construct_phase1(target)


@pytest.mark.parametrize("stock", [stock_after(t) for t in range(11)])
def test_a_declarations_question_asks_the_rules_whether_the_last_six_have_begun(stock: int) -> None:
    """A declaration question is set after a trick of the first ten: at every stock the first ten can leave, it
    names the trick that follows the tricks drawn after, unless the rules say the last six have begun (review 46:
    the question held the trick against FIRST_TEN_TRICKS by hand)."""
    done = tricks_for_stock(stock)
    if last_six_begun(done):
        with pytest.raises(PuzzleError, match="no declaration is made with no cards left in the stock"):
            moment_words({"stock": stock}, "best")
    else:
        assert moment_words({"stock": stock}, "best").startswith(f"You won trick {done + 1};")
