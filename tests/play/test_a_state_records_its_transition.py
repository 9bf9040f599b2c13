"""A deal state records what the engine did by itself as it applied an action (``DealState.last_transition``): the
trick completed, the draws, the winner's declaring turn passed for him, the last six begun. On the fast path and the
checked one alike it is what the two states around the action show; a position just dealt or read has done
nothing (``QUIET``); a copy keeps it; and ``what_changed`` reads it rather than working the draws out again."""

from __future__ import annotations

import random

import pytest

import penchant.lessons.deals as lesson_deals
from penchant.lessons.deals import what_changed
from penchant.play.dealing import new_deal
from penchant.play.moves import QUIET, Play, Stage, Transition
from penchant.play.state import DealState
from penchant.rules.cards import PACK
from penchant.rules.procedure import draws


def _shown_by(before: DealState, action: object, after: DealState) -> Transition:
    """The transition as the two states around ``action`` show it, worked out from them for the test."""
    completed = isinstance(action, Play) and before.stage is Stage.FOLLOW
    drew = len(after.stock) < len(before.stock)
    drawn = tuple((q, PACK[i]) for q, i in draws(before.stock_indices, after.trick_winner)) if drew else ()
    passed = (completed and not before.last_six and not after.is_over() and after.stage is not Stage.DECLARE)
    return Transition(trick=after.last_trick if completed else None, draws=drawn,
                      declaring_passed=after.trick_winner if passed else None,
                      last_six_began=drew and not after.stock)


@pytest.mark.parametrize("checked", [True, False], ids=["apply", "apply_unchecked"])
def test_each_transition_is_what_the_states_around_the_action_show(checked: bool) -> None:
    seen = {"trick": 0, "draws": 0, "passed": 0, "began": 0, "quiet": 0}
    for seed in range(8):
        rng, st = random.Random(seed), new_deal("foster" if seed % 2 else "kandell", seed, dealer=seed % 2)
        assert st.last_transition is QUIET
        while not st.is_over():
            before = st.clone()
            action = rng.choice(st.legal_actions)
            if checked:
                st.apply(action)
            else:
                st.apply_unchecked(action)
            step = st.last_transition
            assert step == _shown_by(before, action, st), (seed, str(action))
            assert st.clone().last_transition == step
            seen["trick"] += step.trick is not None
            seen["draws"] += bool(step.draws)
            seen["passed"] += step.declaring_passed is not None
            seen["began"] += step.last_six_began
            seen["quiet"] += step is QUIET
    assert all(seen.values()), seen
    assert seen["began"] == 8 and seen["trick"] == 8 * 16 and seen["draws"] == 8 * 10


def test_a_position_read_back_has_done_nothing() -> None:
    rng, st = random.Random(4), new_deal(rng=4)
    while st.last_transition.trick is None:
        st.apply(rng.choice(st.legal_actions))
    assert DealState.from_str(st.to_str()).last_transition is QUIET


def test_what_changed_reads_the_transition_and_works_out_no_draws() -> None:
    assert not hasattr(lesson_deals, "draws")
    rng, st = random.Random(2), new_deal(rng=2)
    while not st.is_over():
        before, action = st.clone(), rng.choice(st.legal_actions)
        st.apply(action)
        ch = what_changed(before, action, st)
        step = st.last_transition
        assert (ch.trick, ch.nothing_to_declare, ch.last_six_began) == (step.trick, step.declaring_passed,
                                                                        step.last_six_began)
        assert ch.draws == tuple((q, (card,)) for q, card in step.draws)
