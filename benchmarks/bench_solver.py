"""Benchmark of the Phase 2 solver against the plain memoized minimax.

Deals N seeded random full Phase 2 positions (12 of the 32 cards, six to each
player, the player to move leading), a random trump or none, and Phase 1
brisque counts consistent with the deal (each brisque not in play goes to a
random player). Both :func:`penchant.solver.solve` and
:func:`penchant.solver.plain_minimax` value every legal move of every position
in the same run; their answers are checked equal and their times compared.

Goal: the solver's median under 1 ms a position (``GOAL_SOLVER_MS``).

Run: ``python -m benchmarks.bench_solver [--quick]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from benchmarks.common import Report, cli
from penchant.rules.brisques import the_other_brisques
from penchant.rules.cards import PACK, PACK_SIZE, CardSet
from penchant.rules.dealing import HAND_SIZE
from penchant.rules.procedure import DEALT_TO_HANDS
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import is_brisque_index
from penchant.solver import Phase2Position, plain_minimax, solve

__all__ = ["positions", "run"]

SEED = 20260601
FULL = 300
QUICK = 40


def positions(n: int, seed: int = SEED) -> list[Phase2Position]:
    """``n`` random full six-card Phase 2 positions, the player to move leading."""
    rng = random.Random(seed)
    out: list[Phase2Position] = []
    for _ in range(n):
        cards = rng.sample(range(PACK_SIZE), DEALT_TO_HANDS)  # two hands of the last six, a hand's size each
        trump = rng.choice([None, *Suit])
        in_play = sum(1 for c in cards if is_brisque_index(c))
        mine = sum(rng.random() < 0.5 for _ in range(the_other_brisques(in_play)))
        won = (mine, the_other_brisques(in_play) - mine)
        hand = CardSet([PACK[c] for c in cards[:HAND_SIZE]])
        opp = CardSet([PACK[c] for c in cards[HAND_SIZE:]])
        out.append(Phase2Position(hand, opp, trump, None, won))
    return out


def _time(fn: Any, arg: Any) -> tuple[float, Any]:
    t0 = time.perf_counter()
    result = fn(arg)
    return (time.perf_counter() - t0) * 1000.0, result


GOAL_SOLVER_MS = 1.0
"""The strong player solves the last six tricks of every sampled deal it plays out: a millisecond a
position keeps a decision (tens of samples) well inside its 1 s goal (bench_players)."""


def run(quick: bool = False) -> Report:
    """Time the solver and the plain minimax (the baseline) on the same positions, in the same run."""
    n = QUICK if quick else FULL
    cases = positions(n)
    solver_ms: list[float] = []
    plain_ms: list[float] = []
    for position in cases:
        # Each call starts from empty tables: no cache is shared between positions or methods.
        ts, solution = _time(lambda p: solve(p, KANDELL), position)
        tp, reference = _time(plain_minimax, position)
        got = {c: v.brisques for c, v in solution.moves.items()}
        if got != reference:
            raise AssertionError(f"solver and plain minimax disagree on {position}: {got} != {reference}")
        solver_ms.append(ts)
        plain_ms.append(tp)
    report = Report("solver", quick)
    report.figure("solver_median_ms", statistics.median(solver_ms), "ms",
                  f"solve(): every move's value of a random six-card position, median of {n}")
    report.figure("solver_total_ms", sum(solver_ms), "ms", f"solve() over the {n} positions")
    report.baseline("plain_minimax_median_ms", statistics.median(plain_ms), "ms",
                    "the plain memoized minimax on the same positions, median")
    report.baseline("plain_minimax_total_ms", sum(plain_ms), "ms", f"the plain minimax over the {n} positions")
    report.ratio("solver_vs_plain_median", "solver_median_ms", "plain_minimax_median_ms")
    report.ratio("solver_vs_plain_total", "solver_total_ms", "plain_minimax_total_ms")
    report.goal("solver_median_ms", GOAL_SOLVER_MS, source="the strong player's budget (see GOAL_SOLVER_MS)")
    report.details.update({"positions": n, "solver_mean_ms": round(statistics.fmean(solver_ms), 4),
                           "plain_mean_ms": round(statistics.fmean(plain_ms), 4)})
    return report


def main(argv: list[str] | None = None) -> int:
    return cli(run, argv, "python -m benchmarks.bench_solver")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
