"""Issue #30: a declaration outside a declaring turn heard a sentence of the deal's own ("declarations come after a
trick is won, not during it") before any trick, where the rules give their reason (no trick played yet); only the
last six's reason was passed on."""

from __future__ import annotations

import pytest

from penchant import new_deal
from penchant.errors import IllegalDeclarationError
from penchant.rules.procedure import NoDeclaration


def test_a_declaration_before_the_first_trick_hears_that_no_trick_has_been_played() -> None:
    deal = new_deal(rng=7)
    with pytest.raises(IllegalDeclarationError) as caught:
        deal.apply("declare QS JH")
    assert str(caught.value) == f"'declare QS JH': {NoDeclaration.NO_TRICK.value}"


def test_a_declaration_once_the_declaring_turns_are_over_hears_that_declaring_comes_after_a_trick() -> None:
    """With no reason of the rules' (a trick played, a declaration left, the first ten going on), what is left is
    that the turns to declare after the last trick have gone by."""
    deal = new_deal(rng=7)
    while deal.tricks < 1 or "pass" in deal.legal_actions:
        deal.apply("pass" if "pass" in deal.legal_actions else deal.legal_actions[0])
    with pytest.raises(IllegalDeclarationError) as caught:
        deal.apply("declare QS JH")
    assert str(caught.value) == f"'declare QS JH': {NoDeclaration.TRICK_UNDER_WAY.value}"
