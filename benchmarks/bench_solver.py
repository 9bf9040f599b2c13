"""Benchmark of the Phase 2 solver against the plain memoized minimax.

Deals N seeded random full Phase 2 positions (12 of the 32 cards, six to each
player, the player to move leading), a random trump or none, and Phase 1
brisque counts consistent with the deal (each brisque not in play goes to a
random player). Both :func:`penchant.solver.solve` and
:func:`penchant.solver.plain_minimax` value every legal move of every position
in the same run; their answers are checked equal and their times compared.

Run: ``python -m benchmarks.bench_solver [--quick]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.cards import DECK, PACK_SIZE, CardSet, Suit
from penchant.rules.dealing import PHASE2_TRICKS
from penchant.rules.profiles import KANDELL
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
        cards = rng.sample(range(PACK_SIZE), 2 * PHASE2_TRICKS)
        trump = rng.choice([None, *Suit])
        in_play = sum(1 for c in cards if is_brisque_index(c))
        mine = sum(rng.random() < 0.5 for _ in range(BRISQUES_IN_PACK - in_play))
        won = (mine, BRISQUES_IN_PACK - in_play - mine)
        hand = CardSet([DECK[c] for c in cards[:PHASE2_TRICKS]])
        opp = CardSet([DECK[c] for c in cards[PHASE2_TRICKS:]])
        out.append(Phase2Position(hand, opp, trump, None, won))
    return out


def _time(fn: Any, arg: Any) -> tuple[float, Any]:
    t0 = time.perf_counter()
    result = fn(arg)
    return (time.perf_counter() - t0) * 1000.0, result


def run(quick: bool = False) -> dict[str, Any]:
    """Time the solver and the plain minimax on the same positions; print and return the figures.

    Returns ``positions``, ``solver_median_ms``, ``solver_mean_ms``,
    ``plain_median_ms``, ``plain_mean_ms``, ``ratio_median`` (plain / solver
    medians) and ``ratio_total`` (plain / solver total time).
    """
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
    figures: dict[str, Any] = {
        "positions": n,
        "solver_median_ms": statistics.median(solver_ms),
        "solver_mean_ms": statistics.fmean(solver_ms),
        "plain_median_ms": statistics.median(plain_ms),
        "plain_mean_ms": statistics.fmean(plain_ms),
    }
    figures["ratio_median"] = figures["plain_median_ms"] / figures["solver_median_ms"]
    figures["ratio_total"] = sum(plain_ms) / sum(solver_ms)
    print(f"Phase 2 solver, {n} random six-card positions (all move values each)")
    print(f"  solver        median {figures['solver_median_ms']:7.3f} ms   mean {figures['solver_mean_ms']:7.3f} ms")
    print(f"  plain minimax median {figures['plain_median_ms']:7.3f} ms   mean {figures['plain_mean_ms']:7.3f} ms")
    print(f"  speed-up      x{figures['ratio_median']:.1f} (medians)   x{figures['ratio_total']:.1f} (total time)")
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_solver", description=__doc__)
    parser.add_argument("--quick", action="store_true", help=f"{QUICK} positions instead of {FULL}")
    args = parser.parse_args(argv)
    run(quick=args.quick)
    return 0


if __name__ == "__main__":
    sys.exit(main())
