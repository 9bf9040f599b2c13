"""A played deal's points so far, part by part, are added up by the rules
(:func:`penchant.rules.scoring.deal_score_so_far`): the score sheet's ``breakdown`` added up its score events'
points itself (review: scoring held in penchant/play/sheet.py); it asks the rules now."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from penchant.errors import InvalidRecordError
from penchant.play.deal_breakdown import breakdown
from penchant.play.dealing import new_deal
from penchant.play.moves import ScoreEvent, ScoreKind, Stage
from penchant.play.state import DealState
from penchant.rules.brisques import brisques_in_all
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.scoring import DealScore, deal_score_so_far


def test_the_parts_are_summed_and_the_brisques_over_the_book_counted() -> None:
    got = deal_score_so_far(declared=(2, 4), brisquettes=(1, 2), book_bonuses=((2, 8),))
    assert got == DealScore(declarations=6, brisquettes=3, brisques_over_book=2, book_bonus=2)
    assert got.total == 11


def test_nothing_scored_is_nought() -> None:
    assert deal_score_so_far((), (), ()) == DealScore(0, 0, 0, 0)


def test_a_bonus_whose_brisques_are_not_kept_adds_its_points_only() -> None:
    assert deal_score_so_far((), (), ((3, None),)) == DealScore(0, 0, 0, 3)


def test_the_sheets_breakdown_is_the_events_points_worked_out_by_hand() -> None:
    """The sheet's breakdown against figures worked out by hand (not against the rules' function it calls): a pair
    (2 points), two brisquettes (2) and a bonus on 8 brisques (2 over six, 2 points) make 6 for the first player;
    one brisquette, 1 point, for the second."""
    events = [ScoreEvent(0, 2, ScoreKind.DECLARATION, CardSet("QS QH"), Kind.PAIR),
              ScoreEvent(0, 2, ScoreKind.BRISQUETTE, CardSet("AS TS")),
              ScoreEvent(1, 1, ScoreKind.BRISQUETTE, CardSet("AH")),
              ScoreEvent(0, 2, ScoreKind.BONUS, CardSet(), brisques=8)]
    mine, theirs = breakdown(events)
    assert mine.points == DealScore(declarations=2, brisquettes=2, brisques_over_book=2, book_bonus=2)
    assert theirs.points == DealScore(declarations=0, brisquettes=1, brisques_over_book=0, book_bonus=0)
    assert (mine.total, theirs.total) == (6, 1)


KANDELL_BY_HAND = {"pair": 2, "penchant": 1, "brisquette": 1, "bonus": 1}
"""Kandell's figures as the book prints them, written out here: a pair 2, a penchant 1, a brisquette 1 a card, the
book bonus 1 a brisque over six."""


def _kandell_deal_played_out() -> dict[str, Any]:
    """A Kandell deal played to its end at random whose events hold only pairs and penchants, brisquettes and a
    book bonus (the kinds :data:`KANDELL_BY_HAND` prices)."""
    for seed in range(200):
        rng, deal = random.Random(seed), new_deal(KANDELL, seed, dealer=0)
        while deal.stage is not Stage.OVER:
            deal.apply(rng.choice(deal.legal_actions))
        js = deal.to_json()
        whats = {e["what"] for e in js["events"]}
        kinds = {e["detail"].split()[0] for e in js["events"] if e["what"] == "declare"}
        if {"brisquette", "bonus"} <= whats and kinds and kinds <= set(KANDELL_BY_HAND):
            return js
    raise AssertionError("no such deal in two hundred")


def _worked_out(event: dict[str, Any]) -> int:
    words = event["detail"].split()
    if event["what"] == "declare":
        return KANDELL_BY_HAND[words[0]]
    if event["what"] == "brisquette":
        return KANDELL_BY_HAND["brisquette"] * len(words)
    return KANDELL_BY_HAND["bonus"] * (int(words[0]) - 6)


def test_the_position_checker_takes_the_points_worked_out_by_hand_and_refuses_others() -> None:
    """Review h43a: the position checker added a player's brisques of the two phases itself and its score events'
    points too; it asks the rules now. Its points checked against figures worked out by hand: every event of a
    played Kandell deal is worth what the book prints, the record reads back, and an event's points one more than
    that are refused, the reason naming the hand-worked figure."""
    js = _kandell_deal_played_out()
    assert [e["points"] for e in js["events"]] == [_worked_out(e) for e in js["events"]]
    DealState.from_json(js)
    events = js["events"]
    for what in ("declare", "brisquette", "bonus"):
        i = next(i for i, e in enumerate(events) if e["what"] == what)
        j = next(j for j, e in enumerate(events) if j != i and e["player"] == events[i]["player"])
        changed = copy.deepcopy(js)  # a point moved from event j to event i: the player's score as it was
        changed["events"][i]["points"] += 1
        changed["events"][j]["points"] -= 1
        first = min(i, j)  # the first event off is refused
        worth = _worked_out(events[first])
        with pytest.raises(InvalidRecordError, match=rf"^events\[{first}\].*where these rules give {worth} points?$"):
            DealState.from_json(changed)


def test_a_players_brisques_in_all_are_both_phases() -> None:
    """The rules' count of a player's brisques of the deal, both phases (the position checker's, above)."""
    assert brisques_in_all(5, 3) == 8 and brisques_in_all(0, 0) == 0
