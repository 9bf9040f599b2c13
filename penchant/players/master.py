"""The master player: the strong player's sampled deals, more of them where the choice is close.

Like the strong player, ``master`` deals the cards it has not seen at random
into an opponent's hand and a stock (every deal agreeing with its view) and
plays the last six tricks exactly with the Phase 2 solver. It differs in two
places, each switchable for the ablation in ``benchmarks/study_master.py``:

* **Candidates are raced, deal by deal** (``racing="paired"``): every
  candidate is tried in the first ``batch`` (20) sampled deals, then 20 more
  at a time, up to :data:`MASTER_SAMPLES` (120). After each
  batch, a candidate whose shortfall to the leader, taken deal by deal over
  the same deals (common random numbers), is more than :data:`RACE_Z` (2)
  standard errors leaves the race; so does one exactly level with the leader
  in every deal (the same move in effect). A clear decision is over in 20 or
  40 deals; a close one gets all 120, three times strong's 40.
* **A decision has a budget** (``budget``, :data:`MASTER_BUDGET` tricks of
  play-out, each play-out counted by the tricks of the first ten it plays,
  :func:`playout_tricks`): the race stops before a batch that would go over
  it.
* **The last tricks before the stock runs out are searched, not played by
  rule of thumb** (``endgame``): once the stock holds ``endgame`` cards or
  fewer, each sampled deal is searched to the end of the deal by minimax over
  both players' plays and declarations (the four best declarations by the
  rules of thumb, and passing), with the exact Phase 2 value at the leaves
  (kept for the decision: many lines meet the same last six tricks). A
  declaration comes before the draw, so one made with ``endgame + 2`` cards
  in the stock is searched too. Deeper searches (``endgame`` 4) sample a
  quarter of the deals: the search costs too much otherwise.

Two other racings are settings (``racing="halves"``: every candidate in half of 40 deals, the best three in the
rest; ``racing="none"``: every candidate in every deal), with three switches that are off by default:

* **Reading the opponent's plays** (``infer``): the sampled deals are drawn
  from a larger pool in proportion to how likely they make his lead into
  the trick and his card in the last trick, under a softmax of the rules of
  thumb (:mod:`penchant.players.inference`). A view carries no play of his
  before the last trick and not *when* he declared, so that is all there is
  to read; his hand is otherwise uniform over the unseen cards.
* **The play-outs search the last trick of Phase 1** (``playout_search`` 2,
  with ``playout_follow_only`` from its follow only): the rules of thumb
  misjudge that trick most, and the search there is cheap. ``playout_follow_only`` narrows that search, so
  it is refused without it (a switch that changes nothing is no switch).

Where the strength comes from: the deals spent on close choices. The figures that say so (master against
strong over mirrored deal pairs, with and without each switch, and master's decision times against strong's)
are in docs/players-and-studies.md
(``benchmarks/master_paired.json``, ``benchmarks/master_ablation.json``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final

from penchant.english.lists import join_or
from penchant.errors import InvalidSettingError
from penchant.play.moves import Action, Declare, Pass, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.base import Choice, Deliberation
from penchant.players.greedy import greedy_action
from penchant.players.greedy import score_actions as greedy_scores
from penchant.players.mask_knowledge import knowledge_from_state
from penchant.players.sampled_deals import Memo, SampledJudgement, deal_outcome, mean_and_error, play_out
from penchant.players.strong import StrongPlayer
from penchant.rules.procedure import (
    DRAWS_PER_TRICK,
    STOCK_AT_LAST_DECLARATION,
    drawn_by_whole_tricks,
    first_ten_to_come,
    lead_stocks,
    other_player,
    stock_at_next_lead,
    tricks_for_stock,
)
from penchant.rules.profiles import DEFAULT_PROFILE, Profile

__all__ = [
    "MASTER_BUDGET", "MASTER_ENDGAME", "MASTER_SAMPLES", "PLAYOUT_SEARCHES", "PLAYOUT_SEARCH_TRICKS", "MasterPlayer",
    "check_batch", "checked_endgame", "play_out_searched", "principal_line", "race_survivors", "search_to_end",
    "searched_at",
]

MASTER_SAMPLES: Final = 120
"""Sampled deals per Phase 1 decision at most (paired racing: a clear choice stops sooner)."""

MASTER_BUDGET: Final = 3000
"""Tricks of play-out a Phase 1 decision may spend at most (:func:`playout_tricks` a play-out): the race stops before
a batch that would go over it: from the first trick it allows about 270 play-outs, from
the sixth 500."""

MASTER_ENDGAME: Final = 2
"""Searched to the end by minimax once the stock holds this many cards or fewer."""

MASTER_KEEP: Final = 3
"""Candidates kept for the second half of the sampled deals (``racing="halves"``)."""

SEARCH_THINNING: Final = 4
"""Two tricks or more to search to the end: a quarter of the sampled deals (the search is deep)."""

RACINGS: Final = ("halves", "paired", "none")
"""How candidates are raced: deal by deal until clear (``paired``, master's; its ``batch`` and ``budget`` are the
race's), the best three after half the deals (``halves``), or not at all (``none``: every
candidate in every sampled deal)."""

RACE_Z: Final = 2.0
"""Paired racing drops a candidate this many standard errors behind the leader."""

PLAYOUT_SEARCH_TRICKS: Final = 2
"""The play-outs search at most the last two tricks of Phase 1 (``playout_search``): from the lead of an
earlier trick the search is too deep to run in every sampled deal."""

PLAYOUT_SEARCHES: Final = (0, *lead_stocks(PLAYOUT_SEARCH_TRICKS))
"""The settings of ``playout_search``: 0 (off), or the stock the ninth or the tenth trick is led from, where
the play-outs stop and search to the end (:func:`~penchant.rules.procedure.lead_stocks`)."""

DECLARATION_BRANCHES: Final = 4
"""Declarations tried at each declaration in the searched last tricks (the greedy player's best)."""


def _branches(state: DealState) -> Sequence[Action]:
    legal = state.legal_actions
    if state.stage.declaring:
        if len(legal) <= DECLARATION_BRANCHES + 1:
            return legal
        ranked = [a for a, _, _ in greedy_scores(knowledge_from_state(state)) if isinstance(a, Declare)]
        return [*ranked[:DECLARATION_BRANCHES], *(a for a in legal if isinstance(a, Pass))]
    if len(legal) > 2 and state.stock_indices:
        # The rules of thumb's favourite first: alpha-beta cuts more after a good first move.
        return [a for a, _, _ in greedy_scores(knowledge_from_state(state))]
    return legal


def search_to_end(
    state: DealState, alpha: float = -math.inf, beta: float = math.inf, memo: Memo | None = None
) -> float:
    """The net points (player to move minus the other) from ``state`` to the end of the deal.

    Every card is taken as known (a sampled deal): minimax with alpha-beta
    over the rest of Phase 1 (plays, and the best few declarations), the exact
    Phase 2 value (:func:`~penchant.players.sampled_deals.deal_outcome`) at the start
    of the last six tricks. Scores already made count on both sides. ``memo``
    keeps the Phase 2 values met (declarations lead to the same last six).
    """
    if state.last_six_lead_due or state.is_over():
        final = deal_outcome(state, memo)
        p = state.to_move
        return float(final[p] - final[other_player(p)])
    p = state.to_move
    best = -math.inf
    for a in _branches(state):
        child = state.clone()
        child.apply_unchecked(a)
        if child.to_move == p and not child.is_over():
            v = search_to_end(child, alpha, beta, memo)
        else:
            v = -search_to_end(child, -beta, -alpha, memo)
        if v > best:
            best = v
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
    return best


def principal_line(
    state: DealState, alpha: float = -math.inf, beta: float = math.inf, memo: Memo | None = None
) -> tuple[float, list[Action]]:
    """:func:`search_to_end`'s value and the line of best play that gives it (both sides' actions to the
    start of the last six tricks), for a reader who wants to know *how* the value comes about: the
    coach replays it to say what each side declares and who leads the last six.
    """
    if state.last_six_lead_due or state.is_over():
        final = deal_outcome(state, memo)
        p = state.to_move
        return float(final[p] - final[other_player(p)]), []
    p = state.to_move
    best = -math.inf
    line: list[Action] = []
    for a in _branches(state):
        child = state.clone()
        child.apply_unchecked(a)
        if child.to_move == p and not child.is_over():
            v, rest = principal_line(child, alpha, beta, memo)
        else:
            v, rest = principal_line(child, -beta, -alpha, memo)
            v = -v
        if v > best:
            best = v
            line = [a, *rest]
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
    return best, line


def play_out_searched(
    state: DealState, me: int, memo: Memo | None = None, last: int = STOCK_AT_LAST_DECLARATION,
    follow_only: bool = False
) -> float:
    """Play Phase 1 out with the rules of thumb (in place) until the stock holds ``last`` cards with a
    trick to lead (with ``follow_only``: to follow), by default the tenth trick's (the rules'
    :data:`~penchant.rules.procedure.STOCK_AT_LAST_DECLARATION`: its two cards stay until the last declaration
    is made), then search the rest to the end of the deal
    (:func:`search_to_end`): the final net points of player ``me`` (his deal score minus the other's).
    The rules of thumb misjudge the last trick of Phase 1 most, its follow above all (who leads the last
    six, which cards are kept for them); searching from the follow alone is cheaper than from the lead.
    """
    stop = Stage.FOLLOW if follow_only else Stage.LEAD
    while state.stock_indices and not (len(state.stock_indices) <= last and state.stage is stop):
        state.apply_unchecked(greedy_action(state))
    if state.is_over() or state.last_six_lead_due:
        final = deal_outcome(state, memo)
        return float(final[me] - final[other_player(me)])
    v = search_to_end(state, memo=memo)
    return v if state.to_move == me else -v


def playout_tricks(stock_size: int) -> int:
    """The tricks of the first ten a play-out from a decision with ``stock_size`` cards in the stock plays (the
    trick in progress and those after it), and one for solving the last six: the unit of master's ``budget``,
    since a play-out's time grows with them (measured in docs/benchmarks.md, "Master's play-outs")."""
    return first_ten_to_come(tricks_for_stock(stock_size)) + 1


def race_survivors(alive: list[Action], nets: dict[Action, list[float]], order: dict[Action, int],
                   level_drops: bool) -> list[Action]:
    """The candidates still in a paired race after a batch (``nets``: each one's results over the same deals,
    in the same order): the leader by total, and each other whose shortfall to it, deal by deal, is within
    :data:`RACE_Z` standard errors; with ``level_drops`` (two batches or more), one exactly level with the
    leader in every deal leaves too (the same move in effect). In ``order`` (the rules of thumb's)."""
    leader = max(alive, key=lambda a: (sum(nets[a]), -order[a]))
    keep = [leader]
    for a in alive:
        if a == leader:
            continue
        diffs = [x - y for x, y in zip(nets[leader], nets[a], strict=True)]
        n = len(diffs)
        mean = sum(diffs) / n
        var = max(0.0, sum(d * d for d in diffs) / n - mean * mean)
        se = math.sqrt(var / (n - 1)) if n > 1 else math.inf
        if mean > RACE_Z * se or (var == 0.0 and mean == 0.0 and level_drops):
            continue
        keep.append(a)
    return sorted(keep, key=lambda a: order[a])


def searched_at(stock_size: int, declaring: bool, endgame: int = MASTER_ENDGAME) -> bool:
    """Whether master searches a decision to the end of the deal (the stock at ``endgame`` cards or fewer;
    a declaration, made before the draw, with two more)."""
    return endgame > 0 and stock_at_next_lead(stock_size, declaring) <= endgame


def checked_endgame(endgame: int) -> int:
    """``endgame``, the stock size from which a first-ten decision is searched to the end of the deal (an even
    number of stock cards, 0 or more: the stock is drawn two cards a trick), or refused quoting it: master's and the
    coach's setting, checked in one sentence."""
    if not drawn_by_whole_tricks(endgame):
        raise InvalidSettingError.refusing_argument("endgame", endgame,
                                                    "must be an even number of stock cards, 0 or more")
    return endgame


def check_batch(batch: int) -> None:
    """``batch``, the sampled deals a search takes at once (a whole number, 2 or more), or refused quoting it:
    master's and the ISMCTS player's setting, checked in one sentence."""
    if isinstance(batch, bool) or not isinstance(batch, int) or batch < 2:
        raise InvalidSettingError.refusing_argument("batch", batch,
                                                    "must be a whole number of sampled deals, 2 or more")


class MasterPlayer(StrongPlayer):
    """Sampled deals, raced candidates, the last tricks of Phase 1 searched (see the module's text)."""

    def __init__(
        self,
        profile: Profile = DEFAULT_PROFILE,
        samples: int = MASTER_SAMPLES,
        endgame: int = MASTER_ENDGAME,
        name: str = "master",
        infer: bool = False,
        playout_search: int = 0,
        playout_follow_only: bool = False,
        racing: str = "paired",
        batch: int = 20,
        budget: int = MASTER_BUDGET,
    ) -> None:
        super().__init__(profile, samples)
        self.endgame = checked_endgame(endgame)
        self.infer = infer
        if isinstance(playout_search, bool) or playout_search not in PLAYOUT_SEARCHES:
            settings = join_or(["0 (off)", *map(str, PLAYOUT_SEARCHES[1:])])
            raise InvalidSettingError.refusing_argument("playout_search", playout_search,
                                                        f"must be {settings} stock cards")
        self.playout_search = playout_search
        if playout_follow_only and not playout_search:
            raise InvalidSettingError.refusing_argument(
                "playout_follow_only", playout_follow_only,
                "changes nothing without playout_search: it searches the play-outs' last trick from its follow only")
        self.playout_follow_only = playout_follow_only
        if racing not in RACINGS:
            raise InvalidSettingError.refusing_argument("racing", racing,
                                                        f"must be one of {', '.join(map(repr, RACINGS))}")
        check_batch(batch)
        if isinstance(budget, bool) or not isinstance(budget, int) or budget < 0:
            raise InvalidSettingError.refusing_argument("budget", budget,
                                                        "must be a whole number of play-outs, 0 (none) or more")
        self.racing = racing
        self.batch = batch
        self.budget = budget
        self.name = name

    def _value(self, me: int, searching: bool, memo: Memo) -> Callable[[DealState, DealState], float]:
        """Master's play-out policy (:meth:`~penchant.players.sampled_deals.SampledJudgement.tried`): a sampled deal
        after an action searched to the end (``searching``), or played out by the rules of thumb (the last trick of
        Phase 1 searched with ``playout_search``) and the last six solved; the net points from now."""

        def value(world: DealState, s: DealState) -> float:
            now = world.scores[me] - world.scores[other_player(me)]
            if searching:
                if s.is_over():
                    final = s.scores
                    return float(final[me] - final[other_player(me)] - now)
                v = search_to_end(s, memo=memo)
                return (v if s.to_move == me else -v) - now
            if self.playout_search:
                return play_out_searched(s, me, memo, self.playout_search, self.playout_follow_only) - now
            final = play_out(s, memo)
            return float(final[me] - final[other_player(me)] - now)

        return value

    def _search(self, view: PlayerView, rng: random.Random, include: Sequence[Action]) -> Deliberation:
        me = view.player
        # A declaration is made before the draw: one made with the stock at endgame + 2 is
        # followed by the searched tricks alone.
        declaring = view.stage.declaring
        searching = searched_at(view.stock_size, declaring, self.endgame)
        # One memo per decision: the same world's last six tricks are met by many lines.
        memo: Memo = {}
        n_worlds = self.samples
        if searching and stock_at_next_lead(view.stock_size, declaring) > DRAWS_PER_TRICK:
            n_worlds = max(2, self.samples // SEARCH_THINNING)
        judged = SampledJudgement.drawn(view, self.rules_for(view), rng, n_worlds, include=include, infer=self.infer,
                                        reasons=True)
        cands, reasons = list(judged.candidates), judged.reasons
        worlds = judged.deals
        value = self._value(me, searching, memo)
        if self.racing == "paired":
            raced = self._race(judged, value, playout_tricks(view.stock_size))
            return self._deliberation(view, cands, reasons, raced, searching, len(worlds), len(worlds))
        first = len(worlds) // 2 if self.racing == "halves" and len(cands) > MASTER_KEEP else len(worlds)
        nets = judged.tried(value, deals=worlds[:first])
        order = {a: i for i, a in enumerate(cands)}
        if first < len(worlds):
            ranked = sorted(cands, key=lambda a: (-sum(nets[a]), order[a]))
            for a, more in judged.tried(value, ranked[:MASTER_KEEP], worlds[first:]).items():
                nets[a].extend(more)
        return self._deliberation(view, cands, reasons, nets, searching, len(worlds), first)

    def _race(self, judged: SampledJudgement, value: Callable[[DealState, DealState], float], cost: int = 1
              ) -> dict[Action, list[float]]:
        """Paired racing: every candidate still in the race is tried in the next ``batch`` sampled deals;
        after each batch a candidate whose shortfall to the leader (deal by deal, the same deals) is beyond
        :data:`RACE_Z` standard errors leaves the race, and so does one that has come out exactly level
        with the leader in every deal of two batches or more (the same move in effect). The race ends with
        one candidate left or every deal used: clear decisions are quick, close ones get every deal."""
        cands, worlds = judged.candidates, judged.deals
        order = {a: i for i, a in enumerate(cands)}
        nets: dict[Action, list[float]] = {a: [] for a in cands}
        alive = list(cands)
        used = 0
        spent = 0
        while used < len(worlds) and (len(alive) > 1 or not used):
            new = worlds[used:used + self.batch]
            if used and self.budget and spent + len(alive) * len(new) * cost > self.budget:
                break  # the budget of a decision: a close call among many candidates stops here
            used += len(new)
            spent += len(alive) * len(new) * cost
            for a, more in judged.tried(value, alive, new).items():
                nets[a].extend(more)
            if used >= len(worlds):
                break
            alive = race_survivors(alive, nets, order, used >= 2 * self.batch)
        return nets

    def _deliberation(self, view: PlayerView, cands: list[Action], reasons: Mapping[Action, str],
                      nets: dict[Action, list[float]], searching: bool, n_worlds: int, first: int
                      ) -> Deliberation:
        order = {a: i for i, a in enumerate(cands)}
        results: list[tuple[Action, float, float, int]] = []
        for a in cands:
            results.append((a, *mean_and_error(nets[a]), len(nets[a])))
        # The fully searched first, best first; ties to the greedy player's order.
        results.sort(key=lambda t: (-t[3], -t[1], order[t[0]]))
        hidden = len(view.unseen)
        how = ("searched to the end of the deal by both sides' best play" if searching
               else "played out with rules of thumb and the last six tricks solved exactly")
        choices = []
        for a, mean, se, n in results:
            text = (f"averages {mean:+.2f} points for the rest of the deal (±{1.96 * se:.2f}) over "
                    f"{n} deals sampled from the {hidden} cards I have not seen, {how}")
            why = reasons.get(a, "")
            if why:
                text += f"; {why}"
            choices.append(Choice(a, mean, text))
        method = f"{n_worlds} sampled deals" + (", the last tricks searched" if searching else "")
        if self.racing == "paired" and len(cands) > 1:
            method += f", raced {self.batch} at a time (a move clearly behind leaves the race)"
        elif first < n_worlds:
            method += f", the best {MASTER_KEEP} of {len(cands)} actions in all of them"
        skipped = len(view.legal) - len(cands)
        if skipped:
            method += f", {len(cands)} of {len(view.legal)} actions searched"
        return Deliberation(self.name, tuple(choices), method, exact=False)
