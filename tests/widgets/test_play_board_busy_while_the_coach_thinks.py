"""While the coach thinks for the play board (the coach's move, the review, Learn from your mistakes: seconds, up to
a minute), the button pressed is greyed out at once and says so ("Thinking…"), and the page marks it busy
(aria-busy, through the board's page follower): the button gave no sign, and a learner tapped again. After, it says
what it said before."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from play_boards import board

from penchant_widgets.play import asking_the_coach, mistakes
from penchant_widgets.play.asking_the_coach import REVIEWING, THINKING
from penchant_widgets.play.mistakes import MAKING


def test_the_coachs_move_is_busy_while_the_coach_thinks(monkeypatch: pytest.MonkeyPatch) -> None:
    b = board(5)
    b.hint()  # what to look at: at once
    seen: list[tuple[bool, str, bool]] = []
    analyse = b.coach.analyse

    def watched(*args: Any, **kwargs: Any) -> Any:
        seen.append((b.hint_button.disabled, b.hint_button.description, b.following.busy))
        return analyse(*args, **kwargs)

    monkeypatch.setattr(b.coach, "analyse", watched)
    b.hint()
    assert seen[0] == (True, THINKING, True)
    assert 'aria-busy="true"' not in b.hint_box.value, "the note that said it was thinking is gone"
    assert not b.following.busy and b.hint_button.description == "The coach's move"


def test_review_and_learning_are_busy_while_they_run(monkeypatch: pytest.MonkeyPatch) -> None:
    b = board(5)
    b.autoplay("greedy")
    seen: dict[str, tuple[bool, str, bool]] = {}
    review = asking_the_coach.review_decisions

    def reviewing(*args: Any, **kwargs: Any) -> Any:
        seen["review"] = (b.review_button.disabled, b.review_button.description, b.following.busy)
        return review(*args, **kwargs)

    def shown(*args: Any, **kwargs: Any) -> mistakes.MistakesShown:
        seen["learn"] = (b.learn_button.disabled, b.learn_button.description, b.following.busy)
        return mistakes.MistakesShown(0, "", None)

    monkeypatch.setattr(asking_the_coach, "review_decisions", reviewing)
    monkeypatch.setattr(mistakes, "mistakes_shown", shown)
    b.learn()  # reviews first, then makes the puzzles
    assert seen["review"] == (True, REVIEWING, True)
    assert seen["learn"] == (True, MAKING, True)
    assert b.review_button.description == "Review the deal" and not b.review_button.disabled
    assert b.learn_button.description == "Learn from your mistakes" and not b.following.busy
