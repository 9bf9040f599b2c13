"""Chapter 8: a newcomer's deal marked no decision, and the review said nothing of any under "Your 18 decisions". A
review that marks nothing says that every decision was as good as the coach's, and names the closest calls (the
moves that were not the coach's own choice, the costliest first) with their positions and the coach's reasons; the
engine picks them (:meth:`penchant.coaching.review.Review.closest`), the board draws them."""

from __future__ import annotations

import html as html_module
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from penchant.coaching.review import CLOSEST_NAMED, Review, ReviewItem
from penchant.judgement.verdicts import is_marked
from penchant.play.dealing import new_deal
from penchant_widgets.play.coach_panel import review_html

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game-review.json"


def _deal(n: int, *, marked: bool) -> Review:
    """Deal ``n`` of the sample review, seat 0's decisions, its marked ones made good unless ``marked``."""
    items = [i for i in ReviewItem.list_from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
             if i.deal == n and i.player == 0]
    if not marked:
        items = [replace(i, verdict="good") if is_marked(i.verdict) else i for i in items]
    return Review("coach", tuple(items))


def _read(html: str) -> str:
    return " ".join(html_module.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_the_closest_calls_are_the_costliest_moves_that_were_not_the_coachs() -> None:
    rev = _deal(1, marked=False)  # deal 1: four more moves not the coach's, none the coach says will do
    near = rev.closest(0)
    others = [i for i in rev.items if i.played != i.best and not i.fine and i not in near]
    assert len(near) == CLOSEST_NAMED and all(i.played != i.best for i in near)
    assert others, "the deal must hold moves left out for the check to mean anything"
    assert min(i.loss for i in near) >= max(i.loss for i in others)
    assert [i.index for i in near] == sorted(i.index for i in near), "in the order they were made"
    assert Review("coach", tuple(i for i in rev.items if i.played == i.best)).closest(0) == []


def test_a_review_that_marks_nothing_names_its_closest_calls() -> None:
    rev = _deal(2, marked=False)
    said = _read(review_html(rev, new_deal(rng=1), ("You", "Computer"), 0))
    assert "as good as the coach's own choice" in said, said
    for i in rev.closest(0):
        assert f"Trick {i.trick}" in said and i.position in said and i.reason in said, (i.trick, said)


def test_a_review_of_the_coachs_own_moves_says_so() -> None:
    rev = _deal(2, marked=False)
    rev = replace(rev, items=tuple(i for i in rev.items if i.played == i.best))
    said = _read(review_html(rev, new_deal(rng=1), ("You", "Computer"), 0))
    assert "every decision of yours was the move the coach would have made" in said, said


def test_a_move_the_hint_offered_as_good_enough_is_no_closest_call() -> None:
    """Chapter 8's review listed, under "where you chose another move than the coach would have", a decision whose
    hint had said "playing Q♥ or playing K♥ will do" of the move played: the hint and the review read one source."""
    rev = _deal(2, marked=False)
    near = rev.closest(0)
    assert near
    offered = replace(near[0], fine=True)
    rev = replace(rev, items=tuple(offered if i == near[0] else i for i in rev.items))
    assert offered not in rev.closest(0) and near[0] not in rev.closest(0), rev.closest(0)
    assert ReviewItem.from_json(offered.to_json()).fine, "a stored review keeps it"


def test_a_review_that_counts_a_close_call_names_it_even_where_the_hint_offered_it() -> None:
    """Chapter 8: a review with nothing marked showed only "1 too close to call" and named nothing, though the page
    says the review names your closest calls then: the one too close to call was a move the hint had said will do."""
    rev = _deal(2, marked=False)
    close = next(i for i in rev.items if i.played != i.best)
    close = replace(close, verdict="close", fine=True)
    rev = replace(rev, items=tuple(close if i.index == close.index else replace(i, verdict="good", fine=True)
                                   for i in rev.items))
    assert rev.counts(0)["close"] == 1 and rev.closest(0) == [close]
    said = _read(review_html(rev, new_deal(rng=1), ("You", "Computer"), 0))
    assert f"Trick {close.trick}" in said and close.reason in said, said
    assert "a move the coach said will do" in said, said
    assert "neither the coach's move nor one it said will do" not in said, said


def test_a_review_that_marks_some_decisions_also_shows_the_unmarked_ones_against_the_coach() -> None:
    """A newcomer threw a Ten the coach advised keeping; the review, marking one other decision, only counted this
    one: the unmarked moves that were not the coach's are listed, with the coach's reasons, below the marked."""
    rev = _deal(1, marked=True)
    assert rev.marked(0), "the deal must mark a decision for the check to mean anything"
    near = [i for i in rev.closest(0) if i.played != i.best]
    assert near, "and hold unmarked moves that were not the coach's"
    said = _read(review_html(rev, new_deal(rng=1), ("You", "Computer"), 0))
    assert "Not marked, though not the coach's own move" in said, said
    for i in near:
        assert f"Trick {i.trick}" in said and i.position in said, (i.trick, said)
