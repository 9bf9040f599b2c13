"""A review said "Next best, playing A♣, is about 3 points worse" of one brisque in the last six tricks, and
"costs you about 3 points: ... it brings you 0 brisques ... instead of 1", and a newcomer asked why a brisque was 3
points: where the figure comes from is said once, by the rules, where it is first used."""

from __future__ import annotations

import json
from pathlib import Path

from penchant.coaching.coach import Coach
from penchant.coaching.playout_reasons import BRISQUES_SET_BESIDE, brisque_worth_words
from penchant.coaching.reviewing import review_record
from penchant.play.play_record import PlayRecord
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.scoring import brisque_changing_hands
from penchant.words.scoring import over_the_book

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json"


def test_a_brisques_worth_is_said_by_the_rules() -> None:
    said = brisque_worth_words(KANDELL)
    assert f"by {brisque_changing_hands(KANDELL)} points, by Kandell's rules" in said, said
    assert "brisquette, worth 1 point at once" in said and "book bonus" in said, said
    assert "by 30 points, by Foster's rules" in brisque_worth_words(FOSTER)
    # the book in the scoring words' terms (over_the_book), not "above six" typed again (issue #30)
    assert f"1 point for each brisque {over_the_book()};" in said, said


def test_the_review_says_it_once_where_a_brisque_is_first_set_beside_another() -> None:
    record = PlayRecord.from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
    rev = review_record(record, Coach(record.profile, 4), deals=[1])
    reasons = [i.reason for i in rev.items]
    first = next(n for n, r in enumerate(reasons) if BRISQUES_SET_BESIDE in r)
    said = rev.explained(reasons)
    assert said[first] == f"{reasons[first]} {brisque_worth_words(KANDELL)}", said[first]
    assert sum(brisque_worth_words(KANDELL) in r for r in said) == 1, "said once"


def test_the_reviews_text_says_how_a_brisque_counts_when_a_marked_decision_sets_brisques_beside() -> None:
    # the sample game's third deal: one of its marked decisions weighs brisques one against another
    record = PlayRecord.from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
    rev = review_record(record, Coach(record.profile, 4), deals=[2])
    assert any(BRISQUES_SET_BESIDE in i.reason for i in rev.marked())
    assert "How a brisque counts" in rev.text(None)
