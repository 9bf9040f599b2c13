"""One way to judge a decision of the first ten tricks, shared by the strong player, master, the coach and the judged
puzzles' figures: by the deals a player samples.

The opponent's hand and the order of the stock are hidden. A :class:`SampledJudgement` of a decision is made in
four steps, each a parameter:

* **the candidates** (:func:`candidate_actions`): every legal action, in the greedy player's order (best first;
  ties go to that order), with at most :data:`MAX_CANDIDATES` declarations (the greedy player's favourites) and
  passing when declaring, and any action asked for besides (``include``: the move a review must value); or the
  actions given (``actions``);
* **the sampling** (:func:`sample_deals`): the cards the player has not seen dealt at random, ``samples`` times,
  into an opponent's hand and a stock, each deal agreeing with everything the player has seen
  (:func:`~penchant.players.knowledge.sample_deal`; with ``infer``, drawn in proportion to how likely they make the
  opponent's plays, :func:`~penchant.players.inference.inferred_deals`), all drawn from the one ``rng`` after the
  candidates are chosen, in order;
* **the play-out** (:meth:`SampledJudgement.tried`): each candidate applied to a copy of each sampled deal and
  played on by a *play-out policy*, a function of the deal before and the copy after the action that returns what
  the judge keeps. A deal is played out to its end in one place, :func:`played_out`: the rest of the first ten
  tricks with the greedy rules of thumb for both sides (:func:`play_first_ten`; after a line of best play a search
  found, if given), then the last six tricks valued exactly with the Phase 2 solver (:func:`solved_deal_end`);
  what came of it is a :class:`PlayOut`. Strong's nets (:meth:`SampledJudgement.nets`), the coach's breakdown of
  each line and the puzzles' figures all read it; :func:`play_out` is its final scores, for a search that plays
  out from within its tree; master searches the last tricks of the first ten instead. Every candidate is tried in
  the same sampled deals, so their differences do not depend on the luck of the sample (common random numbers);
* **the averaging** (:func:`mean_and_error`): each candidate's mean over the deals and its standard error.

The deliberations are then each caller's: strong sorts by the mean, master races the candidates deal by deal,
the coach splits each line into what a player reads, the puzzles' figures keep each seed's run.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, TypeVar

from penchant.errors import IllegalPlayError, InvalidSettingError
from penchant.play.moves import Action, Declare
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.greedy import greedy_action, score_actions
from penchant.players.inference import inferred_deals
from penchant.players.knowledge import sample_deal
from penchant.players.mask_knowledge import knowledge_from_view
from penchant.rules.brisques import brisques_in_mask
from penchant.rules.procedure import other_player
from penchant.rules.profiles import Profile
from penchant.rules.scoring import deal_end
from penchant.solver import brisques_value

__all__ = ["MAX_CANDIDATES", "Memo", "PlayOut", "SampledJudgement", "candidate_actions", "checked_samples",
           "deal_outcome", "mean_and_error", "play_first_ten", "play_out", "played_out", "sample_deals",
           "solved_deal_end"]

T = TypeVar("T")

MAX_CANDIDATES: Final = 8
"""At most this many declarations (the greedy player's favourites) and passing are searched."""

Memo = dict[tuple[int, int, int | None], int]
"""The solver's values of the last six tricks met in one decision's play-outs, by (leader's hand, other hand,
trump): the play-outs of different candidates meet the same last six tricks again."""


def deal_outcome(state: DealState, memo: Memo | None = None) -> tuple[int, int]:
    """Both players' final deal scores from a state at the start of (or in) Phase 2's first lead.

    The last six tricks are valued exactly by the solver (both sides playing
    best); brisquettes and the book bonus are added to the scores so far.
    ``memo`` keeps the solver's answers by (leader's hand, other hand, trump)
    for a search that meets the same last six tricks by many paths.
    """
    if state.is_over():
        return state.scores
    return solved_deal_end(state, memo)[0]


def solved_deal_end(state: DealState, memo: Memo | None = None
                    ) -> tuple[tuple[int, int], tuple[int, int], int]:
    """The deal's end from the last six tricks' first lead, the solver valuing the leader's brisques (the rules'
    :func:`~penchant.rules.scoring.deal_end`): the final scores, the brisques each player takes in the last six
    (both by seat) and who leads them. ``memo`` as :func:`deal_outcome` keeps it. Refused unless the last six's
    first lead is due (a card led already would be forgotten, the follower taken for the leader)."""
    if not state.last_six_lead_due:  # a question asked in the wrong stage: not allowed now, not unreadable
        raise IllegalPlayError(
            f"the deal's end is solved from the last six's first lead, not from stage {state.stage.value!r} "
            f"with {len(state.stock_indices)} cards in the stock"
        )
    leader = state.to_move
    lh, oh = state.hands_mask[leader], state.hands_mask[other_player(leader)]
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


def play_first_ten(state: DealState, since: int | None = None, line: list[Action] | None = None) -> int | None:
    """Play the rest of the first ten tricks (in place): the actions of ``line`` first, as far as they go (a line
    of best play a search found; taken from the list), then the greedy rules of thumb for both sides. With
    ``since`` (the tricks played before the decision), who won the trick the decision played to (``None`` if it
    played to none by the last six)."""
    won: int | None = None
    if since is not None and state.tricks > since:
        won = state.trick_winner
    while not state.last_six:
        state.apply_unchecked(line.pop(0) if line else greedy_action(state))
        if since is not None and won is None and state.tricks > since:
            won = state.trick_winner
    return won


@dataclass(frozen=True, slots=True)
class PlayOut:
    """What came of a deal played out to its end (:func:`played_out`), both players' figures by seat."""

    final: tuple[int, int]
    """Both players' final deal scores."""
    taken: tuple[int, int]
    """The brisques each player takes in the last six tricks (none if the deal ended before them)."""
    leader: int | None
    """Who leads the last six tricks (``None`` if the deal ended before them)."""
    won: int | None
    """Who won the trick the decision played to (``None`` if it played to none by the last six, or no decision's
    tricks were given)."""

    def net(self, player: int, scores_before: tuple[int, int]) -> int:
        """``player``'s points from the decision (the deal's scores then, ``scores_before``) to the deal's end, less
        his opponent's."""
        other = other_player(player)
        return self.final[player] - self.final[other] - (scores_before[player] - scores_before[other])


def played_out(state: DealState, memo: Memo | None = None, since: int | None = None,
               line: list[Action] | None = None) -> PlayOut:
    """A deal played out to its end, the one play-out of every sampled judgement: the rest of the first ten tricks
    (in place: ``state`` is left at the last six's first lead) by :func:`play_first_ten` (``line`` first, as far
    as it goes, then the greedy rules of thumb for both sides; with ``since``, the tricks played before the
    decision, who won the trick it played to), then the last six solved (:func:`solved_deal_end`; ``memo`` as
    :func:`deal_outcome` keeps it: a decision's play-outs meet the same last six tricks again)."""
    won = play_first_ten(state, since, line)
    if state.is_over():
        return PlayOut(state.scores, (0, 0), None, won)
    final, taken, leader = solved_deal_end(state, memo)
    return PlayOut(final, taken, leader, won)


def play_out(state: DealState, memo: Memo | None = None) -> tuple[int, int]:
    """The default play-out's final scores (:func:`played_out`): Phase 1 played to its end with the greedy rules of
    thumb (in place), then Phase 2 solved; both players' final deal scores."""
    return played_out(state, memo).final


def checked_samples(samples: int) -> int:
    """``samples``, a number of sampled deals a decision is searched over (a whole number, 1 or more), or refused
    quoting it: strong's, master's and the coach's setting, checked in one sentence."""
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise InvalidSettingError.refusing_argument("samples", samples,
                                                    "must be a whole number of sampled deals, 1 or more")
    return samples


def candidate_actions(view: PlayerView, profile: Profile, include: Sequence[Action] = (), reasons: bool = False
                      ) -> tuple[list[Action], dict[Action, str]]:
    """The actions a sampled judgement tries, in the greedy player's order (best first): every legal action, but
    when declaring only the :data:`MAX_CANDIDATES` declarations the greedy player likes best, passing, and any
    of ``include``; with ``reasons``, the greedy player's reason for each in words (else none)."""
    scored = score_actions(knowledge_from_view(view, profile), with_reasons=reasons)
    why = {a: r for a, _, r in scored} if reasons else {}
    if view.stage.declaring:
        decls = [a for a, _, _ in scored if isinstance(a, Declare)][:MAX_CANDIDATES]
        others = [a for a, _, _ in scored if not isinstance(a, Declare) or (a in include and a not in decls)]
        return decls + others, why
    return [a for a, _, _ in scored], why


def sample_deals(view: PlayerView, profile: Profile, rng: random.Random, samples: int, infer: bool = False
                 ) -> list[DealState]:
    """``samples`` deals agreeing with ``view``, drawn in turn from ``rng``: uniformly over the unseen cards
    (:func:`~penchant.players.knowledge.sample_deal`), or with ``infer`` weighted by the opponent's plays
    (:func:`~penchant.players.inference.inferred_deals`)."""
    if infer:
        return inferred_deals(view, profile, rng, samples)
    return [sample_deal(view, profile, rng) for _ in range(samples)]


def mean_and_error(xs: Iterable[float]) -> tuple[float, float]:
    """The mean of a candidate's results over its sampled deals and its standard error (the spread over the
    deals, divided by the square root of their number); summed in order, so the same results give the same
    figures to the last bit."""
    total = sq = 0.0
    n = 0
    for x in xs:
        total += x
        sq += x * x
        n += 1
    mean = total / n
    var = max(0.0, sq / n - mean * mean)
    return mean, math.sqrt(var / n)


@dataclass(frozen=True, slots=True)
class SampledJudgement:
    """One decision's candidates and sampled deals (see the module's text); :meth:`tried` plays them out.

    ``candidates`` in the greedy player's order (the order ties go to), ``reasons`` the greedy player's words for
    each (when asked for), ``deals`` the sampled deals in the order drawn, ``player`` the seat judging.
    """

    player: int
    candidates: tuple[Action, ...]
    reasons: Mapping[Action, str]
    deals: tuple[DealState, ...]

    @classmethod
    def drawn(cls, view: PlayerView, profile: Profile, rng: random.Random, samples: int, *,
              include: Sequence[Action] = (), actions: Sequence[Action] | None = None, infer: bool = False,
              reasons: bool = False) -> SampledJudgement:
        """The judgement of ``view``'s decision: the candidates (:func:`candidate_actions` with ``include`` and
        ``reasons``, or ``actions`` as given), then ``samples`` deals drawn from ``rng`` (:func:`sample_deals`,
        with ``infer``)."""
        if actions is None:
            cands, why = candidate_actions(view, profile, include, reasons)
        else:
            cands, why = list(actions), {}
        return cls(view.player, tuple(cands), why, tuple(sample_deals(view, profile, rng, samples, infer)))

    def tried(self, policy: Callable[[DealState, DealState], T], actions: Sequence[Action] | None = None,
              deals: Sequence[DealState] | None = None) -> dict[Action, list[T]]:
        """Each of ``actions`` (the candidates by default) applied to a copy of each of ``deals`` (all sampled
        deals by default) and played on by ``policy(deal, copy)``: what it returned, by action, in the deals'
        order (the actions one after another)."""
        out: dict[Action, list[T]] = {}
        for a in self.candidates if actions is None else actions:
            got: list[T] = []
            for w in self.deals if deals is None else deals:
                s = w.clone()
                s.apply_unchecked(a)
                got.append(policy(w, s))
            out[a] = got
        return out

    def nets(self, memo: Memo | None = None, actions: Sequence[Action] | None = None) -> dict[Action, list[float]]:
        """Each action's net points (the judging player's deal score less his opponent's, from now to the end of
        the deal) in each sampled deal, played out to its end (:func:`played_out`)."""
        me = self.player

        def net(before: DealState, after: DealState) -> float:
            return float(played_out(after, memo).net(me, before.scores))

        return self.tried(net, actions)
