"""The master player: by name, only its view, deterministic, exact in Phase 2, and a small seeded match.

Its strength is a benchmark figure (``python -m benchmarks.ladder``, ``benchmarks/study_master.py``),
never a test; nothing here is timed.
"""

from __future__ import annotations

import inspect
import random
import re
from collections.abc import Callable

import pytest
from positions import PHASE1_POSITIONS, deal_to, real_choice

from penchant.errors import InvalidSettingError, UnknownPlayerError
from penchant.play.dealing import new_deal
from penchant.play.moves import Play, Stage
from penchant.play.state import DealState
from penchant.players import MasterPlayer, get_player
from penchant.players.greedy import greedy_action
from penchant.players.inference import behaviour_likelihood, inferred_deals, play_likelihood
from penchant.players.knowledge import sample_deal
from penchant.players.mask_knowledge import knowledge_from_state
from penchant.players.master import (
    MASTER_BUDGET,
    MASTER_ENDGAME,
    PLAYOUT_SEARCHES,
    RACINGS,
    play_out_searched,
    playout_tricks,
    principal_line,
    search_to_end,
)
from penchant.players.sampled_deals import deal_outcome
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.procedure import lead_stocks, stock_after
from penchant.rules.profiles import KANDELL
from penchant.studies.match import play_game

SMALL = MasterPlayer(samples=8)
"""A smaller budget for the tests that ask many decisions (same code, fewer sampled deals)."""

SMALL_VARIANTS = {
    "shipped": SMALL,
    "reading the opponent's plays": MasterPlayer(samples=8, infer=True),
    "the last trick searched in the play-outs": MasterPlayer(samples=4, playout_search=2),
    "its follow searched in the play-outs": MasterPlayer(samples=4, playout_search=2, playout_follow_only=True),
    "paired racing": MasterPlayer(samples=16, racing="paired", batch=4),
}


POSITIONS: dict[str, Callable[[DealState], bool]] = {
    **PHASE1_POSITIONS,
    "the last trick before the stock runs out": lambda s: (
        len(s.stock) == MASTER_ENDGAME and s.stage in (Stage.LEAD, Stage.FOLLOW) and real_choice(s)),
}


def test_master_by_name() -> None:
    p = get_player("master")
    assert isinstance(p, MasterPlayer) and p.name == "master"
    assert get_player(" Master ", "foster").profile.name == "foster"
    with pytest.raises(UnknownPlayerError, match=r"'mastr'.*master"):
        get_player("mastr")


def test_the_play_outs_search_from_the_lead_of_the_last_tricks_of_phase_1() -> None:
    """``playout_search`` is a stock the ninth or tenth trick is led from (or 0, off): an earlier trick's
    stock, a stock no trick is led from and a bool are refused, each saying what is allowed."""
    last_two = (stock_after(FIRST_TEN_TRICKS - 1), stock_after(FIRST_TEN_TRICKS - 2))
    assert lead_stocks(2) == last_two and PLAYOUT_SEARCHES == (0, *last_two)
    for stock in (0, *last_two):
        assert MasterPlayer(samples=4, playout_search=stock).playout_search == stock
    for bad in (*lead_stocks()[2:], 3, -2, 22, True):
        with pytest.raises(InvalidSettingError, match=rf"playout_search {bad!r} must be 0 \(off\), 2 or 4 stock"):
            MasterPlayer(playout_search=bad)


def test_bad_settings_are_refused() -> None:
    with pytest.raises(InvalidSettingError, match="endgame 3"):
        MasterPlayer(endgame=3)
    with pytest.raises(InvalidSettingError, match="samples 0"):
        MasterPlayer(samples=0)
    with pytest.raises(InvalidSettingError, match="playout_search 3"):
        MasterPlayer(playout_search=3)
    with pytest.raises(InvalidSettingError, match="racing 'fast'"):
        MasterPlayer(racing="fast")
    with pytest.raises(InvalidSettingError, match="batch 1"):
        MasterPlayer(batch=1)


def test_every_switch_of_master_has_an_effect() -> None:
    """Review h32 #7: no switch that nothing reads or that changes nothing. ``halving`` went (``racing`` says how
    candidates are raced, ``"none"`` for every candidate in every deal, where ``halving=False`` made ``racing`` a
    switch with no effect), and the play-outs' follow alone is refused without the play-outs' search it narrows."""
    params = set(inspect.signature(MasterPlayer).parameters)
    assert "halving" not in params and RACINGS == ("halves", "paired", "none")
    with pytest.raises(InvalidSettingError, match=r"playout_follow_only True .*playout_search"):
        MasterPlayer(playout_follow_only=True)
    assert MasterPlayer(playout_search=2, playout_follow_only=True).playout_follow_only
    s = deal_to(6, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 10 and len(s.legal_actions) >= 5)
    view = s.view(s.to_move)
    every = MasterPlayer(samples=8, racing="none").analyse(view, random.Random(3))
    assert len(every.choices) >= 2 and "raced" not in every.method and "best 3" not in every.method
    assert all("over 8 deals" in c.reason for c in every.choices)  # every candidate in every deal


