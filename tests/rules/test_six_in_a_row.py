"""Six cards of a suit in sequence (9 to Ace): no combination, as the refusal says, but two reunions, the second
declared later with a fresh card of its own and scored in full under each rule book; chapter 3 teaches it where it
teaches runs (a newcomer met six-card runs in chapters 3 and 10, untaught)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.rules.combinations import check_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import PROFILES
from penchant.words.refusals import refusal_words
from penchant_widgets.lessons.combos import BENCH_MOMENT, DeclarationBench

ROOT = Path(__file__).resolve().parents[2]


def test_six_of_a_suit_in_sequence_are_refused_with_the_two_reunions_they_hold() -> None:
    v = check_declaration("9H TH JH QH KH AH", Holdings.parse(hand="9H TH JH QH KH AH"), "kandell",
                          moment=BENCH_MOMENT)
    assert not v.legal and v.kind is None and v.error is not None
    said = refusal_words(v.error)
    assert "a run has five cards at most" in said
    assert "two reunions, 9♥ 10♥ J♥ Q♥ K♥ and 10♥ J♥ Q♥ K♥ A♥" in said, said


def test_five_unrelated_cards_are_refused_without_the_run_words() -> None:
    v = check_declaration("9H 8S", Holdings.parse(hand="9H 8S"), "kandell")
    assert v.reason == "these cards form no combination"


@pytest.mark.parametrize("book", sorted(PROFILES))
def test_the_second_reunion_of_six_in_a_row_scores_in_full_on_chapter_3s_bench(book: str) -> None:
    bench = DeclarationBench(hand="9H 8S", table="TH JH QH KH", profile=book)
    bench.hand_picker.select("9H")
    assert bench.declare()
    assert bench.declared == [(Kind.REUNION, bench.table.mask)]
    assert bench.score == PROFILES[book].value(Kind.REUNION)


def test_chapter_3_teaches_six_in_a_row_after_the_reunion_and_before_its_puzzles() -> None:
    cells = json.loads((ROOT / "notebooks" / "03_combinations.ipynb").read_text())["cells"]
    text = ["".join(c["source"]) for c in cells]
    six = next(i for i, t in enumerate(text) if t.startswith("## Six in a row"))
    reunion_bench = next(i for i, t in enumerate(text) if "From marriage to reunion" in t)
    puzzles = next(i for i, t in enumerate(text) if t.startswith("## Puzzles"))
    assert reunion_bench < six < puzzles
    assert "five cards at most" in text[six] and "two** reunions" in text[six]
    assert 'DeclarationBench(hand="9H 8S", table="TH JH QH KH"' in text[six + 1]
