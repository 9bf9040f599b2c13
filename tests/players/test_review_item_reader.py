"""``ReviewItem.from_json`` reads a stored review through the one strict reader (the senior review: it took any
verdict and let a missing or mistyped field out as a bare KeyError or TypeError)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from penchant import InvalidRecordError
from penchant.coaching.review import ReviewItem

REVIEW = json.loads((Path(__file__).parents[2] / "penchant" / "data" / "examples" / "sample-game-review.json")
                    .read_text(encoding="utf-8"))


def _item(**changes: Any) -> dict[str, Any]:
    item = dict(REVIEW[0])
    for key, value in changes.items():
        if value is None:
            del item[key]
        else:
            item[key] = value
    return item


def test_a_stored_review_reads_back_as_written() -> None:
    for raw in REVIEW:
        assert ReviewItem.from_json(raw).to_json() == raw


@pytest.mark.parametrize(("changes", "says"), [
    ({"verdict": "great"}, 'verdict: expected one of "best", "good", "close", "inaccuracy", "mistake", '
                           '"blunder", got \'great\''),
    ({"deal": None}, "the field 'deal' is missing"),
    ({"loss": "5"}, "loss: expected a number, got '5'"),
    ({"trick": [1]}, "trick: expected"),
    ({"estimate": "yes"}, "estimate: expected"),
    ({"played": "play ZZ"}, "played: "),
    ({"best": 7}, "best: expected"),
    ({"colour": "red"}, "unknown field 'colour'"),
])
def test_a_bad_review_item_is_a_typed_refusal_naming_the_field(changes: dict[str, Any], says: str) -> None:
    with pytest.raises(InvalidRecordError) as info:
        ReviewItem.from_json(_item(**changes))
    assert says in str(info.value)


def test_a_review_item_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(InvalidRecordError, match="expected"):
        ReviewItem.from_json(["deal", 1])  # type: ignore[arg-type]


def test_a_stored_review_is_a_list_each_item_named_by_its_place() -> None:
    assert len(ReviewItem.list_from_json(REVIEW)) == len(REVIEW)
    with pytest.raises(InvalidRecordError, match=r"^\[1\]\.verdict: expected"):
        ReviewItem.list_from_json([REVIEW[0], {**REVIEW[1], "verdict": "fine"}])
    with pytest.raises(InvalidRecordError, match="expected a list of reviewed decisions, got 'best'"):
        ReviewItem.list_from_json("best")
