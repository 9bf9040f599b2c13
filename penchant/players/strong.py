"""The strong player: sampled deals in Phase 1, the exact solver in Phase 2.

Phase 1 hides the opponent's hand and the order of the stock. For each
decision the player deals the cards it has not seen at random, ``samples``
times, into an opponent's hand and a stock (:func:`~penchant.players.knowledge.sample_deal`):
every such deal agrees with everything it has seen. In each sampled deal it
tries every candidate action, plays the rest of Phase 1 out with the greedy
rules of thumb for both sides, and values the last six tricks exactly with
the Phase 2 solver. The action with the best average of the deal's net
points (own minus opponent's, from now to the end of the deal) is chosen.
All candidate actions are tried in the same sampled deals, so their
differences do not depend on the luck of the sample (common random numbers).

Phase 2 is a perfect-information game, and the player plays it exactly
(:func:`penchant.solver.solve`).

Levels by search budget: ``strong`` samples :data:`DEFAULT_SAMPLES` deals,
``strong:N`` samples ``N``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final

from penchant.errors import IllegalPlayError, InvalidSettingError
from penchant.errors.internal import HAND_UNSEEN, BrokenInvariantError
from penchant.play.forced import is_forced
from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.base import Choice, Deliberation, Player, check_view
from penchant.players.greedy import greedy_action, knowledge_from_view, score_actions
from penchant.players.knowledge import sample_deal
from penchant.rules.brisques import brisques_in_mask
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.scoring import deal_end
from penchant.solver import Phase2Position, brisques_value, solve

__all__ = ["DEFAULT_SAMPLES", "MAX_CANDIDATES", "StrongPlayer", "checked_samples", "deal_outcome", "play_out",
           "solved_deal_end"]

DEFAULT_SAMPLES: Final = 40
"""Sampled deals per Phase 1 decision of the default ``strong`` player."""

MAX_CANDIDATES: Final = 8
"""At most this many declarations (the greedy player's favourites) and passing are searched."""


def deal_outcome(state: DealState, memo: dict[tuple[int, int, int | None], int] | None = None) -> tuple[int, int]:
    """Both players' final deal scores from a state at the start of (or in) Phase 2's first lead.

    The last six tricks are valued exactly by the solver (both sides playing
    best); brisquettes and the book bonus are added to the scores so far.
    ``memo`` keeps the solver's answers by (leader's hand, other hand, trump)
    for a search that meets the same last six tricks by many paths.
    """
    if state.is_over():
        return state.scores
    if not state.last_six_lead_due:  # a question asked in the wrong stage: not allowed now, not unreadable
        raise IllegalPlayError(
            f"deal_outcome needs a Phase 2 position with a trick to lead, not stage {state.stage.value!r} "
            f"with {len(state.stock_indices)} cards in the stock"
        )
    return solved_deal_end(state, memo)[0]


def solved_deal_end(state: DealState, memo: dict[tuple[int, int, int | None], int] | None = None
                    ) -> tuple[tuple[int, int], tuple[int, int], int]:
    """The deal's end from the last six tricks' first lead, the solver valuing the leader's brisques (the rules'
    :func:`~penchant.rules.scoring.deal_end`): the final scores, the brisques each player takes in the last six
    (both by seat) and who leads them. ``memo`` as :func:`deal_outcome` keeps it."""
    leader = state.to_move
    lh, oh = state.hands_mask[leader], state.hands_mask[1 - leader]
    if memo is None:
        leaders = brisques_value(lh, oh, state.trump)
    else:
        key = (lh, oh, state.trump)
        v = memo.get(key)
        if v is None:
            v = memo[key] = brisques_value(lh, oh, state.trump)
        leaders = v
    final, taken = deal_end(state.profile, state.scores, state.brisques, leader, leaders, brisques_in_mask(lh | oh))
    return final, taken, leader


def play_out(state: DealState, memo: dict[tuple[int, int, int | None], int] | None = None) -> tuple[int, int]:
    """Play Phase 1 to its end with the greedy rules of thumb (in place), then solve Phase 2 (``memo`` as
    :func:`deal_outcome` keeps it: a decision's play-outs meet the same last six tricks again)."""
    while not state.last_six:
        state.apply_unchecked(greedy_action(state))
    return deal_outcome(state, memo)


def checked_samples(samples: int) -> int:
    """``samples``, a number of sampled deals a decision is searched over (a whole number, 1 or more), or refused
    quoting it: strong's, master's and the coach's setting, checked in one sentence."""
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise InvalidSettingError.refusing_argument("samples", samples,
                                                    "must be a whole number of sampled deals, 1 or more")
    return samples


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
            view.lead, (view.brisques[me], view.brisques[1 - me]),
        )
        sol = solve(position, self.profile)
        in_play = position.brisques_in_play
        choices = []
        for card, mv in sorted(sol.moves.items(), key=lambda cv: (-cv[1].brisques, cv[0])):
            reason = (f"with best play by both sides from here I take {mv.brisques} of the {in_play} "
                      f"brisques still in play: {mv.points:+d} points net for the rest of the deal")
            choices.append(Choice(Play(card), float(mv.points), reason))
        return Deliberation(self.name, tuple(choices), "exact Phase 2 solver", exact=True)

    # -------------------------------------------------------------- Phase 1
    def _candidates(self, view: PlayerView, include: Sequence[Action]) -> tuple[list[Action], dict[Action, str]]:
        k = knowledge_from_view(view, self.profile)
        scored = score_actions(k, with_reasons=True)
        reasons = {a: r for a, _, r in scored}
        if view.stage.declaring:
            decls = [a for a, _, _ in scored if isinstance(a, Declare)][:MAX_CANDIDATES]
            others = [a for a, _, _ in scored if not isinstance(a, Declare) or (a in include and a not in decls)]
            return decls + others, reasons
        return [a for a, _, _ in scored], reasons

    def _search(self, view: PlayerView, rng: random.Random, include: Sequence[Action]) -> Deliberation:
        me = view.player
        cands, reasons = self._candidates(view, include)
        worlds = [sample_deal(view, self.profile, rng) for _ in range(self.samples)]
        now = view.scores[me] - view.scores[1 - me]
        # One memo per decision: the play-outs of different candidates meet the same last six tricks again.
        memo: dict[tuple[int, int, int | None], int] = {}
        results: list[tuple[Action, float, float]] = []
        for a in cands:
            total = 0.0
            sq = 0.0
            for w in worlds:
                s = w.clone()
                s.apply_unchecked(a)
                final = play_out(s, memo)
                net = final[me] - final[1 - me] - now
                total += net
                sq += net * net
            n = len(worlds)
            mean = total / n
            var = max(0.0, sq / n - mean * mean)
            results.append((a, mean, math.sqrt(var / n)))
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
