"""The deal stepper's moves and the cards left in the dealer's hand are the rules' (``rules.dealing.deal_moves``,
``cards_dealt_after``, ``pack_left_after``): the view worked them out itself (review: deal arithmetic in the view).
Its layout is traitlets it observes: the method set directly lays the deal out again and redraws."""

from __future__ import annotations

import pytest

from penchant.rules.dealing import METHODS, deal_moves, pack_left_after
from penchant_widgets.lessons.deal import DealStepper


@pytest.mark.parametrize("method", METHODS)
def test_the_steppers_moves_are_the_rules(method: str) -> None:
    stepper = DealStepper(seed=5, method=method)  # type: ignore[arg-type]
    assert stepper.units == deal_moves(method)  # type: ignore[arg-type]
    stepper.position = 3
    assert f"pack in the dealer's hand: {pack_left_after(method, 3)}" in stepper.view.value  # type: ignore[arg-type]


def test_the_method_set_directly_lays_the_deal_out_again() -> None:
    stepper = DealStepper(seed=5, method="traditional")
    stepper.position = 5
    stepper.method = "threes"
    assert stepper.units == deal_moves("threes") and stepper.position == 0 and stepper.steps == 13
    assert "Three cards to the pone" in stepper.caption.value
    assert stepper.methods.value == "threes"


def test_the_layout_is_traitlets() -> None:
    assert {"units", "_steps", "method", "position"} <= set(DealStepper.class_trait_names())
