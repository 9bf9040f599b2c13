"""The deal state asks ``penchant.rules.procedure`` for the deal's procedure rather than running its own (issue
30): who leads, who may declare after a trick (the winner any combination, else the loser a penchant, one a
trick: the turns in their order, the loser's after the winner's pass, ``turn_after``), the draws, whether a trick
is of the last six and when the deal is over. Each rule is spied on while a deal is played through, so a state
that stops asking fails."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import penchant.play.fields as fields_module
import penchant.play.state as state_module
from penchant import FOSTER, KANDELL
from penchant.play.dealing import new_deal
from penchant.rules import procedure

ASKED = ("pone_of", "next_leader", "turn_after", "draws", "stock_after_draws", "hand_for_last_six", "deal_over")


def _spy(calls: Counter[str], name: str, rule: Callable[..., Any]) -> Callable[..., Any]:
    def spy(*args: Any, **kwargs: Any) -> Any:
        calls[name] += 1
        return rule(*args, **kwargs)
    return spy


@pytest.mark.parametrize("profile", [KANDELL, FOSTER])
def test_a_deal_played_through_asks_the_rules_its_procedure(profile: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: Counter[str] = Counter()
    for name in ASKED:
        monkeypatch.setattr(state_module, name, _spy(calls, name, getattr(procedure, name)))
    monkeypatch.setattr(fields_module, "last_six_begun", _spy(calls, "last_six_begun",
                                                                   procedure.last_six_begun))
    deal, rng = new_deal(profile, 5, dealer=1), random.Random(3)
    assert deal.to_move == procedure.pone_of(1)
    while not deal.is_over():
        acts = list(deal.legal_actions)
        deal.apply(acts[rng.randrange(len(acts))])
    assert calls["pone_of"] + calls["next_leader"] >= 1
    assert calls["next_leader"] >= 15, calls  # every trick after the first
    assert calls["draws"] == 10, calls  # after each of the first ten tricks
    assert calls["stock_after_draws"] == 10, calls  # the stock's drawn cards leave by the rule, not a slice
    assert calls["turn_after"] >= 10, calls  # the turns to declare end by the rules after each of the first ten
    assert calls["hand_for_last_six"] == 2, calls  # each player, once, when the stock runs out
    assert calls["deal_over"] == 6, calls  # after each of the last six tricks: the deal ends by the rules' count
    assert calls["last_six_begun"] >= 16, calls  # whether each trick is of the first ten or the last six


def test_draws_give_the_top_card_to_the_winner_then_the_next_to_the_loser() -> None:
    assert procedure.draws([3, 7, 9], winner=1) == ((1, 9), (0, 7))
    with pytest.raises(ValueError, match="two"):
        procedure.draws([9], winner=0)


def test_the_stock_after_the_draws_has_lost_its_top_cards() -> None:
    assert procedure.stock_after_draws([3, 7, 9]) == [3]
    assert procedure.stock_after_draws([7, 9]) == []
    with pytest.raises(ValueError, match="two"):
        procedure.stock_after_draws([9])


@pytest.mark.parametrize("seed", [3, 8])
def test_a_lead_of_the_last_six_is_due_once_a_trick_of_the_last_six(seed: int) -> None:
    """``last_six_lead_due`` holds at each of the last six tricks' leads and nowhere else; ``phase`` is 1 until
    the first of them (the declarations after the tenth trick included)."""
    st = new_deal(KANDELL, seed)
    rng = random.Random(seed)
    due: list[int] = []
    while not st.is_over():
        if st.last_six_lead_due:
            due.append(st.tricks)
        assert (st.phase == 1) is (not due), (st.tricks, st.stage)
        st.apply(rng.choice(st.legal_actions))
    assert due == list(range(10, 16))
