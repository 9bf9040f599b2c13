"""The true claim of "may you declare this?" is the rules' own refusal (issue #30): claims.py once worked out why by
hand and, under Kandell (a card may serve again in its kind), said a pair's 9♠ "already served in a pair" while the
rules refuse the pair because his Kings bar it."""

from __future__ import annotations

from penchant.puzzles.checkers.claims import declaration_claims
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, Profile
from penchant.rules.refused import Refused

HAND, TABLE, OPP = CardSet("9D 8C").mask, CardSet("9S 9H").mask, CardSet("KS KD").mask
NINES = CardSet("9S 9D").mask
DECLARED = ((Kind.PAIR, CardSet("9S 9H").mask),)


def _true(profile: Profile = KANDELL) -> str:
    claims = declaration_claims(HAND, TABLE, OPP, NINES, profile, declared=DECLARED)
    [true] = [c for c in claims if c.true]
    return true.text


def test_a_reused_card_allowed_by_the_rules_is_not_the_reason() -> None:
    v = check_declaration(CardSet.from_mask(NINES), Holdings.from_masks(HAND, TABLE, OPP), KANDELL,
                          declared=DECLARED)
    assert v.refused is Refused.BARRED
    assert _true() == "No: a set on his table bars it"


def test_a_reused_card_refused_by_the_rules_is_the_reason() -> None:
    once = KANDELL.with_options(same_kind_reuse=False)
    assert _true(once) == "No: 9♠ already served in a pair"
