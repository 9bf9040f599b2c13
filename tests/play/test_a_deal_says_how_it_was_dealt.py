"""A deal dealt by another method than its rules' keeps the method in its rules: chapter 4 deals Foster's rules by
singles, and the position's JSON said Foster, whose method is the traditional deal, so it read back as a deal
that could not have been dealt that way."""

from __future__ import annotations

import pytest

from penchant.play.dealing import new_deal
from penchant.play.state import DealState
from penchant.rules.dealing import METHODS
from penchant.rules.profiles import FOSTER, KANDELL, Profile


@pytest.mark.parametrize("profile", [FOSTER, KANDELL])
@pytest.mark.parametrize("method", METHODS)
def test_the_deal_s_json_says_how_it_was_dealt(profile: Profile, method: str) -> None:
    deal = new_deal(profile, 87, dealer=1, method=method)
    assert deal.profile.deal_method == method and deal.profile.name == profile.name
    rules = deal.to_json()["rules"]
    assert rules.get("deal_method", profile.deal_method) == method
    back = DealState.from_str(deal.to_str())
    assert back.profile == deal.profile and back.to_json() == deal.to_json()
    # the same cards as rules that name the method themselves
    assert deal.hands == new_deal(profile.with_options(deal_method=method), 87, dealer=1).hands


def test_the_profile_s_own_method_leaves_its_rules_as_they_are() -> None:
    assert new_deal(FOSTER, 87, method=FOSTER.deal_method).profile is FOSTER
    assert new_deal(KANDELL, 87).profile is KANDELL
