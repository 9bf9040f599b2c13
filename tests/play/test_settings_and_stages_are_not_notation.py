"""A dealer of 2, an unknown deal method and a question asked in the wrong stage are not text that cannot be read
(issue 30): a seat or a method out of its bounds is an InvalidSettingError, a deal asked for its end before the
last six tricks are led an IllegalPlayError. None is an InvalidNotationError any more."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from penchant.errors import IllegalPlayError, InvalidNotationError, InvalidSettingError, PenchantError
from penchant.play.game import Game
from penchant.play.state import new_deal
from penchant.players.strong import deal_outcome
from penchant.rules.dealing import deal
from penchant.rules.profiles import KANDELL

CASES: list[tuple[str, Callable[[], object], type[PenchantError], str]] = [
    ("a dealer of 2", lambda: new_deal(rng=1, dealer=2), InvalidSettingError, "2"),
    ("a first dealer of 2", lambda: Game(KANDELL, 1, first_dealer=2), InvalidSettingError, "2"),
    ("a seat asked of 2", lambda: new_deal(rng=1).view(2), InvalidSettingError, "2"),
    ("an unknown method", lambda: new_deal(rng=1, method="fives"), InvalidSettingError, "'fives'"),
    ("an unknown method dealt", lambda: deal("fives", rng=random.Random(0)),  # type: ignore[arg-type]
     InvalidSettingError, "'fives'"),
    ("a deal's end asked too soon", lambda: deal_outcome(new_deal(rng=1)), IllegalPlayError, "'lead'"),
]


@pytest.mark.parametrize(("name", "make", "error", "quoted"), CASES, ids=[c[0] for c in CASES])
def test_a_setting_or_a_stage_is_refused_with_its_own_type(
        name: str, make: Callable[[], object], error: type[PenchantError], quoted: str) -> None:
    with pytest.raises(error) as caught:
        make()
    assert not isinstance(caught.value, InvalidNotationError), name
    assert quoted in str(caught.value), caught.value