# The shipped master on two seeds' deals, each variant on one: every variant's own code sees each kind of position.
SEEN_ON = [(3, player) for player in SMALL_VARIANTS] + [(8, "shipped")]


@pytest.mark.parametrize(("seed", "player"), SEEN_ON)
@pytest.mark.parametrize("where", list(POSITIONS))
def test_master_sees_only_its_view(where: str, seed: int, player: str) -> None:
    """Other hidden cards (the opponent's hand, the stock's order) agreeing with the view change nothing."""
    s = deal_to(seed, POSITIONS[where])
    me = s.to_move
    view = s.view(me)
    small = SMALL_VARIANTS[player]
    before = small.analyse(view, random.Random(11)).to_json()
    chosen = small.choose(view, random.Random(11))
    changed = 0
    for k in range(3):
        other = sample_deal(view, KANDELL, random.Random(100 + k))
        if other.hands[1 - me] != s.hands[1 - me] or list(other.stock) != list(s.stock):
            changed += 1
        assert other.view(me) == view
        assert small.analyse(other.view(me), random.Random(11)).to_json() == before
        assert small.choose(other.view(me), random.Random(11)) == chosen
    assert changed, "the hidden cards were never changed: the test would prove nothing"


def test_master_is_deterministic_under_a_seed_and_varies_without() -> None:
    s = deal_to(5, POSITIONS["a lead early in Phase 1"])
    view = s.view(s.to_move)
    master = get_player("master")
    one = master.analyse(view, random.Random(4)).to_json()
    assert master.analyse(view, random.Random(4)).to_json() == one
    assert one["player"] == "master" and not one["exact"]
    values = {c["action"]: c["value"] for c in one["choices"]}
    assert set(values) <= {str(a) for a in view.legal} and len(values) >= 2
    others = [master.analyse(view, random.Random(r)).to_json()["choices"] for r in range(5, 8)]
    assert any(o != one["choices"] for o in others), "the sampled deals never changed the estimates"


def test_raced_candidates_still_value_every_one() -> None:
    s = deal_to(6, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 10 and len(s.legal_actions) >= 5)
    view = s.view(s.to_move)
    d = MasterPlayer(samples=40, racing="halves").analyse(view, random.Random(2))
    assert {c.action for c in d.choices} == set(view.legal)
    assert "the best 3 of" in d.method
    kept = [c for c in d.choices if "over 40 deals" in c.reason]
    assert len(kept) == 3 and d.best in kept


def test_paired_racing_drops_the_clearly_worse_and_gives_the_close_every_deal() -> None:
    s = deal_to(6, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 10 and len(s.legal_actions) >= 5)
    view = s.view(s.to_move)
    # Paired racing is master's; without its budget (below), the race alone decides how many deals each gets.
    d = MasterPlayer(budget=0).analyse(view, random.Random(2))
    assert {c.action for c in d.choices} == set(view.legal)
    assert "raced 20 at a time" in d.method
    deals = {c.action: int(re.search(r"over (\d+) deals", c.reason).group(1)) for c in d.choices}  # type: ignore[union-attr]
    assert deals[d.best.action] == max(deals.values())
    assert set(deals.values()) <= {20, 40, 60, 80, 100, 120}
    assert min(deals.values()) < max(deals.values()), "nothing left the race: the test would prove nothing"
    # A move that left the race was behind the leader when it left: never valued above the chosen one.
    assert all(c.value <= d.best.value for c in d.choices if deals[c.action] < deals[d.best.action])


def test_the_budget_stops_the_race_before_a_batch_would_go_over_it() -> None:
    s = deal_to(6, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 10 and len(s.legal_actions) >= 5)
    view = s.view(s.to_move)
    cost = playout_tricks(view.stock_size)
    spent = {}
    for budget in (0, MASTER_BUDGET, 1000):
        d = MasterPlayer(budget=budget).analyse(view, random.Random(2))
        assert {c.action for c in d.choices} == set(view.legal)
        deals = {c.action: int(re.search(r"over (\d+) deals", c.reason).group(1)) for c in d.choices}  # type: ignore[union-attr]
        assert deals[d.best.action] == max(deals.values())
        spent[budget] = sum(deals.values()) * cost
        # The first batch always runs: every candidate is valued.
        assert not budget or spent[budget] <= max(budget, 20 * len(view.legal) * cost)
    assert spent[1000] < spent[MASTER_BUDGET] <= spent[0]


