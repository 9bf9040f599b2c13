"""Chapter 8: a newcomer on a phone pressed *Learn from your mistakes*, waited about 100 s and got no puzzle, yet
all eight marked decisions of the review still said "try it as a puzzle first", and the button stayed offered
(pressed again, it would redo the same long judging for nothing). Once it has run for a deal's review, the review
points to a puzzle only where one was made, and the button is greyed out, its title saying why (the run's own
words) or where the puzzles are; the next deal's review offers it again.

Later, a review said "(try it as a puzzle first: Learn from your mistakes)" over six decisions of which four became
puzzles: before the run it says a puzzle *may* come; after it, each summary line says which became a puzzle
(never naming its answer) and which did not (naming the better move)."""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

import penchant.puzzlemakers.mistakes as makers
from penchant.coaching.reasons import action_phrase
from penchant.coaching.review_words import (
    BETTER_AS_PUZZLE,
    BETTER_MAY_BE_PUZZLE,
    BETTER_NO_PUZZLE,
    LEARN_TIP,
    learnt_words,
)
from penchant.english.grammar import capitalised
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.coach_panel import FULL_REVIEW, summary_line


def _folds(html: str) -> list[str]:
    return re.findall(r"<details[^>]*><summary>([^<]*)</summary>", html)


def _played(seed: int) -> PlayBoard:
    b = PlayBoard("greedy", seed=seed, coach="strong:4")
    b.autoplay("random")
    rev = b.review()
    assert rev is not None and rev.marked(0), "random play makes mistakes"
    return b


def test_a_run_that_made_no_puzzle_drops_the_pointer_and_greys_the_button(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def none_made(record: Any, marked: Any, *_a: Any, declined: list[str] | None = None, **_k: Any) -> list[Any]:
        calls.append(1)
        if declined is not None:
            declined.extend("unmade" for _ in marked)
        return []

    monkeypatch.setattr(makers, "mistake_puzzles", none_made)  # the long judging, stubbed: nothing comes of it
    b = _played(9)
    before = _folds(b.review_box.value)
    assert BETTER_MAY_BE_PUZZLE in before and BETTER_AS_PUZZLE not in before, "no puzzle promised before one is made"
    assert not b.learn_button.disabled and b.learn_button.tooltip == LEARN_TIP
    assert b.learn() == 0
    folds = [f for f in _folds(b.review_box.value) if f != FULL_REVIEW]  # the full review's own fold, around them
    assert folds and BETTER_AS_PUZZLE not in folds and all(f == BETTER_NO_PUZZLE for f in folds), folds
    why = makers.declined_words(["unmade"] * len(b.last_review.marked(0)), 0)
    assert b.learn_button.disabled and b.learn_button.tooltip == learnt_words(0, why), b.learn_button.tooltip
    assert why in b.learn_button.tooltip
    b.learn()
    assert len(calls) == 1, "pressed again, it must not redo the work"
    b.next_deal()
    assert not b.learn_button.disabled and b.learn_button.tooltip == LEARN_TIP


def test_a_run_that_made_puzzles_keeps_their_pointers_only_and_says_where_they_are() -> None:
    for seed in range(9, 20):
        b = _played(seed)
        marked = b.last_review.marked(0)
        if not any(i.phase == 2 for i in marked) or not any(i.phase == 1 and i.better for i in marked):
            continue
        n = b.learn(first_ten=False)  # the last six tricks' puzzles: no judging, quick; the first ten's make none
        assert n
        said = b.review_box.value
        assert said.count(BETTER_NO_PUZZLE) == sum(1 for i in marked if i.phase == 1 and i.better), said
        assert BETTER_AS_PUZZLE in said and BETTER_MAY_BE_PUZZLE not in said
        made = [i for i in marked if b.last_review.better_fold(i) == BETTER_AS_PUZZLE]
        for i in made:  # a decision made a puzzle: its line never names the answer, and says where the puzzle is
            line = summary_line(b.last_review, i)
            assert capitalised(action_phrase(i.named or i.best)) not in line and "its puzzle below" in line, line
        for i in marked:
            if b.last_review.better_fold(i) == BETTER_NO_PUZZLE:
                assert "no puzzle was made of it" in summary_line(b.last_review, i)
        assert b.learn_button.disabled and b.learn_button.tooltip == learnt_words(n)
        assert "below the review" in b.learn_button.tooltip
        shown = b.puzzle_box.children[0]
        assert b.learn(first_ten=False) == n and b.puzzle_box.children[0] is shown, "not made again"
        return
    raise AssertionError("no deal with marked decisions in both parts in eleven random deals")
