"""Both stores remember names and the last game through one function."""

from __future__ import annotations

from penchant.marker.preferences import RECENT_NAMES_KEPT, remembered_settings
from penchant.rules.profiles import DEFAULT_PROFILE


def test_the_new_players_come_first_and_the_list_is_capped() -> None:
    earlier = [f"P{i}" for i in range(20)]
    names = remembered_settings(earlier, ("P5", "New"), DEFAULT_PROFILE, 1)["recent_names"]
    assert names[:2] == ["P5", "New"]
    assert len(names) == RECENT_NAMES_KEPT
    assert names.count("P5") == 1


def test_a_stored_value_that_is_not_a_list_is_taken_as_none() -> None:
    settings = remembered_settings({"odd": 1}, ("Al", "Bo"), DEFAULT_PROFILE, 0)
    assert settings["recent_names"] == ["Al", "Bo"]
    assert settings["last_game"] == {"players": ["Al", "Bo"], "rules": DEFAULT_PROFILE.to_json(), "first_dealer": 0}
