"""What the engine says of a puzzle (its explanation, the reason for each answer, what a miss is told, and what
checking each answer gives back) says its cards from their values, in symbols (``Q♠ J♥``), where the analysis
writes it: never in notation (``QS JH``) left for a pattern to find and rewrite when it is shown. The boards
only punctuate it (:func:`~penchant.puzzles.words.sentences.punctuated`), so a card in notation here would
reach the learner as ``QS``."""

from __future__ import annotations

import pytest

from penchant.errors import PenchantError
from penchant.puzzles import Puzzle, analyse, check, load_bank, load_drills
from penchant.rules.cards import NOTATION

SAID_FROM_VALUES = {"decision", "declaration", "endgame", "reading", "scoring", "timing", "trump"}
"""The kinds whose analyses say every card from its value."""


def puzzles() -> list[Puzzle]:
    return [p for p in [*load_bank(), *load_drills()] if p.kind in SAID_FROM_VALUES]


def said_of(puzzle: Puzzle) -> list[str]:
    """Every text the engine says of ``puzzle``: its analysis's, and each answer's once checked."""
    a = analyse(puzzle)
    texts = [a.explanation, *(why for _, why in a.verdicts.values()), *a.misses.values()]
    for key in sorted({*a.verdicts, *a.misses, *puzzle.choices}):
        try:
            r = check(puzzle, key)
        except PenchantError:  # a miss keyed by a word no answer takes (a number's misses are typed as numbers)
            continue
        texts += [r.said, r.explanation, r.refutation or ""]
    return texts


def notation_in(texts: list[str]) -> list[str]:
    return [t for t in texts if NOTATION.search(t)]


@pytest.mark.parametrize("puzzle", puzzles(), ids=lambda p: p.id)
def test_the_engine_says_each_card_in_symbols(puzzle: Puzzle) -> None:
    assert notation_in(said_of(puzzle)) == []


def test_every_kind_said_from_values_has_puzzles_to_check() -> None:
    assert {p.kind for p in puzzles()} == SAID_FROM_VALUES


def test_the_scan_sees_a_card_in_notation() -> None:
    assert notation_in(["the penchant QS JH of trick 2 is the first that counts", "the penchant Q♠ J♥"]) == [
        "the penchant QS JH of trick 2 is the first that counts"]
