"""Chapter 5's sixth puzzle (barring-014: K♠ K♦ and 9♠ 9♦ in your hand against his two Queens): the explanation
said the 9s are barred and a pair of Kings on your own table would unbar them, and a newcomer holding the Kings
asked why they did not. It now says, from the rules, that Kings still in the hand unbar nothing until declared, and
that the 9s could then be declared only after a later trick won (one declaration a trick)."""

from __future__ import annotations

from penchant.puzzles import check, get
from penchant.rules.bar_reports import freed_once_declared
from penchant.rules.cards import CardSet
from penchant.rules.holdings import Holdings
from penchant.rules.procedure import ONE_DECLARATION_A_TRICK_WORDS


def test_the_sixth_puzzle_says_the_kings_in_hand_do_not_unbar_until_declared() -> None:
    said = check(get("barring-014"), ["KS KD"]).explanation
    assert "Your K♠ K♦, still in your hand, do not unbar your minor pairs" in said, said
    assert "until they are declared" in said, said
    assert (f"you could declare 9♠ 9♦ only after a later trick you win ({ONE_DECLARATION_A_TRICK_WORDS})"
            in said), said
    # said after the bar and its remedy, of the barred 9s only
    assert said.index("To unbar:") < said.index("still in your hand") < said.index("K♠ K♦: legal")


def test_only_hand_cards_that_would_unbar_once_declared_are_named() -> None:
    barred = Holdings.parse(hand="9S 9D KS KD", opp_table="QH QC")
    assert freed_once_declared(2, barred, "by_size") == CardSet("KS KD")
    # Jacks are lower than his Queens: declared, they would not unbar (by size)
    assert freed_once_declared(2, Holdings.parse(hand="9S 9D JS JD", opp_table="QH QC"), "by_size") == CardSet()
    # one King in hand and one on the table make the pair: the hand's King is the one to declare
    assert freed_once_declared(2, Holdings.parse(hand="9S 9D KS", table="KD", opp_table="QH QC"),
                               "by_size") == CardSet("KS")
    # nothing bars: nothing to say
    assert freed_once_declared(2, Holdings.parse(hand="9S 9D KS KD"), "by_size") == CardSet()
    # a pair of Kings does not answer three Queens (a shorter set never unbars)
    assert freed_once_declared(2, Holdings.parse(hand="9S 9D KS KD", opp_table="QH QC QD"), "by_size") == CardSet()


def test_a_puzzle_with_no_major_set_in_hand_says_nothing_of_the_hand() -> None:
    said = check(get("barring-001"), list(get("barring-001").answer)).explanation
    assert "still in your hand" not in said, said
