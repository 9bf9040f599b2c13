"""``BarringSandbox`` lays the tables it is built with as ``set_tables`` lays them: a card given for both tables
stays on yours. It checked ``t1 - t0`` but passed ``(t0, t1)`` on, so ``("KS KH", "KS QD")`` crashed with
InvalidNotationError from inside a traitlets observer (review, item 9)."""

from __future__ import annotations

import pytest
from penchant_widgets.rules.barring import BarringSandbox

from penchant.errors import InvalidNotationError
from penchant.rules.cards import CardSet


def test_a_card_given_for_both_tables_stays_on_yours_when_built_as_when_set() -> None:
    built = BarringSandbox(("KS KH", "KS QD"), barring="by_size")
    assert built.tables == (CardSet("KS KH"), CardSet("QD"))
    assert built.panel.tables == built.tables
    laid = BarringSandbox(barring="by_size")
    laid.set_tables("KS KH", "KS QD")
    assert laid.tables == built.tables and laid.panel.tables == built.panel.tables


def test_tables_the_rules_refuse_are_refused_alike() -> None:
    too_many = "KS KH KD KC AS AH AD"
    with pytest.raises(InvalidNotationError):
        BarringSandbox((too_many, ""), barring="by_size")
    box = BarringSandbox(barring="by_size")
    with pytest.raises(InvalidNotationError):
        box.set_tables(too_many, "")
    assert box.tables == (CardSet(), CardSet())