def test_paired_racing_in_one_batch_is_no_racing() -> None:
    s = deal_to(6, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 10 and len(s.legal_actions) >= 5)
    view = s.view(s.to_move)
    one_batch = MasterPlayer(samples=12, racing="paired", batch=12).analyse(view, random.Random(3))
    every = MasterPlayer(samples=12, racing="none").analyse(view, random.Random(3))
    assert [(c.action, c.value) for c in one_batch.choices] == [(c.action, c.value) for c in every.choices]


def test_phase2_is_exact() -> None:
    s = deal_to(4, lambda s: s.phase == 2 and s.stage is Stage.LEAD and real_choice(s))
    d = get_player("master").analyse(s.view(s.to_move), random.Random(0))
    assert d.exact and d.method == "exact Phase 2 solver"
    assert d.best.action == get_player("strong").analyse(s.view(s.to_move), random.Random(0)).best.action


def test_search_to_end_is_the_exact_value_in_phase2_and_a_minimax_before() -> None:
    s = deal_to(2, lambda s: s.phase == 2 and s.stage is Stage.LEAD)
    final = deal_outcome(s)
    p = s.to_move
    assert search_to_end(s.clone()) == final[p] - final[1 - p]
    # One trick before: the value of the best lead is the best over leads of the follower's best reply.
    t = deal_to(2, lambda s: len(s.stock) == 2 and s.stage is Stage.FOLLOW)
    me = t.to_move
    replies = []
    for a in t.legal_actions:
        c = t.clone()
        c.apply_unchecked(a)
        v = search_to_end(c)
        replies.append(v if c.to_move == me else -v)
    assert search_to_end(t.clone()) == max(replies)
    assert all(isinstance(a, Play) for a in t.legal_actions)


def test_the_last_trick_of_phase1_is_searched() -> None:
    s = deal_to(9, POSITIONS["the last trick before the stock runs out"])
    d = get_player("master").analyse(s.view(s.to_move), random.Random(1))
    assert "the last tricks searched" in d.method
    assert "searched to the end of the deal" in d.best.reason


def test_a_small_seeded_match() -> None:
    """Master against greedy, one deal each way round, seeded: legal throughout and reproducible."""
    players = (SMALL, get_player("greedy"))
    first = [play_game(players, seed=22, pair=0, a_seat=seat, deals=1) for seat in (0, 1)]
    again = [play_game(players, seed=22, pair=0, a_seat=seat, deals=1) for seat in (0, 1)]
    assert [g.deals for g in first] == [g.deals for g in again]
    assert all(len(g.times_a) > 5 for g in first)
    real = play_game((get_player("master"), get_player("random")), seed=22, pair=0, a_seat=0, deals=1)
    assert len(real.deals) == 1 and real.deals[0].scores[0] >= 0


