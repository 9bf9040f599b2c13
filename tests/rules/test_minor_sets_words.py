"""What a player may declare among the minor sets, in one sentence read from the bars
(:func:`penchant.words.bar_reports.minor_sets_words`): chapter 5's worked examples say it under each panel."""

from __future__ import annotations

import pytest

from penchant.rules.bar_reports import barring_summary
from penchant.rules.barring import SIZE_PLURALS
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import FOSTER, KANDELL, Profile
from penchant.words.bar_reports import minor_sets_words

TABLES = [("", "KD QD QS JC"), ("KH KS", "KD QD QS JC"), ("AH AD", "KH KS"), ("", "QS QD"), ("AS AC", "JS JH JD"),
          ("AS AH AD 9S 9H", "KS KH KD KC"), ("QS QH", "JS JH JD KS KH")]


@pytest.mark.parametrize(("yours", "his"), TABLES)
@pytest.mark.parametrize("profile", [KANDELL, FOSTER])
def test_the_sentence_names_the_sizes_the_bars_bar_and_those_free(yours: str, his: str, profile: Profile) -> None:
    held = Holdings.parse(table=yours, opp_table=his)
    summary = barring_summary(held, profile)
    said = minor_sets_words(held, profile)
    barred = [n for n, r in summary.items() if r is not None]
    if not barred:
        assert said == "your minor sets are all free"
        return
    head, _, free = said.partition("; ")
    assert head.startswith("your minor ") and " are barred by his " in head
    for n in summary:
        assert (SIZE_PLURALS[n] in head.split(" are barred")[0]) == (n in barred), (n, said)
        assert (SIZE_PLURALS[n] in free) == (n not in barred), (n, said)
    for report in summary.values():
        for bar in report.main_bars if report is not None else ():
            assert str(bar.cards) in head and head.count(str(bar.cards)) == 1  # each barring set once


def test_the_sentence_speaks_of_either_player() -> None:
    held = Holdings.parse(table="KH KS", opp_table="AH AD")
    assert minor_sets_words(held, "by_size", whose="his", theirs="your").startswith(
        "his minor pairs are barred by your two Aces (AH AD)")
    assert minor_sets_words(held, "by_size", cards=lambda cs: f"<{cs}>").endswith(
        "(<AH AD>), which your two Kings (<KS KH>) do not answer, as long but lower (an answering set must be as "
        "high, not only as long); your minor triplets and quadruplets are free")


def test_a_longer_but_lower_set_is_said_not_to_answer() -> None:
    """Chapter 5's fifth example showed his minor pairs barred by your two Aces beside his three Jacks, and said
    only your side: the learner was never told that an answering set must be as high, not only as long (newcomer
    12). His side says why; a table with no major set of the bar's size says nothing more."""
    his = Holdings.parse(table="JS JH JD", opp_table="AS AC")
    said = minor_sets_words(his, "by_size", whose="his", theirs="your")
    assert said.startswith("his minor pairs are barred by your two Aces (AS AC), which his three Jacks (JS JH JD) "
                           "do not answer, longer but lower (an answering set must be as high, not only as long)")
    assert "answer" not in minor_sets_words(Holdings.parse(opp_table="AS AC"), "by_size")
