"""Chapter 2's "A deal of your own" on a phone: the losing player picked 9♠ 10♠ and the button read "Declare the
picked penchant", a kind those cards are not. The button names no kind: picked cards are "the picked cards" (one
name on every board, issue #31), and pressing it has the engine say why they may not be declared."""

from __future__ import annotations

from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.rules.cards import CardSet
from penchant.rules.combinations import is_penchant
from penchant.rules.profiles import KANDELL
from penchant_widgets.play.picking import DECLARE_BUTTON
from penchant_widgets.play.table import DealTable


def _losers_turn() -> DealTable:
    deal = new_deal(KANDELL, 87, dealer=1, method="singles")
    for action in ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "pass", "play 8S", "play AS"]:
        deal.apply(action)
    table = DealTable(deal, title="A deal of your own")
    assert table.state.stage is Stage.PENCHANT and table.state.to_move == 0
    return table


def test_cards_that_are_no_penchant_are_not_called_one() -> None:
    table = _losers_turn()
    hand, _ = table.mover_pickers()
    others = next(CardSet(f"{a} {b}") for i, a in enumerate(hand.cards) for b in list(hand.cards)[i + 1:]
                  if not is_penchant(CardSet(f"{a} {b}")))
    hand.select(others)
    assert table.declare_button.description == "Declare the picked cards", (others, table.declare_button.description)
    assert not table.declare_button.disabled
    table.declare_picked()
    assert table.state.stage is Stage.PENCHANT  # refused: the engine says why, nothing changes
    assert "only a penchant" in table.notice.value, table.notice.value


def test_a_penchant_picked_is_declared_by_the_buttons_one_name() -> None:
    """Issue #31: chapter 2 said "Declare the picked penchant", the game "Declare the picked cards", for one action:
    a newcomer read two. The button has one name once cards are picked, on every board."""
    table = _losers_turn()
    hand, mine = table.mover_pickers()
    hand.select(CardSet("JS"))
    mine.select(CardSet("QH"))
    assert is_penchant(table.picked())
    assert table.declare_button.description == DECLARE_BUTTON == "Declare the picked cards"
