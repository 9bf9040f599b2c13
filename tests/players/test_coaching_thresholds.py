"""What two lines' play-outs differ by, and when it is said, is worked out once
(:func:`penchant.coaching.playout_reasons.compared_effects`, its thresholds named there): the coach's hint weighing
moves about the same (:func:`~penchant.coaching.weighing.gains`) once had a copy of it, with the same thresholds written
again as figures."""

from __future__ import annotations

import random

import pytest

from penchant.coaching import playout_reasons
from penchant.coaching.coach import Coach
from penchant.coaching.weighing import gains
from penchant.play.dealing import new_deal
from penchant.play.view import PlayerView
from penchant.players import get_player
from penchant.rules.profiles import KANDELL


def _views(stock: int, deals: int = 3) -> list[PlayerView]:
    """Real decisions of the first ten tricks with ``stock`` cards left, from seeded greedy deals."""
    greedy = get_player("greedy")
    out = []
    for d in range(deals):
        st = new_deal(KANDELL, random.Random(f"coach-thresholds:{d}"), d % 2)
        rng = random.Random(d)
        while not st.is_over() and st.phase == 1:
            p = st.to_move
            assert p is not None
            v = st.view(p)
            if len(st.stock) == stock and len(v.legal) > 1:
                out.append(v)
            st.apply(greedy.choose(v, rng))
    return out


def _gains() -> list[tuple[str, str, list[str]]]:
    said = []
    for n, view in enumerate(_views(8) + _views(4)):
        an = Coach(KANDELL, 6).analyse(view, f"thresholds:{n}")
        for mine in an.lines:
            for other in an.lines:
                if mine is not other:
                    said.append((str(mine.action), str(other.action), gains(an, mine.action, other.action)))
    return said


def test_the_hints_follow_the_named_thresholds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Raise the thresholds where they are named and the hints say no gain: they have no figures of their own."""
    assert any(gains for _a, _b, gains in _gains()), "some hint names a gain at the thresholds as they are"
    for name in ("PART_DIFFERS", "LEAD_DIFFERS", "TRICK_DIFFERS"):
        monkeypatch.setattr(playout_reasons, name, 10**6)
    assert not [said for said in _gains() if said[2]]
