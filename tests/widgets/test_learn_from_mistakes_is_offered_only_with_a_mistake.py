"""Chapter 8: after a review that marked no decision, a newcomer pressed *Learn from your mistakes* and was told
there was nothing to learn. The button is greyed out then, its title saying why, from the review the board holds
(its ``last_review`` trait, the engine's review), never from what the page shows; it is offered before a review
(pressing it reviews first), and again on the next deal."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from penchant.coaching.review import Review, ReviewItem
from penchant.coaching.review_words import LEARN_TIP, nothing_to_learn
from penchant.judgement.verdicts import is_marked
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.mistakes import NOTHING_TO_LEARN

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game-review.json"


def _review(*, marked: bool) -> Review:
    items = [i for i in ReviewItem.list_from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
             if i.deal == 1 and i.player == 0]
    if not marked:
        items = [replace(i, verdict="good") if is_marked(i.verdict) else i for i in items]
    return Review("coach", tuple(items))


def test_learning_is_greyed_out_with_its_reason_when_the_review_marks_nothing() -> None:
    b = PlayBoard("greedy", seed=9, coach="strong:4")
    assert not b.learn_button.disabled and b.learn_button.tooltip == LEARN_TIP, "before a review it reviews first"
    b.last_review = _review(marked=False)
    assert b.learn_button.disabled and b.learn_button.tooltip == NOTHING_TO_LEARN
    assert "no inaccuracy, mistake or blunder" in NOTHING_TO_LEARN
    b.last_review = _review(marked=True)
    assert not b.learn_button.disabled and b.learn_button.tooltip == LEARN_TIP


def test_the_boards_own_review_decides_and_the_next_deal_offers_it_again() -> None:
    b = PlayBoard("greedy", seed=9, coach="strong:4")
    b.autoplay("greedy")
    rev = b.review()
    assert rev is not None
    assert b.learn_button.disabled is (not rev.marked(0))
    b.last_review = _review(marked=False)
    assert b.learn_button.disabled
    b.next_deal()
    assert not b.learn_button.disabled and b.learn_button.tooltip == LEARN_TIP


def test_the_analysis_board_offers_learning_as_chapter_8s_board_does() -> None:
    """The computer players' page: its analysis board's *Learn from your mistakes* stayed offered where its review
    marked nothing of the seat on view, while chapter 8's is greyed out with the reason. One behaviour: greyed out,
    its title saying why, as soon as the board's review marks nothing of the seat on view; offered again when it
    does (another seat, another review)."""
    from penchant.play.play_record import PlayRecord
    from penchant_widgets.play.analysis import AnalysisBoard

    game = PlayRecord.from_str((SAMPLE.parent / "sample-game.json").read_text(encoding="utf-8"))
    stored = json.loads(SAMPLE.read_text(encoding="utf-8"))
    b = AnalysisBoard(game, review=stored, analyse=False)  # as the page opens it: greedy's decisions
    assert not b.learn_button.disabled and b.learn_button.tooltip == LEARN_TIP
    only_greedy = [i for i in stored if i["player"] == 0]
    b = AnalysisBoard(game, review=only_greedy, analyse=False)
    assert not b.learn_button.disabled
    b.seat_pick.value = 1  # strong's decisions: none reviewed, none marked
    assert b.learn_button.disabled and b.learn_button.tooltip == nothing_to_learn("strong", "game"), b.learn_button
    assert "Nothing to learn here" in b.learn_button.tooltip and "strong" in b.learn_button.tooltip
    b.seat_pick.value = 0
    assert not b.learn_button.disabled and b.learn_button.tooltip == LEARN_TIP
    b.review = Review("coach", tuple(replace(i, verdict="good") if is_marked(i.verdict) else i
                                     for i in ReviewItem.list_from_json(only_greedy)))
    assert b.learn_button.disabled and b.learn_button.tooltip == nothing_to_learn("greedy", "game")


def test_chapter_8s_reason_is_the_engines_words() -> None:
    assert NOTHING_TO_LEARN == nothing_to_learn()
