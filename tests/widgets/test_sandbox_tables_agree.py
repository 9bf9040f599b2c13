"""``BarringSandbox`` lays the tables it is built with as ``set_tables`` lays them: a card given for both tables
stays on yours. It checked ``t1 - t0`` but passed ``(t0, t1)`` on, so ``("KS KH", "KS QD")`` crashed with
InvalidNotationError from inside a traitlets observer (review, item 9)."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError
from penchant.rules.cards import CardSet
from penchant_widgets.lessons.barring import BarringSandbox


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


def test_the_sandbox_says_the_rules_in_the_rules_words() -> None:
    """Review h43a: the sandbox's caption said what bars and that a card lies on one table in prose of its own
    ("Only the cards on the tables matter for barring ... A card can be on one table only"); it says the rules'
    words (``words.barring.WHAT_BARS_WORDS``, ``rules.limits.ONE_TABLE_A_CARD_WORDS``)."""
    from html import unescape

    from penchant.rules.limits import ONE_TABLE_A_CARD_WORDS
    from penchant.words.barring import WHAT_BARS_WORDS

    box = BarringSandbox(barring="by_size")
    said = unescape(" ".join(w.value for w in box.children if hasattr(w, "value") and isinstance(w.value, str)))
    assert WHAT_BARS_WORDS in said and ONE_TABLE_A_CARD_WORDS in said, said
    assert "matter for barring" not in said and "can be on one table only" not in said
