"""The rules' declaring step (:func:`penchant.rules.declaring.declare`): the verdict and where the cards lie after
it, in one call; the declaration bench shows what it answers."""

from __future__ import annotations

import pytest

from penchant.english.numbers import number_words
from penchant.errors import InvalidNotationError
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration, legal_declarations
from penchant.rules.declaring import declare
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN
from penchant_widgets.lessons.combos import DeclarationBench


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


@pytest.mark.parametrize("asked", ["legal", "check", "barred", "why"])
@pytest.mark.parametrize("where", [dict(hand="QS JH QH JS KS KH"), dict(hand="QS JH QH JS", table="KS KH"),
                                   dict(hand="QS JH QH", table="KS KH AS")])
def test_declaration_rules_refuse_holdings_no_player_holds_at_a_declaration(asked: str, where: dict[str, str]) -> None:
    """``Holdings.parse`` reads at ``moment="play"`` unless told (six cards between tricks), but these functions are
    asked at a declaration, where hand and table hold five: the library answered eleven declarations for a six-card
    hand the command line refuses. Each now refuses as the command line does, quoting the cards."""
    from penchant.rules.dealing import HELD_AT_DECLARATION
    from penchant.rules.declarable import barred_declarations
    from penchant.words.declarable import why_nothing_declarable

    holdings = Holdings.parse(**where)  # possible between tricks
    with pytest.raises(InvalidNotationError) as declare:
        Holdings.parse(**where, moment="declare")
    ask = {"legal": lambda: legal_declarations(holdings, KANDELL),
           "check": lambda: check_declaration("QS JH", holdings, KANDELL),
           "barred": lambda: barred_declarations(holdings, KANDELL),
           "why": lambda: why_nothing_declarable(holdings, KANDELL)}[asked]
    with pytest.raises(InvalidNotationError) as refused:
        ask()
    assert number_words(HELD_AT_DECLARATION) in str(refused.value) and "declaration" in str(refused.value)
    assert str(refused.value).split(":")[1:] == str(declare.value).split(":")[1:]
    five = Holdings.parse(hand="QS JH QH JS KS")  # five: asked and answered
    assert legal_declarations(five, KANDELL) and check_declaration("QS JH", five, KANDELL).legal
