"""A decision's key (the coach's cache key, the review's timeline) is made and read in one place: the step a
board's review shows is read back from the key by ``decision_step``, and what is not a key is refused."""

from __future__ import annotations

from typing import Any

import pytest

from penchant.coaching.coach import decision_key, decision_step
from penchant.errors import InvalidSettingError


@pytest.mark.parametrize(("salt", "deal", "step"), [("abc", 0, 0), ("a:b", 3, 41), ("", 1, 7)])
def test_the_step_is_read_back_from_the_key(salt: str, deal: int, step: int) -> None:
    assert decision_step(decision_key(salt, deal, step)) == step


@pytest.mark.parametrize("key", ["abc", "abc:1", "abc:1:x", "abc:-1:2", 5, None])
def test_what_is_not_a_key_is_refused_quoting_it(key: Any) -> None:
    with pytest.raises(InvalidSettingError, match="not a decision's key") as err:
        decision_step(key)
    assert err.value.given == key
