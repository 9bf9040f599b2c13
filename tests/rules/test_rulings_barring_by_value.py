"""Barring by value (Foster) against barring by size (Kandell): docs/RULINGS.md, "Barring by value (Foster)".

Profile switch ``barring``: ``foster`` reads the bar by value, ``kandell`` and ``modern`` by size.
"P" declares, "O" is the opponent. Every worked check of docs/RULINGS.md, "Barring by value (Foster)", is a case below.
"""

from __future__ import annotations

import random

import pytest

from penchant.errors import BarredError, InvalidSettingError
from penchant.play.moves import Declare
from penchant.play.state import DealState
from penchant.players import get_player
from penchant.rules.bar_reports import bar_report
from penchant.rules.barred_refusal import barred_refusal_words
from penchant.rules.barring import best_set, is_barred
from penchant.rules.cards import CardSet, mask_of, parse_cards
from penchant.rules.combinations import check_declaration, legal_declarations
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN, PROFILES, Profile
from penchant.rules.suits_and_ranks import Rank

# (P's table, P's hand, O's table, declared, allowed by value (foster), allowed by size (kandell), why)
WORKED = [
    ("KS KH KD", "8H 8D", "AS AH", "8H 8D", True, False,
     "Foster: the barring set must be better than any you have laid on the table; two Aces are not better "
     "than three Kings. Kandell: the Ace pair beats P's best pair, Kings."),
    ("TS TH TD", "8H 8D", "QS QD", "8H 8D", True, False,
     "Foster compares your own best set of any rank: P's minor triplet outranks the Queen pair."),
    ("QC QH", "9S 9D 7C", "QS QD", "9S 9D", True, True,
     "Foster: if you have on the table a pair as good as his, you can score minor pairs (a tie)."),
    ("AS AC", "8S 8D 7H", "JS JH JD", "8S 8D", False, False,
     "Three Jacks are worth more than two Aces: the triplet bars pairs in both readings."),
    ("9S 9H", "8C 8D 7S", "KS KH", "8C 8D", False, False,
     "A minor pair on P's table is not as good as O's Kings."),
    ("", "8S 8H 8D 7C 9C", "QS QD", "8S 8H 8D", True, True,
     "Foster: no major pair of his will bar a minor triplet, because your triplet counts more than his pair."),
    ("AS AH AD", "9S 9H", "KS KH KD KC", "9S 9H", False, False,
     "Four Kings are worth more than three Aces."),
]


@pytest.mark.parametrize(("p_table", "hand", "o_table", "declared", "by_value", "by_size", "why"), WORKED)
def test_rulings_worked_checks(p_table: str, hand: str, o_table: str, declared: str,
                               by_value: bool, by_size: bool, why: str) -> None:
    assert (mask_of(p_table) | mask_of(hand)).bit_count() == 5  # a declarer holds five cards
    holdings = Holdings.parse(hand=hand, table=p_table, opp_table=o_table)
    foster = check_declaration(declared, holdings, FOSTER)
    kandell = check_declaration(declared, holdings, KANDELL)
    modern = check_declaration(declared, holdings, MODERN)
    assert foster.legal is by_value, (why, foster.reason)
    assert kandell.legal is by_size and modern.legal is by_size, (why, kandell.reason)
    for verdict in (foster, kandell):
        if not verdict.legal:
            assert isinstance(verdict.error, BarredError)
    # The legal list agrees with the check, under each reading.
    for profile, allowed in ((FOSTER, by_value), (KANDELL, by_size)):
        listed = {d.cards.mask for d in legal_declarations(holdings, profile)}
        assert (mask_of(declared) in listed) is allowed


def test_the_profiles_switch() -> None:
    """docs/RULINGS.md: Barring by value (Foster). The foster profile uses by_value; kandell and modern use by_size."""
    assert FOSTER.barring == "by_value"
    assert KANDELL.barring == "by_size" and MODERN.barring == "by_size"
    assert KANDELL.with_options(barring="by_value").barring == "by_value"
    with pytest.raises(InvalidSettingError, match=r"\"by_size\", \"by_value\", got 'by_colour'"):
        KANDELL.with_options(barring="by_colour")


