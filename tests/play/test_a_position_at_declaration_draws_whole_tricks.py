"""A position built at a declaration point (review 39): its stock must be drawn by whole tricks, or a legal
move would later fail mid-play; it is refused when built, with a typed error that says why in words."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidRecordError
from penchant.play.state import DealState
from penchant.rules.cards import PACK, CardSet, parse_cards
from penchant.rules.profiles import FOSTER


def _at(stock: str) -> DealState:
    return DealState.at_declaration(
        FOSTER, dealer=1, winner=0, hands=(CardSet("8H 8D"), CardSet("9S 9C")),
        tables=(CardSet("KS KH KD"), CardSet("AS AH")), stock=parse_cards(stock),
    )


def test_a_stock_of_odd_size_is_refused_when_built() -> None:
    with pytest.raises(InvalidRecordError) as caught:
        _at("7S 7H 7D")
    message = str(caught.value)
    assert caught.value.given == 3 and message.startswith("3 is not a stock at a declaration"), message
    assert "whole tricks" in message and "two" in message
    assert caught.value.reason is not None


def test_a_stock_too_small_to_draw_is_refused() -> None:
    with pytest.raises(InvalidRecordError, match="whole tricks"):
        _at("")


def test_a_stock_of_whole_tricks_draws_to_its_end() -> None:
    st = _at("7S 7H 7D 7C")
    while st.stock and st.legal_actions:
        st.apply(st.legal_actions[0])
    assert st.stock == ()


def test_the_trick_just_won_is_the_one_the_stock_says() -> None:
    """The stock at a declaration still holds the draws of the trick just won: four cards are the ninth trick's
    moment, the whole stock the first's, and the draws bring the tenth trick's lead."""
    assert _at("7S 7H 7D 7C").tricks == 9
    assert _at(" ".join(f"{r}{s}" for r in "TJQ" for s in "SHDC") + " 7S 7H 7D 7C AD AC 9D 9H").tricks == 1
    st = _at("7S 7H 7D 7C")
    st.apply(st.legal_actions[-1])  # the winner passes: the loser may still declare a penchant, or draws
    while st.stage.declaring:
        st.apply(st.legal_actions[-1])
    assert st.tricks == 9 and len(st.stock) == 2


def test_a_stock_larger_than_the_first_tricks_is_refused() -> None:
    """A declaration follows a trick won, its draws still in the stock: twenty cards are the first trick's moment,
    and twenty-two would be a declaration before any trick (it was built with ``tricks`` 0)."""
    rest = [c for c in PACK if c not in CardSet("8H 8D 9S 9C KS KH KD AS AH")]
    assert _at(" ".join(str(c) for c in rest[:20])).tricks == 1
    with pytest.raises(InvalidRecordError, match="not a stock at a declaration") as caught:
        _at(" ".join(str(c) for c in rest[:22]))
    assert caught.value.given == 22
