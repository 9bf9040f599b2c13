"""What a choice leads to, in the deals a player samples: the figures behind a judged puzzle's words.

The strong player values an action by dealing the cards it has not seen many times at random, playing each
deal out with rules of thumb and solving the last six tricks exactly (:mod:`penchant.players.strong`). The
same deals, played the same way, also say *why* one action is worth more: :func:`sampled_outcomes` keeps, for
each action, the average of what happens from now to the end of the deal — the points each side declares,
the brisques each side takes, the points of the last six tricks (brisquettes and book bonus), how often you
win the trick the action plays to, how often you lead the last six. With the judge's seeds and sample size the
net points are exactly the judge's values (the same deals, the same play), so the words a puzzle says from
these figures and its verdict agree.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from penchant.judgement.outcomes import Outcomes
from penchant.play.moves import Action, Play, ScoreKind
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.greedy import greedy_action
from penchant.players.knowledge import sample_deal
from penchant.players.strong import solved_deal_end
from penchant.rules.profiles import Profile

__all__ = ["sampled_outcomes", "sampled_runs"]


def _play_out(state: DealState, me: int, first_trick: int) -> tuple[tuple[int, int], tuple[int, int], int, bool | None]:
    """Play the deal out as the strong player does (rules of thumb, then the last six solved), in place: the final
    scores, the brisques taken in the last six (me, him), who leads them, and whether ``me`` won the trick
    after ``first_trick`` tricks (``None`` if the action played to no trick)."""
    won: bool | None = None
    while not state.last_six:
        if won is None and state.tricks > first_trick and state.last_trick is not None:
            won = state.last_trick.winner == me
        state.apply_unchecked(greedy_action(state))
    if won is None and state.tricks > first_trick and state.last_trick is not None:
        won = state.last_trick.winner == me
    if state.is_over():
        return state.scores, (0, 0), me, won
    final, got, leader = solved_deal_end(state)
    return final, (got[me], got[1 - me]), leader, won


def sampled_outcomes(view: PlayerView, profile: Profile, seeds: Sequence[int], samples: int,
                     actions: Sequence[Action]) -> dict[Action, Outcomes]:
    """What each of ``actions`` leads to over ``len(seeds) * samples`` deals: for each seed, ``samples`` deals
    drawn with ``random.Random(seed)`` as the strong player draws them, every action tried in the same deals."""
    return sampled_runs(view, profile, seeds, samples, actions)[0]


def sampled_runs(view: PlayerView, profile: Profile, seeds: Sequence[int], samples: int,
                 actions: Sequence[Action]) -> tuple[dict[Action, Outcomes], dict[Action, tuple[float, ...]]]:
    """:func:`sampled_outcomes`, and each action's average net points in each seed's deals (one run of the strong
    player's deliberation with that seed: its value of the action), in the order of ``seeds``."""
    me = view.player
    sums: dict[Action, list[float]] = {a: [0.0] * 11 for a in actions}
    runs: dict[Action, list[float]] = {a: [] for a in actions}
    n = 0
    for seed in seeds:
        before = {a: sums[a][0] for a in actions}
        rng = random.Random(seed)
        worlds = [sample_deal(view, profile, rng) for _ in range(samples)]
        for w in worlds:
            n += 1
            now = (w.scores[me], w.scores[1 - me])
            events0 = len(w.events)
            br0 = (w.brisques[me], w.brisques[1 - me])
            for a in actions:
                s = w.clone()
                trick0 = s.tricks
                s.apply_unchecked(a)
                final, last6, leader, won = _play_out(s, me, trick0)
                declared = [0, 0]
                for e in s.events[events0:]:
                    if e.kind is ScoreKind.DECLARATION:
                        declared[0 if e.player == me else 1] += e.points
                mine, his = final[me] - now[0], final[1 - me] - now[1]
                br = (s.brisques[me] - br0[0] + last6[0], s.brisques[1 - me] - br0[1] + last6[1])
                row = sums[a]
                for i, x in enumerate((mine - his, declared[0], declared[1], br[0], br[1],
                                       mine - declared[0], his - declared[1], float(leader == me),
                                       float(bool(won)), float(won is not None))):
                    row[i] += x
        for a in actions:
            runs[a].append((sums[a][0] - before[a]) / samples)
    out: dict[Action, Outcomes] = {}
    for a, row in sums.items():
        tricks = row[9]
        out[a] = Outcomes(n, row[0] / n, (row[1] / n, row[2] / n), (row[3] / n, row[4] / n), (row[5] / n, row[6] / n),
                          (row[8] / tricks) if isinstance(a, Play) and tricks else None, row[7] / n)
    return out, {a: tuple(v) for a, v in runs.items()}
