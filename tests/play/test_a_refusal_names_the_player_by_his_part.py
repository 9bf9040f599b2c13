"""A refusal names the player to move by his part at that moment (the leader, the follower, the trick's winner),
not by seat: "the second player must play a card" was said to the pone, who leads the first trick (issue #30)."""

from __future__ import annotations

import pytest

from penchant.errors import IllegalPlayError
from penchant.play.dealing import new_deal
from penchant.play.moves import Stage


def _refusal(state: object, action: str) -> str:
    with pytest.raises(IllegalPlayError) as caught:
        state.apply(action)  # type: ignore[attr-defined]
    return str(caught.value)


def test_a_pass_by_the_pone_who_leads_is_refused_to_the_leader() -> None:
    s = new_deal(rng=7)
    assert s.stage is Stage.LEAD and s.to_move == 1  # the second seat, the pone, leads the first trick
    said = _refusal(s, "pass")
    assert said == "'pass': there is nothing to pass on now; the leader must play a card", said


def test_a_pass_by_the_follower_is_refused_to_the_follower() -> None:
    s = new_deal(rng=7)
    s.apply(f"play {s.legal_actions[0].card}")  # type: ignore[union-attr]
    assert s.stage is Stage.FOLLOW
    said = _refusal(s, "pass")
    assert said.endswith("the follower must play a card") and "player" not in said, said


def test_every_stage_names_its_mover_by_his_part() -> None:
    assert {stage: stage.mover_words for stage in Stage} == {
        Stage.LEAD: "the leader", Stage.FOLLOW: "the follower", Stage.DECLARE: "the trick's winner",
        Stage.PENCHANT: "the trick's loser", Stage.OVER: "no one"}
