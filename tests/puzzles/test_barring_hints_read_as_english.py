"""Every barring hint reads as an English sentence (newcomers' review of chapter 5): the hints said "the
opponent's major sets are no major set" and "are pair of Queens", and the rule "at least as long, as high or
higher" (two comparisons run into one). Checked over every barring puzzle and drill, as stored and as the engine
makes them, and over tables of every shape under both readings."""

from __future__ import annotations

import random
import re

import pytest

from penchant.puzzles import analyse, load_bank, load_drills
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.barring import hints
from penchant.rules.barring import READINGS
from penchant.rules.cards import CardSet
from penchant.words.barring import rule_words

BARRING = [p for p in [*load_bank(), *load_drills()] if p.kind == "barring"]
GARBLED = [
    re.compile(r"\bare no\b"),  # "major sets are no major set"
    re.compile(r"as high or higher"),  # "as high" already says "or higher"
    re.compile(r"\b(?:is|are|holds|,) (?:pair|triplet|quadruplet)\b"),  # a set named without its article
    re.compile(r"\blong, as high\b"),
]


def garbled(text: str) -> list[str]:
    return [p.pattern for p in GARBLED if p.search(text)]


def test_the_old_words_are_caught() -> None:
    assert garbled("Look at the tables: the opponent's major sets are pair of Queens; yours, no major set.")
    assert garbled("the opponent's major sets are no major set")
    assert garbled(rule_words("by_value").replace("at least as high", "as high or higher"))


@pytest.mark.parametrize("reading", READINGS)
def test_the_rule_reads_cleanly(reading: str) -> None:
    assert not garbled(rule_words(reading))


@pytest.mark.parametrize("puzzle", BARRING, ids=[p.id for p in BARRING])
def test_each_barring_puzzles_hints_read_cleanly(puzzle: Puzzle) -> None:
    for said in (analyse(puzzle).hints, puzzle.hints):
        for hint in said:
            assert not garbled(hint), hint
            assert hint[0].isupper() and hint.endswith("."), hint


def test_hints_over_tables_of_every_shape() -> None:
    rng = random.Random(5)
    deck = list(CardSet(" ".join(r + s for r in "789TJQKA" for s in "SHDC")))
    seen: set[str] = set()
    for _ in range(400):
        cards = rng.sample(deck, rng.randint(0, 12))
        cut = rng.randint(0, len(cards))
        table, opp = CardSet(cards[:cut]).mask, CardSet(cards[cut:]).mask
        for reading in READINGS:
            for hint in hints(table, opp, 0, reading):
                seen.add(hint)
                assert not garbled(hint), hint
    assert len(seen) > 50  # many shapes were worded, not one
