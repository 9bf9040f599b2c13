"""A dealer of 2, an unknown deal method and a question asked in the wrong stage are not text that cannot be read
(issue 30): a seat or a method out of its bounds is an InvalidSettingError, a deal asked for its end before the
last six tricks are led an IllegalPlayError. None is an InvalidNotationError any more."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from penchant.errors import (
    IllegalPlayError,
    InvalidNotationError,
    InvalidSettingError,
    PenchantError,
    UnknownProfileError,
)
from penchant.play.dealing import new_deal
from penchant.play.game import Game
from penchant.players.sampled_deals import deal_outcome
from penchant.rules.dealing import deal
from penchant.rules.profiles import KANDELL, get_profile

CASES: list[tuple[str, Callable[[], object], type[PenchantError], str]] = [
    ("a dealer of 2", lambda: new_deal(rng=1, dealer=2), InvalidSettingError, "2"),
    ("a first dealer of 2", lambda: Game(KANDELL, 1, first_dealer=2), InvalidSettingError, "2"),
    ("a seat asked of 2", lambda: new_deal(rng=1).view(2), InvalidSettingError, "2"),
    ("an unknown method", lambda: new_deal(rng=1, method="fives"), InvalidSettingError, "'fives'"),
    ("an unknown method dealt", lambda: deal("fives", rng=random.Random(0)),  # type: ignore[arg-type]
     InvalidSettingError, "'fives'"),
    ("a deal's end asked too soon", lambda: deal_outcome(new_deal(rng=1)), IllegalPlayError, "'lead'"),
    # review h32 #3: a wrong profile name or shuffle is a setting refused, not notation
    ("an unknown profile", lambda: get_profile("nope"), UnknownProfileError, "'nope'"),
    ("an unknown profile dealt", lambda: new_deal("nope", 1), UnknownProfileError, "'nope'"),
    ("no profile at all", lambda: new_deal(None, 1), UnknownProfileError, "None"),  # type: ignore[arg-type]
    ("a game by an unknown profile", lambda: Game("nope", 1), UnknownProfileError, "'nope'"),
    ("a shuffle of text", lambda: new_deal(rng="x"), InvalidSettingError, "'x'"),  # type: ignore[arg-type]
    ("a game's shuffle of text", lambda: Game(rng="x"), InvalidSettingError, "'x'"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("name", "make", "error", "quoted"), CASES, ids=[c[0] for c in CASES])
def test_a_setting_or_a_stage_is_refused_with_its_own_type(
        name: str, make: Callable[[], object], error: type[PenchantError], quoted: str) -> None:
    with pytest.raises(error) as caught:
        make()
    assert not isinstance(caught.value, InvalidNotationError), name
    assert quoted in str(caught.value), caught.value


def test_an_unknown_profile_says_why_and_names_the_profiles() -> None:
    """The refusal quotes the name given and lists the names known; it is a setting refused (an
    InvalidSettingError, so a PenchantError and a ValueError) and a lookup that failed (a LookupError)."""
    with pytest.raises(UnknownProfileError) as caught:
        get_profile("nope")
    assert str(caught.value) == "'nope' is not a rules profile: one of foster, kandell, modern"
    assert caught.value.given == "nope" and isinstance(caught.value, InvalidSettingError | LookupError)
    assert issubclass(UnknownProfileError, PenchantError) and issubclass(PenchantError, ValueError)
    assert get_profile(" Foster").name == "foster"  # a name a person types is still read forgivingly
