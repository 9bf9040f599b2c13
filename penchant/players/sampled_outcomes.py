"""What a choice leads to, in the deals a player samples: the figures behind a judged puzzle's words.

The strong player values an action by dealing the cards it has not seen many times at random, playing each
deal out with rules of thumb and solving the last six tricks exactly (the judgement by sampled deals it shares,
:class:`~penchant.players.sampled_deals.SampledJudgement`). The same deals, played the same way, also say *why*
one action is worth more: :func:`sampled_outcomes` keeps, for each action, the average of what happens from now
to the end of the deal — the points each side declares, the brisques each side takes, the points of the last six
tricks (brisquettes and book bonus), how often you win the trick the action plays to, how often you lead the last
six. With the judge's seeds and sample size the net points are exactly the judge's values (the same deals, the
same play), so the words a puzzle says from these figures and its verdict agree.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from penchant.errors import IllegalPlayError
from penchant.judgement.outcomes import Outcomes
from penchant.play.moves import Action, Play
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.sampled_deals import SampledJudgement, played_out
from penchant.rules.procedure import other_player
from penchant.rules.profiles import Profile
from penchant.rules.scoring import declared_points

__all__ = ["sampled_outcomes", "sampled_runs"]


class _DealFigures(NamedTuple):
    """What came of one action in one sampled deal (you first, your opponent second in each pair)."""

    net: int
    """Your points from here to the deal's end less his."""
    declared: tuple[int, int]
    """The points each side declared from here on."""
    brisques: tuple[int, int]
    """The brisques each side took from here on."""
    last_six: tuple[int, int]
    """The points each side scored in the last six (brisquettes and the book bonus)."""
    leads_last_six: bool
    won_trick: bool | None
    """Whether you won the trick the action played to (``None`` if it played to no trick)."""


def _outcome(profile: Profile, me: int, world: DealState, s: DealState) -> _DealFigures:
    """The play-out policy of the figures (:meth:`SampledJudgement.tried`): ``s``, the sampled deal ``world`` after
    the action, played out to its end as the strong player plays it (:func:`played_out`: rules of thumb to the last
    six, then the last six solved), in place; what came of it."""
    him = other_player(me)
    made0 = (len(world.declared_masks[me]), len(world.declared_masks[him]))
    br0 = (world.brisques[me], world.brisques[him])
    out = played_out(s, since=world.tricks)
    won = None if out.won is None else out.won == me
    final, got = out.final, out.taken
    # the last six's points: the deal's end (the rules' deal_end, through solved_deal_end) less the scores at its lead
    last_six = (final[0] - s.scores[0], final[1] - s.scores[1])
    # the declarations made from here on, scored by the rules (rules.scoring.declared_points)
    made = (s.declared_masks[me][made0[0]:], s.declared_masks[him][made0[1]:])
    declared = [declared_points(profile, (k for k, _ in d)) for d in made]
    return _DealFigures(out.net(me, world.scores), (declared[0], declared[1]),
                        (s.brisques[me] - br0[0] + got[me], s.brisques[him] - br0[1] + got[him]),
                        (last_six[me], last_six[him]), out.leader == me, won)


@dataclass(slots=True)
class _Sums:
    """One action's outcomes summed over the deals sampled (you first, your opponent second), as
    :class:`~penchant.judgement.outcomes.Outcomes` averages them."""

    net: float = 0.0
    declared_mine: float = 0.0
    declared_his: float = 0.0
    brisques_mine: float = 0.0
    brisques_his: float = 0.0
    last_six_mine: float = 0.0
    """The points of the last six: its brisquettes and the book bonus."""
    last_six_his: float = 0.0
    led_last_six: float = 0.0
    won_trick: float = 0.0
    """The deals in which you won the trick the action played to..."""
    to_a_trick: float = 0.0
    """... of those in which it played to one."""

    def averages(self, deals: int, plays: bool) -> Outcomes:
        """The averages over ``deals`` deals; the trick's share only of an action that ``plays`` a card."""
        n = deals
        trick = self.won_trick / self.to_a_trick if plays and self.to_a_trick else None
        return Outcomes(n, self.net / n, (self.declared_mine / n, self.declared_his / n),
                        (self.brisques_mine / n, self.brisques_his / n),
                        (self.last_six_mine / n, self.last_six_his / n), trick, self.led_last_six / n)


def sampled_outcomes(view: PlayerView, profile: Profile, seeds: Sequence[int], samples: int,
                     actions: Sequence[Action]) -> dict[Action, Outcomes]:
    """What each of ``actions`` leads to over ``len(seeds) * samples`` deals: for each seed, ``samples`` deals
    drawn with ``random.Random(seed)`` as the strong player draws them, every action tried in the same deals."""
    return sampled_runs(view, profile, seeds, samples, actions)[0]


def sampled_runs(view: PlayerView, profile: Profile, seeds: Sequence[int], samples: int,
                 actions: Sequence[Action]) -> tuple[dict[Action, Outcomes], dict[Action, tuple[float, ...]]]:
    """:func:`sampled_outcomes`, and each action's average net points in each seed's deals (one run of the strong
    player's deliberation with that seed: its value of the action), in the order of ``seeds``."""
    if view.last_six:
        raise IllegalPlayError.refusing(
            view.stage.value, f"the sampled figures judge a decision of the first ten tricks; this one, with "
            f"{view.stock_size} cards in the stock, is in the last six, which the coach solves exactly")
    me = view.player
    sums: dict[Action, _Sums] = {a: _Sums() for a in actions}
    runs: dict[Action, list[float]] = {a: [] for a in actions}
    n = 0
    for seed in seeds:
        before = {a: sums[a].net for a in actions}
        judged = SampledJudgement.drawn(view, profile, random.Random(seed), samples, actions=actions)
        n += len(judged.deals)
        for a, outcomes in judged.tried(lambda w, s: _outcome(profile, me, w, s)).items():
            t = sums[a]
            for o in outcomes:
                t.net += o.net
                t.declared_mine += o.declared[0]
                t.declared_his += o.declared[1]
                t.brisques_mine += o.brisques[0]
                t.brisques_his += o.brisques[1]
                t.last_six_mine += o.last_six[0]
                t.last_six_his += o.last_six[1]
                t.led_last_six += o.leads_last_six
                t.won_trick += bool(o.won_trick)
                t.to_a_trick += o.won_trick is not None
        for a in actions:
            runs[a].append((sums[a].net - before[a]) / samples)
    out = {a: t.averages(n, isinstance(a, Play)) for a, t in sums.items()}
    return out, {a: tuple(v) for a, v in runs.items()}
