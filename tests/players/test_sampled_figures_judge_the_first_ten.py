"""The sampled figures (a judged puzzle's words) judge a decision of the first ten tricks, where every sampled deal
is played on to the last six's first lead and solved from there. Asked of a decision in the last six they gave
confident, wrong figures: the solver took the follower for the leader and forgot the card led (a reviewer's
position, ``new_deal(rng=5)`` played at random to the last six, had its two plays' signs swapped). They are refused,
and so is solving a deal's end from anywhere but the last six's first lead."""

from __future__ import annotations

import random

import pytest

from penchant.errors import IllegalPlayError
from penchant.play.dealing import new_deal
from penchant.play.moves import Play
from penchant.play.state import DealState
from penchant.players.sampled_deals import solved_deal_end
from penchant.players.sampled_outcomes import sampled_outcomes


def _to_the_last_six(rng_seed: int = 5, play_seed: int = 3) -> DealState:
    state = new_deal(rng=rng_seed)
    rng = random.Random(play_seed)
    while not state.last_six:
        state.apply(rng.choice(list(state.legal_actions)))
    return state


def test_a_decision_in_the_last_six_is_refused_saying_where_it_is() -> None:
    state = _to_the_last_six()
    assert state.last_six_lead_due
    led = next(a for a in state.legal_actions if isinstance(a, Play))
    state.apply(led)  # the follower's decision: the reviewer's position
    view = state.view(state.to_move)
    with pytest.raises(IllegalPlayError, match=r"last six.*'follow'|'follow'.*last six"):
        sampled_outcomes(view, state.profile, [1], 4, list(state.legal_actions))
    lead_view = _to_the_last_six().view(_to_the_last_six().to_move)
    with pytest.raises(IllegalPlayError, match="first ten tricks"):
        sampled_outcomes(lead_view, state.profile, [1], 4, [a for a in _to_the_last_six().legal_actions])


def test_a_deals_end_is_solved_only_from_the_last_six_first_lead() -> None:
    state = _to_the_last_six()
    final, taken, leader = solved_deal_end(state)  # at the lead: answered
    assert leader == state.to_move and sum(taken) >= 0 and len(final) == 2
    state.apply(next(a for a in state.legal_actions if isinstance(a, Play)))
    with pytest.raises(IllegalPlayError, match="first lead"):
        solved_deal_end(state)
