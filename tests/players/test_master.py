"""The master player: by name, only its view, deterministic, exact in Phase 2, and a small seeded match.

Its strength is a benchmark figure (``python -m benchmarks.ladder``, ``benchmarks/study_master.py``),
never a test; nothing here is timed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from penchant.errors import InvalidNotationError
from penchant.play.state import DealState, Play, Stage, new_deal
from penchant.players import MasterPlayer, get_player
from penchant.players.knowledge import sample_deal
from penchant.players.master import MASTER_ENDGAME, principal_line, search_to_end
from penchant.players.match import play_game
from penchant.players.strong import deal_outcome
from penchant.rules.profiles import KANDELL

SMALL = MasterPlayer(samples=8)
"""A smaller budget for the tests that ask many decisions (same code, fewer sampled deals)."""


def deal_to(seed: int, stop: Callable[[DealState], bool]) -> DealState:
    """A greedy deal from ``seed``, stopped at the first state where ``stop(state)`` holds."""
    s = new_deal(seed, KANDELL, dealer=seed % 2)
    rng = random.Random(seed)
    g = get_player("greedy")
    while not stop(s):
        assert not s.is_over(), "the deal ended before the wanted position"
        s.apply(g.choose(s.view(s.to_move), rng))
    return s


def real_choice(s: DealState) -> bool:
    return len(s.legal_action_list()) > 1


POSITIONS: dict[str, Callable[[DealState], bool]] = {
    "a lead early in Phase 1": lambda s: s.stage is Stage.LEAD and len(s.stock) >= 14 and real_choice(s),
    "a follow in Phase 1": lambda s: s.stage is Stage.FOLLOW and len(s.stock) >= 6 and real_choice(s),
    "a declaration": lambda s: s.stage in (Stage.DECLARE, Stage.PENCHANT) and real_choice(s),
    "the last trick before the stock runs out": lambda s: (
        len(s.stock) == MASTER_ENDGAME and s.stage in (Stage.LEAD, Stage.FOLLOW) and real_choice(s)),
}


def test_master_by_name() -> None:
    p = get_player("master")
    assert isinstance(p, MasterPlayer) and p.name == "master"
    assert get_player(" Master ", "foster").profile.name == "foster"
    with pytest.raises(InvalidNotationError, match=r"'mastr'.*master"):
        get_player("mastr")


def test_bad_settings_are_refused() -> None:
    with pytest.raises(InvalidNotationError, match="endgame 3"):
        MasterPlayer(endgame=3)
    with pytest.raises(InvalidNotationError, match="samples 0"):
        MasterPlayer(samples=0)


@pytest.mark.parametrize("where", list(POSITIONS))
@pytest.mark.parametrize("seed", [3, 8])
def test_master_sees_only_its_view(where: str, seed: int) -> None:
    """Other hidden cards (the opponent's hand, the stock's order) agreeing with the view change nothing."""
    s = deal_to(seed, POSITIONS[where])
    me = s.to_move
    view = s.view(me)
    before = SMALL.analyse(view, random.Random(11)).to_json()
    changed = 0
    for k in range(3):
        other = sample_deal(view, KANDELL, random.Random(100 + k))
        if other.hands[1 - me] != s.hands[1 - me] or list(other.stock) != list(s.stock):
            changed += 1
        assert other.view(me) == view
        assert SMALL.analyse(other.view(me), random.Random(11)).to_json() == before
        assert SMALL.choose(other.view(me), random.Random(11)) == SMALL.choose(view, random.Random(11))
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
    s = deal_to(6, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 10 and len(s.legal_action_list()) >= 5)
    view = s.view(s.to_move)
    d = get_player("master").analyse(view, random.Random(2))
    assert {c.action for c in d.choices} == set(view.legal)
    assert "the best 3 of" in d.method
    kept = [c for c in d.choices if "over 40 deals" in c.reason]
    assert len(kept) == 3 and d.best in kept


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
    for a in t.legal_action_list():
        c = t.clone()
        c.apply_unchecked(a)
        v = search_to_end(c)
        replies.append(v if c.to_move == me else -v)
    assert search_to_end(t.clone()) == max(replies)
    assert all(isinstance(a, Play) for a in t.legal_action_list())


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
        state = new_deal(random.Random(f"pv:{seed}"), KANDELL, seed % 2)
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
        with pytest.raises(InvalidNotationError, match=repr(bad)):
            get_player(bad)
