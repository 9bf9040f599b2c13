"""Review 39-42, 46, 48: a public function given what is not what it takes refuses it with a typed error in
a sentence (no AttributeError, no TypeError, no silent default)."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError, InvalidSettingError, PenchantError, UnknownProfileError
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Play
from penchant.play.sheet import DealEntry, tally
from penchant.rules.cards import Card, CardSet, format_cards, parse_cards
from penchant.rules.combinations import check_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import KANDELL
from penchant.solver import solve


def test_play_reads_notation_and_a_state_applies_it() -> None:
    st = new_deal(rng=3)
    first = st.legal_actions[0]
    assert isinstance(first, Play)
    assert Play(str(first.card)) == first
    st.apply(Play(str(first.card)))  # raised AttributeError: 'str' object has no attribute 'bit'
    assert st.played == CardSet([first.card])


@pytest.mark.parametrize("bad", [5, None, 1.5, True, ["QS"], "ZZ", ""])
def test_play_refuses_what_is_not_a_card(bad: object) -> None:
    with pytest.raises(InvalidNotationError) as err:
        Play(bad)  # type: ignore[arg-type]
    assert repr(bad) in str(err.value)


@pytest.mark.parametrize("bad", [5, None, 0.0, False, "QS ZZ"])
def test_declare_refuses_what_is_not_cards(bad: object) -> None:
    with pytest.raises(InvalidNotationError):
        Declare(bad)  # type: ignore[arg-type]
    assert Declare("QS JH") == Declare(CardSet("QS JH")) == Declare(["QS", "JH"])  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [5, 0, None, 3.0, True])
def test_check_declaration_refuses_a_number_for_cards(bad: object) -> None:
    """5 was read as a card mask (the cards 7S and 9S)."""
    h = Holdings.parse(hand="7S 9S 7H")
    with pytest.raises(InvalidNotationError) as err:
        check_declaration(bad, h, KANDELL)  # type: ignore[arg-type]
    assert repr(bad) in str(err.value)
    assert check_declaration("7S 7H", h, KANDELL).legal
    assert check_declaration(CardSet("7S 7H"), h, KANDELL).legal


def test_tally_reads_the_profile_by_name_and_refuses_what_is_none() -> None:
    entry = DealEntry(((), ()), (0, 0), (8, 4))
    assert tally([entry], "kandell") == tally([entry], KANDELL)
    for bad in (None, "nonsense", 5):
        with pytest.raises(UnknownProfileError) as err:  # rules that name no profile: a setting refused
            tally([entry], bad)  # type: ignore[arg-type]
        assert repr(bad) in str(err.value)
    with pytest.raises(UnknownProfileError):
        tally([], "nonsense")  # no deal to read, but the rules are still named wrong
    with pytest.raises(InvalidNotationError, match="'not a deal'"):
        tally(["not a deal"], KANDELL)  # type: ignore[list-item]


def test_solve_and_format_cards_refuse_none() -> None:
    with pytest.raises(InvalidNotationError, match="None is not a position"):
        solve(None)  # type: ignore[arg-type]
    for bad in (None, 5, "nonsense", [Card.parse("JH"), 5]):
        with pytest.raises(InvalidNotationError):
            format_cards(bad)  # type: ignore[arg-type]
    assert format_cards(parse_cards("QS JH")) == "QS JH"
    # Review eng10 #20: format_cards takes cards in every form the other readers take (CardsGiven), order kept.
    assert format_cards("qs jh") == format_cards("QS JH") == format_cards([Card.parse("QS"), "JH"]) == "QS JH"
    assert format_cards("JH QS") == "JH QS"


def test_new_deal_refuses_an_empty_method_and_a_third_seat_as_view_does() -> None:
    with pytest.raises(InvalidSettingError, match="'' is not a deal method"):
        new_deal(rng=1, method="")  # dealt by the profile's method before
    errors = []
    for call in (lambda: new_deal(rng=1, dealer=2), lambda: new_deal(rng=1).view(2)):
        with pytest.raises(PenchantError) as err:
            call()
        errors.append(type(err.value))
    assert errors == [InvalidSettingError, InvalidSettingError]  # a seat out of bounds is a setting (issue 30)
    assert new_deal(rng=1, method="singles").stock == new_deal("kandell", 1).stock
