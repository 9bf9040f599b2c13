"""The score marker's set-up screen summed up Kandell's rules with "these boards deal singles", a word a newcomer
meets explained only in a chapter's fold: the line says how the cards are dealt."""

from __future__ import annotations

from penchant.rules.profiles import FOSTER, KANDELL, MODERN
from penchant.words.switches import rules_in_a_line


def test_the_rules_line_says_how_the_cards_are_dealt_without_the_methods_name() -> None:
    assert "these boards deal the cards one at a time" in rules_in_a_line(KANDELL)
    assert "these boards deal the cards three at a time" in rules_in_a_line(FOSTER.with_options(deal_method="threes"))
    for profile in (FOSTER, KANDELL, MODERN):
        line = rules_in_a_line(profile)
        assert "singles" not in line and "deal threes" not in line, line
