"""The information-set search player: by name, legal, deterministic, only its view, exact in Phase 2.

Tiny budgets throughout (the same code as the shipped player, fewer iterations); nothing here is timed.
Its strength is a benchmark figure (``benchmarks/study_ismcts.py``), never a test.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from positions import PHASE1_POSITIONS, deal_to, real_choice

from penchant.errors import InvalidSettingError, UnknownPlayerError
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Play, Stage
from penchant.play.state import DealState
from penchant.players import IsmctsPlayer, get_player
from penchant.players.ismcts import ISMCTS_ITERATIONS
from penchant.players.knowledge import sample_deal
from penchant.rules.combinations import classify_mask
from penchant.rules.profiles import KANDELL
from penchant.solver import Phase2Position, solve
from penchant.studies.match import play_deal

TINY = IsmctsPlayer(iterations=6)


POSITIONS: dict[str, Callable[[DealState], bool]] = {
    **PHASE1_POSITIONS,
    "the last trick of Phase 1": lambda s: len(s.stock) == 2 and s.stage is Stage.FOLLOW and real_choice(s),
}


def test_the_raced_root_tries_every_candidate_in_the_same_deals_within_its_budget() -> None:
    """Every candidate is tried in the first sampled deal; one that leaves the race has been tried in fewer
    deals than those still in it; the play-outs stay within the budget; the choice is the best mean of the
    candidates tried longest."""
    s = deal_to(6, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 10 and len(s.legal_actions) >= 5)
    view = s.view(s.to_move)
    d = IsmctsPlayer(iterations=120, batch=4).analyse(view, random.Random(2))
    m = re.fullmatch(r"information-set search over (\d+) sampled deals \((\d+) play-outs\), raced 4 .*", d.method)
    assert m is not None
    deals, spent = int(m.group(1)), int(m.group(2))
    tried = {c.action: int(re.search(r"over (\d+) of the (\d+) deals", c.reason).group(1))  # type: ignore[union-attr]
             for c in d.choices}
    assert set(tried) == set(view.legal) and min(tried.values()) >= 1 and max(tried.values()) == deals
    assert sum(tried.values()) == spent <= 120
    longest = [c for c in d.choices if tried[c.action] == deals]
    assert d.best == max(longest, key=lambda c: c.value)
    assert min(tried.values()) < deals, "no candidate ever left the race: the test would prove less"


def test_ismcts_by_name_with_its_budget() -> None:
    p = get_player("ismcts")
    assert isinstance(p, IsmctsPlayer) and p.name == "ismcts" and p.iterations == ISMCTS_ITERATIONS
    assert p.infer and p.root == "paired"
    assert p.seconds is None
    n = get_player(" ISMCTS:40 ", "foster")
    assert isinstance(n, IsmctsPlayer) and n.iterations == 40 and n.name == "ismcts:40"
    assert n.profile.name == "foster"
    t = get_player("ismcts:0.25s")
    assert isinstance(t, IsmctsPlayer) and t.seconds == 0.25 and t.name == "ismcts:0.25s"
    for bad in ("ismcts:0", "ismcts:x", "ismcts:", "ismcts:-1s", "ismcts:s", "ismcts:0s"):
        with pytest.raises(UnknownPlayerError, match=re.escape(repr(bad.split(":", 1)[1]))):
            get_player(bad)
    with pytest.raises(InvalidSettingError, match="exploration -1"):
        IsmctsPlayer(exploration=-1)
    with pytest.raises(InvalidSettingError, match="seconds 0"):
        IsmctsPlayer(seconds=0)
    with pytest.raises(InvalidSettingError, match="root 'open'"):
        IsmctsPlayer(root="open")
    with pytest.raises(InvalidSettingError, match="batch 1"):
        IsmctsPlayer(batch=1)
    with pytest.raises(InvalidSettingError, match=r"widening -0\.5"):
        IsmctsPlayer(widening=-0.5)


def test_only_legal_actions_over_whole_deals() -> None:
    """Every decision of a whole deal against a random player (the validating apply would refuse an
    illegal one), and every choice in another deal's views, both seats, is one of the view's legal actions."""
    tiny = IsmctsPlayer(iterations=3)
    state = new_deal(KANDELL, random.Random("ismcts-legal:1"), dealer=1)
    play_deal((tiny, get_player("random")), state, [random.Random(1), random.Random(11)])
    assert state.is_over()
    for searcher in (tiny, IsmctsPlayer(iterations=3, root="ucb"), IsmctsPlayer(iterations=12, widening=1.0)):
        s = new_deal(KANDELL, random.Random("ismcts-legal:2"), dealer=0)
        rng = random.Random(2)
        seen = 0
        while not s.is_over():
            view = s.view(s.to_move)
            d = searcher.analyse(view, rng)
            assert d.best.action in view.legal and {c.action for c in d.choices} <= set(view.legal)
            seen += 1
            s.apply(get_player("random").choose(view, rng))
        assert seen > 20


def test_deterministic_under_a_seed_and_varies_without() -> None:
    s = deal_to(5, POSITIONS["a lead early in Phase 1"])
    view = s.view(s.to_move)
    p = IsmctsPlayer(iterations=16)
    one = p.analyse(view, random.Random(4)).to_json()
    assert p.analyse(view, random.Random(4)).to_json() == one
    assert one["player"] == "ismcts" and not one["exact"]
    assert re.fullmatch(r"information-set search over \d+ sampled deals \((\d+) play-outs\).*", one["method"])
    others = [p.analyse(view, random.Random(r)).to_json()["choices"] for r in range(5, 7)]
    assert any(o != one["choices"] for o in others), "the sampled deals never changed the estimates"


def test_the_textbook_root_counts_every_iteration_once_and_chooses_the_most_tried() -> None:
    s = deal_to(6, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 10 and len(s.legal_actions) >= 5)
    view = s.view(s.to_move)
    d = IsmctsPlayer(iterations=24, root="ucb").analyse(view, random.Random(2))
    tried = {c.action: int(re.search(r"the (\d+) of 24 deals", c.reason).group(1))  # type: ignore[union-attr]
             for c in d.choices}
    assert set(tried) == set(view.legal) and sum(tried.values()) == 24
    assert tried[d.best.action] == max(tried.values()) > min(tried.values())


@pytest.mark.parametrize("where", list(POSITIONS))
def test_ismcts_sees_only_its_view(where: str) -> None:
    """Other hidden cards (the opponent's hand, the stock's order) agreeing with the view change nothing."""
    s = deal_to(3, POSITIONS[where])
    me = s.to_move
    view = s.view(me)
    before = TINY.analyse(view, random.Random(11)).to_json()
    changed = 0
    for k in range(2):
        other = sample_deal(view, KANDELL, random.Random(100 + k))
        if other.hands[1 - me] != s.hands[1 - me] or list(other.stock) != list(s.stock):
            changed += 1
        assert other.view(me) == view
        assert TINY.analyse(other.view(me), random.Random(11)).to_json() == before
    assert changed, "the hidden cards were never changed: the test would prove nothing"


def _declaration_after(s: DealState, a: Play) -> tuple[bool, int]:
    """Whether playing ``a`` wins the trick, and the best declaration it then allows."""
    me = s.to_move
    c = s.clone()
    c.apply_unchecked(a)
    assert c.last_trick is not None
    best = 0
    if c.stage is Stage.DECLARE and c.to_move == me:
        for d in c.legal_actions:
            if isinstance(d, Declare):
                kind = classify_mask(d.cards.mask)
                assert kind is not None
                best = max(best, KANDELL.value(kind))
    return c.last_trick.winner == me, best


def test_takes_the_trick_that_lets_it_declare_a_reunion() -> None:
    """Seed 153: only the Jack of diamonds wins the trick, and winning it lets him declare a reunion
    (25 points); every other card loses the trick and with it the declaration."""

    def one_winner_declares(s: DealState) -> bool:
        if s.stage is not Stage.FOLLOW or len(s.stock) < 6:
            return False
        after = [_declaration_after(s, a) for a in s.legal_actions if isinstance(a, Play)]
        winners = [d for won, d in after if won]
        return len(winners) == 1 and winners[0] >= 10

    s = deal_to(153, one_winner_declares)
    view = s.view(s.to_move)
    plays = [a for a in view.legal if isinstance(a, Play)]
    wins = {a: _declaration_after(s, a) for a in plays}
    winner = next(a for a, (won, _) in wins.items() if won)
    assert str(winner.card) == "JD" and wins[winner][1] == 25 and len(plays) >= 4
    for seed in range(2):
        assert IsmctsPlayer(iterations=16).choose(view, random.Random(seed)) == winner


def test_phase2_is_the_solvers_best() -> None:
    for seed in (4, 7):
        s = deal_to(seed, lambda s: s.phase == 2 and s.stage is Stage.LEAD and real_choice(s))
        me = s.to_move
        view = s.view(me)
        d = get_player("ismcts").analyse(view, random.Random(0))
        assert d.exact and d.method == "exact Phase 2 solver"
        assert view.opp_hand is not None
        sol = solve(Phase2Position(view.hand, view.opp_hand, view.trump, view.lead,
                                   (view.brisques[me], view.brisques[1 - me])), KANDELL)
        best = max(mv.points for mv in sol.moves.values())
        assert isinstance(d.best.action, Play) and sol.moves[d.best.action.card].points == best
        assert {c.action.card: c.value for c in d.choices if isinstance(c.action, Play)} == {
            card: float(mv.points) for card, mv in sol.moves.items()}


def test_a_seconds_budget_searches_at_least_one_deal() -> None:
    s = deal_to(2, POSITIONS["a follow in Phase 1"])
    view = s.view(s.to_move)
    d = get_player("ismcts:0.01s").analyse(view, random.Random(0))
    done = int(re.search(r"over (\d+) sampled deals", d.method).group(1))  # type: ignore[union-attr]
    assert done >= 1 and d.best.action in view.legal


def test_reading_the_opponents_plays_is_a_switch_that_still_sees_only_the_view() -> None:
    s = deal_to(3, POSITIONS["a follow in Phase 1"])
    me = s.to_move
    view = s.view(me)
    reader = IsmctsPlayer(iterations=4, infer=True)
    before = reader.analyse(view, random.Random(5)).to_json()
    other = sample_deal(view, KANDELL, random.Random(99))
    assert other.hands[1 - me] != s.hands[1 - me]
    assert reader.analyse(other.view(me), random.Random(5)).to_json() == before
