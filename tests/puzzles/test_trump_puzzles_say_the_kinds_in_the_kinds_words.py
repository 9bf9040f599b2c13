"""The trump puzzles say what a besito and a penchant are in the kinds table's words (:data:`KIND_CARDS`), the one
place a kind's cards are said, not typed again (issue #30)."""

from __future__ import annotations

from penchant.puzzles.checkers.trump_reasons import story_hints, why_trump_set
from penchant.puzzles.checkers.trump_sets import sets_claims
from penchant.puzzles.checkers.trump_story import Event
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.words.kinds import KIND_CARDS

PENCHANT = Event(winner=0, declarer=0, cards=CardSet("QS JH"), trick=1)
BESITO = Event(winner=0, declarer=0, cards=CardSet("QS JS"), trick=1)


def test_a_sets_claims_misses_say_the_besito_as_the_kinds_table() -> None:
    whys = " ".join(c.why for c in sets_claims([PENCHANT], 0, 0, KANDELL))
    assert f"a besito is {KIND_CARDS[Kind.BESITO]}" in whys, whys
    assert f"{KIND_CARDS[Kind.BESITO]} are a besito" in whys, whys


def test_no_trump_says_the_besito_as_the_kinds_table() -> None:
    said = why_trump_set([BESITO], KANDELL, None, None)
    assert f"a besito, {KIND_CARDS[Kind.BESITO]}, is not a penchant" in said, said


def test_the_suit_hint_says_the_penchant_as_the_kinds_table() -> None:
    hints = story_hints("suit", [PENCHANT], [0], KANDELL)
    assert f"A penchant is {KIND_CARDS[Kind.PENCHANT]}," in hints[0], hints
