"""Chapter 8: the review showed "Trick 10 inaccuracy" for the card played and "Trick 10 mistake" for the pass after it
(the same for trick 7), two entries under one heading, and a newcomer could not tell them apart. Each heading says
which decision of the trick it is, the play or the declaration, in the engine's words
(:attr:`penchant.coaching.review.ReviewItem.heading`); the board draws them."""

from __future__ import annotations

import html as html_module
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from penchant.coaching.review import Review, ReviewItem
from penchant.play.dealing import new_deal
from penchant_widgets.play.coach_panel import review_html

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game-review.json"


def _trick_with_both() -> tuple[ReviewItem, ReviewItem]:
    items = ReviewItem.list_from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
    for i in items:
        for j in items:
            if (i.deal, i.trick, i.player) == (j.deal, j.trick, j.player) and i.stage in ("lead", "follow") \
                    and j.stage in ("declare", "penchant"):
                return i, j
    raise AssertionError("the sample review has no trick with a play and a declaration of one player")


def test_each_heading_says_which_decision_of_the_trick_it_is() -> None:
    play, declaration = _trick_with_both()
    assert play.heading != declaration.heading
    assert play.heading.startswith(f"Trick {play.trick}") and "play" in play.heading, play.heading
    assert "declar" in declaration.heading, declaration.heading


def test_the_board_draws_the_engines_headings() -> None:
    play, declaration = _trick_with_both()
    rev = Review("coach", (replace(play, verdict="inaccuracy", player=0),
                           replace(declaration, verdict="mistake", player=0)))
    said = " ".join(html_module.unescape(re.sub(r"<[^>]+>", " ", review_html(rev, new_deal(rng=1), ("you", "it"), 0)))
                    .split())
    heads = re.findall(r'<div class="pt-review-when">(.*?)</div>', review_html(rev, new_deal(rng=1), ("a", "b"), 0))
    assert len(heads) == 2 and heads[0] != heads[1], heads
    assert play.heading in said and declaration.heading in said, said
