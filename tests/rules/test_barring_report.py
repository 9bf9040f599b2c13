"""The barring explanation names the barring cards, what would unbar, and which table plays lift the bar."""

from __future__ import annotations

from penchant.rules.bar_reports import bar_report
from penchant.rules.barred_refusal import barred_refusal_words, reasons_words
from penchant.rules.cards import CardSet
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import KANDELL


def test_a_quadruplet_is_explained_once_not_as_a_pair_a_triplet_and_a_quadruplet() -> None:
    """Kandell: the highest major quadruplet bars all minor sets; to unbar you tie its rank."""
    report = bar_report(2, Holdings.parse(opp_table="KS KH KD KC"), KANDELL)
    assert report is not None
    assert [b.size for b in report.bars] == [2, 3, 4]
    assert [b.size for b in report.main_bars] == [4]
    text = barred_refusal_words(report)
    assert reasons_words(report).count("KS KH KD KC") == 1  # the bar's reason names the quadruplet once
    assert text.count("KS KH KD KC") == 2 and "plays three of KS KH KD KC" in text  # and what must leave, once
    # Kings cannot be shown while all four lie on his table: the hint names only the Aces.
    assert "quadruplet of Aces" in text and "Kings or Aces" not in text
    assert report.lifting == CardSet()  # three Kings left would still bar a pair


def test_lifting_cards_are_exactly_those_whose_play_frees_the_set() -> None:
    """Kandell (tactics): playing a card from the table can lift a bar."""
    # Three Queens bar P's minor pairs; P's two Aces meet any pair, so one Queen leaving frees them.
    report = bar_report(2, Holdings.parse(table="AS AH", opp_table="QS QH QD"), KANDELL)
    assert report is not None and report.lifting == CardSet("QS QH QD")
    # Three Queens against nothing: one Queen leaving still leaves a barring pair.
    report = bar_report(2, Holdings.parse(opp_table="QS QH QD"), KANDELL)
    assert report is not None and report.lifting == CardSet()
    # Two Queens and three Jacks: no single card lifts both bars.
    report = bar_report(2, Holdings.parse(opp_table="QS QH JS JH JD"), KANDELL)
    assert report is not None and report.lifting == CardSet()
    assert len(report.main_bars) == 2