def test_set_values_rise_with_size_in_every_profile() -> None:
    """Ordering sets by value, then rank, is ordering them by size, then rank, under every profile
    (Foster: pair 20, triplet 30, four 100; Kandell 2, 3, 10; modern 2, 3, 8)."""
    for profile in PROFILES.values():
        assert profile.value(Kind.PAIR) < profile.value(Kind.TRIPLET) < profile.value(Kind.QUADRUPLET)


def test_best_set_is_by_value_then_rank() -> None:
    assert best_set("TS TH TD AS AH") == (3, Rank.TEN)
    assert best_set("TS TH TD AS AH", major_only=True) == (2, Rank.ACE)
    assert best_set("KS QH") is None


def test_minor_sets_never_bar_in_either_reading() -> None:
    """Foster: no minor combination on his side will bar you; it must be one of court cards."""
    for reading in ("by_size", "by_value"):
        assert not is_barred(2, Holdings.parse(opp_table="9S 9H 9D 9C"), reading)


def test_by_value_explains_and_names_what_unbars() -> None:
    report = bar_report(2, Holdings.parse(table="AS AC", opp_table="JS JH JD"), FOSTER)
    assert report is not None
    text = barred_refusal_words(report)
    assert "JS JH JD" in text and "two Aces" in text
    # As good as three Jacks: three Jacks can no longer be shown (one is left), so three Queens, Kings or Aces,
    # or four of a rank other than Jacks.
    assert "three Queens, Kings or Aces" in text and "Jacks or Queens" not in text


def test_unbar_hints_name_only_sets_that_can_still_be_made() -> None:
    """Issue #11: with KS KH KD on O's table only one King is left, so no King triplet can be shown."""
    verdict = check_declaration("8H 8D", Holdings.parse(hand="8H 8D", opp_table="KS KH KD"), KANDELL)
    assert not verdict.legal
    assert "a major triplet of Aces on your own table" in verdict.reason
    assert "Kings or Aces" not in verdict.reason
    # With every Ace on O's table nothing can meet it: the hint says so rather than naming a set.
    report = bar_report(2, Holdings.parse(opp_table="AS AH AD AC"), KANDELL)
    assert report is not None and "no quadruplet of Aces or better can be shown" in barred_refusal_words(report)
    # Two Queens on O's table: Queens (two left), Kings and Aces can all still be paired.
    report = bar_report(2, Holdings.parse(opp_table="QS QH"), KANDELL)
    assert report is not None and "pair of Queens, Kings or Aces" in barred_refusal_words(report)


def _after_a_trick(profile: Profile) -> DealState:
    """P (player 0) has just won a trick: three Kings on his table, 8H 8D in hand; O shows two Aces.
    P took the trick just won (7C 7S: the stock at a declaration holds twenty cards at most, the first trick's
    draws); every other card is in the stock, so that each player's view accounts for the whole pack."""
    hands = (CardSet("8H 8D"), CardSet("9S 9C 7D"))
    tables = (CardSet("KS KH KD"), CardSet("AS AH"))
    won = CardSet("7C 7S")
    used = hands[0] | hands[1] | tables[0] | tables[1] | won
    rest = [c for c in parse_cards(" ".join(str(c) for c in CardSet.from_mask(0xFFFFFFFF))) if c not in used]
    return DealState.at_declaration(profile, dealer=1, winner=0, hands=hands, tables=tables, stock=rest,
                                    taken=(won, CardSet()))


def test_the_deal_and_the_players_follow_the_switch() -> None:
    """The deal's legal actions and the computer players ask the rules under the deal's profile."""
    pair = Declare(CardSet("8H 8D"))
    foster, kandell = _after_a_trick(FOSTER), _after_a_trick(KANDELL)
    assert pair in foster.legal_actions and pair not in kandell.legal_actions
    for name in ("greedy", "strong:4"):
        assert get_player(name, FOSTER).choose(foster.view(0), random.Random(1)) == pair
        assert get_player(name, KANDELL).choose(kandell.view(0), random.Random(1)) != pair


def test_a_record_may_choose_the_reading() -> None:
    rules = Profile.from_json({"profile": "kandell", "barring": "by_value"})
    assert rules.barring == "by_value" and rules.to_json()["barring"] == "by_value"
    assert "barring" not in FOSTER.to_json()  # foster's own reading is not repeated
