"""Strong, master, the coach and the judged puzzles' figures judge as they did before they shared one evaluator
(issue #30): on a sample of the stored seeded positions, and on chapter 8's game, every choice, every value to the
last bit, every reason and every word of the coach's are the stored ones (``judgement_reference.py`` says how they
were stored; ``python -m tests.players.judgement_reference --check`` compares all the stored positions, 152)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.players.judgement_reference import REFERENCE, STORED, record

SAMPLE = [i for i in STORED if i % 60 == 0]
"""The positions compared here (each a multiple of ten: the puzzles' figures are compared too)."""


@pytest.fixture(scope="module")
def stored() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(REFERENCE.read_text())
    return data


@pytest.fixture(scope="module")
def now() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(record(SAMPLE)))  # as stored: tuples as lists
    return data


def test_the_reference_holds_every_stored_position(stored: dict[str, Any]) -> None:
    assert sorted(map(int, stored["positions"])) == sorted(STORED)


@pytest.mark.parametrize("i", SAMPLE)
def test_the_players_and_the_coach_judge_a_position_as_stored(i: int, stored: dict[str, Any],
                                                              now: dict[str, Any]) -> None:
    was, got = stored["positions"][str(i)], now["positions"][str(i)]
    assert got["position"] == was["position"], "the seeded positions are the stored ones"
    for who in sorted(set(was) - {"position"}):
        assert got[who] == was[who], f"position {i}: {who} judges otherwise than it did"


def test_the_coach_says_the_same_of_chapter_8s_game(stored: dict[str, Any], now: dict[str, Any]) -> None:
    was, got = stored["chapter_8"], now["chapter_8"]
    assert len(got["said"]) == len(was["said"]) > 5
    for (key, hint, advice), (_, was_hint, was_advice) in zip(got["said"], was["said"], strict=True):
        assert hint == was_hint, key
        assert advice == was_advice, key
    assert got["review"] == was["review"]
    assert got["review_json"] == was["review_json"]
