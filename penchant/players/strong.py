"""The strong player: sampled deals in Phase 1, the exact solver in Phase 2.

Phase 1 hides the opponent's hand and the order of the stock. For each
decision the player judges its candidates by sampled deals, as master, the coach and the judged puzzles' figures
do (:class:`~penchant.players.sampled_deals.SampledJudgement`): it deals the cards it has not seen at random,
``samples`` times, into an opponent's hand and a stock, every such deal agreeing with everything it has seen; in
each sampled deal it tries every candidate action, plays the rest of Phase 1 out with the greedy rules of thumb
for both sides, and values the last six tricks exactly with the Phase 2 solver. The action with the best average
of the deal's net points (own minus opponent's, from now to the end of the deal) is chosen. All candidate actions
are tried in the same sampled deals, so their differences do not depend on the luck of the sample (common random
numbers).

Phase 2 is a perfect-information game, and the player plays it exactly
(:func:`penchant.solver.solve`).

Levels by search budget: ``strong`` samples :data:`DEFAULT_SAMPLES` deals,
``strong:N`` samples ``N``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from penchant.errors.internal import HAND_UNSEEN, BrokenInvariantError
from penchant.play.forced import is_forced
from penchant.play.moves import Action, Play, Stage
from penchant.play.view import PlayerView
from penchant.players.base import Choice, Deliberation, Player, check_view
from penchant.players.sampled_deals import Memo, SampledJudgement, checked_samples, mean_and_error
from penchant.rules.procedure import other_player
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.solver import Phase2Position, solve

__all__ = ["DEFAULT_SAMPLES", "StrongPlayer"]

DEFAULT_SAMPLES: Final = 40
"""Sampled deals per Phase 1 decision of the default ``strong`` player."""


class StrongPlayer(Player):
    """Determinized search in Phase 1, exact solver in Phase 2 (see the module's text)."""

    searches = True

    def __init__(self, profile: Profile = DEFAULT_PROFILE, samples: int = DEFAULT_SAMPLES) -> None:
        super().__init__(profile)
        self.samples = checked_samples(samples)
        self.name = "strong" if samples == DEFAULT_SAMPLES else f"strong:{samples}"

    def analyse(self, view: PlayerView, rng: random.Random, include: Sequence[Action] = ()) -> Deliberation:
        check_view(view)
        if view.opp_hand is not None and view.stage in (Stage.LEAD, Stage.FOLLOW):
            return self._solve(view)
        if is_forced(view.legal):
            a = view.legal[0]
            return Deliberation(self.name, (Choice(a, 0.0, f"{a}: the only legal action"),), "forced", exact=True)
        return self._search(view, rng, include)

    # -------------------------------------------------------------- Phase 2
    def _solve(self, view: PlayerView) -> Deliberation:
        if view.opp_hand is None:
            raise BrokenInvariantError(HAND_UNSEEN)
        me = view.player
        position = Phase2Position(
            view.hand, view.opp_hand, view.trump,
            view.lead, (view.brisques[me], view.brisques[other_player(me)]),
        )
        sol = solve(position, self.rules_for(view))
        in_play = position.brisques_in_play
        choices = []
        for card, mv in sorted(sol.moves.items(), key=lambda cv: (-cv[1].brisques, cv[0])):
            reason = (f"with best play by both sides from here I take {mv.brisques} of the {in_play} "
                      f"brisques still in play: {mv.points:+d} points net for the rest of the deal")
            choices.append(Choice(Play(card), float(mv.points), reason))
        return Deliberation(self.name, tuple(choices), "exact Phase 2 solver", exact=True)

    # -------------------------------------------------------------- Phase 1
    def _search(self, view: PlayerView, rng: random.Random, include: Sequence[Action]) -> Deliberation:
        judged = SampledJudgement.drawn(view, self.rules_for(view), rng, self.samples, include=include, reasons=True)
        cands, reasons = list(judged.candidates), judged.reasons
        # One memo per decision: the play-outs of different candidates meet the same last six tricks again.
        memo: Memo = {}
        nets = judged.nets(memo)
        results = [(a, *mean_and_error(nets[a])) for a in cands]
        # Best first; ties go to the greedy player's order (the candidates' order).
        order = {a: i for i, a in enumerate(cands)}
        results.sort(key=lambda t: (-t[1], order[t[0]]))
        hidden = len(view.unseen)
        choices = []
        for a, mean, se in results:
            why = reasons.get(a, "")
            text = (f"averages {mean:+.2f} points for the rest of the deal (±{1.96 * se:.2f}) over "
                    f"{self.samples} deals sampled from the {hidden} cards I have not seen, played out "
                    f"with rules of thumb and the last six tricks solved exactly")
            if why:
                text += f"; {why}"
            choices.append(Choice(a, mean, text))
        skipped = len(view.legal) - len(cands)
        method = f"{self.samples} sampled deals"
        if skipped:
            method += f", {len(cands)} of {len(view.legal)} actions searched"
        return Deliberation(self.name, tuple(choices), method, exact=False)
