"""The boards that play read a declaration as chapter 3's bench does: a hand card picked alone that joins cards on
the player's table means the declaration it completes (Q♣ picked beside Q♥ on the table is the pair Q♥ Q♣);
when it completes several, each is offered as a choice and nothing is declared until one is chosen. A refused
declaration keeps its picks, as a puzzle board and the bench do."""

from __future__ import annotations

from collections.abc import Sequence

from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.cards import Card, CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import get_profile
from penchant_widgets.play.table import DealTable

HAND = "QC 9D AS"
"""Your hand: Q♣ and two cards that join nothing; its first cards make five with the table's."""


def board(table: str, declared: Sequence[tuple[Kind, str]]) -> DealTable:
    """A deal just after you (seat 0) won a trick, with ``table`` on your table from ``declared``."""
    state = DealState.at_declaration(
        get_profile("modern"), dealer=1, winner=0, hands=[CardSet(" ".join(HAND.split()[:5 - len(table.split())])),
                                         CardSet("7S 8S 9S TS JS")],
        tables=[CardSet(table), CardSet()], stock=[Card.parse(c) for c in ("7C", "8C", "9C", "7H")],
        declared=[[(k, CardSet(c).mask) for k, c in declared], []])
    assert state.tricks == 9, "four cards in the stock before the draws: the ninth trick was just won"
    return DealTable(state)


def test_a_hand_card_picked_alone_declares_what_it_completes_with_the_table() -> None:
    b = board("KH QH", [(Kind.MARRIAGE, "KH QH")])
    assert b.state.stage is Stage.DECLARE
    b.mover_pickers()[0].click("QC")
    assert b.declare_picked()
    kind, cards = b.state.declared[0][-1]
    assert kind is Kind.PAIR and CardSet(cards) == CardSet("QH QC")


def test_several_completions_are_offered_as_choices_and_one_is_declared() -> None:
    b = board("KH QH KC", [(Kind.MARRIAGE, "KH QH"), (Kind.PAIR, "KH KC")])
    b.mover_pickers()[0].click("QC")
    assert not b.declare_picked()
    assert b.state.stage is Stage.DECLARE, "nothing is declared before a choice"
    labels = [btn.description for btn in b.declare_choices.children]
    assert len(labels) == 2 and any("Q♥" in t and "pair" in t for t in labels) \
        and any("K♣" in t and "marriage" in t for t in labels), labels
    assert b.picked() == CardSet("QC"), "the pick stays while the choice is asked"
    marriage = next(btn for btn in b.declare_choices.children if "marriage" in btn.description)
    marriage.click()
    kind, cards = b.state.declared[0][-1]
    assert kind is Kind.MARRIAGE and CardSet(cards) == CardSet("QC KC")


def test_a_changed_pick_takes_the_choices_away() -> None:
    b = board("KH QH KC", [(Kind.MARRIAGE, "KH QH"), (Kind.PAIR, "KH KC")])
    hand = b.mover_pickers()[0]
    hand.click("QC")
    b.declare_picked()
    assert b.declare_choices.children
    hand.click("9D")
    assert not b.declare_choices.children


def test_a_refused_declaration_keeps_its_picks_and_says_why() -> None:
    b = board("KH QH", [(Kind.MARRIAGE, "KH QH")])
    hand = b.mover_pickers()[0]
    hand.click("QC")
    hand.click("9D")  # no combination
    assert not b.declare_picked()
    assert b.picked() == CardSet("QC 9D"), "a refusal never clears the learner's pick"
    assert "Not allowed" in b.notice.value
