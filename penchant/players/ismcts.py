"""The information-set search player: one tree over what it cannot see (single-observer ISMCTS).

The strong and master players sample the hidden cards and then judge every
move as if both hands were open (perfect-information Monte Carlo). In each
sampled deal everyone sees everything, so they cannot value keeping a card
hidden: the blind spot called strategy fusion. ``ismcts`` searches one tree
whose nodes are *what the searching player can tell apart*: the sequence of
actions from its view (every card played, every declaration, is seen by
both). Each iteration

1. **deals the cards it has not seen** into an opponent's hand and a stock,
   agreeing with its view, drawn in proportion to how likely the deal makes
   the opponent's visible plays (:data:`INFER`,
   :func:`~penchant.players.inference.inferred_deals`; ``infer=False``:
   uniformly, :func:`~penchant.players.knowledge.sample_deal`);
2. **walks the tree** in that deal: at each node only the actions available
   in this deal (the opponent's cards differ from deal to deal) compete, by
   UCB with the availability count (how often the action *could* have been
   taken) in place of the parent's visits; the opponent's nodes are chosen
   the same way from his side, averaged over the deals the searcher cannot
   tell apart: in the tree he chooses as if he could not see his own hand
   either, beyond which of his cards are there to play (the known weakness
   of the single-observer search; his play-outs see it);
3. **adds one node** (the rules of thumb's favourite among the untried
   actions first) and **plays the deal out** as the strong player does (the
   rules of thumb, :func:`~penchant.players.greedy.greedy_action`, for both
   sides to the end of Phase 1; the last six tricks valued exactly by the
   Phase 2 solver, :func:`~penchant.players.sampled_deals.play_out`);
4. **backs the result up**: each node keeps the net points (its mover's deal
   score minus the other's) of the play-outs through it.

At the root the candidates are **raced over common deals** (``root="paired"``,
the default): every candidate still in the race is tried in each sampled
deal, the tree below it walked in that same deal, and after every
:data:`RACE_BATCH` deals a candidate whose shortfall to the leader, deal by
deal, is beyond two standard errors leaves the race (master's rule,
:func:`~penchant.players.master.race_survivors`). The textbook root
(``root="ucb"``) chooses among the candidates by UCB like any other node, so
two candidates are compared over different deals: the luck of the cards,
which common deals cancel, then decides many close choices. With
``widening`` a node adds its actions one by one in the rules of thumb's
order as it is reached more often (progressive widening), instead of trying
every action once before any is tried twice.

The raced root and reading his plays are on by default, widening off: the tuning study's figures that chose them are
in docs/players-and-studies.md (``benchmarks/ismcts_tuning.json``).

The tree stops at the last six tricks: there every card is known and the
solver's value is exact in each deal. In Phase 2 itself the player plays the
solver's move (:func:`penchant.solver.solve`), as strong and master do. At a
declaration only the rules of thumb's best few declarations and passing are
searched (:data:`~penchant.players.sampled_deals.MAX_CANDIDATES` at the root,
:data:`TREE_DECLARATIONS` below it). The move chosen is the best mean of
those longest in the race (with the textbook root: the most visited, the
robust child); its estimate is its mean.

Budget: ``ismcts`` runs :data:`ISMCTS_ITERATIONS` iterations (play-outs),
``ismcts:N`` runs ``N`` (deterministic under a seeded generator),
``ismcts:0.3s`` searches for 0.3 seconds a decision (as many iterations as
fit: not reproducible). A raced root stops sooner when one candidate is left.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Final

from penchant.errors import InvalidNotationError, InvalidSettingError
from penchant.play.moves import Action, Declare, Pass
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.base import Choice, Deliberation
from penchant.players.greedy import score_actions
from penchant.players.mask_knowledge import knowledge_from_state
from penchant.players.master import check_batch, race_survivors
from penchant.players.sampled_deals import Memo, candidate_actions, play_out, sample_deals
from penchant.players.strong import StrongPlayer
from penchant.rules.procedure import other_player
from penchant.rules.profiles import DEFAULT_PROFILE, Profile

__all__ = [
    "EXPLORATION", "INFER", "ISMCTS_ITERATIONS", "RACE_BATCH", "ROOT", "ROOTS", "TREE_DECLARATIONS", "WIDENING",
    "IsmctsPlayer", "parse_budget",
]

ISMCTS_ITERATIONS: Final = 320
"""Iterations (play-outs: with the raced root, a sampled deal costs one for each candidate still in the race) per
Phase 1 decision of the default ``ismcts``; the raced root stops a clear choice sooner (its time against master's:
docs/players-and-studies.md). The equal-time runs give it seconds instead (``ismcts:0.3s``)."""

EXPLORATION: Final = 0.7
"""UCB's exploration constant, in standard deviations of the play-outs' results."""

TREE_DECLARATIONS: Final = 4
"""Declarations searched at a declaration inside the tree (the rules of thumb's best), with passing."""

BATCH: Final = 16
"""Deals drawn at a time under a time budget (an iteration budget draws them all at once; ``root="ucb"``)."""

INFER: Final = True
"""Deals drawn in proportion to how likely they make the opponent's visible plays (his lead into the trick,
his card in the last trick: :func:`~penchant.players.inference.inferred_deals`), by default."""

ROOTS: Final = ("paired", "ucb")
"""How the root's candidates share the deals: each tried in every sampled deal and raced (``paired``), or
chosen by UCB deal by deal like any other node (``ucb``, the textbook search)."""

ROOT: Final = "paired"
"""The default root."""

RACE_BATCH: Final = 8
"""Sampled deals between two looks at the race (``root="paired"``): a candidate clearly behind leaves it."""

WIDENING: Final = 0.0
"""Progressive widening below the root: a node reached ``n`` times holds at most ``1 + widening * sqrt(n)``
of the actions available, added in the rules of thumb's order (0: off, every action tried once first)."""

Key = tuple[int, Action]
"""A node's child: who acts, and the action (the same action may be either player's in different deals)."""


class _Node:
    """One information set of the tree: the play-outs through it and its children by (mover, action)."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[Key, _Node] = {}


def parse_budget(text: str) -> tuple[int, float | None]:
    """``'200'`` -> 200 iterations; ``'0.3s'`` -> a 0.3-second budget. Refuses anything else."""
    t = text.strip().lower()
    if t.endswith("s"):
        try:
            seconds = float(t[:-1])
        except ValueError:
            seconds = -1.0
        if not 0 < seconds <= 600:
            raise InvalidNotationError.refusing(
                text, "not a search budget: seconds are a number above 0 and at most 600, as in 'ismcts:0.3s'")
        return ISMCTS_ITERATIONS, seconds
    if not t.isdigit() or int(t) < 1:
        raise InvalidNotationError.refusing(
            text, "not a search budget: a whole number of iterations, 1 or more, as in 'ismcts:200', or seconds, as "
                  "in 'ismcts:0.3s'")
    return int(t), None


def _branches(state: DealState) -> Sequence[Action]:
    """The actions searched at a node of the tree in this deal: every play; at a declaration the rules of
    thumb's best :data:`TREE_DECLARATIONS` and passing."""
    legal = state.legal_actions
    if state.stage.declaring and len(legal) > TREE_DECLARATIONS + 1:
        ranked = [a for a, _, _ in score_actions(knowledge_from_state(state)) if isinstance(a, Declare)]
        return [*ranked[:TREE_DECLARATIONS], *(a for a in legal if isinstance(a, Pass))]
    return legal


def _favourite(state: DealState, untried: list[Action]) -> Action:
    """The rules of thumb's favourite among ``untried`` (the first node to add)."""
    if len(untried) == 1:
        return untried[0]
    rank = {a: i for i, (a, _, _) in enumerate(score_actions(knowledge_from_state(state)))}
    return min(untried, key=lambda a: rank.get(a, len(rank)))


def _at_leaf(state: DealState) -> bool:
    """Where the tree stops: the deal is over, or the last six tricks are to be led (exact from here)."""
    return state.is_over() or state.last_six_lead_due


class IsmctsPlayer(StrongPlayer):
    """Information-set Monte Carlo tree search in Phase 1, the exact solver in Phase 2 (see the module's text)."""

    def __init__(
        self,
        profile: Profile = DEFAULT_PROFILE,
        iterations: int = ISMCTS_ITERATIONS,
        seconds: float | None = None,
        exploration: float = EXPLORATION,
        infer: bool = INFER,
        name: str = "ismcts",
        root: str = ROOT,
        batch: int = RACE_BATCH,
        widening: float = WIDENING,
    ) -> None:
        super().__init__(profile, iterations)
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, int | float)
                                    or not 0 < seconds <= 600):
            raise InvalidSettingError.refusing_argument("seconds", seconds, "must be a number above 0 and at most 600")
        if isinstance(exploration, bool) or not isinstance(exploration, int | float) or exploration < 0:
            raise InvalidSettingError.refusing_argument("exploration", exploration, "must be a number, 0 or more")
        if root not in ROOTS:
            raise InvalidSettingError.refusing_argument("root", root, f"must be one of {', '.join(map(repr, ROOTS))}")
        check_batch(batch)
        if isinstance(widening, bool) or not isinstance(widening, int | float) or widening < 0:
            raise InvalidSettingError.refusing_argument("widening", widening, "must be a number, 0 (off) or more")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = float(exploration)
        self.infer = infer
        self.name = name
        self.root = root
        self.batch = batch
        self.widening = float(widening)

    # ------------------------------------------------------------------ deals
    def _deals(self, view: PlayerView, rng: random.Random, n: int) -> list[DealState]:
        return sample_deals(view, self.rules_for(view), rng, n, self.infer)

    # ----------------------------------------------------------------- search
    def _search(self, view: PlayerView, rng: random.Random, include: Sequence[Action]) -> Deliberation:
        if self.root == "paired":
            return self._search_paired(view, rng, include)
        me = view.player
        cands, reasons = candidate_actions(view, self.rules_for(view), include, reasons=True)
        root = _Node()
        memo: Memo = {}
        stats = [0, 0.0, 0.0]  # play-outs, sum and sum of squares of their results (the searcher's net)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        pending: list[DealState] = [] if deadline is not None else self._deals(view, rng, self.iterations)
        pending.reverse()
        done = 0
        while True:
            if deadline is None:
                if not pending:
                    break
            elif done and time.perf_counter() >= deadline:
                break
            elif not pending:
                pending = self._deals(view, rng, BATCH)
                pending.reverse()
            self._walk(pending.pop().clone(), root, [], cands, me, memo, stats)
            done += 1
        return self._deliberation(view, cands, reasons, root, done)

    def _search_paired(self, view: PlayerView, rng: random.Random, include: Sequence[Action]) -> Deliberation:
        """The root raced over common deals: every candidate still in the race is tried in each sampled deal,
        the tree below it searched in that deal; after each ``batch`` of deals a candidate clearly behind the
        leader, deal by deal, leaves the race (:func:`~penchant.players.master.race_survivors`)."""
        me = view.player
        now = view.scores[me] - view.scores[other_player(me)]
        cands, reasons = candidate_actions(view, self.rules_for(view), include, reasons=True)
        order = {a: i for i, a in enumerate(cands)}
        root = _Node()
        memo: Memo = {}
        stats = [0, 0.0, 0.0]
        nets: dict[Action, list[float]] = {a: [] for a in cands}
        alive = list(cands)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        pending: list[DealState] = []
        deals = spent = 0
        while len(alive) > 1 or not deals:
            if deadline is None:
                if deals and spent + len(alive) > self.iterations:
                    break
            elif deals and time.perf_counter() >= deadline:
                break
            if not pending:
                pending = self._deals(view, rng, self.batch)
                pending.reverse()
            deal = pending.pop()
            for a in alive:
                state = deal.clone()
                state.apply_unchecked(a)
                child = root.children.get((me, a))
                if child is None:
                    child = root.children[(me, a)] = _Node()
                nets[a].append(self._walk(state, child, [(me, child)], None, me, memo, stats) - now)
            deals += 1
            spent += len(alive)
            if deals % self.batch == 0 and len(alive) > 1:
                alive = race_survivors(alive, nets, order, deals >= 2 * self.batch)
        return self._raced(view, cands, reasons, nets, deals, spent)

    def _walk(self, state: DealState, node: _Node, path: list[tuple[int, _Node]], first: Sequence[Action] | None,
              me: int, memo: Memo, stats: list[float]) -> float:
        """One iteration in one sampled deal (``state``, changed in place) from ``node`` (reached by ``path``):
        select, expand, play out, back up along the path; ``first`` the actions searched at ``node`` (else
        :func:`_branches`). The searcher's final net points (his deal score minus the other's)."""
        while not _at_leaf(state):
            p = state.to_move
            legal = _branches(state) if first is None else first
            first = None
            tried = [a for a in legal if (p, a) in node.children]
            untried = [a for a in legal if (p, a) not in node.children]
            if untried and (not tried or not self.widening
                            or len(tried) < 1 + int(self.widening * math.sqrt(node.visits))):
                a = untried[0] if not path else _favourite(state, untried)
                child = node.children[(p, a)] = _Node()
                child.avail = 1
                for b in tried:
                    node.children[(p, b)].avail += 1
                state.apply_unchecked(a)
                path.append((p, child))
                break
            a = self._select(node, p, tried, stats)
            state.apply_unchecked(a)
            node = node.children[(p, a)]
            path.append((p, node))
        final = play_out(state, memo)
        net = final[me] - final[other_player(me)]
        stats[0] += 1
        stats[1] += net
        stats[2] += net * net
        for p, n in path:
            n.visits += 1
            n.total += net if p == me else -net
        return float(net)

    def _select(self, node: _Node, p: int, legal: Sequence[Action], stats: list[float]) -> Action:
        """UCB over the actions available in this deal, with their availability counts (each counted now)."""
        n = stats[0]
        var = stats[2] / n - (stats[1] / n) ** 2 if n else 0.0
        scale = max(1.0, math.sqrt(max(0.0, var)))
        c = self.exploration * scale
        best: Action = legal[0]
        top = -math.inf
        for a in legal:
            child = node.children[(p, a)]
            child.avail += 1
            v = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if v > top:
                best, top = a, v
        return best

    # ----------------------------------------------------------------- answer
    def _raced(self, view: PlayerView, cands: list[Action], reasons: dict[Action, str],
               nets: dict[Action, list[float]], deals: int, spent: int) -> Deliberation:
        order = {a: i for i, a in enumerate(cands)}
        rows: list[tuple[Action, float, float, int]] = []
        for a in cands:
            xs = nets[a]
            n = len(xs)
            mean = sum(xs) / n if n else 0.0
            var = max(0.0, sum(x * x for x in xs) / n - mean * mean) if n else 0.0
            rows.append((a, mean, math.sqrt(var / n) if n else 0.0, n))
        # The longest in the race first, then the better mean; ties to the rules of thumb's order.
        rows.sort(key=lambda t: (-t[3], -t[1], order[t[0]]))
        hidden = len(view.unseen)
        choices = []
        for a, mean, se, n in rows:
            text = (f"averages {mean:+.2f} points for the rest of the deal (±{1.96 * se:.2f}) over {n} of the "
                    f"{deals} deals sampled from the {hidden} cards I have not seen (after it, one tree over what "
                    f"I can see, both sides choosing without seeing the other's hand; played out with rules of "
                    f"thumb and the last six tricks solved exactly)")
            why = reasons.get(a, "")
            if why:
                text += f"; {why}"
            choices.append(Choice(a, mean, text))
        method = f"information-set search over {deals} sampled deals ({spent} play-outs)"
        if len(cands) > 1:
            method += f", raced {self.batch} at a time (a move clearly behind leaves the race)"
        skipped = len(view.legal) - len(cands)
        if skipped:
            method += f", {len(cands)} of {len(view.legal)} actions searched"
        return Deliberation(self.name, tuple(choices), method, exact=False)

    def _deliberation(self, view: PlayerView, cands: list[Action], reasons: dict[Action, str], root: _Node,
                      done: int) -> Deliberation:
        me = view.player
        now = view.scores[me] - view.scores[other_player(me)]
        order = {a: i for i, a in enumerate(cands)}
        rows: list[tuple[Action, float, int]] = []
        for a in cands:
            child = root.children.get((me, a))
            if child is None or not child.visits:
                rows.append((a, 0.0, 0))
            else:
                rows.append((a, child.total / child.visits - now, child.visits))
        # The most visited first (the robust child), then the better mean; ties to the rules of thumb's order.
        rows.sort(key=lambda t: (-t[2], -t[1], order[t[0]]))
        hidden = len(view.unseen)
        choices = []
        for a, mean, visits in rows:
            if visits:
                text = (f"averages {mean:+.2f} points for the rest of the deal over the {visits} of {done} deals "
                        f"sampled from the {hidden} cards I have not seen in which the search tried it (one tree "
                        f"over what I can see, both sides choosing without seeing the other's hand; played out "
                        f"with rules of thumb and the last six tricks solved exactly)")
            else:
                text = f"not searched: the budget of {done} deals ran out first"
            why = reasons.get(a, "")
            if why:
                text += f"; {why}"
            choices.append(Choice(a, mean, text))
        method = f"information-set search over {done} sampled deals"
        skipped = len(view.legal) - len(cands)
        if skipped:
            method += f", {len(cands)} of {len(view.legal)} actions searched"
        return Deliberation(self.name, tuple(choices), method, exact=False)
