"""The scoring puzzles' wrong answers ("misreadings") are the rules' score told a wrong input or a wrong profile
(review h43 #1): they multiplied the profile's values by hand, and the per-card one was named "one point a card"
while it counted the profile's brisque value (ten points a card under Foster's rules)."""

from __future__ import annotations

import pytest

from penchant.play.sheet import DealEntry, score_deal
from penchant.puzzles.checkers.scoring import deal_mistakes
from penchant.puzzles.words.scoring import look_again, per_card_words
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, PROFILES, Profile

ENTRY = DealEntry(((Kind.PAIR, Kind.PENCHANT), (Kind.MARRIAGE,)), (3, 1), (8, 4))


def _by_name(book: str) -> dict[str, int]:
    profile = PROFILES[book]
    return {name: f(ENTRY, [], 0, profile) for name, f in deal_mistakes(profile).items()}


@pytest.mark.parametrize(("profile", "words"), [(FOSTER, "at 10 points a card"), (KANDELL, "at 1 point a card")])
def test_the_per_card_misreading_is_worded_from_the_profile(profile: Profile, words: str) -> None:
    names = deal_mistakes(profile)
    assert any(name.endswith(words) for name in names), list(names)


@pytest.mark.parametrize("book", sorted(PROFILES))
def test_each_misreading_is_the_deal_misread_one_way(book: str) -> None:
    profile = PROFILES[book]
    truth = score_deal(ENTRY, profile)[0]
    declared = sum(profile.value(k) for k in ENTRY.declarations[0])
    cards = sum(k.size for k in ENTRY.declarations[0])
    brisque, bonus, brisquette = profile.brisque_value, profile.bonus_points, profile.brisquette_points
    got = _by_name(book)
    assert got["forgetting the book bonus"] == truth - 2 * bonus
    # the bonus on the first ten tricks' brisques only: 8 - 3 = 5, none over six
    assert got["counting the book bonus on the first ten tricks' brisques only (brisquettes count twice)"] == \
        truth - 2 * bonus
    assert got["forgetting the brisquettes"] == truth - 3 * brisquette
    assert got[per_card_words(profile)] == truth - declared + cards * brisque
    assert got[next(n for n in got if n.startswith("paying the bonus on every brisque"))] == truth + 6 * bonus


def test_the_per_card_misreading_prices_a_card_at_the_brisque_value_whatever_the_multipliers() -> None:
    """The per-card misreading counts each declared card at the brisque value (the rules' at_the_brisque_value),
    not at a brisquette's points: under multiplied brisquettes the two part (it once priced a card by asking
    brisquette_points of a copy of the profile with its multiplier set to 1)."""
    profile = KANDELL.with_options(brisquette_multiplier=3, bonus_multiplier=2)
    truth = score_deal(ENTRY, profile)[0]
    got = {name: f(ENTRY, [], 0, profile) for name, f in deal_mistakes(profile).items()}
    # a pair (2) and a penchant (1) declared, four cards: at Kandell's brisque value, 1 a card, 4 points for them
    assert got[per_card_words(profile)] == truth - 3 + 4


def test_every_misreading_sends_the_learner_somewhere() -> None:
    for profile in PROFILES.values():
        assert set(deal_mistakes(profile)) <= set(look_again(profile))
