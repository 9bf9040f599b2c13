"""The puzzles' words as the bank stores them are a player's words: a title, a question and each hint say their
cards in symbols (``A♦``), never in notation (``AD``) left to be rewritten when shown. A pattern that finds cards
again in a sentence takes any word shaped like one for a card; the bank is written once in the game's words and
said as stored. The answers and choices stay notation: they are values the checker reads, not words."""

from __future__ import annotations

import pytest

from penchant.puzzles import Puzzle, load_bank, load_drills
from penchant.rules.cards import NOTATION

WORDS = ("title", "question", "hints")
"""The fields of a puzzle that are said to the learner as written."""


def notation_in(puzzle: Puzzle) -> list[str]:
    """Each stored sentence of ``puzzle`` that writes a card in notation, with its field."""
    found = []
    for field in WORDS:
        value = getattr(puzzle, field)
        for text in (value if isinstance(value, (list, tuple)) else [value]):
            if text and NOTATION.search(text):
                found.append(f"{puzzle.id} {field}: {text!r}")
    return found


@pytest.mark.parametrize("bank", [load_bank, load_drills], ids=["bank", "drills"])
def test_the_stored_words_say_cards_in_symbols(bank: object) -> None:
    assert callable(bank)
    found = [f for p in bank() for f in notation_in(p)]
    assert not found, "\n".join(found[:10])


def test_the_scan_sees_a_card_in_notation() -> None:
    p = load_bank()[0]
    old = Puzzle.from_json({**p.to_json(), "hints": ["AD looks right but is not best: it loses 2 brisques."]})
    assert notation_in(old) == [f"{p.id} hints: 'AD looks right but is not best: it loses 2 brisques.'"]
    assert notation_in(p) == []
