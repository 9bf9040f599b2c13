"""Chapter 8: a hint said "Win this trick and you may declare your two Kings (a pair, 2 points) or your penchant
J♦ Q♣ (1 point)" with no trump set yet: the trick winner's penchant would set trump, which chapter 4 teaches is worth
more than its point. Where the rules say a penchant declared then sets trump
(:func:`penchant.rules.trump.penchant_sets_trump`), the first hint says so, and names the suit."""

from __future__ import annotations

from positions import deal_to
from test_coach_first_hint_says_what_winning_lets_you_declare import _declarable

from penchant.coaching.pointers import look_at
from penchant.play.moves import Declare, Stage
from penchant.play.state import DealState
from penchant.rules.combinations import classify
from penchant.rules.kinds import Kind
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant


def _penchant_to_win(s: DealState) -> bool:
    return (s.phase == 1 and s.stage in (Stage.LEAD, Stage.FOLLOW) and len(s.legal_actions) > 1
            and any("penchant" in d for d in _declarable(s)))


def test_a_penchant_winning_would_let_you_declare_is_said_to_set_trump() -> None:
    for seed in range(40):
        try:
            s = deal_to(seed, _penchant_to_win)
        except AssertionError:
            continue
        v = s.view(s.to_move)
        if v.trump is not None or not penchant_sets_trump(v.profile, v.trump, by_trick_winner=True):
            continue
        said = look_at(v)
        assert "penchant" in said, said
        assert "trump" in said, f"seed {seed}: the penchant's trump is not said: {said}"
        return
    raise AssertionError("no deal reached a penchant to win before trump was set")


def test_a_penchant_to_declare_before_trump_is_said_to_set_it() -> None:
    def declaring_a_penchant(s: DealState) -> bool:
        return (s.stage is Stage.DECLARE and s.trump is None
                and any(isinstance(a, Declare) and classify(a.cards) is Kind.PENCHANT
                        for a in s.legal_actions))

    for seed in range(60):
        try:
            s = deal_to(seed, declaring_a_penchant)
        except AssertionError:
            continue
        v = s.view(s.to_move)
        said = look_at(v)
        suits = {trump_of_penchant(a.cards).plural for a in v.legal
                 if isinstance(a, Declare) and classify(a.cards) is Kind.PENCHANT}
        assert "sets trump" in said and any(suit in said for suit in suits), said
        return
    raise AssertionError("no deal reached a penchant to declare before trump was set")
