"""Newcomers' review of chapter 7: the board *Score a deal* offered "Brisques: as printed", and a scoring puzzle's
miss said "scored with the brisques as printed" — printed where, a newcomer asked (Kandell's table, which the
chapter never shows). The option that doubles nothing is named for what it does: the brisques not doubled."""

from __future__ import annotations

from penchant.rules.profiles import AS_PRINTED, BRISQUE_OPTIONS, KANDELL, brisque_option
from penchant_widgets.lessons.scoring import DealScorer


def test_no_option_is_named_for_a_page_the_reader_never_saw() -> None:
    assert all("printed" not in name for name in BRISQUE_OPTIONS)
    assert brisque_option(KANDELL) == AS_PRINTED == "not doubled"


def test_the_scoring_board_offers_the_options_by_what_they_do() -> None:
    board = DealScorer()
    assert board.brisque_choice.value == AS_PRINTED
    assert not any("printed" in str(o) for o in board.brisque_choice.options)


def test_a_miss_names_the_option_by_what_it_does() -> None:
    from penchant.puzzles.checkers.scoring_other_rules import _rules_apart

    doubled = KANDELL.with_options(**BRISQUE_OPTIONS["doubled brisques"])
    said = _rules_apart(doubled, KANDELL)
    assert "the brisques not doubled" in said and "printed" not in said, said
