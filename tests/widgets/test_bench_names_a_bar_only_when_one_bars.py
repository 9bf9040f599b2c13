"""The declaration bench's "Nothing" message names a bar from the opponent's table only when the rules say a set
there bars a combination here (a marriage on his table bars nothing)."""
from __future__ import annotations

import re
from html import unescape

from penchant_widgets.cards import symbolize
from penchant_widgets.lessons.combos import DeclarationBench


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def test_nothing_to_declare_and_nothing_barred() -> None:
    bench = DeclarationBench(hand="7S 8H", opp_table="KH QH")
    bench.list_legal()
    said = text(bench.message.value)
    assert "Nothing" in said and "bars" not in said


def test_nothing_to_declare_because_a_set_bars_it() -> None:
    bench = DeclarationBench(hand="8S 8H", opp_table="QS QD")
    bench.list_legal()
    said = text(bench.message.value)
    assert "Nothing" in said and "bars" in said and "8♠" in said and "8♥" in said


def test_the_reason_is_the_rules_when_there_is_no_combination_or_only_a_penchant_may_be_declared() -> None:
    """Review 45: the bench said "no combination here adds a card from your hand" when there was no combination
    at all, and when a trick's loser held a marriage (he may declare only a penchant); the rules give the reason
    (why_nothing_declarable) and the bench shows it."""
    from penchant.rules.holdings import Holdings
    from penchant.words.declarable import why_nothing_declarable

    cases = [
        (DeclarationBench(hand="7S 8H"), "no combination can be made of your hand and table"),
        (DeclarationBench(hand="KH QH 9S", penchant_only=True), "may declare only a penchant"),
        (DeclarationBench(hand="9S", table="KH QH"), "no card in your hand"),
    ]
    for bench, words in cases:
        bench.list_legal()
        said = text(bench.message.value)
        reason = why_nothing_declarable(bench.holdings, bench.profile, penchant_only=bench.penchant_only)
        assert reason is not None and words in reason and said == f"Nothing: {text(symbolize(reason))}.", said
    assert why_nothing_declarable(Holdings.parse(hand="KH QH"), "kandell") is None


def test_a_card_that_served_in_its_kind_is_the_reason_when_the_rules_say_so() -> None:
    """A trick's loser (a penchant only) under same_kind_reuse off: the one penchant reuses the Queen of one
    already declared, and that is the reason; with the switch on it may be declared."""
    from penchant.rules.holdings import Holdings
    from penchant.rules.kinds import Kind
    from penchant.rules.profiles import get_profile
    from penchant.words.declarable import why_nothing_declarable

    holdings = Holdings.parse(hand="JD", table="QH JS")
    served = [(Kind.PENCHANT, holdings.table.mask)]
    once = get_profile("kandell").with_options(same_kind_reuse=False)
    reason = why_nothing_declarable(holdings, once, declared=served, penchant_only=True)
    assert reason is not None and "already served in one of its kind" in reason
    assert why_nothing_declarable(holdings, get_profile("kandell").with_options(same_kind_reuse=True),
                                  declared=served, penchant_only=True) is None
