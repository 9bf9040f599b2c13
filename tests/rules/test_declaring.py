"""The rules' declaring step (:func:`penchant.rules.declaring.declare`): the verdict and where the cards lie after
it, in one call; the declaration bench shows what it answers."""

from __future__ import annotations

import pytest
from penchant_widgets.rules.combos import DeclarationBench

from penchant.errors import InvalidNotationError
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration
from penchant.rules.declaring import declare
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN


def test_a_legal_declaration_is_laid_on_the_table_and_listed() -> None:
    h = Holdings.parse(hand="JH QH KH 9S", opp_table="8C")
    step = declare("KH QH", h, MODERN)
    assert step.legal and step.verdict == check_declaration("KH QH", h, MODERN)
    assert step.holdings == h.after_declaring("KH QH")
    assert step.declared == ((step.verdict.kind, CardSet("KH QH").mask),)
    family = declare("JH QH KH", step.holdings, MODERN, declared=step.declared)
    assert family.legal and family.holdings.table == CardSet("JH QH KH") and family.holdings.hand == CardSet("9S")
    assert [k for k, _ in family.declared] == [step.verdict.kind, family.verdict.kind]


@pytest.mark.parametrize(("cards", "holdings", "penchant_only"), [
    ("9S KH", Holdings.parse(hand="9S KH"), False),  # no combination
    ("KH QH", Holdings.parse(hand="KH QH 9S"), True),  # the loser of a trick: a penchant only
    ("9S 9H", Holdings.parse(hand="9S 9H", opp_table="QS QH"), False),  # barred
])
def test_a_refused_declaration_changes_nothing(cards: str, holdings: Holdings, penchant_only: bool) -> None:
    earlier = ((Kind.MARRIAGE, CardSet("KD QD").mask),)
    step = declare(cards, holdings, KANDELL, declared=earlier, penchant_only=penchant_only)
    assert not step.legal and step.verdict.error is not None
    assert step.holdings == holdings and step.declared == earlier


def test_cards_that_are_not_cards_are_refused_quoting_them() -> None:
    with pytest.raises(InvalidNotationError, match="'XX'"):
        declare("XX", Holdings.parse(hand="KH QH"), FOSTER)


def test_the_bench_holds_what_the_step_answers() -> None:
    bench = DeclarationBench(hand="JH QH KH 9S", profile="foster")
    start = bench.holdings
    for c in ("KH", "QH"):
        bench.hand_picker.click(c)
    assert bench.declare()
    step = declare("KH QH", start, FOSTER)
    assert bench.holdings == step.holdings and tuple(bench.declared) == step.declared
    bench.hand_picker.click("9S")
    assert not bench.declare()  # refused: the bench stays where the step left it
    assert bench.holdings == step.holdings and tuple(bench.declared) == step.declared