def test_penchant_match_knows_master(capsys: pytest.CaptureFixture[str]) -> None:
    """``--a master`` is a player: the command fails on the bad B alone, in one line, before any game."""
    from penchant.cli.main import main

    assert main(["match", "--a", "master", "--b", "nobody", "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert "'nobody'" in err and "'master'" not in err and err.count("\n") == 1


def test_the_principal_line_gives_the_searched_value_and_replays_to_the_last_six() -> None:
    checked = 0
    for seed in range(6):
        state = new_deal(KANDELL, random.Random(f"pv:{seed}"), seed % 2)
        greedy = get_player("greedy")
        rng = random.Random(seed)
        while len(state.stock) > 2 or state.stage is not Stage.LEAD:
            p = state.to_move
            assert p is not None
            state.apply(greedy.choose(state.view(p), rng))
        value, line = principal_line(state.clone())
        assert value == search_to_end(state.clone())
        replay = state.clone()
        mover = replay.to_move
        for a in line:
            replay.apply(a)  # every action of the line is legal in turn
        assert not replay.stock and replay.stage is Stage.LEAD
        final = deal_outcome(replay)
        assert mover is not None
        assert value == final[mover] - final[1 - mover]
        checked += 1
    assert checked == 6


def test_master_n_sets_masters_samples_and_a_bad_budget_is_refused() -> None:
    p = get_player("master:12")
    assert isinstance(p, MasterPlayer) and p.samples == 12 and p.name == "master:12"
    assert get_player("master").name == "master"
    for bad in ("master:0", "master:x", "master:"):
        with pytest.raises(UnknownPlayerError, match=repr(bad)):
            get_player(bad)


def test_a_play_is_read_as_a_softmax_of_the_rules_of_thumb() -> None:
    """The chances of the opponent's possible plays add up to one, and the rules of thumb's favourite
    is the likeliest."""
    s = deal_to(7, POSITIONS["a lead early in Phase 1"])
    k = knowledge_from_state(s)
    chances = {a.card.index: play_likelihood(k, a.card.index, 2.0) for a in k.legal if isinstance(a, Play)}
    assert sum(chances.values()) == pytest.approx(1.0)
    favourite = get_player("greedy").choose(s.view(s.to_move), random.Random(0))
    assert isinstance(favourite, Play)
    assert chances[favourite.card.index] == max(chances.values()) < 1.0


def test_the_opponents_lead_makes_some_of_his_hands_likelier() -> None:
    s = deal_to(3, POSITIONS["a follow in Phase 1"])
    me = s.to_move
    view = s.view(me)
    assert view.lead is not None and view.leader == 1 - me
    hands = {sample_deal(view, KANDELL, random.Random(r)).hands_mask[1 - me] for r in range(30)}
    chances = [behaviour_likelihood(view, KANDELL, h) for h in hands]
    assert all(0.0 < c <= 1.0 for c in chances)
    assert max(chances) > 2 * min(chances), "the lead said nothing about his hand"
    # Nothing to read at the first lead of the deal.
    first = new_deal(KANDELL, 3, dealer=1)
    assert behaviour_likelihood(first.view(first.to_move), KANDELL, first.hands_mask[1 - first.to_move]) == 1.0


def test_inferred_deals_agree_with_the_view_and_favour_the_likely_hands() -> None:
    s = deal_to(3, POSITIONS["a follow in Phase 1"])
    me = s.to_move
    view = s.view(me)
    deals = inferred_deals(view, KANDELL, random.Random(5), 40)
    assert len(deals) == 40 and all(d.view(me) == view for d in deals)
    assert [d.hands[1 - me] for d in deals] == [d.hands[1 - me] for d in inferred_deals(view, KANDELL,
                                                                                        random.Random(5), 40)]
    uniform = [sample_deal(view, KANDELL, random.Random(1000 + r)) for r in range(120)]

    def mean_chance(ds: list[DealState]) -> float:
        return sum(behaviour_likelihood(view, KANDELL, d.hands_mask[1 - me]) for d in ds) / len(ds)

    assert mean_chance(deals) > mean_chance(uniform)
    # With nothing to read, the deals are the uniform ones, drawn in the same order.
    first = new_deal(KANDELL, 3, dealer=1)
    v0 = first.view(first.to_move)
    got = [d.hands[1 - v0.player] for d in inferred_deals(v0, KANDELL, random.Random(2), 5)]
    rng = random.Random(2)
    assert got == [sample_deal(v0, KANDELL, rng).hands[1 - v0.player] for _ in range(5)]


def test_the_searched_play_out_is_the_search_at_the_last_trick() -> None:
    s = deal_to(2, lambda s: len(s.stock) == 2 and s.stage is Stage.LEAD)
    me = s.to_move
    v = search_to_end(s.clone())
    assert play_out_searched(s.clone(), me) == v and play_out_searched(s.clone(), 1 - me) == -v
    # Earlier, the rules of thumb play up to the last trick and the search takes over there.
    t = deal_to(2, lambda s: len(s.stock) == 6 and s.stage is Stage.LEAD)
    by_hand = t.clone()
    while len(by_hand.stock) > 2 or by_hand.stage is not Stage.LEAD:
        by_hand.apply_unchecked(greedy_action(by_hand))
    w = search_to_end(by_hand.clone())
    assert play_out_searched(t.clone(), by_hand.to_move) == w
    # From the follow only: the lead of the last trick by rule of thumb, the search from its follow.
    by_hand = t.clone()
    while len(by_hand.stock) > 2 or by_hand.stage is not Stage.FOLLOW:
        by_hand.apply_unchecked(greedy_action(by_hand))
    f = search_to_end(by_hand.clone())
    mover = by_hand.to_move
    assert play_out_searched(t.clone(), mover, follow_only=True) == f
    assert play_out_searched(t.clone(), 1 - mover, follow_only=True) == -f
