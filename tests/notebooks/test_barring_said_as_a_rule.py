"""Barring as a newcomer meets it (newcomer 12): chapter 5's fifth example showed his minor pairs barred by your two
Aces beside his three Jacks and said only your side, so an answering set's height was never told; chapter 10's
summary read as an algorithm ("For the set's size and every larger size, find…"), not a rule to remember."""

from __future__ import annotations

import re

from penchant import Holdings
from penchant.rules.barring import is_barred
from tests.notebooks.test_prose import cell_by_id, cells, text


def test_the_fifth_example_reads_his_side_too() -> None:
    source = cell_by_id("05_barring", "c04")
    call = re.search(r'yours="AS AC", his="JS JH JD"[^)]*\)', source)
    assert call is not None and "his_too=True" in call.group(0), source


def test_chapter_10_says_kandells_rule_to_remember() -> None:
    summary = next(text(c) for c in cells("10_at_the_table") if "## Barring (minor sets only)" in text(c))
    assert "every larger size" not in summary and "find the opponent's highest" not in summary
    assert "**as long or shorter**" in summary and "**at least as long and at least as high**" in summary
    # the rule's own examples, as the engine reads them: his three Jacks bar your pairs and triplets, not your
    # quadruplets; your two Aces bar his pairs
    held = Holdings.parse(table="AS AC", opp_table="JS JH JD")
    assert [is_barred(n, held, "by_size") for n in (2, 3, 4)] == [True, True, False]
    assert is_barred(2, Holdings.parse(table="JS JH JD", opp_table="AS AC"), "by_size")


def test_chapter_5s_rule_to_unbar_says_as_high_in_its_first_statement() -> None:
    """Newcomer 15: rule 4 said "at least as long" and only its examples said "as high": the bar is about both,
    so the rule's first sentence says both, as chapter 10's summary does."""
    rule = next(text(c) for c in cells("05_barring") if "**To unbar**" in text(c))  # the four parts together
    unbar = rule[rule.index("**To unbar**"):]
    first = unbar[:unbar.index(".")]
    assert "at least as long" in first and "at least as high" in first, first
