"""Ratings that mean something: each puzzle's seed rating from how solvers of known strength fare on it.

::

    nice -n 10 python -m benchmarks.study_puzzle_ratings              # the study: benchmarks/puzzle_ratings.json
    nice -n 10 python -m benchmarks.study_puzzle_ratings --write      # ... and the seeds into the bank files

**Solvers.** A ladder of six solvers, the computer players at their strengths and weakened variants of them,
answers every puzzle of the bank :data:`REPEATS` times (each answer seeded, so the study is reproducible):

* ``random`` picks among the answers the puzzle offers;
* ``novice``, a weakened rule-of-thumb player: it holds each misreading of the rules the engine names for a
  puzzle (its tempting wrong answers: a bar's size ignored, minor sets barring, the book bonus forgotten, ...)
  with some probability, plays a card by a natural habit or by the exact values blurred (a softmax at a high
  temperature), misreads his hand now and then, and in the first ten tricks makes the rule of thumb's choice as
  often as it plays a habit's card, else judges loosely; it also guesses;
* ``greedy``, the rule-of-thumb computer player (:mod:`penchant.players.greedy`): it knows the rules, plays
  each card as it would in the replayed deal, and makes the first-ten choice it made (the judge's habit). It
  answers the same way every time, so its repeats count as one answer in the fit (the end-games were chosen where
  a habit errs: 24 copies of its one miss rated a three-card end-game with the deepest);
* ``club``, a weakened strong player: the rules, the exact card values blurred a little, and a first-ten choice
  judged by its own foresight blurred as much (a softmax at half a point: a two-point edge is seen, a tenth of a
  point is not). Its foresight, and the novice's, deals the hidden cards out as the judge does but plays the rest
  of each deal by the rules of thumb, the last six included (:func:`foresight_values`): the judge solves each
  sampled deal's last six exactly, which no player does in his head with the stock still to draw, and a softmax
  of the judge's own values let the weak solvers see every edge that exact play makes;
* ``strong`` (:mod:`penchant.players.strong`): the last six exactly (for the most points), a first-ten choice
  as four of the judge's runs of sampled deals together make it (one run alone, forty deals, misjudged even an
  obvious choice one time in six, and rated "win the trick to declare" with the end-games);
* ``master``: the last six exactly, a first-ten choice from eight runs together (a wider search).

**Fit.** A Rasch (one-parameter item-response) model, ``P(solver s solves puzzle i) = 1 / (1 + exp(b_i -
theta_s))``, fitted by maximum a posteriori (Gaussian priors: ``b ~ N(0, 2.5^2)``, ``theta ~ N(0, 4^2)``) to
every answer. Glicko-2's expected score is the same logistic curve on the scale ``(rating - 1500) / 173.7178``,
so a puzzle's seed rating is ``1500 + 173.7178 * (b_i - theta_anchor)``, the anchor being the novice (a
newcomer, who starts at 1500, is expected to solve half of the puzzles rated 1500: the rules' drills). The
learners' answers then move each rating (:mod:`penchant.trainer.progress`).

**Held out.** Two ways. By repeat: the model is fitted on the first half of the answers and predicts the
first-try success of the second half. By solver: for each solver in turn the model is fitted on the other five
alone; the held-out solver's ability is fitted on the even puzzles of the bank and its success on the odd ones
is predicted (a solver the ratings never saw). Each against the bank's former seeds (the engine's difficulty
and two solvers' misses) and against one success rate for all, by log loss and the area under the ROC curve.
The spread of the new ratings is given by kind.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from penchant.errors import PuzzleError
from penchant.play.moves import Play
from penchant.play.state import DealState
from penchant.players import get_player
from penchant.players.greedy import greedy_action
from penchant.players.knowledge import sample_deal
from penchant.puzzles import Puzzle, analyse, check, load_bank
from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.checkers.choice_values import choice_of
from penchant.puzzles.checkers.judged_position import judgement_of
from penchant.puzzles.checkers.reading import endgame_of
from penchant.puzzles.curation.guessing import guess_chance
from penchant.puzzles.history_replay import replay
from penchant.puzzles.levels import level_of
from penchant.puzzles.sessions.endgame_lines import HEURISTICS
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import PACK
from penchant.rules.procedure import other_player

ROOT = Path(__file__).resolve().parents[1]
OUT = Path(__file__).resolve().parent / "puzzle_ratings.json"
BANK = ROOT / "penchant" / "data" / "puzzles"
SCALE = 173.7178
REPEATS = 24
SEED = 2026
ANCHOR = "novice"
RULES_KINDS = ("barring", "declaration", "trump", "scoring")
EXPLANATORY = True
"""Fit with the puzzles' :data:`FEATURES` as the difficulties' prior (``False``: the plain Rasch fit, before)."""


@dataclass(frozen=True)
class Solver:
    """A solver: how often it guesses and holds a misreading of the rules; how it plays a card (``exact``,
    ``greedy``, or ``blur``: a natural habit with probability ``habit``, else a softmax of the exact values at
    ``card_t``), how often it misreads his hand; how it judges the first ten tricks (``habit``: the greedy
    player's choice, ``softmax`` at ``judge_t`` points of the judge's values, ``foresight``: of its own
    (:func:`foresight_values`), ``runs:N``: N of the judge's runs together), and how
    often it makes the rule of thumb's choice there without judging (``judge_habit``: a novice, as he does with
    his cards, plays the obvious card: so an obvious decision, where the rule of thumb is right, is easy).
    ``deterministic``: it answers a puzzle the same way every time, so its repeats are one answer to the fit (24
    copies of one miss would weigh as 24 solvers' misses)."""

    name: str
    guess: float = 0.0
    misread: float = 0.0
    cards: str = "exact"
    habit: float = 0.0
    card_t: float = 1.0
    judge: str = "runs:1"
    judge_t: float = 1.0
    misread_hand: float = 0.0
    judge_habit: float = 0.0
    deterministic: bool = False


SOLVERS: tuple[Solver, ...] = (
    Solver("random", guess=1.0),
    Solver("novice", guess=0.15, misread=0.3, cards="blur", habit=0.6, card_t=2.5, judge="foresight", judge_t=6.0,
           misread_hand=0.5, judge_habit=0.6),
    Solver("greedy", cards="greedy", judge="habit", deterministic=True),
    Solver("club", cards="blur", habit=0.1, card_t=0.5, judge="foresight", judge_t=0.5, judge_habit=0.1),
    Solver("strong", cards="exact", judge="runs:4"),
    Solver("master", cards="exact", judge="runs:8"),
)
ONCE = frozenset(s.name for s in SOLVERS if s.deterministic)
"""The solvers whose repeats count as one answer in a fit."""


# ------------------------------------------------------------------------------------------- answering
def _softmax_pick(values: dict[str, float], t: float, rng: random.Random) -> str:
    top = max(values.values())
    weights = {k: math.exp((v - top) / max(t, 1e-6)) for k, v in values.items()}
    x = rng.random() * sum(weights.values())
    for k, w in weights.items():
        x -= w
        if x <= 0:
            return k
    return next(iter(values))


def _rules_answer(p: Puzzle, s: Solver, rng: random.Random) -> bool:
    """A rules drill: the solver misreads the rule it turns on (with probability ``misread``, once) and then gives
    one of the wrong answers that misreading leads to. Once a puzzle, not once a wrong answer: a score sheet whose
    engine names three wrong totals (each declaration forgotten, both added twice) is not three times as easy to
    misread as a drill with one, and counting each made a 7 + 3 sum (scoring-001) the hardest rules drill."""
    tempting = analyse(p).tempting
    if tempting and rng.random() < s.misread:
        return bool(check(p, rng.choice(tempting)).correct)
    return True


def _greedy_card(state: DealState, profile: Any, rng: random.Random) -> str:
    action = get_player("greedy", profile).choose(state.view(state.to_move), rng)
    assert isinstance(action, Play)
    return str(action.card)


def _line(p: Puzzle, history: Any, s: Solver, rng: random.Random, misread: bool) -> bool:
    """Play the end-game out (the first card only for a single-card task): right at every card?"""
    session = EndgameSession(p)
    state = replay(history) if s.cards == "greedy" else None
    whole = p.task in ("line", "aim")
    while not session.finished:
        values = session.card_values()
        if s.cards == "greedy" and state is not None:
            card = _greedy_card(state, p.profile, rng)
        elif s.cards == "exact":
            # the most points, as it plays; ties broken on the notation, as before
            card = str(max(values, key=lambda v: (v.points, v.brisques, str(v.card))).card)
        elif misread or rng.random() < s.habit:
            pos = session.position(0)
            legal = sum(c.bit for c in pos.legal_moves)
            card = str(PACK[HEURISTICS[rng.choice(sorted(HEURISTICS))](pos, legal)])
        else:
            done = session.taken[0]
            scores = {str(v.card): float(session.aim(done + v.brisques)) for v in values}  # brisques, or the game
            card = _softmax_pick(scores, s.card_t, rng)
        if not next(v.right for v in values if str(v.card) == card):
            return False
        if not whole:
            return True
        seen = len(session.history)
        session.play(card)
        if state is not None:
            for _who, c in session.history[seen:]:
                state.apply(Play(c))
    return True


FORESIGHT_DEALS = 40
"""The deals a weak solver imagines when it judges a first-ten choice (:func:`foresight_values`)."""


_FORESIGHT: dict[str, dict[str, float]] = {}


def foresight_values(p: Puzzle) -> dict[str, float]:
    """A first-ten choice's values as a player who cannot solve the last six tricks in his head foresees them:
    in :data:`FORESIGHT_DEALS` deals sampled from what he has seen (the judge's own way of dealing the hidden
    cards, seeded by the puzzle's judgement), each choice played and the rest of the deal, the last six included,
    played out by the rules of thumb for both sides; the average of the deal's net points from now.

    The judge plays each sampled deal's last six exactly (:mod:`penchant.players.strong`), which a player facing
    the stock still to draw cannot: softmaxing the judge's own values let a weak solver see every edge the exact
    last six make. (It does not make decision-kandell-11009-27 harder: leading K♦ rather than A♦ gains about two
    points in nearly every deal even played out by the rules of thumb, so every solver that deals the hidden cards
    out sees it; what a strong player found subtle, why, no solver that counts outcomes feels.)"""
    if p.id in _FORESIGHT:
        return _FORESIGHT[p.id]
    if p.history is None:
        raise PuzzleError.of_puzzle(p.id, "a first-ten choice without the deal's history: nothing to foresee from")
    state = replay(p.history)
    me = state.to_move
    assert me is not None
    view = state.view(me)
    actions = {choice_of(a): a for a in view.legal}
    rng = random.Random(judgement_of(p).seed)
    worlds = [sample_deal(view, p.profile, rng) for _ in range(FORESIGHT_DEALS)]
    them = other_player(me)
    now = view.scores[me] - view.scores[them]
    out: dict[str, float] = {}
    for c in p.choices:
        total = 0.0
        for w in worlds:
            g = w.clone()
            g.apply_unchecked(actions[c])
            while not g.is_over():
                g.apply_unchecked(greedy_action(g))
            total += g.scores[me] - g.scores[them] - now
        out[c] = total / len(worlds)
    _FORESIGHT[p.id] = out
    return out


def _judged_answer(p: Puzzle, s: Solver, rng: random.Random) -> bool:
    j = judgement_of(p)
    best = max(p.choices, key=j.mean)
    if s.judge_habit and j.habit in p.choices and rng.random() < s.judge_habit:
        pick = j.habit
    elif s.judge == "habit":
        pick = j.habit if j.habit in p.choices else rng.choice(list(p.choices))
    elif s.judge.startswith("runs:"):
        n = int(s.judge.split(":")[1])
        runs = rng.sample(range(j.runs), min(n, j.runs))
        pick = max(p.choices, key=lambda c: sum(j.values[c][r] for r in runs))
    elif s.judge == "foresight":
        pick = _softmax_pick(foresight_values(p), s.judge_t, rng)
    else:
        pick = _softmax_pick({c: j.mean(c) for c in p.choices}, s.judge_t, rng)
    return pick == best


def answer(p: Puzzle, s: Solver, rng: random.Random, chance: float) -> bool:
    """One first answer of solver ``s`` to puzzle ``p``: right?"""
    if rng.random() < s.guess:
        return rng.random() < chance
    if p.kind in RULES_KINDS:
        return _rules_answer(p, s, rng)
    if p.kind in ("decision", "timing"):
        return _judged_answer(p, s, rng)
    if p.kind == "reading":
        return _line(endgame_of(p), p.history, s, rng, rng.random() < s.misread_hand)
    return _line(p, p.history, s, rng, False)


# ----------------------------------------------------------------------------------------------- features
TAU = 1.0
"""The spread of a puzzle's difficulty about what its features predict (logit scale, about 174 rating points)."""

FEATURES = ("intercept", *(f"kind:{k}" for k in ("barring", "declaration", "trump", "scoring", "endgame", "decision",
                                                   "timing", "reading")), "log plausible answers", "depth")
"""What a human finds hard in a puzzle, beside how the solvers fare: its kind; how many answers it offers that one
could plausibly give (the choices, the cards one may play, a number's tempting wrong totals and the right one);
its depth (the tricks to see through: an end-game's cards in hand, the whole line for a line or a game at stake, a
reading's six and the hand to rebuild, a first-ten choice's tricks to the end of the deal; none for a rules drill)."""


def features_of(p: Puzzle, chance: float) -> list[float]:
    """A puzzle's :data:`FEATURES`."""
    kinds = [1.0 if p.kind == f.split(":", 1)[1] else 0.0 for f in FEATURES if f.startswith("kind:")]
    if chance > 0:
        plausible = 1.0 / chance
    else:  # a number: the right one and the wrong totals the rules' misreadings give
        plausible = 1.0 + len(analyse(p).tempting)
    if p.kind == "endgame":
        depth = 6.0 if p.task in ("line", "aim") else float(len(p.cards("hand")))
    elif p.kind == "reading":
        depth = 6.0 + 2.0
    elif p.kind in ("decision", "timing"):
        depth = 16.0 - replay(p.history).tricks if p.history else 8.0
    else:
        depth = 0.0
    return [1.0, *kinds, math.log(max(plausible, 1.0)), depth / 6.0]


def _solve(a: list[list[float]], y: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting: ``a x = y``."""
    n = len(y)
    m = [[*row, y[r]] for r, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * z for x, z in zip(m[r], m[c], strict=True)]
    return [m[r][n] / m[r][r] if m[r][r] else 0.0 for r in range(n)]


def _ridge(xs: dict[str, list[float]], b: dict[str, float], lam: float) -> list[float]:
    """The weights of the features that best predict ``b`` (ridge: a prior N(0, 1/lam) on each weight)."""
    k = len(next(iter(xs.values())))
    a = [[lam * (r == c) + sum(x[r] * x[c] for x in xs.values()) for c in range(k)] for r in range(k)]
    y = [sum(x[r] * b[i] for i, x in xs.items()) for r in range(k)]
    return _solve(a, y)


# ------------------------------------------------------------------------------------------------ fitting
def fit(counts: dict[tuple[str, str], tuple[int, int]], items: Sequence[str], solvers: Sequence[str],
        iterations: int = 60, features: dict[str, list[float]] | None = None
        ) -> tuple[dict[str, float], dict[str, float]]:
    """MAP fit of the Rasch model to ``counts[(solver, item)] = (solved, tried)``: (b by item, theta by solver).

    With ``features`` (:func:`features_of`), an explanatory item-response model: each puzzle's difficulty has the
    prior ``N(w . x_i, TAU^2)``, the weights ``w`` fitted with it (ridge, alternating with the Newton steps). The
    solvers' answers still decide where they speak; where they cannot tell puzzles apart (every graded solver
    solves both: a drill and a deep end-game the strong player never misses), what a human finds hard does."""
    b = dict.fromkeys(items, 0.0)
    theta = {s: 0.0 for s in solvers}
    w: list[float] | None = None
    for _ in range(iterations):
        if features is not None:
            w = _ridge({i: features[i] for i in items}, b, lam=1.0)
        for i in items:  # Newton step per item, thetas fixed
            if w is not None and features is not None:
                mu, sd = sum(a * x for a, x in zip(w, features[i], strict=True)), TAU
            else:
                mu, sd = 0.0, 2.5
            g, h = -(b[i] - mu) / sd**2, -1 / sd**2
            for s in solvers:
                k, n = counts.get((s, i), (0, 0))
                if n:
                    pr = 1 / (1 + math.exp(b[i] - theta[s]))
                    g += -(k - n * pr)
                    h -= n * pr * (1 - pr)
            b[i] -= g / h
        for s in solvers:
            g, h = -theta[s] / 4.0**2, -1 / 4.0**2
            for i in items:
                k, n = counts.get((s, i), (0, 0))
                if n:
                    pr = 1 / (1 + math.exp(b[i] - theta[s]))
                    g += k - n * pr
                    h -= n * pr * (1 - pr)
            theta[s] -= g / h
        mean = statistics.fmean(b.values())  # the scale's origin: the mean item
        b = {i: v - mean for i, v in b.items()}
        theta = {s: v - mean for s, v in theta.items()}
    return b, theta


def _spread(values: Sequence[int]) -> dict[str, int]:
    q = statistics.quantiles(values, n=4) if len(values) > 3 else [min(values), 0, max(values)]
    return {"puzzles": len(values), "min": min(values), "q1": int(q[0]), "median": int(statistics.median(values)),
            "q3": int(q[2]), "max": max(values)}


def _log_loss(pairs: Sequence[tuple[float, bool]]) -> float:
    eps = 1e-6
    return -statistics.fmean(math.log(max(eps, p if y else 1 - p)) for p, y in pairs)


def _auc(pairs: Sequence[tuple[float, bool]]) -> float:
    ranked = sorted(pairs, key=lambda py: py[0])
    pos = sum(1 for _p, y in ranked if y)
    neg = len(ranked) - pos
    if not pos or not neg:
        return float("nan")
    rank_sum = 0.0
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        avg = (i + j + 1) / 2
        rank_sum += avg * sum(1 for k in range(i, j) if ranked[k][1])
        i = j
    return (rank_sum - pos * (pos + 1) / 2) / (pos * neg)


def _theta_for(ratings: dict[str, float], answers: Sequence[tuple[str, bool]]) -> float:
    """The ability that best fits ``answers`` against fixed ratings (on the logistic scale)."""
    t = 0.0
    for _ in range(40):
        g, h = -t / 16.0, -1 / 16.0
        for i, y in answers:
            pr = 1 / (1 + math.exp(ratings[i] - t))
            g += (1.0 if y else 0.0) - pr
            h -= pr * (1 - pr)
        t -= g / h
    return t


def _predict(ratings: dict[str, float], train: dict[str, list[tuple[str, bool]]],
             test: dict[str, list[tuple[str, bool]]]) -> list[tuple[float, bool]]:
    """Each solver's held-out answers predicted from item ratings (logit scale) and its ability fitted on its
    training answers."""
    out = []
    for s, answers in test.items():
        t = _theta_for(ratings, train[s])
        out += [(1 / (1 + math.exp(ratings[i] - t)), y) for i, y in answers]
    return out


# ---------------------------------------------------------------------------------------------------- run
def study(puzzles: Sequence[Puzzle], repeats: int = REPEATS, seed: int = SEED,
          progress: bool = True, answers_file: Path | None = None) -> dict[str, Any]:
    """Every solver answers every puzzle ``repeats`` times; the fit, the seeds, the held-out figures. With
    ``answers_file``, the answers are kept there (JSON) and read back if it holds every puzzle's, so the fit can be
    changed and run again without answering again."""
    answers: dict[tuple[str, str], list[bool]] = defaultdict(list)
    if answers_file is not None and answers_file.exists():
        kept = json.loads(answers_file.read_text(encoding="utf-8"))
        if {p.id for p in puzzles} <= {k.split("|", 1)[1] for k in kept}:
            for k, v in kept.items():
                s_name, pid = k.split("|", 1)
                answers[(s_name, pid)] = [bool(x) for x in v]
    for n, p in enumerate(puzzles if not answers else (), 1):
        chance = guess_chance(p)
        for s in SOLVERS:
            for r in range(repeats):
                rng = random.Random(f"{seed}:{p.id}:{s.name}:{r}")
                answers[(s.name, p.id)].append(answer(p, s, rng, chance))
        if progress and (n % 25 == 0 or n == len(puzzles)):
            print(f"{n}/{len(puzzles)} puzzles answered", file=sys.stderr, flush=True)
    if answers_file is not None:
        answers_file.write_text(json.dumps({f"{s}|{i}": [int(x) for x in v] for (s, i), v in answers.items()}),
                                encoding="utf-8")
    items = [p.id for p in puzzles]
    answers = defaultdict(list, {k: v for k, v in answers.items() if k[1] in set(items)})
    names = [s.name for s in SOLVERS]
    half = repeats // 2

    once = ONCE

    def counts(which: slice) -> dict[tuple[str, str], tuple[int, int]]:
        return {k: ((int(v[which][0]), 1) if k[0] in once else (sum(v[which]), len(v[which])))
                for k, v in answers.items()}

    feats = {p.id: features_of(p, guess_chance(p)) for p in puzzles} if EXPLANATORY else None
    b_all, theta_all = fit(counts(slice(None)), items, names, features=feats)
    b_train, _theta_train = fit(counts(slice(0, half)), items, names, features=feats)
    train = {s: [(i, y) for (t, i), v in answers.items() if t == s for y in v[:half]] for s in names}
    test = {s: [(i, y) for (t, i), v in answers.items() if t == s for y in v[half:]] for s in names}
    old = {p.id: (p.rating - 1500) / SCALE for p in puzzles}
    held = _predict(b_train, train, test)
    held_old = _predict(old, train, test)
    base_rate = statistics.fmean(y for v in train.values() for _i, y in v)
    held_base = [(base_rate, y) for v in test.values() for _i, y in v]
    by_solver = _leave_one_out(answers, items, names, {p.id: (p.rating - 1500) / SCALE for p in puzzles}, feats)
    anchor = theta_all[ANCHOR]
    seeds = {i: round(1500 + SCALE * (b_all[i] - anchor)) for i in items}
    by_kind: dict[str, list[int]] = defaultdict(list)
    for p in puzzles:
        by_kind[p.kind].append(seeds[p.id])
    spread = {k: _spread(v) for k, v in sorted(by_kind.items())}
    solvers = {s.name: {"rating": round(1500 + SCALE * (theta_all[s.name] - anchor)),
                        "solved": round(statistics.fmean(y for (t, _i), v in answers.items() if t == s.name
                                                         for y in v), 3)} for s in SOLVERS}
    return {
        "method": __doc__.split("\n\n")[0],
        "seed": seed, "repeats": repeats, "puzzles": len(items), "anchor": ANCHOR, "scale": SCALE,
        "solvers": solvers,
        "spread": spread,
        "held_out": {
            "answers": len(held),
            "seed_ratings": {"log_loss": round(_log_loss(held), 4), "auc": round(_auc(held), 4)},
            "former_seeds": {"log_loss": round(_log_loss(held_old), 4), "auc": round(_auc(held_old), 4)},
            "one_rate": {"log_loss": round(_log_loss(held_base), 4), "auc": 0.5, "rate": round(base_rate, 4)},
            "by_solver": by_solver,
        },
        "ratings": seeds,
        "solved_by": {i: {s: round(statistics.fmean(answers[(s, i)]), 3) for s in names} for i in items},
    }


def _leave_one_out(answers: dict[tuple[str, str], list[bool]], items: Sequence[str], names: Sequence[str],
                   old: dict[str, float], feats: dict[str, list[float]] | None = None) -> dict[str, Any]:
    """For each solver: items fitted on the others; its ability on the even items; its odd items predicted."""
    even, odd = set(items[0::2]), set(items[1::2])
    held: list[tuple[float, bool]] = []
    held_old: list[tuple[float, bool]] = []
    held_base: list[tuple[float, bool]] = []
    for s in names:
        others = [o for o in names if o != s]
        counts = {k: ((int(v[0]), 1) if k[0] in ONCE else (sum(v), len(v))) for k, v in answers.items()
                  if k[0] != s}
        b, _theta = fit(counts, items, others, features=feats)
        train = {s: [(i, y) for (t, i), v in answers.items() if t == s and i in even for y in v]}
        test = {s: [(i, y) for (t, i), v in answers.items() if t == s and i in odd for y in v]}
        held += _predict(b, train, test)
        held_old += _predict(old, train, test)
        rate = statistics.fmean(y for _i, y in train[s])
        held_base += [(rate, y) for _i, y in test[s]]
    return {"answers": len(held),
            "seed_ratings": {"log_loss": round(_log_loss(held), 4), "auc": round(_auc(held), 4)},
            "former_seeds": {"log_loss": round(_log_loss(held_old), 4), "auc": round(_auc(held_old), 4)},
            "one_rate_per_solver": {"log_loss": round(_log_loss(held_base), 4), "auc": round(_auc(held_base), 4)}}


def write_seeds(ratings: dict[str, int]) -> int:
    """Store the seeds in the bank files; the number of puzzles whose rating changed."""
    changed = 0
    for path in sorted(BANK.glob("*.json")):
        puzzles = load_file(path)
        out = []
        for p in puzzles:
            r = ratings.get(p.id)
            if r is not None and r != p.rating:
                changed += 1
                p = p.with_changes(rating=max(100, min(3500, r)))
            if p.rating and p.difficulty != level_of(p.rating):  # the difficulty is the rating's level
                p = p.with_changes(difficulty=level_of(p.rating))
            out.append(p)
        kinds = {p.kind for p in out}
        path.write_text(dump_bank(out, kinds.pop() if len(kinds) == 1 else None), encoding="utf-8")
    return changed


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeats", type=int, default=REPEATS, help=f"answers of each solver to each puzzle ({REPEATS})")
    ap.add_argument("--seed", type=int, default=SEED, help=f"the study's seed ({SEED})")
    ap.add_argument("--out", default=str(OUT), help="where the result goes (- prints it)")
    ap.add_argument("--write", action="store_true", help="store the seed ratings in the bank files")
    ap.add_argument("--answers", type=Path, default=None,
                    help="keep the solvers' answers in this JSON file and reuse them (to fit again without answering)")
    ap.add_argument("--plain", action="store_true", help="the plain Rasch fit, without the puzzles' features")
    args = ap.parse_args(argv)
    global EXPLANATORY
    EXPLANATORY = not args.plain
    result = study(load_bank(BANK), args.repeats, args.seed, answers_file=args.answers)
    text = json.dumps(result, indent=1, ensure_ascii=False) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
    print(json.dumps({k: result[k] for k in ("solvers", "spread", "held_out")}, indent=1), file=sys.stderr)
    if args.write:
        print(f"{write_seeds(result['ratings'])} seeds changed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
